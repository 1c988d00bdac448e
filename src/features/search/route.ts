/**
 * What the router needs from the results page before its code arrives: the URL's shape and the
 * data to start fetching. Statically imported by the router, so it stays small.
 */
import type { QueryClient } from '@tanstack/react-query';
import { searchQuery } from '../../api/listings.ts';
import { dropDownDataQuery, locationsQuery } from '../../api/reference.ts';
import { findRangeProblem } from '../../lib/search-criteria.ts';
import type { ResultsSearch } from './search-params.ts';

export function prefetchResults(queryClient: QueryClient, search: ResultsSearch): void {
  void queryClient.prefetchQuery(dropDownDataQuery());
  if (search.City) void queryClient.prefetchQuery(locationsQuery(search.City));
  // A search with min above max is never sent (spec 5); the page explains why.
  if (!findRangeProblem(search)) void queryClient.prefetchQuery(searchQuery(search, search.Sort));
}
