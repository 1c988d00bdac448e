import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as Endpoints from '../contract/endpoints.ts';
import { boxOverlap, formatBounds, parseBounds, type GeoBox } from '../contract/map-search.ts';
import type { SearchCriteria } from '../lib/search-criteria.ts';
import { callData } from './endpoint-call.ts';
import { toSearchBody } from './listings.ts';
import { listingKeys } from './query-keys.ts';

/**
 * The clusters of a search in a map's viewport: the map search's Bounds is what is on screen, within
 * the search's own box after "Search this area" (null when they do not meet: nothing to ask).
 * `extent` asks for each cluster's members' extent, to fit the map to the results once.
 */
export function mapSearchQuery(criteria: SearchCriteria, viewport: GeoBox, zoom: number, extent = false) {
  const search = toSearchBody({ ...criteria, Page: 1 });
  const own = search.Bounds ? parseBounds(search.Bounds) : null;
  const box = own?.ok ? intersect(own.value, viewport) : viewport;
  const body = { ...search, Bounds: box ? formatBounds(box) : '', Zoom: Math.round(zoom), ...(extent ? { Extent: true } : {}) };
  return queryOptions({
    queryKey: listingKeys.map(body),
    queryFn: ({ signal }) => (box ? callData(Endpoints.mapSearch, { json: body, signal }) : Promise.resolve({ Clusters: [], TotalCount: 0, SquareZoom: Math.round(zoom) })),
    placeholderData: keepPreviousData,
  });
}

/** The part of the screen inside the searched box; a bare edge or corner of it is nothing to search. */
function intersect(a: GeoBox, b: GeoBox): GeoBox | null {
  const box = boxOverlap(a, b);
  return box && box.south < box.north && box.west < box.east ? box : null;
}
