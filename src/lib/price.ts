import { priceMessages } from './price-messages.ts';

/**
 * Prices as Pakistanis say them: Thousand, Lakh (1e5), Crore (1e7), Arab (1e9).
 * One style everywhere: the largest unit with up to two decimals ("1.5 Crore", "15 Lakh").
 */
const UNITS: ReadonlyArray<readonly [number, 'arab' | 'crore' | 'lakh' | 'thousand']> = [
  [1_000_000_000, 'arab'],
  [10_000_000, 'crore'],
  [100_000, 'lakh'],
  [1_000, 'thousand'],
];

function trimDecimals(value: number): string {
  // Truncate rather than round so "99,999" never reads as "1 Lakh".
  const truncated = Math.floor(value * 100 + 1e-9) / 100;
  return truncated.toFixed(2).replace(/\.?0+$/, '');
}

export function priceInWords(price: number): string {
  if (!Number.isFinite(price) || price <= 0) return '0';
  for (const [size, word] of UNITS) {
    // The word is read at call time: the page's language (src/contract/i18n.ts).
    if (price >= size) return `${trimDecimals(price / size)} ${priceMessages[word]}`;
  }
  return String(Math.floor(price));
}

/** "PKR 1.5 Crore", or "PKR 45 Thousand/month" for rent. */
export function formatPrice(price: number, purpose?: string): string {
  const base = priceMessages.amount(priceInWords(price));
  return purpose === 'For Rent' ? priceMessages.monthly(base) : base;
}

/** 1500000 -> "1,500,000" with the South Asian grouping ("15,00,000") as Pakistanis write it. */
export function groupDigits(value: number): string {
  return Math.floor(value).toLocaleString('en-IN');
}
