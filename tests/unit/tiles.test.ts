import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import GeoJSONVT from 'geojson-vt';
import type { FeatureCollection } from 'geojson';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { encodeTile, geometryCommands } from '../../server/tiles/mvt.ts';
import { Overlay, outlinePolygon, type OverlayData } from '../../server/tiles/overlay.ts';
import { NaturalEarthSource } from '../../server/tiles/natural-earth.ts';
import { BoundedTileIndex } from '../../server/tiles/tile-index.ts';
import { CITIES, LOCATIONS } from '../../server/seed/reference-data.ts';
import { CITY_CENTRES, LOCATION_CENTRES } from '../../server/geo/places.ts';
import { cityOutline, locationOutline } from '../../server/geo/outlines.ts';
import { isTileAddress, lngLatToTile, parseTileAddress, tileBounds, tileIntersects } from '../../server/tiles/tile-math.ts';
import { acceptsGzip } from '../../server/routes/tiles.ts';
import { decodeTile } from '../support/vector-tiles.ts';

const LAHORE = { lat: 31.5204, lng: 74.3587 };

describe('tile addresses', () => {
  it('takes whole numbers inside the zoom level', () => {
    expect(parseTileAddress('0', '0', '0')).toEqual({ z: 0, x: 0, y: 0 });
    expect(parseTileAddress('12', '2893', '1671')).toEqual({ z: 12, x: 2893, y: 1671 });
    expect(parseTileAddress('22', String(2 ** 22 - 1), '0')).toEqual({ z: 22, x: 2 ** 22 - 1, y: 0 });
  });

  it('names the part that is wrong', () => {
    const field = (z: string, x: string, y: string) => {
      const parsed = parseTileAddress(z, x, y);
      return isTileAddress(parsed) ? null : parsed.field;
    };
    expect(field('23', '0', '0')).toBe('z');
    expect(field('-1', '0', '0')).toBe('z');
    expect(field('1.5', '0', '0')).toBe('z');
    expect(field('1e1', '0', '0')).toBe('z');
    expect(field('', '0', '0')).toBe('z');
    expect(field('0x1', '0', '0')).toBe('z');
    expect(field('2', '4', '0')).toBe('x');
    expect(field('2', '3', '4')).toBe('y');
    expect(field('2', '-0', '0')).toBe('x');
    expect(field('2', '1', 'NaN')).toBe('y');
    expect(field('20', '99999999999', '0')).toBe('x');
    expect(field('0', '1', '0')).toBe('x');
  });

  it('finds the tile of a point and the bounds of a tile', () => {
    const t = lngLatToTile(LAHORE.lng, LAHORE.lat, 12);
    expect(t).toEqual({ z: 12, x: 2894, y: 1669 });
    const b = tileBounds(t);
    expect(b.west).toBeLessThanOrEqual(LAHORE.lng);
    expect(b.east).toBeGreaterThan(LAHORE.lng);
    expect(b.south).toBeLessThanOrEqual(LAHORE.lat);
    expect(b.north).toBeGreaterThan(LAHORE.lat);
    expect(tileBounds({ z: 0, x: 0, y: 0 })).toEqual({ west: -180, east: 180, north: expect.closeTo(85.0511, 3), south: expect.closeTo(-85.0511, 3) });
    // Poles and the antimeridian fall on the last tile, not outside.
    expect(lngLatToTile(180, -90, 3)).toEqual({ z: 3, x: 7, y: 7 });
  });

  it('tells whether a tile shares area with bounds', () => {
    const pakistan = { west: 60.8, south: 23.5, east: 77.9, north: 37.2 };
    expect(tileIntersects(lngLatToTile(LAHORE.lng, LAHORE.lat, 12), pakistan)).toBe(true);
    expect(tileIntersects({ z: 0, x: 0, y: 0 }, pakistan)).toBe(true);
    // London at zoom 8.
    expect(tileIntersects(lngLatToTile(-0.12, 51.5, 8), pakistan)).toBe(false);
  });
});

