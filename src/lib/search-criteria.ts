/**
 * The search criteria as they travel in the /properties URL (docs/product.md, sections 2 and 3): parameter
 * names exactly Purpose, City, Location, Keywords, PropertyType, MinPrice, MaxPrice, AreaUnit,
 * MinArea, MaxArea, BedRooms, BathRooms, and beyond the spec the map's Bounds, Near and Area and the
 * flags VerifiedOnly, OwnersOnly and HideUnapproved, and Possession (a plot's stage). Unset
 * criteria are absent, never 0 or ''.
 */
import { POSSESSION_STATUSES, Purpose, type PossessionStatus, type PurposeId } from '../contract/constants.ts';
import { GEO_TEXT } from '../contract/geo-text.ts';

export interface SearchCriteria {
  Purpose?: PurposeId;
  City?: number;
  /** Location ids, comma-joined in the URL. */
  Location?: number[];
  Keywords?: string;
  PropertyType?: number;
  MinPrice?: number;
  MaxPrice?: number;
  AreaUnit?: number;
  MinArea?: number;
  MaxArea?: number;
  BedRooms?: number;
  BathRooms?: number;
  /** Where on the map (src/contract/map-search.ts): a viewport, "lat,lng,km" around a point, a drawn area. */
  Bounds?: string;
  Near?: string;
  Area?: string;
  /** Only listings holding a badge ("Verified only"); `VerifiedOnly=true` in the URL. */
  VerifiedOnly?: true;
  /** Only listings whose poster is shown as the owner ("Owners only"). */
  OwnersOnly?: true;
  /** Leave out schemes the society register does not approve ("Hide unapproved schemes"). */
  HideUnapproved?: true;
  /** Only plots, files and forms at this stage ("Possession status"); `Possession=file` in the URL. */
  Possession?: PossessionStatus;
  Page?: number;
}

const ID_KEYS = ['City', 'PropertyType', 'AreaUnit', 'BedRooms', 'BathRooms'] as const;
const AMOUNT_KEYS = ['MinPrice', 'MaxPrice', 'MinArea', 'MaxArea'] as const;
/** Every key the criteria read from an address. */
const MAP_KEYS = ['Bounds', 'Near', 'Area'] as const;
/** Filters that are on or off: present as `true` (a form's checkbox, or "true" or "1" in the URL). */
const FLAG_KEYS = ['VerifiedOnly', 'OwnersOnly', 'HideUnapproved'] as const;
export const CRITERIA_KEYS = ['Purpose', ...ID_KEYS, 'Location', 'Keywords', ...AMOUNT_KEYS, ...MAP_KEYS, ...FLAG_KEYS, 'Possession', 'Page'] as const;

/** Accepts 7, '7' and '7,000' (people paste prices with separators); positive whole numbers only. */
function positiveInt(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.replaceAll(',', '').trim() : '';
  if (!/^\d+$/.test(text)) return undefined;
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

function purpose(value: unknown): PurposeId | undefined {
  const n = positiveInt(value);
  return n === Purpose.ForSale || n === Purpose.ForRent ? n : undefined;
}

function locations(value: unknown): number[] | undefined {
  const parts = Array.isArray(value) ? value : typeof value === 'string' || typeof value === 'number' ? String(value).split(',') : [];
  const ids = [...new Set(parts.map(positiveInt).filter((n): n is number => n !== undefined))];
  return ids.length ? ids : undefined;
}

/** Reads criteria from raw URL values, dropping anything malformed rather than failing the page. */
export function parseSearchCriteria(raw: Record<string, unknown>): SearchCriteria {
  const out: SearchCriteria = {};
  const p = purpose(raw.Purpose);
  if (p !== undefined) out.Purpose = p;
  for (const key of ID_KEYS) {
    const n = positiveInt(raw[key]);
    if (n !== undefined) out[key] = n;
  }
  const loc = locations(raw.Location);
  if (loc) out.Location = loc;
  const keywords = typeof raw.Keywords === 'string' ? raw.Keywords.trim() : '';
  if (keywords) out.Keywords = keywords;
  for (const key of AMOUNT_KEYS) {
    const n = positiveInt(raw[key]);
    if (n !== undefined) out[key] = n;
  }
  for (const key of MAP_KEYS) {
    const text = raw[key];
    if (typeof text === 'string' && GEO_TEXT.test(text)) out[key] = text;
  }
  for (const key of FLAG_KEYS) {
    if (raw[key] === true || raw[key] === 'true' || raw[key] === '1' || raw[key] === 1) out[key] = true;
  }
  const possession = raw.Possession;
  if (typeof possession === 'string' && (POSSESSION_STATUSES as readonly string[]).includes(possession)) out.Possession = possession as PossessionStatus;
  const page = positiveInt(raw.Page);
  if (page !== undefined && page > 1) out.Page = page;
  return out;
}

/** Same rules for values coming from a form: 0 means "any" and is left out. */
export function buildSearchCriteria(form: Partial<Record<keyof SearchCriteria, unknown>>): SearchCriteria {
  return parseSearchCriteria(form);
}

export type RangeProblem = 'price' | 'area' | null;

/** The spec's one cross-field rule: a minimum may not exceed its maximum. */
export function findRangeProblem(c: Pick<SearchCriteria, 'MinPrice' | 'MaxPrice' | 'MinArea' | 'MaxArea'>): RangeProblem {
  if (c.MinPrice !== undefined && c.MaxPrice !== undefined && c.MinPrice > c.MaxPrice) return 'price';
  if (c.MinArea !== undefined && c.MaxArea !== undefined && c.MinArea > c.MaxArea) return 'area';
  return null;
}
