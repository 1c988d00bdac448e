import { callChecked } from './endpoint-call.ts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE } from '../contract/constants.ts';
import type { SearchInput, SortOption } from '../contract/schemas.ts';
import { searchQueryPairs } from '../contract/search-query.ts';
import * as Endpoints from '../contract/endpoints-first-load.ts';
import type { SearchCriteria } from '../lib/search-criteria.ts';
import { listingKeys } from './query-keys.ts';

/** The request body of a search: every criterion present, "any" written as 0 or empty, as the API expects. */
export function toSearchBody(criteria: SearchCriteria, sort?: SortOption): SearchInput {
  return {
    Purpose: criteria.Purpose ?? 0,
    City: criteria.City ?? 0,
    Location: criteria.Location ?? [],
    Keywords: criteria.Keywords ?? '',
    PropertyType: criteria.PropertyType ?? 0,
    MinPrice: criteria.MinPrice ?? 0,
    MaxPrice: criteria.MaxPrice ?? 0,
    AreaUnit: criteria.AreaUnit ?? 0,
    MinArea: criteria.MinArea ?? 0,
    MaxArea: criteria.MaxArea ?? 0,
    BedRooms: criteria.BedRooms ?? 0,
    BathRooms: criteria.BathRooms ?? 0,
    Bounds: criteria.Bounds ?? '',
    Near: criteria.Near ?? '',
    Area: criteria.Area ?? '',
    OwnersOnly: criteria.OwnersOnly === true,
    HideUnapproved: criteria.HideUnapproved === true,
    Possession: criteria.Possession ?? '',
    PageNumber: criteria.Page ?? 1,
    PageSize: PAGE_SIZE,
    VerifiedOnly: criteria.VerifiedOnly ?? false,
    // Left out, the server picks relevance for keyword searches and newest otherwise.
    ...(sort ? { SortBy: sort } : {}),
  };
}

export function searchQuery(criteria: SearchCriteria, sort?: SortOption) {
  const body = toSearchBody(criteria, sort);
  return queryOptions({
    queryKey: listingKeys.search(body),
    // A GET in the canonical spelling: equal searches share one URL, which shared caches may keep.
    queryFn: ({ signal }) => callChecked('search', Endpoints.searchPropertyGet, { query: Object.fromEntries(searchQueryPairs(body)), signal }),
    // The previous page stays on screen while the next one loads, so the list never collapses.
    placeholderData: keepPreviousData,
  });
}

/**
 * One listing's public page. Quiet: a removed or sold listing answers 404, which the page shows in
 * place rather than as a toast.
 */
export function propertyDetailsQuery(propertyUrl: string) {
  return queryOptions({
    queryKey: listingKeys.details(propertyUrl),
    queryFn: ({ signal }) =>
      callChecked('details', Endpoints.detailsByUrl, { query: { propertyUrl }, signal, quiet: true }),
  });
}
