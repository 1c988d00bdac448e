/**
 * The rules of comparing listings side by side, free of React so they are tested
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
  /**
   * Indexes of the best values in a row where lower is better (price per area): the lowest among the
   * listings for sale and the lowest among those for rent, each only when two or more share that
   * purpose. A month's rent is never "lowest" beside a sale price.
   */
  best: number[];
}

/** A monthly rent, whose figures read "/month" and never stand beside a sale price as "lowest". */
export const isRent = (item: Pick<CompareItem, 'Purpose'>): boolean => item.Purpose === 'For Rent';

/** The listings are not all for the same purpose: sale prices and monthly rents do not compare. */
export function mixedPurposes(items: ReadonlyArray<Pick<CompareItem, 'Purpose'>>): boolean {
  return new Set(items.map((i) => i.Purpose)).size > 1;
}

/** The index of the lowest figure among the listings of each purpose that has two or more. */
function lowestByPurpose(items: readonly CompareItem[], figures: ReadonlyArray<number | null>): number[] {
  const best: number[] = [];
  for (const purpose of new Set(items.map((i) => i.Purpose))) {
    const alike = items.flatMap((item, i) => (item.Purpose === purpose && figures[i] != null ? [i] : []));
    if (alike.length < 2) continue;
    best.push(alike.reduce((low, i) => (figures[i]! < figures[low]! ? i : low)));
  }
  return best.sort((a, b) => a - b);
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
  const row = (label: string, values: string[], best: number[] = []): CompareRow => ({
    label, values, differs: new Set(values).size > 1, best,
  });
  const per = items.map((i) => pricePer(i, unit));
  return [
    row(m.price, items.map((i) => m.priceValue(priceInWords(i.Price), isRent(i)))),
    row(
      m.pricePer(unitLabel(unit)),
      per.map((p, i) => (p === null ? '—' : m.perValue(priceInWords(p), isRent(items[i]!)))),
      lowestByPurpose(items, per),
    ),
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
