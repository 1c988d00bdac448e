/**
 * What the map's criteria Bounds, Near and Area (src/contract/map-search.ts) are made of. The results
 * page's address keeps a value of this shape and leaves the rest to the server: a module of its own, as
 * the router reads it on every first load and the parsers beside the coordinate schemas would bring
 * valibot along (4 KiB gzip).
 */
export const GEO_TEXT = /^[-\d.,;]{1,1600}$/;
