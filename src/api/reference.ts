import { queryOptions } from '@tanstack/react-query';
import { ApiPaths } from '../contract/api-paths.ts';
import type { DropDownData, LocationOption } from '../contract/types.ts';
import { apiData } from './client.ts';

/** Cities, types, units and room counts change rarely: an hour before asking again is plenty. */
const REFERENCE_STALE_MS = 60 * 60_000;

export const referenceKeys = {
  all: ['reference'] as const,
  dropDownData: () => [...referenceKeys.all, 'drop-down-data'] as const,
  locations: (cityId: number) => [...referenceKeys.all, 'locations', cityId] as const,
};

export function dropDownDataQuery() {
  return queryOptions({
    queryKey: referenceKeys.dropDownData(),
    queryFn: ({ signal }) => apiData<DropDownData>(ApiPaths.dropDownData, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** Locations of one city; city 0 ("All Cities") has none to load. */
export function locationsQuery(cityId: number) {
  return queryOptions({
    queryKey: referenceKeys.locations(cityId),
    queryFn: ({ signal }) => apiData<LocationOption[]>(ApiPaths.getLocations, { signal, query: { cityId } }),
    staleTime: REFERENCE_STALE_MS,
    enabled: cityId > 0,
  });
}

/** Every location of every city: names for locations chosen without a city ("dha" across cities). */
export function allLocationsQuery(enabled: boolean) {
  return queryOptions({
    queryKey: referenceKeys.locations(0),
    queryFn: ({ signal }) => apiData<LocationOption[]>(ApiPaths.getLocations, { signal, query: { cityId: 0 } }),
    staleTime: REFERENCE_STALE_MS,
    enabled,
  });
}
