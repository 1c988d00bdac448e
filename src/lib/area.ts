import { DEFAULT_MARLA, toSquareFeetIn } from '../contract/area.ts';

/**
 * The listings' units in square feet, from the one area rule (src/contract/area.ts). A listing's
 * Marla is taken as 225 sq ft (the measure of DHA, Bahria and most modern housing societies), a
 * Kanal as 20 Marla: what its stored square feet, and so the search's area filters, are based on.
 */
export const SQFT_PER_UNIT = {
  Marla: toSquareFeetIn(1, 'marla', DEFAULT_MARLA),
  Kanal: toSquareFeetIn(1, 'kanal', DEFAULT_MARLA),
  'Square Feet': toSquareFeetIn(1, 'sqft'),
  'Square Yards': toSquareFeetIn(1, 'sqyd'),
  'Square Meters': toSquareFeetIn(1, 'sqm'),
} as const;

export type AreaUnitName = keyof typeof SQFT_PER_UNIT;

export function toSquareFeet(area: number, squareFeetPerUnit: number): number {
  return area * squareFeetPerUnit;
}

export function formatArea(area: number, unit: string): string {
  const n = Number.isInteger(area) ? String(area) : area.toFixed(2).replace(/\.?0+$/, '');
  return `${n} ${unit}`;
}
