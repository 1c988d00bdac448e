import { queryOptions } from '@tanstack/react-query';
import { ApiPaths } from '../contract/api-paths.ts';
import type { ListingCard, PopularCity, Testimonial } from '../contract/types.ts';
import { apiData } from './client.ts';

export const homeKeys = {
  all: ['home'] as const,
  newlyAdded: () => [...homeKeys.all, 'newly-added'] as const,
  popularPlaces: () => [...homeKeys.all, 'popular-places'] as const,
  testimonials: () => [...homeKeys.all, 'testimonials'] as const,
};

export function newlyAddedQuery() {
  return queryOptions({
    queryKey: homeKeys.newlyAdded(),
    queryFn: ({ signal }) => apiData<ListingCard[]>(ApiPaths.homeNewlyAdded, { signal }),
  });
}

export function popularPlacesQuery() {
  return queryOptions({
    queryKey: homeKeys.popularPlaces(),
    queryFn: ({ signal }) => apiData<PopularCity[]>(ApiPaths.homeMostPopularPlaces, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function testimonialsQuery() {
  return queryOptions({
    queryKey: homeKeys.testimonials(),
    queryFn: ({ signal }) => apiData<Testimonial[]>(ApiPaths.homeWhatOurClientSays, { signal }),
    staleTime: 60 * 60_000,
  });
}
