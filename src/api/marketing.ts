/**
 * Marketing contacts (docs/product.md, section 7): the check takes query parameters and answers a bare
 * boolean. Registering a number may wait in the outbox, so its request is built with the other
 * queueable writes (src/offline/outbox/write-requests.ts).
 */
import * as Endpoints from '../contract/endpoints.ts';
import { callBare } from './endpoint-call.ts';

/** True when the number is already on the list. The spec treats any truthy answer as "registered". */
export async function isMarketingPhoneRegistered(phoneNumber: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await callBare(Endpoints.marketingIsPhoneRegistered, {
    query: { PhoneNumber: phoneNumber },
    signal,
  });
  return Boolean(answer);
}
