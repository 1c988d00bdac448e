/**
 * The asking median of one group (purpose, type, location) on its own, for the listing form's price
 * check: the same figures the listing page's comparison uses (server/services/asking-prices.ts), asked
 * before the listing exists. Shared by the client and the server; no React, no Node.
 */
import * as v from 'valibot';
import { wholeNumber } from './schemas.ts';
import type { AskingUnit } from './types.ts';

export const AskingMedianQuery = v.object({
  PurposeId: wholeNumber('PurposeId', 1, 2),
  TypeId: wholeNumber('TypeId', 1, 1_000_000),
  LocationId: wholeNumber('LocationId', 1, 100_000_000),
});
export type AskingMedianInput = v.InferOutput<typeof AskingMedianQuery>;

/** Null in the envelope's Data when too few Active listings compare (MIN_ASKING_COMPARABLES). */
export interface AskingMedian {
  /** The unit the median is per: Marla or Square Feet, as on the listing page. */
  Unit: AskingUnit;
  /** The median asking price per Unit, in PKR (a month for rent). */
  MedianPerUnit: number;
  /** How many Active listings of the group it is the median of. */
  Listings: number;
  /** The location's name, for the sentence. */
  Location: string;
}

/**
 * A price this many times above or below its location's median is more likely a typo (an extra or a
 * missing zero, "85 hazar" for "85 lakh") than a price: the form asks the person to check it, and the
 * listing page leaves such a listing out of its comparison.
 */
export const ASKING_FAR_OFF_FACTOR = 10;

/** 'high' or 'low' when a price per unit is ten times or more off the median; null otherwise. */
export function priceFarOff(pricePerUnit: number, medianPerUnit: number): 'high' | 'low' | null {
  if (!(pricePerUnit > 0) || !(medianPerUnit > 0)) return null;
  if (pricePerUnit >= medianPerUnit * ASKING_FAR_OFF_FACTOR) return 'high';
  if (pricePerUnit * ASKING_FAR_OFF_FACTOR <= medianPerUnit) return 'low';
  return null;
}
