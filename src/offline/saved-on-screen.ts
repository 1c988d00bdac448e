/**
 * Saved data on screen: what the offline banner dates, and what keeps a read's 5xx from raising an
 * error toast beside the banner (src/api/client.ts, `savedDataShown`): one message per failure.
 */
import type { QueryClient } from '@tanstack/react-query';
import { rootOf } from '../api/query-keys.ts';

/**
 * When the data on screen was saved: the oldest content query the page shows that was saved before
 * `before` (when the connection dropped). Data that arrived while offline came from the worker's
 * cache; its real age comes with it (read-health.ts), and is counted by the banner.
 */
export function savedAtOnScreen(queryClient: QueryClient, before: number): number | null {
  let oldest: number | null = null;
  for (const query of queryClient.getQueryCache().getAll()) {
    // Lists and details are what a visitor reads (QUERY_ROOTS' content); reference lists would mislead.
    if (!rootOf(query.queryKey)?.content || query.getObserversCount() === 0) continue;
    const { data, dataUpdatedAt } = query.state;
    if (data === undefined || dataUpdatedAt === 0 || dataUpdatedAt >= before) continue;
    if (oldest === null || dataUpdatedAt < oldest) oldest = dataUpdatedAt;
  }
  return oldest;
}

/**
 * The page shows content it had before now, or is fetching content it has saved (a route's loader
 * asks before the page's component is there to observe it): a read failing now leaves that data on
 * screen.
 */
export function savedDataShown(queryClient: QueryClient): boolean {
  return queryClient.getQueryCache().getAll().some((query) =>
    rootOf(query.queryKey)?.content && query.state.data !== undefined && (query.getObserversCount() > 0 || query.state.fetchStatus === 'fetching'));
}
