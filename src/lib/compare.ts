/**
 * The rules of comparing listings side by side (issue 13, item 6), free of React so they are tested
 * on their own: areas in one chosen unit, the price per Marla or per square foot, and which rows
 * differ.
 */
import { SQFT_PER_UNIT, type AreaUnitName } from './area.ts';
import { priceInWords } from './price.ts';


export interface CompareItem {
  PropertyId: number;
  PropertyUrl: string;
  Title: string;
  Purpose: string;
  Type: string;
  Price: number;
  Area: number;
  AreaUnit: string;
  BedRooms: string;
  BathRooms: string;
  Location: string;
  City: string;
  ImageUrl: string;
  PublishDate: string;
}

const squareFeet = (item: Pick<CompareItem, 'Area' | 'AreaUnit'>): number | null => {
  const per = SQFT_PER_UNIT[item.AreaUnit as AreaUnitName];
  return per && item.Area > 0 ? item.Area * per : null;
};

/** The area in another unit, two decimals at most; null when the listing's unit is unknown. */
export function areaIn(item: Pick<CompareItem, 'Area' | 'AreaUnit'>, unit: AreaUnitName): number | null {
  const sqft = squareFeet(item);
  if (sqft === null) return null;
  return Math.round((sqft / SQFT_PER_UNIT[unit]) * 100) / 100;
}

/** PKR per unit of area ("per Marla" for plots and houses, "per Sq. Ft." for flats and shops). */
export function pricePer(item: Pick<CompareItem, 'Price' | 'Area' | 'AreaUnit'>, unit: AreaUnitName): number | null {
  const area = areaIn(item, unit);
  return area ? Math.round(item.Price / area) : null;
}

/** The unit a comparison reads best in: Marla when any listing is measured in Marla or Kanal. */
export function naturalUnit(items: ReadonlyArray<Pick<CompareItem, 'AreaUnit'>>): AreaUnitName {
  return items.some((i) => i.AreaUnit === 'Marla' || i.AreaUnit === 'Kanal') ? 'Marla' : 'Square Feet';
}

export interface CompareRow {
  label: string;
  values: string[];
  /** The values are not all the same: the row is highlighted. */
  differs: boolean;
  /** Index of the best value in a row where lower is better (price per area), or -1. */
  best: number;
}

const unitLabel: Record<AreaUnitName, string> = {
  Marla: 'Marla', Kanal: 'Kanal', 'Square Feet': 'Sq. Ft.', 'Square Yards': 'Sq. Yd.', 'Square Meters': 'Sq. M.',
};

function ageOf(iso: string, now: Date): string {
  const days = Math.floor((now.getTime() - new Date(iso).getTime()) / 86_400_000);
  if (!Number.isFinite(days)) return '';
  if (days <= 0) return 'Today';
  if (days === 1) return '1 day';
  if (days < 60) return `${days} days`;
  return `${Math.floor(days / 30)} months`;
}

export function compareRows(items: readonly CompareItem[], unit: AreaUnitName, now = new Date()): CompareRow[] {
  const row = (label: string, values: string[], best = -1): CompareRow => ({
    label, values, differs: new Set(values).size > 1, best,
  });
  const per = items.map((i) => pricePer(i, unit));
  const lowest = per.reduce<number>((best, p, i) => (p !== null && (best < 0 || p < per[best]!) ? i : best), -1);
  return [
    row('Price', items.map((i) => `PKR ${priceInWords(i.Price)}${i.Purpose === 'For Rent' ? '/month' : ''}`)),
    row(`PKR per ${unitLabel[unit]}`, per.map((p) => (p === null ? '—' : priceInWords(p))), items.length > 1 ? lowest : -1),
    row(`Area (${unitLabel[unit]})`, items.map((i) => {
      const a = areaIn(i, unit);
      return a === null ? `${i.Area} ${i.AreaUnit}` : a.toLocaleString('en-PK');
    })),
    row('Bedrooms', items.map((i) => i.BedRooms || '—')),
    row('Bathrooms', items.map((i) => i.BathRooms || '—')),
    row('Type', items.map((i) => i.Type)),
    row('Purpose', items.map((i) => i.Purpose)),
    row('Location', items.map((i) => [i.Location, i.City].filter(Boolean).join(', '))),
    row('Listed for', items.map((i) => ageOf(i.PublishDate, now))),
  ];
}
