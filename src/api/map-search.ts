import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as Endpoints from '../contract/endpoints.ts';
import { formatBounds, type GeoBox } from '../contract/map-search.ts';
import type { SearchCriteria } from '../lib/search-criteria.ts';
import { callData } from './endpoint-call.ts';
import { toSearchBody } from './listings.ts';
import { listingKeys } from './query-keys.ts';

/** A searched box written as an area, so that both it and the viewport apply. */
function boxAsArea(text: string): string {
  const [south, west, north, east] = text.split(',');
  return `${south},${west};${north},${west};${north},${east};${south},${east}`;
}

/**
 * The clusters of a search in a map's viewport. The map search's Bounds is the viewport; a search's
 * own box ("Search this area") then travels as an area. "Search this area" and a drawn area replace
 * each other, so a search never has both.
 */
export function mapSearchQuery(criteria: SearchCriteria, viewport: GeoBox, zoom: number) {
  const search = toSearchBody({ ...criteria, Page: 1 });
  const body = {
    ...search,
    Bounds: formatBounds(viewport),
    Area: search.Area || (search.Bounds ? boxAsArea(search.Bounds) : ''),
    Zoom: Math.round(zoom),
  };
  return queryOptions({
    queryKey: listingKeys.map(body),
    queryFn: ({ signal }) => callData(Endpoints.mapSearch, { json: body, signal }),
    placeholderData: keepPreviousData,
  });
}
