/**
 * Area units as used in Pakistan. A Marla is taken as 225 sq ft (the measure of DHA, Bahria and most
 * modern housing societies), a Kanal as 20 Marla.
 */
export const SQFT_PER_UNIT = {
  Marla: 225,
  Kanal: 4_500,
  'Square Feet': 1,
  'Square Yards': 9,
  'Square Meters': 10.7639,
} as const;

export type AreaUnitName = keyof typeof SQFT_PER_UNIT;

export function toSquareFeet(area: number, squareFeetPerUnit: number): number {
  return area * squareFeetPerUnit;
}

export function formatArea(area: number, unit: string): string {
  const n = Number.isInteger(area) ? String(area) : area.toFixed(2).replace(/\.?0+$/, '');
  return `${n} ${unit}`;
}
