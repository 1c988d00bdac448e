/** Marketing contacts (docs/product.md, section 7): both calls take query parameters and answer a bare boolean. */
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

/**
 * True when the number was added. Quiet because the page answers every failure with the spec's
 * 'Phone number not added!'; the JSON content type with no body is what the original API expects.
 */
export async function registerMarketingPhone(name: string, phoneNumber: string, idempotencyKey?: string): Promise<boolean> {
  const answer = await apiFetch<unknown>(ApiPaths.marketingRegisterPhone, {
    method: 'POST',
    query: { Name: name, PhoneNumber: phoneNumber },
    headers: {
      'Content-Type': 'application/json',
      // The same key on every retry (the outbox's included): a replay adds the contact once.
      ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
    },
    quiet: true,
  });
  return Boolean(answer);
}
