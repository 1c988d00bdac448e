/** Enquiry threads: the buyer's own list and one thread (the inbox and the figure are in enquiry-first-load.ts). */
import { queryOptions } from '@tanstack/react-query';
import * as Endpoints from '../contract/endpoints.ts';
import type { EnquiryThread } from '../contract/enquiries.ts';
import { callData } from './endpoint-call.ts';
import { enquiryKeys } from './query-keys.ts';

export function myEnquiriesQuery() {
  return queryOptions({
    queryKey: enquiryKeys.mine(),
    queryFn: ({ signal }) => callData(Endpoints.enquiryMine, { signal }),
    staleTime: 0,
  });
}

/** A thread read by a signed-in side (kept for offline reading), or by the key of a mailed link (not kept). */
export function enquiryThreadQuery(threadId: number, key?: string) {
  return queryOptions({
    queryKey: key ? enquiryKeys.byLink(threadId, key) : enquiryKeys.thread(threadId),
    queryFn: ({ signal }): Promise<EnquiryThread> => callData(Endpoints.enquiryThread, { signal, query: { ThreadId: threadId, ...(key ? { Key: key } : {}) } }),
    staleTime: 0,
  });
}
