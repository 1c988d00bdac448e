import { queryOptions } from '@tanstack/react-query';
import * as Endpoints from '../contract/endpoints-first-load.ts';
import { callChecked } from './endpoint-call.ts';
import { homeKeys } from './query-keys.ts';

export function newlyAddedQuery() {
  return queryOptions({
    queryKey: homeKeys.newlyAdded(),
    queryFn: ({ signal }) => callChecked('cards', Endpoints.homeNewlyAdded, { signal }),
  });
}

export function popularPlacesQuery() {
  return queryOptions({
    queryKey: homeKeys.popularPlaces(),
    queryFn: ({ signal }) => callChecked('popularPlaces', Endpoints.homeMostPopularPlaces, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function testimonialsQuery() {
  return queryOptions({
    queryKey: homeKeys.testimonials(),
    queryFn: ({ signal }) => callChecked('testimonials', Endpoints.homeWhatOurClientSays, { signal }),
    staleTime: 60 * 60_000,
  });
}
