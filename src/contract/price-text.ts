/**
 * A price as people type it: "1.5 crore", "85 lakh", "65 hazar", "65k", "2 crore 50 lakh",
 * "15,00,000", "8500000", and the same in Urdu ("85 لاکھ", "۸۵ لاکھ"). One rule for the listing form
 * and for the server's PropertySchema, so an API call with "1.5 crore" is stored as the form would
 * store it, and anything the form refuses the server refuses with the same message. Pure: no React,
 * no Node.
 */

/** The largest price a listing may have: nine digits, as before words were accepted (Limits.priceDigits). */
export const MAX_PRICE = 999_999_999;

/** Longest text the field takes: "9 arab 99 crore 99 lakh 99 hazar 999" with spaces to spare. */
export const PRICE_TEXT_MAX = 60;

const ARAB = 1_000_000_000;
const CRORE = 10_000_000;
const MILLION = 1_000_000;
const LAKH = 100_000;
const THOUSAND = 1_000;

/**
 * The words for each unit, as they are spelled in English letters (the spellings Pakistanis type on
 * phones: "lac", "karor", "hazaar") and in Urdu. "k" is the thousand of classified ads; "m" and
 * "million" are how English-language listings and overseas Pakistanis write prices.
 */
const UNIT_WORDS: ReadonlyArray<readonly [number, readonly string[]]> = [
  [ARAB, ['arab', 'arabs', 'ارب']],
  [CRORE, ['crore', 'crores', 'cr', 'crs', 'karor', 'karore', 'karod', 'krore', 'کروڑ']],
  [MILLION, ['million', 'millions', 'mn', 'm', 'ملین']],
  [LAKH, ['lakh', 'lakhs', 'lac', 'lacs', 'laakh', 'lack', 'lk', 'لاکھ']],
  [THOUSAND, ['thousand', 'thousands', 'hazar', 'hazaar', 'hazzar', 'hajar', 'hazār', 'k', 'ہزار', 'ھزار']],
];

/**
 * Urdu typed on an Arabic or Persian keyboard: kaf for keheh, and the three hehs ("ہزار", "هزار",
 * "ھزار") as one, applied to the word lists and to what is typed alike.
 */
const foldLetters = (word: string): string => word.replace(/\u0643/g, '\u06A9').replace(/[\u0647\u06BE\u06C1]/g, '\u06C1').replace(/\u064A/g, '\u06CC');

const UNIT_OF = new Map<string, number>(UNIT_WORDS.flatMap(([size, words]) => words.map((w) => [foldLetters(w), size] as const)));

/** Words that say "rupees" or "and" and change nothing: "Rs 85 lakh", "2 crore aur 50 lakh", "85 لاکھ روپے". */
const FILLER = new Set<string>(['rs', 'rs.', 'pkr', 'rupees', 'rupee', 'rupay', 'rupaye', 'and', 'aur', 'only', 'روپے', 'روپیہ', 'اور', 'صرف'].map(foldLetters));

export type PriceProblem = 'empty' | 'invalid' | 'fraction' | 'tooLarge' | 'zero';
export type PriceParse = { ok: true; value: number } | { ok: false; problem: PriceProblem };

/** Urdu (Extended Arabic-Indic) and Arabic-Indic digits read as 0-9; their decimal and group marks as "." and ",". */
function westernDigits(text: string): string {
  return text
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/\u066B/g, '.')
    .replace(/[\u066C\u060C]/g, ',');
}

const NUMBER = /^(?:\d+(?:,\d+)*(?:\.\d+)?|\.\d+)$/;

/**
 * An amount times a unit, in whole rupees, without floating-point drift: "1.15 crore" is
 * 11,500,000 exactly, where 1.15 * 1e7 is 11499999.999999998. Null when it is not whole rupees
 * ("1.2345678 lakh").
 */
function scaled(number: string, unit: number): number | null {
  const [whole = '0', fraction = ''] = number.replace(/,/g, '').split('.');
  const unitZeros = String(unit).length - 1;
  const digits = fraction.replace(/0+$/, '');
  if (digits.length > unitZeros) return null;
  const value = Number(`${whole || '0'}${digits.padEnd(unitZeros, '0')}`);
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * Reads a typed price. Terms go from the largest unit down ("2 crore 50 lakh"), each unit at most
 * once, and a bare number may only come last (the rupees after the words); a lower term must be
 * smaller than the unit above it, so "2 crore 150 lakh" is refused as a likely typo rather than
 * guessed at.
 */
export function parsePriceText(input: unknown): PriceParse {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, problem: 'invalid' };
    if (!Number.isInteger(input)) return { ok: false, problem: 'fraction' };
    if (input <= 0) return { ok: false, problem: input === 0 ? 'zero' : 'invalid' };
    return input > MAX_PRICE ? { ok: false, problem: 'tooLarge' } : { ok: true, value: input };
  }
  if (typeof input !== 'string') return { ok: false, problem: 'invalid' };
  const text = foldLetters(westernDigits(input.normalize('NFC'))).toLowerCase().trim();
  if (!text) return { ok: false, problem: 'empty' };
  if (text.length > PRICE_TEXT_MAX) return { ok: false, problem: 'invalid' };
  // "85lakh", "65k", "1.5cr": a number and its word may be typed together.
  const tokens = text
    .replace(/(\d)(?=[^\d\s.,])/g, '$1 ')
    .replace(/([^\d\s.,])(?=\d)/g, '$1 ')
    .split(/\s+/)
    .filter((t) => t && !FILLER.has(t));
  if (!tokens.length) return { ok: false, problem: 'invalid' };

  let total = 0;
  let previousUnit = Infinity;
  let sawBare = false;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] ?? '';
    if (!NUMBER.test(token) || sawBare) return { ok: false, problem: 'invalid' };
    const next = tokens[i + 1];
    const unit = next !== undefined ? UNIT_OF.get(next) : undefined;
    // Without a unit word it is rupees, and must be the last term: what follows it is checked
    // (and refused) on the next turn.
    if (unit !== undefined) i += 1;
    else sawBare = true;
    const size = unit ?? 1;
    if (size >= previousUnit) return { ok: false, problem: 'invalid' };
    const amount = scaled(token, size);
    if (amount === null) return { ok: false, problem: 'fraction' };
    if (previousUnit !== Infinity && amount >= previousUnit) return { ok: false, problem: 'invalid' };
    // Million and lakh are both said, but never together: "1 million 5 lakh" is not how anyone writes it.
    if ((size === LAKH && previousUnit === MILLION) || (size === MILLION && previousUnit === CRORE)) return { ok: false, problem: 'invalid' };
    total += amount;
    previousUnit = size;
    if (total > MAX_PRICE) return { ok: false, problem: 'tooLarge' };
  }
  if (total === 0) return { ok: false, problem: 'zero' };
  return { ok: true, value: total };
}
