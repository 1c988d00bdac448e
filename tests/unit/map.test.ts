import { describe, expect, it } from 'vitest';
import { coordinatesText, googleDirectionsUrl, googleMapsUrl } from '../../src/lib/map-links.ts';
import { isFastLink } from '../../src/lib/map-loading.ts';
import { featureStyle, GeomType, labelStyle, labelText, LAYER_ORDER } from '../../src/components/map/map-style.ts';
import {
  DEFAULT_TILE_SOURCE,
  metresPerPixel,
  parseAttribution,
  parseTileJson,
  pointInRings,
  sourceTile,
  tileCoordinates,
  tileIntersects,
  tileUrl,
} from '../../src/components/map/tile-math.ts';

const ORIGIN = 'https://basera.pk';

describe('links to the phone’s maps app', () => {
  it('carry the public point with five decimals', () => {
    const point = { lat: 31.4697123, lng: 74.4112987 };
    expect(coordinatesText(point)).toBe('31.46971,74.41130');
    expect(googleMapsUrl(point)).toBe('https://www.google.com/maps/search/?api=1&query=31.46971,74.41130');
    expect(googleDirectionsUrl(point)).toBe('https://www.google.com/maps/dir/?api=1&destination=31.46971,74.41130');
  });

  it('make no link of a point that is not one', () => {
    expect(googleMapsUrl({ lat: Number.NaN, lng: 74 })).toBeNull();
    expect(googleDirectionsUrl({ lat: 31, lng: Number.POSITIVE_INFINITY })).toBeNull();
    expect(coordinatesText({ lat: 91, lng: 0 })).toBeNull();
    expect(coordinatesText({ lat: 0, lng: -181 })).toBeNull();
  });
});

