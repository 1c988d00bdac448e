/**
 * The address of a profile's or an agency's listings: the results' usual filters as flat parameters
 * (?Purpose=1&PropertyType=2&SortBy=price-asc&Page=2). Small and free of the contract's schemas: the
 * router loads it up front for validateSearch.
 */
import type { ProfileSort } from '../../contract/profiles.ts';

export interface ProfileListingsSearch {
  Purpose?: number;
  PropertyType?: number;
  SortBy?: ProfileSort;
  Page?: number;
}

/** Every parameter the page reads: the server's page cache keys on these alone. */
export const PROFILE_SEARCH_KEYS: readonly string[] = ['Purpose', 'PropertyType', 'SortBy', 'Page'];

const whole = (value: unknown, max: number): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,12}$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= max ? n : undefined;
};

/** What the address asks for; a value that makes no sense is dropped rather than refused. */
export function validateProfileSearch(raw: Record<string, unknown>): ProfileListingsSearch {
  const out: ProfileListingsSearch = {};
  const purpose = whole(raw.Purpose, 2);
  if (purpose) out.Purpose = purpose;
  const type = whole(raw.PropertyType, 1000);
  if (type) out.PropertyType = type;
  const sort = String(raw.SortBy ?? '').toLowerCase();
  if (sort === 'price-asc' || sort === 'price-desc') out.SortBy = sort;
  const page = whole(raw.Page, 1000);
  if (page && page > 1) out.Page = page;
  return out;
}
