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

/** What the address asks for; a value that makes no sense is dropped rather than refused. */
export function validateProfileSearch(raw: Record<string, unknown>): ProfileListingsSearch {
  const out: Record<string, unknown> = {};
  for (const [key, max] of [['Purpose', 2], ['PropertyType', 1000], ['Page', 1000]] as const) {
    const n = Number(raw[key]);
    if (Number.isSafeInteger(n) && n > (key === 'Page' ? 1 : 0) && n <= max) out[key] = n;
  }
  if (raw.SortBy === 'price-asc' || raw.SortBy === 'price-desc') out.SortBy = raw.SortBy;
  return out;
}
