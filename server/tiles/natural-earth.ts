import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Feature, FeatureCollection, MultiLineString } from 'geojson';
import { EmbeddedLayers } from '../../src/contract/tiles.ts';
import { encodeTile, type TileFeature } from './mvt.ts';
import { BoundedTileIndex, DEFAULT_MAX_INDEX_TILES } from './tile-index.ts';
import { tileIntersects, type LngLatBounds, type TileAddress } from './tile-math.ts';
import type { TileSetInfo, TileSource } from './source.ts';

/** Natural Earth is in the public domain; saying where the map comes from is still honest. */
export const NATURAL_EARTH_ATTRIBUTION = 'Made with Natural Earth';

/**
 * Pakistan and its neighbours: Afghanistan, Iran's east, India's north-west, the Gulf of Oman and
 * the ranges to the north. Tiles wholly outside are not served.
 */
export const EMBEDDED_BOUNDS: LngLatBounds = { west: 55, south: 19, east: 83, north: 41 };

/** Deep enough to see a city's areas; a map shows deeper zooms by enlarging these tiles. */
export const EMBEDDED_MAX_ZOOM = 14;

/** Coordinate units across a tile. */
export const TILE_EXTENT = 4096;

const requireFromHere = createRequire(import.meta.url);

type CountryProperties = { name: string };
type Countries = Topology<{ countries: GeometryCollection<CountryProperties> }>;

/**
 * The countries whose outline comes into the region, found from the topology's arcs before any
 * geometry is made (the world has 250 countries; about fifteen matter here).
 */
function countriesNear(topology: Countries, bounds: LngLatBounds): GeometryCollection<CountryProperties> {
  const [sx, sy] = topology.transform?.scale ?? [1, 1];
  const [tx, ty] = topology.transform?.translate ?? [0, 0];
  const near = topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    let hit = false;
    for (const [dx, dy] of arc) {
      x += dx!;
      y += dy!;
      const lng = x * sx + tx;
      const lat = y * sy + ty;
      if (lng > bounds.west && lng < bounds.east && lat > bounds.south && lat < bounds.north) {
        hit = true;
        break;
      }
    }
    return hit;
  });
  const touches = (arcs: unknown): boolean => (typeof arcs === 'number' ? near[arcs < 0 ? ~arcs : arcs]! : Array.isArray(arcs) && arcs.some(touches));
  return {
    type: 'GeometryCollection',
    geometries: topology.objects.countries.geometries.filter((g) => 'arcs' in g && touches(g.arcs)),
  };
}

interface Indexes {
  earth: BoundedTileIndex;
  boundaries: BoundedTileIndex;
}

/**
 * The basemap the server makes itself when no archive is set: land and country borders from Natural
 * Earth's 1:10m countries (the `world-atlas` package), cut into tiles on demand with geojson-vt.
 * Made once, in the background after start (about a second of CPU: most of it reading the 3.6 MB
 * file), so the server answers before it is ready; tile requests wait for it.
 */
export class NaturalEarthSource implements TileSource {
  readonly kind = 'embedded' as const;
  private built: Promise<Indexes> | null = null;

  constructor(
    private readonly file = requireFromHere.resolve('world-atlas/countries-10m.json'),
    /** Each index's bound on the tiles it keeps (tile-index.ts). */
    private readonly maxIndexTiles = DEFAULT_MAX_INDEX_TILES,
  ) {}

  describe(): string {
    return 'Natural Earth (embedded basemap)';
  }

  private build(): Promise<Indexes> {
    this.built ??= (async () => {
      const topology = JSON.parse(await readFile(this.file, 'utf8')) as Countries;
      const near = countriesNear(topology, EMBEDDED_BOUNDS);
      const land = feature(topology, near) as FeatureCollection;
      const earth: FeatureCollection = {
        type: 'FeatureCollection',
        features: land.features.map((f): Feature => ({ type: 'Feature', geometry: f.geometry, properties: { kind: 'earth', name: (f.properties as CountryProperties).name } })),
      };
      // Borders are the arcs two countries share; coasts (an arc of one country) are not borders.
      const borders: Feature<MultiLineString> = { type: 'Feature', geometry: mesh(topology, near, (a, b) => a !== b), properties: { kind: 'country' } };
      const options = { maxZoom: EMBEDDED_MAX_ZOOM, extent: TILE_EXTENT, buffer: 64 };
      return { earth: new BoundedTileIndex(earth, options, this.maxIndexTiles), boundaries: new BoundedTileIndex(borders, options, this.maxIndexTiles) };
    })().catch((err: unknown) => {
      this.built = null;
      throw err;
    });
    return this.built;
  }

  async info(): Promise<TileSetInfo> {
    await this.build();
    const layer = (id: string, description: string, fields: Record<string, string>) => ({ id, description, minzoom: 0, maxzoom: EMBEDDED_MAX_ZOOM, fields });
    return {
      name: 'Basera basemap',
      attribution: NATURAL_EARTH_ATTRIBUTION,
      minzoom: 0,
      maxzoom: EMBEDDED_MAX_ZOOM,
      bounds: EMBEDDED_BOUNDS,
      center: [69.35, 30.4, 5],
      vectorLayers: [
        layer(EmbeddedLayers.earth, 'Land: one polygon per country', { kind: 'String', name: 'String' }),
        layer(EmbeddedLayers.boundaries, 'Borders between countries', { kind: 'String' }),
      ],
    };
  }

  /** Tiles the basemap's indexes hold now, both together. */
  async indexSize(): Promise<number> {
    const { earth, boundaries } = await this.build();
    return earth.size + boundaries.size;
  }

  async tile(address: TileAddress): Promise<Uint8Array | null> {
    if (address.z > EMBEDDED_MAX_ZOOM || !tileIntersects(address, EMBEDDED_BOUNDS)) return null;
    const { earth, boundaries } = await this.build();
    const { z, x, y } = address;
    return encodeTile([
      { name: EmbeddedLayers.earth, extent: TILE_EXTENT, features: (earth.getTile(z, x, y)?.features ?? []) as TileFeature[] },
      { name: EmbeddedLayers.boundaries, extent: TILE_EXTENT, features: (boundaries.getTile(z, x, y)?.features ?? []) as TileFeature[] },
    ]);
  }
}
