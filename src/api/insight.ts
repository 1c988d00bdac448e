/** Owner insight: the owner's figures. Visitors' events go by insight-events.ts. */
import { queryOptions } from '@tanstack/react-query';
import * as Endpoints from '../contract/endpoints.ts';
import { callData } from './endpoint-call.ts';
import { listingWriteKeys } from './query-keys.ts';

/**
 * Every listing of the signed-in owner in one answer, shared by all the cards of My Properties.
 * Under the per-user root: kept on the device while signed in, dropped at logout.
 */
export function insightQuery() {
  return queryOptions({
    queryKey: listingWriteKeys.insight(),
    queryFn: ({ signal }) => callData(Endpoints.propertyInsight, { signal, quiet: true }),
    staleTime: 60_000,
  });
}
