import { queryOptions } from '@tanstack/react-query';
import { ApiPaths } from '../contract/api-paths.ts';
import type { ListingCard, PopularCity, Testimonial } from '../contract/types.ts';
import { checkedData } from './answer-check.ts';
import { homeKeys } from './query-keys.ts';

export function newlyAddedQuery() {
  return queryOptions({
    queryKey: homeKeys.newlyAdded(),
    queryFn: ({ signal }) => checkedData<ListingCard[]>('cards', ApiPaths.homeNewlyAdded, { signal }),
  });
}

export function popularPlacesQuery() {
  return queryOptions({
    queryKey: homeKeys.popularPlaces(),
    queryFn: ({ signal }) => checkedData<PopularCity[]>('popularPlaces', ApiPaths.homeMostPopularPlaces, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function testimonialsQuery() {
  return queryOptions({
    queryKey: homeKeys.testimonials(),
    queryFn: ({ signal }) => checkedData<Testimonial[]>('testimonials', ApiPaths.homeWhatOurClientSays, { signal }),
    staleTime: 60 * 60_000,
  });
}
