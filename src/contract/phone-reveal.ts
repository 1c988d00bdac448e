/**
 * The owner's phone number on a listing's page is shown on a tap, not in the page: the details
 * answer (and so the server's HTML, the page's embedded query data and every saved copy of it)
 * carries only a mask, and `Property/RevealPhone` answers the number for one listing, counted in
 * the owner's figures and limited per address so a script cannot harvest numbers. Shared by the
 * client and the server; no React, no Node.
 */
import * as v from 'valibot';
import { DEVICE_ID, wholeNumber } from './schemas.ts';

/** The character that stands for each hidden digit. */
export const MASK_DOT = '•';

/**
 * What the details answer says in `ContactPhoneNumber`: no digit of the owner's number. A mobile keeps
 * the "03" every Pakistani mobile starts with (it tells the visitor WhatsApp will work, and nothing
 * about the owner); any other number is dots only, as many as it has digits. Empty stays empty.
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (!digits) return '';
  if (/^03\d{9}$/.test(digits)) return `03${MASK_DOT.repeat(2)}-${MASK_DOT.repeat(7)}`;
  return MASK_DOT.repeat(digits.length);
}

/** True when the value is a mask (maskPhone's answer) rather than a number to dial. */
export function isMaskedPhone(value: string): boolean {
  return value.includes(MASK_DOT);
}

export const PhoneRevealSchema = v.object({
  PropertyId: wholeNumber('PropertyId', 1),
  // The device's insight id (src/offline/reports.ts), so a second tap on the same device that day
  // counts once, as a Call tap does. Optional: a caller without one is told apart by its account or address.
  DeviceId: v.optional(v.pipe(v.string('DeviceId must be text.'), v.trim(), v.regex(DEVICE_ID, 'DeviceId must be 16 to 64 letters, digits, _ or -.'))),
});
export type PhoneRevealInput = v.InferOutput<typeof PhoneRevealSchema>;

export interface PhoneReveal {
  PropertyId: number;
  /** The owner's number as they gave it (digits, national form). */
  PhoneNumber: string;
}

export const PhoneRevealMessages = {
  /** The 429's Message: the person is told what they can still do. */
  tooMany: 'Too many phone numbers were shown to this connection. Please try again later, sign in, or send the owner a message below.',
} as const;
