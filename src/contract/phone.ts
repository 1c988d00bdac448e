/**
 * Phone numbers as the site keeps them: Pakistani numbers in their national form (03001234567).
 * Shared by the forms and the server, so a number pasted as "+92 300-1234567" and one typed as
 * "03001234567" are the same number everywhere.
 */

/** Every dash people and phones put in numbers: hyphen-minus, the Unicode hyphens and dashes, minus. */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212]/g;

/**
 * "+92 300-1234567", "0092 300 1234567" and "+92 0300 1234567" all become "03001234567".
 * Anything else is only stripped of spaces and dashes; callers decide whether the rest is a number.
 */
export function normalisePhone(text: string): string {
  const compact = text.replace(SEPARATORS, '');
  // National numbers never start with 0 after the country code, so a stray trunk 0 ("+92 0300…") is dropped too.
  return compact.replace(/^(?:\+|00)92(?=\d)0?/, '0');
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
