/**
 * A listing's reference number, as a person reads it out on the phone ("Ref 004217") or types it into
 * the search box ("ref 4217", "004217", "#4217"). It is the listing's id, zero-padded to six digits
 * so every reference looks alike and is easy to say: derived, never stored, so it cannot drift and
 * never changes when the listing is edited, relisted or re-approved. Ids past 999,999 simply have
 * more digits. Pure: no React, no Node.
 */

const REF_DIGITS = 6;

/** "004217" for listing 4217. */
export function listingRef(propertyId: number): string {
  return String(Math.trunc(propertyId)).padStart(REF_DIGITS, '0');
}

/**
 * What a search for a reference looks like: the whole query is the number, after "ref", "ref.",
 * "ref no", "reference", "#" or Urdu "حوالہ" (any number of digits), or alone with five digits at
 * least, so a "3" bed or a "10" Marla typed alone is never read as a listing.
 */
const NAMED_REF = /^(?:(?:ref(?:erence)?|حوالہ)\s*(?:no|number|نمبر)?\s*[.:#-]?\s*|#\s*)(\d{1,12})$/iu;
const BARE_REF = /^(\d{5,12})$/;

/** Urdu and Arabic-Indic digits read as 0-9, as the price field does. */
const westernDigits = (text: string) =>
  text.replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0)).replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));

export function parseListingRef(query: string): number | null {
  const text = westernDigits(query.trim()).replace(/\s+/g, ' ');
  const match = NAMED_REF.exec(text) ?? BARE_REF.exec(text);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
