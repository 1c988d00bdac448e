/** Owner insight (issue 15, item 5): visitors' events out, the owner's figures in. */
import { queryOptions } from '@tanstack/react-query';
import { ApiPaths } from '../contract/api-paths.ts';
import type { Envelope } from '../contract/envelope.ts';
import type { EventsResult, InsightAnswer, PropertyEventsInput } from '../contract/insight.ts';
import { apiData, apiEnvelope } from './client.ts';
import { listingWriteKeys } from './listings-write.ts';

/**
 * Quiet and kept alive: nothing a visitor did went wrong if a count is lost, and a tap on Call or
 * WhatsApp leaves the page at once, which must not cancel the request.
 */
export function sendEvents(input: PropertyEventsInput): Promise<Envelope<EventsResult>> {
  return apiEnvelope<EventsResult>(ApiPaths.propertyEvents, { method: 'POST', json: input, quiet: true, keepalive: true });
}

/**
 * Every listing of the signed-in owner in one answer, shared by all the cards of My Properties.
 * Under the per-user root: kept on the device while signed in, dropped at logout.
 */
export function insightQuery() {
  return queryOptions({
    queryKey: [...listingWriteKeys.all, 'insight'] as const,
    queryFn: ({ signal }) => apiData<InsightAnswer>(ApiPaths.propertyInsight, { signal, quiet: true }),
    staleTime: 60_000,
  });
}
