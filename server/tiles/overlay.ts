import type { Feature, FeatureCollection, Point, Polygon } from 'geojson';
import { EmbeddedLayers, OverlayLayers, type PlaceKind } from '../../src/contract/tiles.ts';
import urdu from '../../src/lib/reference-messages.ur.ts';
import { sql, type Database } from '../db/connection.ts';
import { type TileLayer, type TileFeature } from './mvt.ts';
import type { TileAddress } from './tile-math.ts';
import { BoundedTileIndex, DEFAULT_MAX_INDEX_TILES } from './tile-index.ts';
import type { VectorLayer } from './source.ts';

/** A city's or a location's place as the reference tables keep it (columns lat, lng, outline). */
export interface PlaceRow {
  id: number;
  name: string;
  /** Locations only. */
  city_id?: number | null;
  lat: number | null;
  lng: number | null;
  /** A GeoJSON Polygon ([lng, lat] rings). */
  outline: unknown;
}

export interface OverlayData {
  cities: PlaceRow[];
  locations: PlaceRow[];
}

/**
 * From which zoom each of our layers is drawn: below it a city's areas are specks a few pixels wide
 * that would only make the tiles larger. TileJSON lists them, so a map asks for nothing it cannot use.
 */
export const OVERLAY_MIN_ZOOM = { cities: 5, locations: 10, cityLabels: 4, localityLabels: 11 } as const;

export async function loadOverlayData(database: Database): Promise<OverlayData> {
  const [cities, locations] = await Promise.all([
    database.rows<PlaceRow>(sql`SELECT id, name, lat, lng, outline FROM cities ORDER BY id`),
    database.rows<PlaceRow>(sql`SELECT id, city_id, name, lat, lng, outline FROM locations ORDER BY id`),
  ]);
  return { cities, locations };
}

/** The polygon of an outline as stored (a GeoJSON Polygon, as text on some drivers), or null. */
export function outlinePolygon(outline: unknown): Polygon | null {
  let value = outline;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const geometry = value as Partial<Polygon> | null;
  if (!geometry || geometry.type !== 'Polygon' || !Array.isArray(geometry.coordinates)) return null;
  const rings = geometry.coordinates.filter((ring) => Array.isArray(ring) && ring.length >= 4
    && ring.every((p) => Array.isArray(p) && Number.isFinite(p[0]) && Number.isFinite(p[1])));
  return rings.length ? { type: 'Polygon', coordinates: rings } : null;
}

const hasPoint = (row: PlaceRow): row is PlaceRow & { lat: number; lng: number } =>
  typeof row.lat === 'number' && typeof row.lng === 'number' && Number.isFinite(row.lat) && Number.isFinite(row.lng);

function polygons(rows: PlaceRow[], properties: (row: PlaceRow) => Record<string, string | number>): FeatureCollection<Polygon> {
  return {
    type: 'FeatureCollection',
    features: rows.flatMap((row): Feature<Polygon>[] => {
      const geometry = outlinePolygon(row.outline);
      return geometry ? [{ type: 'Feature', id: row.id, geometry, properties: properties(row) }] : [];
    }),
  };
}

/**
 * A city's label carries its Urdu name too (`name:ur`, as Protomaps' archives spell it), from the
 * catalog the pages use; areas' names are written in English on Urdu pages as well, as on the site.
 */
const URDU_CITY_NAMES: Readonly<Record<string, string>> = urdu['values.reference'].cities;

function labels(rows: PlaceRow[], kind: PlaceKind): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: rows.filter(hasPoint).map((row) => {
      const ur = kind === 'city' ? URDU_CITY_NAMES[row.name] : undefined;
      return {
        type: 'Feature', id: row.id, geometry: { type: 'Point', coordinates: [row.lng, row.lat] },
        properties: { kind, name: row.name, id: row.id, ...(ur ? { 'name:ur': ur } : {}) },
      };
    }),
  };
}

/**
 * Our own layers, cut for any tile: the cities' and locations' outlines (`cities`, `locations`) and,
 * for the embedded basemap, their label points (`places`; an archive has its own `places` layer, and
 * two layers of one name in a tile are not allowed).
 */
export class Overlay {
  private readonly cities: BoundedTileIndex;
  private readonly locations: BoundedTileIndex;
  private readonly cityLabels: BoundedTileIndex | null;
  private readonly localityLabels: BoundedTileIndex | null;

  /** `maxIndexTiles`: each index's bound on the tiles it keeps (tile-index.ts). */
  constructor(data: OverlayData, private readonly opts: { maxZoom: number; extent: number; withPlaces: boolean; maxIndexTiles?: number }) {
    const options = { maxZoom: Math.min(opts.maxZoom, 24), extent: opts.extent, buffer: 64, indexMaxZoom: 4 };
    const index = (geojson: FeatureCollection) => new BoundedTileIndex(geojson, options, opts.maxIndexTiles ?? DEFAULT_MAX_INDEX_TILES);
    this.cities = index(polygons(data.cities, (row) => ({ id: row.id, name: row.name })));
    this.locations = index(polygons(data.locations, (row) => ({ id: row.id, city_id: row.city_id ?? 0, name: row.name })));
    this.cityLabels = opts.withPlaces ? index(labels(data.cities, 'city')) : null;
    this.localityLabels = opts.withPlaces ? index(labels(data.locations, 'locality')) : null;
  }

  /** Tiles the overlay's indexes hold now, all together. */
  indexSize(): number {
    return [this.cities, this.locations, this.cityLabels, this.localityLabels].reduce((sum, index) => sum + (index?.size ?? 0), 0);
  }

  layers({ z, x, y }: TileAddress): TileLayer[] {
    const cut = (index: BoundedTileIndex | null, minZoom: number) => (index && z >= minZoom ? (index.getTile(z, x, y)?.features ?? []) as TileFeature[] : []);
    const out: TileLayer[] = [
      { name: OverlayLayers.cities, extent: this.opts.extent, features: cut(this.cities, OVERLAY_MIN_ZOOM.cities) },
      { name: OverlayLayers.locations, extent: this.opts.extent, features: cut(this.locations, OVERLAY_MIN_ZOOM.locations) },
    ];
    if (this.opts.withPlaces) {
      out.push({
        name: EmbeddedLayers.places,
        extent: this.opts.extent,
        features: [...cut(this.cityLabels, OVERLAY_MIN_ZOOM.cityLabels), ...cut(this.localityLabels, OVERLAY_MIN_ZOOM.localityLabels)],
      });
    }
    return out;
  }

  /** The TileJSON entries of these layers. */
  vectorLayers(): VectorLayer[] {
    const maxzoom = this.opts.maxZoom;
    const out: VectorLayer[] = [
      { id: OverlayLayers.cities, description: "Cities' outlines", minzoom: OVERLAY_MIN_ZOOM.cities, maxzoom, fields: { id: 'Number', name: 'String' } },
      { id: OverlayLayers.locations, description: "Locations' (areas') outlines", minzoom: OVERLAY_MIN_ZOOM.locations, maxzoom, fields: { id: 'Number', city_id: 'Number', name: 'String' } },
    ];
    if (this.opts.withPlaces) {
      out.push({ id: EmbeddedLayers.places, description: "Label points: cities (kind 'city') and their areas (kind 'locality')", minzoom: OVERLAY_MIN_ZOOM.cityLabels, maxzoom, fields: { kind: 'String', name: 'String', 'name:ur': 'String', id: 'Number' } });
    }
    return out;
  }
}
