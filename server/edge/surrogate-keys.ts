/**
 * The edge cache's surrogate keys: which cached answers a change makes stale. Every answer a shared
 * cache may keep names its keys twice, as `Surrogate-Key` (Fastly and Varnish xkey: space-separated)
 * and `Cache-Tag` (Cloudflare: comma-separated); a change purges the keys it touches
 * (server/edge/purge.ts). Server-only: the app never reads these headers.
 *
 *   listing-<id>   a listing's own page
 *   city-<id>      a search or results page narrowed to that city
 *   location-<id>  a search or results page narrowed to that location
 *   search         every search answer and results page, and the home page (it shows the newest)
 *   listings       pages that show listings among other things (projects, agents, agencies)
 *   listing-pages  every listing's page: purged when a change does not say which listings it touched
 *   reference      cities, locations and the other option lists, and the pages drawn from them only
 *   pages          pages whose content is written in the app (about, privacy, contact)
 *
 * A search answer for a city is also `search`: a new listing in that city changes the city's pages
 * and every unnarrowed search alike, so a listing's change purges `search` whatever else it names.
 * The city and location keys let an operator purge one city's pages by hand.
 */

export type SurrogateKey = `listing-${number}` | `city-${number}` | `location-${number}` | 'search' | 'listings' | 'listing-pages' | 'reference' | 'pages';

export const listingKey = (id: number): SurrogateKey => `listing-${id}`;
export const cityKey = (id: number): SurrogateKey => `city-${id}`;
export const locationKey = (id: number): SurrogateKey => `location-${id}`;

/** The header pair naming an answer's keys; duplicates dropped, order kept. */
export function surrogateHeaders(keys: readonly SurrogateKey[]): { 'Surrogate-Key': string; 'Cache-Tag': string } {
  const unique = [...new Set(keys)];
  return { 'Surrogate-Key': unique.join(' '), 'Cache-Tag': unique.join(',') };
}

/** The keys a search narrowed by these criteria answers under. */
export function searchKeys(criteria: { City?: number | null | undefined; Location?: readonly number[] | null | undefined }): SurrogateKey[] {
  return [
    'search',
    ...(criteria.City ? [cityKey(criteria.City)] : []),
    ...(criteria.Location ?? []).map(locationKey),
  ];
}

/** Where a listing is: what its change touches besides its own page. */
export interface ListingPlace {
  id: number;
  cityId: number | null;
  locationId: number | null;
}

/**
 * The keys a change of these listings purges. Without ids (a change that does not say which
 * listings, such as a batch expiring unconfirmed listings) every listing's page goes.
 */
export function keysForListingChange(places: readonly ListingPlace[] | null): SurrogateKey[] {
  if (places === null) return ['search', 'listings', 'listing-pages'];
  return [...new Set<SurrogateKey>([
    'search', 'listings',
    ...places.flatMap((p) => [
      listingKey(p.id),
      ...(p.cityId ? [cityKey(p.cityId)] : []),
      ...(p.locationId ? [locationKey(p.locationId)] : []),
    ]),
  ])];
}

/** The sections of the nginx reference edge's cache, one zone each (deploy/nginx/basera-edge.conf). */
const EDGE_SECTIONS = { search: 'search', listings: 'listings', 'listing-pages': 'listing', reference: 'reference', pages: 'pages' } as const;
const FIRST_LEVEL = '0123456789abcdef'.split('');

/**
 * For an edge that purges by address rather than by tag (the nginx reference edge), the addresses
 * under EDGE_PURGE_URL that hold a key's answers: the 16 first-level folders of the key's section.
 * A listing's page is in the section of all listing pages; a city's and a location's answers are in
 * `search`, so those keys have no address of their own.
 */
export function purgePaths(key: SurrogateKey): string[] {
  const section = key.startsWith('listing-') ? EDGE_SECTIONS['listing-pages'] : EDGE_SECTIONS[key as keyof typeof EDGE_SECTIONS];
  return section ? FIRST_LEVEL.map((d) => `/${section}/${d}/`) : [];
}
