import { groupDigits } from './price.ts';
import { priceMessages } from './price-messages.ts';

/**
 * Numbers typed into the tools and shown by them. Reading is strict (a typo is not silently a
 * different number) but forgiving of the commas people type ("15,00,000"); showing uses the South
 * Asian grouping Pakistanis write, as `groupDigits` in price.ts does for whole rupees.
 */

/**
 * A non-negative number from text: digits with at most one decimal point, commas and spaces ignored.
 * Anything else (letters, a minus sign, "1e5", two points) is null, and so is an empty field.
 */
export function parseAmount(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const cleaned = text.replace(/[,\s]/g, '');
  if (!/^(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/**
 * An exact amount for the tools' results: "PKR 1,46,962", to the nearest rupee. Here rather than in
 * price.ts, which the first screen loads, so the home page's script does not grow.
 */
export function formatRupees(value: number): string {
  return priceMessages.amount(groupDigits(Math.round(value)));
}

const formatters = new Map<number, Intl.NumberFormat>();

/** "4,500", "0.05", "1,21,000.5": up to `decimals` places, trailing zeros dropped. */
export function formatDecimal(value: number, decimals = 2): string {
  let format = formatters.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', { maximumFractionDigits: decimals });
    formatters.set(decimals, format);
  }
  // -0 and rounding noise read as 0.
  return format.format(Math.abs(value) < 0.5 * 10 ** -decimals ? 0 : value);
}

/**
 * An area shown in another unit: two decimals, but a small value keeps enough places to be more than
 * 0 (10 Marla is 0.0517 acre, not 0.05), up to six.
 */
export function formatAreaValue(value: number): string {
  if (value === 0 || Math.abs(value) >= 1) return formatDecimal(value, 2);
  // Three significant figures: 0.0517 keeps four places, 0.517 three.
  const places = Math.min(6, Math.max(2, 2 - Math.floor(Math.log10(Math.abs(value)))));
  return formatDecimal(value, places);
}
