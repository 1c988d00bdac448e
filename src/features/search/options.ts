/** Option lists for the filter selects, built from the reference data and the spec's constants. */
import { AREA_OPTIONS, AREA_OPTIONS_BY_UNIT } from '../../contract/constants.ts';
import type { AreaUnitOption, IdText } from '../../contract/types.ts';
import { groupDigits, priceInWords } from '../../lib/price.ts';
import { unitLabel } from '../../lib/reference-labels.ts';
import { searchMessages as m } from './search-messages.ts';

export interface Choice {
  value: number;
  label: string;
}

/** '50 Lakh': the field's label carries the currency, so the narrow phone selects need not. */
export const priceLabel = (value: number): string => (value === 0 ? m.form.any : priceInWords(value));

/** Without a unit the server compares areas in square feet, so the labels say so. */
export const areaLabel = (value: number, unit: string | undefined): string =>
  value === 0 ? m.form.any : `${groupDigits(value)} ${unit === undefined ? m.form.sqft : unitLabel(unit)}`;

/**
 * The fixed steps plus the current value when a shared link carries one that is not a step
 * (MinPrice=7000): the select must show what is applied rather than silently show "Any".
 */
export function stepsWith(steps: readonly number[], current: number): number[] {
  if (steps.includes(current)) return [...steps];
  return [...steps, current].sort((a, b) => a - b);
}

export const idTextChoices = (items: readonly IdText[] | undefined): Choice[] =>
  (items ?? []).map((item) => ({ value: item.Id, label: item.Text }));

/** The area steps of a unit (by id; 0 = no unit, square feet). */
export const areaSteps = (unitId: number): readonly number[] => AREA_OPTIONS_BY_UNIT[unitId] ?? AREA_OPTIONS;

/**
 * An area carried to another unit: kept when it lands on a whole number there (20 Marla is 1 Kanal),
 * otherwise cleared (0, "Any"), since the API takes whole numbers and a silently rounded bound would
 * filter out listings the user expects to see.
 */
export function convertArea(value: number, from: AreaUnitOption | undefined, to: AreaUnitOption | undefined): number {
  if (!value) return 0;
  const converted = (value * (from?.SquareFeet ?? 1)) / (to?.SquareFeet ?? 1);
  const whole = Math.round(converted);
  return Math.abs(converted - whole) < 1e-6 ? whole : 0;
}
