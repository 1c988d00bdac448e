/** How the projects' pages write months, units, shares and price ranges, in the page's language. */
import type { ProjectUnit } from '../contract/projects.ts';
import { formatAreaValue, formatDecimal } from './numbers.ts';
import { formatPrice } from './price.ts';
import { typeLabel, unitLabel } from './reference-labels.ts';
import { projectMessages as m } from './project-messages.ts';

/** "2028-06" as "June 2028" (جون 2028). */
export function monthText(yearMonth: string): string {
  const [y, mo] = yearMonth.split('-').map(Number);
  return `${m.months[(mo ?? 1) - 1] ?? ''} ${y ?? ''}`.trim();
}

/** "5 Marla House", "950 Square Feet Flat, 2 beds". */
export function unitName(u: ProjectUnit): string {
  const base = `${formatAreaValue(u.Area)} ${unitLabel(u.AreaUnit)} ${typeLabel(u.Type)}`;
  return u.Beds > 0 ? m.unitWithBeds(base, m.beds(u.Beds)) : base;
}

/** "PKR 1.25 Crore to PKR 1.4 Crore". */
export const priceRangeText = (from: number, to: number): string => m.priceRange(formatPrice(from), formatPrice(to));

/** 12.5 -> "12.5%". */
export const percentText = (value: number): string => m.percent(formatDecimal(value, 2));
