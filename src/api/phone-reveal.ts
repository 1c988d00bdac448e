/** The owner's phone number of one listing, asked for on a tap (POST Property/RevealPhone). */
import { queryOptions } from '@tanstack/react-query';
import * as Endpoints from '../contract/endpoints.ts';
import type { PhoneReveal } from '../contract/phone-reveal.ts';
import { callData } from './endpoint-call.ts';
import { phoneKeys } from './query-keys.ts';

/**
 * Never fetched by itself (`enabled: false`): each answer is counted for the owner and spends the
 * caller's budget, so only the person's tap asks (the caller's `refetch`). Kept for good once shown
 * (the saved query cache keeps it a week), so the number is there offline, and asked once, not again
 * on each visit. One attempt: a tap wants an answer now, not a retry when the link is back.
 * `device` is the insight device id, so a second tap on this device that day counts once.
 */
export function phoneRevealQuery(propertyId: number, device: () => string) {
  return queryOptions({
    queryKey: phoneKeys.reveal(propertyId),
    queryFn: (): Promise<PhoneReveal> => callData(Endpoints.revealPhone, { json: { PropertyId: propertyId, DeviceId: device() } }),
    enabled: false,
    staleTime: Infinity,
    retry: false,
    networkMode: 'always',
  });
}
