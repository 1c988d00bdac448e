import { useEffect } from 'react';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { ApiError, NetworkError } from '../../api/errors.ts';
import type { PropertyDetails } from '../../contract/types.ts';
import { findRecentlyViewed, forgetRecentlyViewed, recordView } from './store.ts';
import { listingKeys } from '../../api/query-keys.ts';

/**
 * For the listing page: remembers each listing shown, and offline, when neither the query cache nor
 * the worker has the details, fills the query from the recently viewed copy so the page still opens.
 */
export function useRecentView(propertyUrl: string, query: UseQueryResult<PropertyDetails>): void {
  const queryClient = useQueryClient();
  const { data, dataUpdatedAt, error, fetchStatus } = query;
  // Offline, a stalled link and a 5xx outage alike: the kept copy opens.
  const stuck = data === undefined
    && (fetchStatus === 'paused' || error instanceof NetworkError || (error instanceof ApiError && error.status >= 500));
  const gone = error instanceof ApiError && error.status === 404;

  useEffect(() => {
    if (data) void recordView(data, dataUpdatedAt);
  }, [data, dataUpdatedAt]);

  useEffect(() => {
    if (gone) void forgetRecentlyViewed(propertyUrl);
  }, [gone, propertyUrl]);

  useEffect(() => {
    if (!stuck) return;
    let cancelled = false;
    void findRecentlyViewed(propertyUrl).then((record) => {
      const key = listingKeys.details(propertyUrl);
      if (cancelled || !record || queryClient.getQueryData(key) !== undefined) return;
      // Dated when it was fetched, so it counts as stale and is refreshed once the connection is back.
      queryClient.setQueryData(key, record.details, { updatedAt: record.savedAt });
    });
    return () => {
      cancelled = true;
    };
  }, [stuck, propertyUrl, queryClient]);
}
