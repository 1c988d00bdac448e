import { describe, expect, it, vi } from 'vitest';
import { CITIES, LOCATIONS } from '../../server/seed/reference-data.ts';
import { CITY_CENTRES, LOCATION_CENTRES } from '../../server/geo/places.ts';
import {
  cityOutline, distanceMetres, locationInnerRadiusMetres, locationOutline, pointInPolygon, randomPointIn,
} from '../../server/geo/outlines.ts';
import { insidePakistan, PIN_OFFSET_METRES, type GeoJsonPolygon } from '../../src/contract/geo.ts';
import { createRng } from '../../server/seed/random.ts';

/** A location may lie this far from its city's centre; DHA City sits out on the Super Highway, about 45 km from Saddar. */
const FAR_FROM_CITY_M = 40_000;
const FAR_EXCEPTIONS: Readonly<Record<number, number>> = { 233: 50_000 };

function segmentsCross(a: [number, number], b: [number, number], c: [number, number], d: [number, number]): boolean {
  const orient = (p: [number, number], q: [number, number], r: [number, number]) =>
    Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));
  return orient(a, b, c) !== orient(a, b, d) && orient(c, d, a) !== orient(c, d, b);
}

function ringsOverlap(p: GeoJsonPolygon, q: GeoJsonPolygon): boolean {
  const a = p.coordinates[0] ?? [];
  const b = q.coordinates[0] ?? [];
  for (let i = 0; i + 1 < a.length; i++) {
    for (let j = 0; j + 1 < b.length; j++) {
      if (segmentsCross(a[i]!, a[i + 1]!, b[j]!, b[j + 1]!)) return true;
    }
  }
  // No edges cross: one holds the other only if a vertex of one is inside the other.
  return pointInPolygon(q, a[0]![0], a[0]![1]) || pointInPolygon(p, b[0]![0], b[0]![1]);
}

describe('places', () => {
  it('has a centre inside Pakistan for every city and location of the reference data', () => {
    for (const city of CITIES) {
      const c = CITY_CENTRES[city.id];
      expect(c, city.name).toBeDefined();
      expect(insidePakistan(c!.lat, c!.lng), city.name).toBe(true);
    }
    for (const location of LOCATIONS) {
      const c = LOCATION_CENTRES[location.id];
      expect(c, `${location.name} (${location.id})`).toBeDefined();
      expect(insidePakistan(c!.lat, c!.lng), location.name).toBe(true);
    }
    expect(Object.keys(LOCATION_CENTRES).map(Number).sort((a, b) => a - b)).toEqual(LOCATIONS.map((l) => l.id).sort((a, b) => a - b));
  });

  it('puts every location near its city', () => {
    for (const location of LOCATIONS) {
      const d = distanceMetres(LOCATION_CENTRES[location.id]!, CITY_CENTRES[location.cityId]!);
      expect(d, `${location.name} (${location.id})`).toBeLessThan(FAR_EXCEPTIONS[location.id] ?? FAR_FROM_CITY_M);
    }
  });

  it('keeps room for the approximate circle inside every location', () => {
    for (const location of LOCATIONS) {
      expect(locationInnerRadiusMetres(location.id), location.name).toBeGreaterThan(PIN_OFFSET_METRES);
    }
  });
});

describe('outlines', () => {
  it('are closed GeoJSON polygons around their centres', () => {
    for (const location of LOCATIONS) {
      const outline = locationOutline(location.id);
      const ring = outline.coordinates[0]!;
      expect(outline.type).toBe('Polygon');
      expect(ring[0]).toEqual(ring[ring.length - 1]);
      const c = LOCATION_CENTRES[location.id]!;
      expect(pointInPolygon(outline, c.lng, c.lat), location.name).toBe(true);
    }
    for (const city of CITIES) {
      const c = CITY_CENTRES[city.id]!;
      expect(pointInPolygon(cityOutline(city.id), c.lng, c.lat), city.name).toBe(true);
    }
  });

  it('never overlap within a city, and each lies inside its city', () => {
    for (const city of CITIES) {
      const own = LOCATIONS.filter((l) => l.cityId === city.id);
      for (let i = 0; i < own.length; i++) {
        for (let j = i + 1; j < own.length; j++) {
          expect(ringsOverlap(locationOutline(own[i]!.id), locationOutline(own[j]!.id)), `${own[i]!.name} / ${own[j]!.name}`).toBe(false);
        }
        for (const [lng, lat] of locationOutline(own[i]!.id).coordinates[0]!) {
          expect(pointInPolygon(cityOutline(city.id), lng, lat), `${own[i]!.name} in ${city.name}`).toBe(true);
        }
      }
    }
  });

  it('sees overlap when there is some (the check above can fail)', () => {
    const a = locationOutline(301);
    const shifted: GeoJsonPolygon = { type: 'Polygon', coordinates: [a.coordinates[0]!.map(([x, y]) => [x + 0.002, y] as [number, number])] };
    expect(ringsOverlap(a, shifted)).toBe(true);
    expect(ringsOverlap(a, locationOutline(302))).toBe(false);
  });

  it('come out the same on every run', async () => {
    const before = JSON.stringify(LOCATIONS.map((l) => locationOutline(l.id)));
    // A fresh module has empty caches, so this draws every outline again from scratch.
    vi.resetModules();
    const fresh = await import('../../server/geo/outlines.ts');
    expect(fresh.locationOutline).not.toBe(locationOutline);
    expect(JSON.stringify(LOCATIONS.map((l) => fresh.locationOutline(l.id)))).toBe(before);
    expect(JSON.stringify(fresh.cityOutline(3))).toBe(JSON.stringify(cityOutline(3)));
  });

  it('gives each location a shape of its own', () => {
    const shape = (id: number) => {
      const c = LOCATION_CENTRES[id]!;
      const d = locationOutline(id).coordinates[0]!.slice(0, -1).map(([lng, lat]) => distanceMetres(c, { lat, lng }));
      const max = Math.max(...d);
      return d.map((x) => Math.round((x / max) * 100)).join(',');
    };
    expect(new Set(LOCATIONS.map((l) => shape(l.id))).size).toBe(LOCATIONS.length);
  });

  it('draws random points inside the polygon', () => {
    const rng = createRng(42);
    const outline = locationOutline(312);
    for (let i = 0; i < 500; i++) {
      const p = randomPointIn(outline, rng.next);
      expect(pointInPolygon(outline, p.lng, p.lat)).toBe(true);
    }
  });
});