describe('loading the map before it is asked for', () => {
  it('only on a link the browser calls 4G, without Data Saver', () => {
    expect(isFastLink({ effectiveType: '4g' })).toBe(true);
    expect(isFastLink({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(isFastLink({ effectiveType: '3g' })).toBe(false);
    expect(isFastLink({ effectiveType: '2g' })).toBe(false);
    // A browser that says nothing about its link: the visitor taps.
    expect(isFastLink(undefined)).toBe(false);
    expect(isFastLink({})).toBe(false);
  });
});

describe('tile arithmetic', () => {
  it('finds the tile of a point (Lahore at zoom 10 and 14)', () => {
    // Worked by hand: x = (74.3587 + 180) / 360 × 1024 = 723.5; y = (1 − ln(tan φ + sec φ) / π) / 2 × 1024 = 417.4.
    const z10 = tileCoordinates(31.5204, 74.3587, 10);
    expect([Math.floor(z10.x), Math.floor(z10.y)]).toEqual([723, 417]);
    const z14 = tileCoordinates(31.5204, 74.3587, 14);
    expect(Math.floor(z14.x) >> 4).toBe(723);
    expect(Math.floor(z14.y) >> 4).toBe(417);
    expect(tileCoordinates(0, 0, 1)).toEqual({ x: 1, y: 1 });
  });

  it('draws a tile past the archive’s deepest zoom from its ancestor, scaled and shifted', () => {
    expect(sourceTile({ z: 12, x: 5, y: 7 }, 14)).toEqual({ source: { z: 12, x: 5, y: 7 }, scale: 1, offsetX: 0, offsetY: 0 });
    expect(sourceTile({ z: 16, x: 11587, y: 6730 }, 14)).toEqual({ source: { z: 14, x: 2896, y: 1682 }, scale: 4, offsetX: 3, offsetY: 2 });
  });

  it('asks for no tile outside the archive’s bounds', () => {
    const pakistan = { south: 23.5, west: 60.8, north: 37.2, east: 77.9 };
    const lahore = tileCoordinates(31.52, 74.36, 8);
    expect(tileIntersects({ z: 8, x: Math.floor(lahore.x), y: Math.floor(lahore.y) }, pakistan)).toBe(true);
    const london = tileCoordinates(51.5, -0.12, 8);
    expect(tileIntersects({ z: 8, x: Math.floor(london.x), y: Math.floor(london.y) }, pakistan)).toBe(false);
    expect(tileIntersects({ z: 0, x: 0, y: 0 }, pakistan)).toBe(true);
    expect(tileIntersects({ z: 3, x: 0, y: 0 }, undefined)).toBe(true);
  });

  it('fills a tile address', () => {
    expect(tileUrl('/tiles/{z}/{x}/{y}', { z: 3, x: 5, y: 2 })).toBe('/tiles/3/5/2');
  });

  it('tests points against rings, holes included', () => {
    const outer = [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }];
    const hole = [{ x: 4, y: 4 }, { x: 6, y: 4 }, { x: 6, y: 6 }, { x: 4, y: 6 }];
    expect(pointInRings([outer], 5, 5)).toBe(true);
    expect(pointInRings([outer, hole], 5, 5)).toBe(false);
    expect(pointInRings([outer, hole], 2, 2)).toBe(true);
    expect(pointInRings([outer], 11, 5)).toBe(false);
  });

  it('knows how many metres a pixel covers (150 m is about 37 px at zoom 15 in Lahore)', () => {
    expect(150 / metresPerPixel(31.52, 15)).toBeGreaterThan(35);
    expect(150 / metresPerPixel(31.52, 15)).toBeLessThan(40);
  });
});

describe('the TileJSON', () => {
  const good = {
    tilejson: '3.0.0',
    tiles: ['/tiles/{z}/{x}/{y}'],
    minzoom: 0,
    maxzoom: 12,
    bounds: [60.8, 23.5, 77.9, 37.2],
    attribution: '<a href="https://www.openstreetmap.org/copyright" target="_blank">&copy; OpenStreetMap contributors</a>',
  };

  it('is read as given when it is sound', () => {
    expect(parseTileJson(good, ORIGIN)).toEqual({
      template: '/tiles/{z}/{x}/{y}',
      minZoom: 0,
      maxZoom: 12,
      bounds: { south: 23.5, west: 60.8, north: 37.2, east: 77.9 },
      attribution: [{ text: '© OpenStreetMap contributors', href: 'https://www.openstreetmap.org/copyright' }],
    });
    expect(parseTileJson({ ...good, tiles: [`${ORIGIN}/tiles/{z}/{x}/{y}?v=2`] }, ORIGIN).template).toBe('/tiles/{z}/{x}/{y}?v=2');
  });

  it('never sends the map to another host', () => {
    expect(parseTileJson({ ...good, tiles: ['https://tiles.example.com/{z}/{x}/{y}.pbf'] }, ORIGIN).template).toBe(DEFAULT_TILE_SOURCE.template);
    expect(parseTileJson({ ...good, tiles: ['//evil.example/{z}/{x}/{y}'] }, ORIGIN).template).toBe(DEFAULT_TILE_SOURCE.template);
    expect(parseTileJson({ ...good, tiles: ['/tiles/no-placeholders'] }, ORIGIN).template).toBe(DEFAULT_TILE_SOURCE.template);
  });

  it('falls back on odd zooms and bounds, and on no JSON at all', () => {
    const odd = parseTileJson({ ...good, minzoom: -1, maxzoom: 99, bounds: [77.9, 23.5, 60.8, 37.2] }, ORIGIN);
    expect(odd.minZoom).toBe(0);
    expect(odd.maxZoom).toBe(DEFAULT_TILE_SOURCE.maxZoom);
    expect(odd.bounds).toBeUndefined();
    expect(parseTileJson(null, ORIGIN)).toBe(DEFAULT_TILE_SOURCE);
    expect(parseTileJson('nonsense', ORIGIN)).toBe(DEFAULT_TILE_SOURCE);
  });
});

describe('the attribution line', () => {
  it('keeps text and https links, drops every other tag', () => {
    expect(parseAttribution('© OpenStreetMap contributors')).toEqual([{ text: '© OpenStreetMap contributors' }]);
    expect(parseAttribution('<a href="https://protomaps.com">Protomaps</a> <a href="https://openstreetmap.org/copyright">© OpenStreetMap</a>')).toEqual([
      { text: 'Protomaps', href: 'https://protomaps.com' },
      { text: ' ' },
      { text: '© OpenStreetMap', href: 'https://openstreetmap.org/copyright' },
    ]);
    expect(parseAttribution('<a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>Natural Earth')).toEqual([{ text: 'x' }, { text: 'Natural Earth' }]);
    expect(parseAttribution('')).toEqual([]);
  });
});

describe('map styles', () => {
  it('draws both the embedded layers and the Protomaps ones, and nothing unknown', () => {
    for (const layer of ['earth', 'water', 'landuse', 'roads', 'buildings', 'boundaries', 'cities', 'locations']) expect(LAYER_ORDER).toContain(layer);
    expect(featureStyle('earth', GeomType.polygon, { kind: 'earth' }, 8)?.fill).toBeDefined();
    expect(featureStyle('water', GeomType.polygon, { kind: 'ocean' }, 8)?.fill).toBeDefined();
    expect(featureStyle('boundaries', GeomType.line, { kind: 'country' }, 5)?.stroke).toBeDefined();
    expect(featureStyle('roads', GeomType.line, { kind: 'highway' }, 10)?.casing).toBeDefined();
    expect(featureStyle('landuse', GeomType.polygon, { kind: 'park' }, 14)?.fill).toBeDefined();
    expect(featureStyle('pois', GeomType.point, { kind: 'cafe' }, 16)).toBeNull();
    expect(featureStyle('earth', GeomType.line, {}, 8)).toBeNull();
  });

  it('shows detail only when zoomed in far enough', () => {
    expect(featureStyle('roads', GeomType.line, { kind: 'minor_road' }, 10)).toBeNull();
    expect(featureStyle('roads', GeomType.line, { kind: 'minor_road' }, 15)).not.toBeNull();
    expect(featureStyle('buildings', GeomType.polygon, {}, 12)).toBeNull();
    expect(featureStyle('buildings', GeomType.polygon, {}, 16)).not.toBeNull();
    // Protomaps' own minimum zoom wins.
    expect(featureStyle('roads', GeomType.line, { kind: 'highway', min_zoom: 9 }, 6)).toBeNull();
    expect(featureStyle('locations', GeomType.polygon, { id: 101 }, 9)).toBeNull();
  });

  it('points out the highlighted location whatever the zoom, more strongly than the others', () => {
    const plain = featureStyle('locations', GeomType.polygon, { id: 101 }, 14);
    const highlighted = featureStyle('locations', GeomType.polygon, { id: 101 }, 9, true);
    expect(highlighted?.fill).toBeDefined();
    expect(plain?.fill).toBeUndefined();
    expect(highlighted?.width).toBeGreaterThan(plain?.width ?? 0);
    expect(highlighted?.order).toBeGreaterThan(plain?.order ?? 0);
  });

  it('writes cities before their areas, and areas only close up', () => {
    const city = labelStyle('places', { kind: 'city', name: 'Lahore' }, 8);
    expect(city).not.toBeNull();
    expect(labelStyle('places', { kind: 'locality', name: 'Gulberg' }, 8)).toBeNull();
    const area = labelStyle('places', { kind: 'locality', name: 'Gulberg' }, 13);
    expect(area).not.toBeNull();
    expect(city?.priority).toBeGreaterThan(area?.priority ?? 0);
    // A large Protomaps town is written like a city.
    expect(labelStyle('places', { kind: 'locality', population_rank: 12 }, 8)).not.toBeNull();
    expect(labelStyle('roads', { kind: 'highway', name: 'M-2' }, 12)).toBeNull();
  });

  it('names a place in the page’s language where the tile has it', () => {
    expect(labelText({ name: 'Lahore', 'name:ur': 'لاہور' }, 'ur')).toBe('لاہور');
    expect(labelText({ name: 'Lahore', 'name:ur': 'لاہور' }, 'en')).toBe('Lahore');
    expect(labelText({ name: 'لاہور', 'name:en': 'Lahore' }, 'en')).toBe('Lahore');
    expect(labelText({ name: 'Gulberg' }, 'ur')).toBe('Gulberg');
    expect(labelText({ name: '  ' }, 'en')).toBeNull();
  });
});
