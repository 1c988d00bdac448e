import { queryOptions } from '@tanstack/react-query';
import * as Endpoints from '../contract/endpoints.ts';
import type { PhoneCodeSent, PhoneVerified } from '../contract/verification.ts';
import { callData } from './endpoint-call.ts';
import { accountKeys } from './query-keys.ts';

/**
 * "Phone verified": a code by SMS to the listing's number, entered on the listing form. Quiet: the
 * form says what went wrong beside the code field rather than in a toast.
 */
export function sendPhoneCode(phoneNumber: string): Promise<PhoneCodeSent> {
  return callData(Endpoints.phoneSendCode, { json: { PhoneNumber: phoneNumber }, quiet: true });
}

export function verifyPhoneCode(phoneNumber: string, code: string): Promise<PhoneVerified> {
  return callData(Endpoints.phoneVerify, { json: { PhoneNumber: phoneNumber, Code: code }, quiet: true });
}

/** The numbers the signed-in person has already proved: the form asks for no code for those. */
export function verifiedPhonesQuery(userName: string) {
  return queryOptions({
    queryKey: accountKeys.verifiedPhones(userName),
    queryFn: ({ signal }) => callData(Endpoints.phoneVerified, { signal, quiet: true }),
    staleTime: 60_000,
  });
}
