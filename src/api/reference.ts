import { queryOptions } from '@tanstack/react-query';
import * as Endpoints from '../contract/endpoints-first-load.ts';
import { callChecked } from './endpoint-call.ts';
import { NetworkError } from './errors.ts';
import { referenceKeys } from './query-keys.ts';

/** Cities, types, units and room counts change rarely: an hour before asking again is plenty. */
const REFERENCE_STALE_MS = 60 * 60_000;

export function dropDownDataQuery() {
  return queryOptions({
    queryKey: referenceKeys.dropDownData(),
    queryFn: ({ signal }) => callChecked('dropDownData', Endpoints.dropDownData, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

/**
 * Locations of one city; city 0 ("All Cities") has none to load. Offline, a city whose own list was
 * never fetched takes its locations from every city's list, which the worker keeps from its install,
 * so the listing form works offline from the first visit.
 */
export function locationsQuery(cityId: number) {
  return queryOptions({
    queryKey: referenceKeys.locations(cityId),
    queryFn: async ({ signal }) => {
      try {
        return await callChecked('locations', Endpoints.getLocations, { signal, query: { cityId } });
      } catch (error) {
        if (!(error instanceof NetworkError)) throw error;
        const all = await callChecked('locations', Endpoints.getLocations, { signal, query: { cityId: 0 } }).catch(() => {
          throw error;
        });
        return all.filter((location) => location.CityId === cityId);
      }
    },
    staleTime: REFERENCE_STALE_MS,
    enabled: cityId > 0,
  });
}

/** Every location of every city: names for locations chosen without a city ("dha" across cities). */
export function allLocationsQuery(enabled: boolean) {
  return queryOptions({
    queryKey: referenceKeys.locations(0),
    queryFn: ({ signal }) => callChecked('locations', Endpoints.getLocations, { signal, query: { cityId: 0 } }),
    staleTime: REFERENCE_STALE_MS,
    enabled,
  });
}
