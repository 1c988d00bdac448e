/**
 * The rules of comparing listings side by side (issue 13, item 6), free of React so they are tested
 * on their own: areas in one chosen unit, the price per Marla or per square foot, and which rows
 * differ.
 */
import { SQFT_PER_UNIT, type AreaUnitName } from './area.ts';
import { priceInWords } from './price.ts';
import { listsMessages } from './lists-messages.ts';
import { cityLabel, purposeLabel, typeLabel, unitLabel as unitName } from './reference-labels.ts';

const m = listsMessages.compare;

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

/** Short unit names for the row labels ('Sq. Ft.'), read in the page's language. */
const unitLabel = (unit: AreaUnitName): string => m.units[unit];

function ageOf(iso: string, now: Date): string {
  const days = Math.floor((now.getTime() - new Date(iso).getTime()) / 86_400_000);
  if (!Number.isFinite(days)) return '';
  if (days <= 0) return m.today;
  if (days === 1) return m.oneDay;
  if (days < 60) return m.days(days);
  return m.months(Math.floor(days / 30));
}

export function compareRows(items: readonly CompareItem[], unit: AreaUnitName, now = new Date()): CompareRow[] {
  const row = (label: string, values: string[], best = -1): CompareRow => ({
    label, values, differs: new Set(values).size > 1, best,
  });
  const per = items.map((i) => pricePer(i, unit));
  const lowest = per.reduce<number>((best, p, i) => (p !== null && (best < 0 || p < per[best]!) ? i : best), -1);
  return [
    row(m.price, items.map((i) => m.priceValue(priceInWords(i.Price), i.Purpose === 'For Rent'))),
    row(m.pricePer(unitLabel(unit)), per.map((p) => (p === null ? '—' : priceInWords(p))), items.length > 1 ? lowest : -1),
    row(m.area(unitLabel(unit)), items.map((i) => {
      const a = areaIn(i, unit);
      return a === null ? `${i.Area} ${unitName(i.AreaUnit)}` : a.toLocaleString('en-PK');
    })),
    row(m.bedrooms, items.map((i) => i.BedRooms || '—')),
    row(m.bathrooms, items.map((i) => i.BathRooms || '—')),
    row(m.type, items.map((i) => typeLabel(i.Type))),
    row(m.purpose, items.map((i) => purposeLabel(i.Purpose))),
    row(m.location, items.map((i) => [i.Location, i.City ? cityLabel(i.City) : ''].filter(Boolean).join(m.separator))),
    row(m.listedFor, items.map((i) => ageOf(i.PublishDate, now))),
  ];
}