describe('MVT encoding', () => {
  it('writes layers that a reader decodes with their properties and shapes', () => {
    const bytes = encodeTile([
      {
        name: 'locations', extent: 4096, features: [
          { id: 503, type: 3, tags: { id: 503, city_id: 5, name: 'DHA Phase 5' }, geometry: [[[10, 10], [100, 10], [100, 100], [10, 100], [10, 10]]] },
          { id: 504, type: 3, tags: { id: 504, city_id: 5, name: 'Gulberg', note: null }, geometry: [[[200, 200], [300, 200], [300, 300], [200, 200]]] },
        ],
      },
      { name: 'places', extent: 4096, features: [{ type: 1, tags: { kind: 'city', name: 'Lahore', rank: -2, share: 0.5, big: true }, geometry: [[50, 60]] }] },
      { name: 'empty', extent: 4096, features: [] },
    ]);
    const layers = decodeTile(bytes);
    expect(Object.keys(layers)).toEqual(['locations', 'places']);
    const [dha, gulberg] = layers.locations!;
    expect(dha!.id).toBe(503);
    expect(dha!.type).toBe(3);
    expect(dha!.properties).toEqual({ id: 503, city_id: 5, name: 'DHA Phase 5' });
    expect(dha!.loadGeometry()[0]!.map((p) => [p.x, p.y])).toEqual([[10, 10], [100, 10], [100, 100], [10, 100], [10, 10]]);
    expect(gulberg!.properties).toEqual({ id: 504, city_id: 5, name: 'Gulberg' });
    const [lahore] = layers.places!;
    expect(lahore!.properties).toEqual({ kind: 'city', name: 'Lahore', rank: -2, share: 0.5, big: true });
    expect(lahore!.loadGeometry()).toEqual([[expect.objectContaining({ x: 50, y: 60 })]]);
  });

  it('makes one tile of two encoded tiles put end to end (how the overlay joins an archive tile)', () => {
    const a = encodeTile([{ name: 'earth', extent: 4096, features: [{ type: 2, tags: { kind: 'coast' }, geometry: [[[0, 0], [4096, 4096]]] }] }]);
    const b = encodeTile([{ name: 'cities', extent: 4096, features: [{ type: 3, id: 5, tags: { id: 5, name: 'Lahore' }, geometry: [[[0, 0], [5, 0], [5, 5], [0, 0]]] }] }]);
    const joined = new Uint8Array([...a, ...b]);
    const layers = decodeTile(joined);
    expect(Object.keys(layers)).toEqual(['earth', 'cities']);
    expect(layers.cities![0]!.properties.name).toBe('Lahore');
    expect(layers.earth![0]!.properties.kind).toBe('coast');
  });

  it('leaves out rings too short to draw', () => {
    expect(geometryCommands({ type: 3, geometry: [[[0, 0], [1, 1], [0, 0]]] })).toEqual([]);
    expect(geometryCommands({ type: 2, geometry: [[[0, 0]]] })).toEqual([]);
    // A layer with nothing to draw is not written at all.
    expect(encodeTile([{ name: 'x', extent: 4096, features: [{ type: 3, tags: {}, geometry: [[[0, 0], [0, 0]]] }] }])).toHaveLength(0);
  });
});

describe('outlines as stored', () => {
  const ring = [[74.3, 31.5], [74.4, 31.5], [74.4, 31.6], [74.3, 31.5]];
  it('reads a GeoJSON polygon, as an object or as text', () => {
    expect(outlinePolygon({ type: 'Polygon', coordinates: [ring] })).toEqual({ type: 'Polygon', coordinates: [ring] });
    expect(outlinePolygon(JSON.stringify({ type: 'Polygon', coordinates: [ring] }))).toEqual({ type: 'Polygon', coordinates: [ring] });
  });
  it('refuses what is not one', () => {
    expect(outlinePolygon(null)).toBeNull();
    expect(outlinePolygon('{')).toBeNull();
    expect(outlinePolygon({ type: 'Point', coordinates: [74, 31] })).toBeNull();
    expect(outlinePolygon({ type: 'Polygon', coordinates: [[[74, 31], [75, 31]]] })).toBeNull();
    expect(outlinePolygon({ type: 'Polygon', coordinates: [[[74, 31], [75, 'x'], [75, 32], [74, 31]]] })).toBeNull();
  });
});

