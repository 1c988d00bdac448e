/**
 * Marketing contacts (docs/product.md, section 7): the check takes query parameters and answers a bare
 * boolean. Registering a number may wait in the outbox, so its request is built with the other
 * queueable writes (src/offline/outbox/write-requests.ts).
 */
import { ApiPaths } from '../contract/api-paths.ts';
import { apiFetch } from './client.ts';

/** True when the number is already on the list. The spec treats any truthy answer as "registered". */
export async function isMarketingPhoneRegistered(phoneNumber: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await apiFetch<unknown>(ApiPaths.marketingIsPhoneRegistered, {
    method: 'POST',
    query: { PhoneNumber: phoneNumber },
    signal,
  });
  return Boolean(answer);
}
