/**
 * The rules of comparing listings side by side, free of React so they are tested
 * on their own: areas in one chosen unit, the price per Marla or per square foot, and which rows
 * differ.
 */
import type { AreaUnitName } from './area.ts';
import { DEFAULT_MARLA, convertArea, roundForDisplay, unitOfListingName, type MarlaSize } from '../contract/area.ts';
import { areaNumber, ownerFigureText } from './area-text.ts';
import { priceInWords } from './price.ts';
import { listsMessages } from './lists-messages.ts';
import { cityLabel, purposeLabel, typeLabel } from './reference-labels.ts';
import { areaTextMessages } from './area-messages.ts';

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

/** The area in another unit by the one area rule (src/contract/area.ts), unrounded; null when a unit is unknown or the area missing. */
function exactAreaIn(item: Pick<CompareItem, 'Area' | 'AreaUnit'>, unit: AreaUnitName, marla: MarlaSize): number | null {
  const from = unitOfListingName(item.AreaUnit);
  const to = unitOfListingName(unit);
  if (!from || !to || !(item.Area > 0)) return null;
  return convertArea(item.Area, from, to, marla);
}

/** The area in another unit, rounded as areas are shown; null when the listing's unit is unknown. */
export function areaIn(item: Pick<CompareItem, 'Area' | 'AreaUnit'>, unit: AreaUnitName, marla: MarlaSize = DEFAULT_MARLA): number | null {
  const exact = exactAreaIn(item, unit, marla);
  const to = unitOfListingName(unit);
  return exact === null || !to ? null : roundForDisplay(exact, to);
}

/** PKR per unit of area ("per Marla" for plots and houses, "per Sq. Ft." for flats and shops). */
export function pricePer(item: Pick<CompareItem, 'Price' | 'Area' | 'AreaUnit'>, unit: AreaUnitName, marla: MarlaSize = DEFAULT_MARLA): number | null {
  const area = exactAreaIn(item, unit, marla);
  return area ? Math.round(item.Price / area) : null;
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

/**
 * The rows in one unit (the visitor's area preference, with its Marla size); a converted area keeps
 * the owner's own figure beside it, as everywhere else ("20 (1 Kanal)").
 */
export function compareRows(items: readonly CompareItem[], unit: AreaUnitName, now = new Date(), marla: MarlaSize = DEFAULT_MARLA): CompareRow[] {
  const row = (label: string, values: string[], best: number[] = []): CompareRow => ({
    label, values, differs: new Set(values).size > 1, best,
  });
  const per = items.map((i) => pricePer(i, unit, marla));
  return [
    row(m.price, items.map((i) => m.priceValue(priceInWords(i.Price), isRent(i)))),
    row(
      m.pricePer(unitLabel(unit)),
      per.map((p, i) => (p === null ? '—' : m.perValue(priceInWords(p), isRent(items[i]!)))),
      lowestByPurpose(items, per),
    ),
    row(m.area(unitLabel(unit)), items.map((i) => {
      const a = areaIn(i, unit, marla);
      if (a === null) return i.Area > 0 ? ownerFigureText(i.Area, i.AreaUnit) : '—';
      return i.AreaUnit === unit ? areaNumber(a) : areaTextMessages.withOwner(areaNumber(a), ownerFigureText(i.Area, i.AreaUnit));
    })),
    row(m.bedrooms, items.map((i) => i.BedRooms || '—')),
    row(m.bathrooms, items.map((i) => i.BathRooms || '—')),
    row(m.type, items.map((i) => typeLabel(i.Type))),
    row(m.purpose, items.map((i) => purposeLabel(i.Purpose))),
    row(m.location, items.map((i) => [i.Location, i.City ? cityLabel(i.City) : ''].filter(Boolean).join(m.separator))),
    row(m.listedFor, items.map((i) => ageOf(i.PublishDate, now))),
  ];
}
