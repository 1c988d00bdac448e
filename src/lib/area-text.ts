/**
 * Areas as text in the visitor's unit: the converted figure first, since that is the one to compare
 * across listings, then the owner's own in brackets ("2,723 sq ft (10 Marla)"), so the figure the
 * owner gave is never hidden. The same reading everywhere: cards, the listing page, compare, mails.
 */
import {
  areaInPreference,
  roundForDisplay,
  unitOfListingName,
  type AreaPreference,
  type PreferredUnit,
} from '../contract/area.ts';
import { areaTextMessages as m } from './area-messages.ts';
import { groupDigits } from './price.ts';
import { unitLabel } from './reference-labels.ts';

/** 2722 → "2,722"; 2.5 → "2.5"; 0.61 → "0.61": at most two decimals, cut rather than padded. */
export function areaNumber(value: number): string {
  const abs = Math.abs(value);
  let whole = Math.floor(abs);
  let hundredths = Math.round(Number(((abs - whole) * 100).toPrecision(12)));
  if (hundredths === 100) {
    whole += 1;
    hundredths = 0;
  }
  const sign = value < 0 && (whole > 0 || hundredths > 0) ? '-' : '';
  const decimals = hundredths ? `.${String(hundredths).padStart(2, '0').replace(/0$/, '')}` : '';
  return `${sign}${groupDigits(whole)}${decimals}`;
}

/** "2,723 sq ft", "10 Marla". */
export const figureText = (value: number, unit: PreferredUnit): string => `${areaNumber(value)} ${m.units[unit]}`;

/** The owner's figure in the same short words when the unit is known ("10 Marla"), else as the listing names it. */
export function ownerFigureText(value: number, unitName: string): string {
  const unit = unitOfListingName(unitName);
  return unit ? figureText(roundForDisplay(value, unit), unit) : `${areaNumber(value)} ${unitLabel(unitName)}`;
}

/** The area in the preference, the owner's figure beside it when converted. */
export function areaTextIn(area: number, ownerUnitName: string, preference: AreaPreference): string {
  const shown = areaInPreference(area, ownerUnitName, preference);
  if ('unitName' in shown) return ownerFigureText(shown.value, shown.unitName);
  const main = figureText(shown.value, shown.unit);
  return shown.owner ? m.withOwner(main, ownerFigureText(shown.owner.value, shown.owner.unit)) : main;
}
