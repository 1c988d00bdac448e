/**
 * The results page's words for its URL state: the sort choices' labels and the page title. Apart from
 * search-params.ts, which the router loads on every page, so that the results page's catalog
 * (search-messages.ts) comes with that page only.
 */
import type { SortOption } from '../../contract/schemas.ts';
import type { SearchCriteria } from '../../lib/search-criteria.ts';
import { searchMessages as m } from './search-messages.ts';

/** Typed by the contract's SortOption, so the compiler keeps the keys equal to SORT_OPTIONS. */
export const SORT_LABELS: Readonly<Record<SortOption, string>> = m.sort;

/**
 * "Properties for Sale in Lahore", "Properties in Pakistan". A city whose name is not known yet (the
 * reference data still loading) is left out rather than called Pakistan.
 */
export function resultsTitle(search: SearchCriteria, cityName?: string): string {
  const purpose = search.Purpose === 1 ? m.title.forSale : search.Purpose === 2 ? m.title.forRent : undefined;
  const place = cityName ?? (search.City ? undefined : m.title.pakistan);
  return m.title.join([m.title.properties, purpose, place ? m.title.in(place) : undefined].filter((part): part is string => Boolean(part)));
}
