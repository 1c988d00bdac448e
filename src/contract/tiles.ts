/**
 * The server's own vector tiles (README, 'Map tiles'): where they are, and what the embedded basemap
 * and our overlay carry, so the map client styles them without guessing. Shared by the server, the
 * service worker and the map chunk.
 */

/** Tiles are `/tiles/{z}/{x}/{y}` (Mapbox Vector Tile); the tile set's TileJSON is beside them. */
export const TILES_ROOT = '/tiles';
export const TILEJSON_PATH = `${TILES_ROOT}/tiles.json`;
export const TILE_URL_TEMPLATE = `${TILES_ROOT}/{z}/{x}/{y}`;
export const TILE_MEDIA_TYPE = 'application/vnd.mapbox-vector-tile';

/**
 * How long a tile is good for once fetched: the server's Cache-Control max-age, and the age after
 * which the service worker asks for it again rather than use its copy (offline it still shows the
 * copy). A tile's address carries no version, so a changed outline reaches a phone within this time.
 */
export const TILE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** The deepest zoom any tile address may name; deeper ones are refused as absurd, not looked up. */
export const MAX_TILE_ZOOM = 22;

/** Layers of our own, added to every tile whatever the basemap. */
export const OverlayLayers = {
  /** Polygons: id (location id), city_id, name. */
  locations: 'locations',
  /** Polygons: id (city id), name. */
  cities: 'cities',
} as const;

/**
 * Layers of the embedded basemap (no TILES_ARCHIVE). The names follow the Protomaps basemap's, so
 * one style serves both: `earth` is land (a country's polygon: kind 'earth', name), `boundaries` are
 * country borders (kind 'country'), `places` are label points (kind 'city' | 'locality', name, id).
 * There is no separate water layer: everything that is not `earth` is sea, so the style's
 * background is the water colour.
 */
export const EmbeddedLayers = {
  earth: 'earth',
  boundaries: 'boundaries',
  places: 'places',
} as const;

export type PlaceKind = 'city' | 'locality';
