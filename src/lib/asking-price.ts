import { TYPE_IDS_PRICED_PER_SQFT } from '../contract/constants.ts';
import type { AskingUnit } from '../contract/types.ts';
import { SQFT_PER_UNIT } from './area.ts';

/**
 * The maths of the asking-price comparison, shared by the server (which works out
 * the figures) and the listing page (which words them).
 */

/** Marla for houses, portions and plots; square feet for flats, rooms and commercial property. */
export function askingUnitFor(typeId: number): AskingUnit {
  return TYPE_IDS_PRICED_PER_SQFT.includes(typeId) ? 'Square Feet' : 'Marla';
}

/**
 * A price per square foot in the chosen unit, through the listings' own factors (src/lib/area.ts), the
 * ones their `area_sqft` was worked out with: a 1-Kanal listing is 4,500 sq ft, so 20 Marla.
 */
export function perUnit(pricePerSqft: number, unit: AskingUnit): number {
  return pricePerSqft * SQFT_PER_UNIT[unit];
}

export type AskingDirection = 'below' | 'above' | 'at';

/**
 * How a price per unit stands against the median: whole per cent, rounded half up on the size of the
 * difference, and 'at' when that rounds to 1 % or less, so the sentence never says '1 % above' of what
 * is within the noise of everyone's rounding.
 */
export function askingDifference(pricePerUnit: number, medianPerUnit: number): { direction: AskingDirection; percent: number } {
  if (!(medianPerUnit > 0) || !Number.isFinite(pricePerUnit)) return { direction: 'at', percent: 0 };
  const exact = ((pricePerUnit - medianPerUnit) / medianPerUnit) * 100;
  // toPrecision first, so 12.5 stored as 12.4999… still rounds to 13.
  const percent = Math.round(Number(Math.abs(exact).toPrecision(12)));
  if (percent <= 1) return { direction: 'at', percent: 0 };
  return { direction: exact < 0 ? 'below' : 'above', percent };
}