describe('Accept-Encoding', () => {
  it('takes gzip unless refused', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('TILES_ARCHIVE', () => {
  it('is off by default, a file that exists, or an object in the bucket', () => {
    expect(loadConfig({}).tilesArchive).toBeUndefined();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'basera-tiles-'));
    try {
      const file = path.join(dir, 'pakistan.pmtiles');
      writeFileSync(file, 'x');
      expect(loadConfig({ TILES_ARCHIVE: file }).tilesArchive).toEqual({ kind: 'file', path: file });
      expect(() => loadConfig({ TILES_ARCHIVE: path.join(dir, 'missing.pmtiles') })).toThrow(/TILES_ARCHIVE names .*missing\.pmtiles, which does not exist/);
      expect(() => loadConfig({ TILES_ARCHIVE: dir })).toThrow(/which is not a file/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(loadConfig({ TILES_ARCHIVE: 's3:tiles/pakistan.pmtiles', S3_BUCKET: 'basera-photos' }).tilesArchive).toEqual({ kind: 's3', key: 'tiles/pakistan.pmtiles' });
    expect(() => loadConfig({ TILES_ARCHIVE: 's3:tiles/pakistan.pmtiles' })).toThrow(/S3_BUCKET is not set/);
    expect(() => loadConfig({ TILES_ARCHIVE: 's3:../secret', S3_BUCKET: 'basera-photos' })).toThrow(/TILES_ARCHIVE must be s3: and an object key/);
  });
});

/** `n` distinct z14 tiles spread over Pakistan, far enough apart that each is cut from high up. */
function spreadTiles(n: number): { z: number; x: number; y: number }[] {
  const out = [];
  for (let i = 0; i < n; i++) {
    const lng = 62 + ((i * 7.3) % 15);
    const lat = 25 + ((i * 3.1) % 11);
    out.push(lngLatToTile(lng, lat, 14));
  }
  return out;
}

describe('tile indexes keep a bounded number of tiles', () => {
  it('goes back to its built tiles past the bound, and cuts the same tiles afterwards', () => {
    const data: FeatureCollection = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { name: 'ring' }, geometry: { type: 'Polygon', coordinates: [[[61, 24], [77, 24], [77, 37], [61, 37], [61, 24]], [[66, 28], [70, 28], [70, 32], [66, 32], [66, 28]]] } },
        { type: 'Feature', properties: { name: 'line' }, geometry: { type: 'LineString', coordinates: [[61, 24], [68, 30.5], [77, 37]] } },
      ],
    };
    const options = { maxZoom: 14, extent: 4096, buffer: 64 };
    const bounded = new BoundedTileIndex(data, options, 100);
    const unbounded = new GeoJSONVT(data, options);
    const tiles = spreadTiles(60);
    for (const { z, x, y } of [...tiles, ...tiles]) {
      expect(bounded.getTile(z, x, y)).toEqual(unbounded.getTile(z, x, y));
      expect(bounded.size).toBeLessThanOrEqual(100);
    }
    expect(bounded.resets).toBeGreaterThan(3);
    // Left to itself geojson-vt keeps them all.
    expect(unbounded.tileCoords.length).toBeGreaterThan(1000);
  });

  it("holds the embedded basemap's and the overlay's indexes under their bound, tiles unchanged", async () => {
    const small = new NaturalEarthSource(undefined, 150);
    const plain = new NaturalEarthSource();
    const data: OverlayData = {
      cities: CITIES.map((c) => ({ id: c.id, name: c.name, lat: CITY_CENTRES[c.id]?.lat ?? null, lng: CITY_CENTRES[c.id]?.lng ?? null, outline: CITY_CENTRES[c.id] ? cityOutline(c.id) : null })),
      locations: LOCATIONS.map((l) => ({ id: l.id, city_id: l.cityId, name: l.name, lat: LOCATION_CENTRES[l.id]?.lat ?? null, lng: LOCATION_CENTRES[l.id]?.lng ?? null, outline: LOCATION_CENTRES[l.id] ? locationOutline(l.id) : null })),
    };
    const smallOverlay = new Overlay(data, { maxZoom: 14, extent: 4096, withPlaces: true, maxIndexTiles: 60 });
    const plainOverlay = new Overlay(data, { maxZoom: 14, extent: 4096, withPlaces: true });
    // Spread over the country, then every city's centre at zooms 10 to 14 (where the overlay has outlines).
    const addresses = [...spreadTiles(80), ...CITIES.flatMap((c) => {
      const centre = CITY_CENTRES[c.id];
      return centre ? [10, 11, 12, 13, 14].map((z) => lngLatToTile(centre.lng, centre.lat, z)) : [];
    })];
    for (const address of [...addresses, ...addresses]) {
      expect(Buffer.from((await small.tile(address))!)).toEqual(Buffer.from((await plain.tile(address))!));
      expect(await small.indexSize()).toBeLessThanOrEqual(2 * 150);
      expect(smallOverlay.layers(address)).toEqual(plainOverlay.layers(address));
      expect(smallOverlay.indexSize()).toBeLessThanOrEqual(4 * 60);
    }
    expect(await plain.indexSize()).toBeGreaterThan(2 * 150 * 3);
    expect(plainOverlay.indexSize()).toBeGreaterThan(4 * 60 * 2);
  });
});
