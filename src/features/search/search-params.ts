/**
 * The URL state of the results page: the shared search criteria plus the result controls (Page is
 * part of the criteria; Sort lives only here). Kept tiny: the router imports it for validateSearch,
 * so it reads no catalog (the sort labels and the page title are in results-labels.ts).
 */
import type { SortOption } from '../../contract/schemas.ts';
import { CRITERIA_KEYS, parseSearchCriteria, type SearchCriteria } from '../../lib/search-criteria.ts';

export interface ResultsSearch extends SearchCriteria {
  Sort?: SortOption;
  /** The results as a map instead of a list; the criteria are the same. */
  View?: 'map';
}

/** Every parameter the results page reads from its address: the server's page cache keys on these alone. */
export const RESULTS_SEARCH_KEYS: readonly string[] = [...CRITERIA_KEYS, 'Sort', 'View'];

/**
 * The sort choices. Typed by the contract's SortOption, so the compiler keeps the keys equal to
 * SORT_OPTIONS; the runtime list is not imported because the router loads this file up front and the
 * schemas module would bring valibot into the first download.
 */
const SORTS: Readonly<Record<SortOption, true>> = { relevance: true, newest: true, 'price-asc': true, 'price-desc': true, 'price-cut': true, distance: true };

function isSortOption(value: unknown): value is SortOption {
  return typeof value === 'string' && Object.hasOwn(SORTS, value);
}

/** Adds the result controls read from the raw URL values to already parsed criteria. */
export function withResultControls(criteria: SearchCriteria, raw: Record<string, unknown>): ResultsSearch {
  if (raw.View === 'map') return { ...withResultControls(criteria, { ...raw, View: undefined }), View: 'map' };
  const sort = raw.Sort;
  // Relevance needs words to rank by, distance a point to measure from; without them they would
  // silently mean "newest".
  if (isSortOption(sort) && !(sort === 'relevance' && !criteria.Keywords) && !(sort === 'distance' && !criteria.Near)) {
    return { ...criteria, Sort: sort };
  }
  return criteria;
}

/** The results pages' address, as the router reads it. */
export function validateResultsSearch(raw: Record<string, unknown>): ResultsSearch {
  const parsed = parseSearchCriteria(raw);
  // The router lays a route's search over its parent's raw one, so a value dropped as malformed
  // (`?City=abc`) must be written as undefined here, or its raw text reaches the search request and
  // every retry fails.
  const dropped = CRITERIA_KEYS.filter((key) => key in raw && !(key in parsed)).map((key) => [key, undefined] as const);
  return withResultControls({ ...Object.fromEntries(dropped), ...parsed } as SearchCriteria, raw);
}

/** The order the server will use: nearest first near a point, relevance for keyword searches, newest otherwise, unless chosen. */
export function effectiveSort(search: ResultsSearch): SortOption {
  return search.Sort ?? (search.Near ? 'distance' : search.Keywords ? 'relevance' : 'newest');
}

/** The criteria without the result controls: what the filter form edits. */
export function criteriaOf(search: ResultsSearch): SearchCriteria {
  const { Page: _page, Sort: _sort, View: _view, ...criteria } = search;
  return criteria;
}

/**
 * Filters that are set, for the badge on the phone's Filters button (purpose and keywords included),
 * counted as their chips are: a price range is one filter, a size with its unit one.
 */
export function countActiveFilters(search: ResultsSearch): number {
  const c = criteriaOf(search);
  const one: Record<string, string> = { MinPrice: 'Price', MaxPrice: 'Price', MinArea: 'Size', MaxArea: 'Size', AreaUnit: 'Size' };
  const set = Object.entries(c).filter(([k, v]) => v !== undefined && !(k === 'AreaUnit' && c.MinArea === undefined && c.MaxArea === undefined));
  return new Set(set.map(([k]) => one[k] ?? k)).size;
}
