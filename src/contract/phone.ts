/**
 * Phone numbers as the site keeps them: Pakistani numbers in their national form (03001234567).
 * Shared by the forms and the server, so a number pasted as "+92 300-1234567" and one typed as
 * "03001234567" are the same number everywhere.
 */

/** Pakistani mobile numbers in national form: 03 and nine more digits. */
export const PAKISTANI_MOBILE = /^03\d{9}$/;

/** Every dash people and phones put in numbers: hyphen-minus, the Unicode hyphens and dashes, minus. */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212]/g;

/**
 * The one rule for when two Pakistani numbers are the same: "+92 300-1234567", "0092 300 1234567",
 * "+92 0300 1234567", "923001234567" and "3001234567" all become "03001234567". Listings, phone
 * checks, the owner-or-agent count and the admin's copies count all compare numbers in this form.
 * Anything else is only stripped of spaces and dashes; callers decide whether the rest is a number.
 */
export function normalisePhone(text: string): string {
  const compact = text.replace(SEPARATORS, '');
  // National numbers never start with 0 after the country code, so a stray trunk 0 ("+92 0300…") is dropped too.
  const national = compact.replace(/^(?:\+|00)92(?=\d)0?/, '0');
  // Digits-only fields (a listing's phone) get the country code without + or 00. A national number
  // is 0 and ten digits, so a bare 92 counts as the country code only when exactly ten follow; and a
  // mobile typed without its trunk 0 (3XX XXXXXXX, ten digits) is the same mobile.
  return national.replace(/^920?(?=\d{10}$)/, '0').replace(/^(?=3\d{9}$)/, '0');
}

export function isDigits(value: string): boolean {
  return /^\d+$/.test(value);
}

/** What is left of a value once everything but digits is removed (autofill, IME and Android keyboards). */
export function keepDigits(value: string): string {
  return value.replace(/\D/g, '');
}

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/**
 * True for a key press that would type something other than a digit. Shortcuts (copy, select all),
 * navigation and editing keys pass; their names are longer than one character.
 */
export function typesNonDigit(press: KeyPress): boolean {
  if (press.ctrlKey || press.metaKey || press.altKey) return false;
  return press.key.length === 1 && !/\d/.test(press.key);
}
