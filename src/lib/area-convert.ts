/**
 * The area converter's maths. Every unit is turned into square feet and back, so
 * any pair converts through one exact factor each. The Marla is not one size in Pakistan, so it is a
 * parameter here rather than the 225 sq ft the listings use (README, 'Areas'): 225 sq ft (DHA, Bahria
 * and most modern societies), 272.25 sq ft (the revenue department's Marla: 9 square karams of 5.5 ft,
 * 160 to the acre), or 250 sq ft, which some sellers quote. A Kanal is always 20 Marla of the chosen size.
 */

export const MARLA_SIZES = [225, 250, 272.25] as const;
export type MarlaSize = (typeof MARLA_SIZES)[number];
export const DEFAULT_MARLA: MarlaSize = 225;

/** URL-friendly ids, in the order the converter lists them. */
export const AREA_UNIT_IDS = ['marla', 'kanal', 'sqft', 'sqyd', 'sqm', 'acre'] as const;
export type AreaUnitId = (typeof AREA_UNIT_IDS)[number];

/** A foot is 0.3048 m exactly, so a square metre is 1 / 0.09290304 sq ft exactly. */
const SQM_IN_SQFT = 0.09290304;
const SQFT_PER_ACRE = 43_560;
const MARLA_PER_KANAL = 20;

function squareFeetPerUnit(unit: AreaUnitId, marla: MarlaSize): number {
  switch (unit) {
    case 'marla': return marla;
    case 'kanal': return marla * MARLA_PER_KANAL;
    case 'sqft': return 1;
    case 'sqyd': return 9;
    case 'sqm': return 1 / SQM_IN_SQFT;
    case 'acre': return SQFT_PER_ACRE;
  }
}

export function toSquareFeetIn(value: number, unit: AreaUnitId, marla: MarlaSize = DEFAULT_MARLA): number {
  // Square metres divide by the exact factor instead of multiplying by its rounded inverse.
  return unit === 'sqm' ? value / SQM_IN_SQFT : value * squareFeetPerUnit(unit, marla);
}

export function fromSquareFeet(squareFeet: number, unit: AreaUnitId, marla: MarlaSize = DEFAULT_MARLA): number {
  return unit === 'sqm' ? squareFeet * SQM_IN_SQFT : squareFeet / squareFeetPerUnit(unit, marla);
}

export function convertArea(value: number, from: AreaUnitId, to: AreaUnitId, marla: MarlaSize = DEFAULT_MARLA): number {
  if (from === to) return value;
  return fromSquareFeet(toSquareFeetIn(value, from, marla), to, marla);
}

/** Rounded half away from zero at 2 decimals, robust to binary noise (1.005 stays 1.01). */
export function round2(value: number): number {
  const scaled = Math.abs(value) * 100;
  const rounded = Math.round(Number(scaled.toPrecision(12))) / 100;
  return Math.sign(value) * rounded;
}

export function isAreaUnitId(value: unknown): value is AreaUnitId {
  return typeof value === 'string' && (AREA_UNIT_IDS as readonly string[]).includes(value);
}

export function parseMarlaSize(value: unknown): MarlaSize {
  const n = typeof value === 'string' ? Number(value) : NaN;
  return (MARLA_SIZES as readonly number[]).includes(n) ? (n as MarlaSize) : DEFAULT_MARLA;
}

/** Every unit's value for one area, in the converter's order. */
export function allUnits(value: number, from: AreaUnitId, marla: MarlaSize): Array<{ unit: AreaUnitId; value: number }> {
  return AREA_UNIT_IDS.map((unit) => ({ unit, value: convertArea(value, from, unit, marla) }));
}
