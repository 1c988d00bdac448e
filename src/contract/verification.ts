/**
 * Badges a buyer can check: what a listing was verified for, and the "Phone verified" step that earns
 * the first kind (an SMS code to the listing's contact number). The rules and texts the form and the
 * server share; the badge itself is `Verification` in types.ts, read by cards without valibot.
 */
import * as v from 'valibot';
import { normalisePhone, PAKISTANI_MOBILE } from './phone.ts';

/** Digits in a code: short enough to type from a notification, with few tries (below) to guess it. */
export const PHONE_CODE_LENGTH = 6;
/** How long a code may be entered. */
export const PHONE_CODE_MINUTES = 10;
/** Wrong entries a code survives; the next asks for a new code. */
export const PHONE_CODE_TRIES = 5;
/**
 * How long the proof a right code hands back may claim the number for a submission without an
 * account: long enough for a listing kept in the outbox until the phone is online again.
 */
export const PHONE_PROOF_HOURS = 24;

export const PhoneMessages = {
  notMobile: 'Please enter a Pakistani mobile number, e.g. 03001234567: the code comes by SMS.',
  codeRequired: 'Please enter the code from the SMS.',
  codeShape: `The code is ${PHONE_CODE_LENGTH} digits.`,
  codeWrong: 'That code is not right. Please check the SMS and try again.',
  codeExpired: 'This code has expired or was tried too often. Please ask for a new one.',
  codeSent: 'We have sent a code by SMS.',
  verified: 'Your phone number is verified.',
  smsFailed: 'The SMS could not be sent just now. Please try again in a few minutes.',
} as const;

const phoneField = v.pipe(
  v.string('Phone number field is required'),
  v.transform(normalisePhone),
  v.nonEmpty('Phone number field is required'),
  v.maxLength(16, 'Phone number must be at most 16 digits.'),
  v.regex(PAKISTANI_MOBILE, PhoneMessages.notMobile),
);

export const PhoneSendCodeSchema = v.object({ PhoneNumber: phoneField }, 'The request must be an object.');
export type PhoneSendCodeInput = v.InferOutput<typeof PhoneSendCodeSchema>;

export const PhoneVerifySchema = v.object({
  PhoneNumber: phoneField,
  Code: v.pipe(
    v.string(PhoneMessages.codeRequired),
    v.transform((s) => s.replace(/\s+/g, '')),
    v.nonEmpty(PhoneMessages.codeRequired),
    v.regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), PhoneMessages.codeShape),
  ),
}, 'The request must be an object.');
export type PhoneVerifyInput = v.InferOutput<typeof PhoneVerifySchema>;

/** Phone/SendCode's answer. */
export interface PhoneCodeSent {
  PhoneNumber: string;
  /** When the code stops working, ISO 8601. */
  ExpiresAt: string;
  /** The signed-in account has proved this number already: no SMS was sent, nothing to enter. */
  AlreadyVerified: boolean;
}

/** Phone/Verify's answer. */
export interface PhoneVerified {
  PhoneNumber: string;
  VerifiedAt: string;
  /**
   * Shown with a submission (PropertySchema's PhoneProof) to claim the number without an account,
   * for PHONE_PROOF_HOURS. A signed-in owner's number is remembered by the account instead.
   */
  Proof: string;
}
