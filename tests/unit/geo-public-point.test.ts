import { describe, expect, it } from 'vitest';
import { offsetFor, pinDraw, publicPoint } from '../../server/geo/public-point.ts';
import { distanceMetres, locationOutline, pointInPolygon } from '../../server/geo/outlines.ts';
import { CITY_CENTRES, LOCATION_CENTRES } from '../../server/geo/places.ts';
import { LOCATIONS } from '../../server/seed/reference-data.ts';
import { insidePakistan, PIN_OFFSET_METRES } from '../../src/contract/geo.ts';

const KEY = 'a'.repeat(64);

describe('the public point offset', () => {
  it('is the same for a listing every time, and differs between listings and keys', () => {
    expect(offsetFor(KEY, 42)).toEqual(offsetFor(KEY, 42));
    expect(offsetFor(KEY, 42)).not.toEqual(offsetFor(KEY, 43));
    expect(offsetFor('b'.repeat(64), 42)).not.toEqual(offsetFor(KEY, 42));
  });

  it('stays within PIN_OFFSET_METRES and spreads over the whole circle', () => {
    const pin = { lat: 33.6490, lng: 72.9630 };
    let near = 0, far = 0;
    const quadrants = new Set<string>();
    for (let id = 1; id <= 2_000; id++) {
      const p = publicPoint(KEY, { id, cityId: 3, locationId: 312, pin, exactPublic: false })!;
      const d = distanceMetres(pin, p);
      expect(d).toBeLessThanOrEqual(PIN_OFFSET_METRES + 0.5);
      if (d < 50) near++;
      if (d > 100) far++;
      quadrants.add(`${Math.sign(p.lat - pin.lat)}${Math.sign(p.lng - pin.lng)}`);
    }
    // Even over the disc: a ninth of the area lies within 50 m, five ninths beyond 100 m.
    expect(near).toBeGreaterThan(150);
    expect(near).toBeLessThan(300);
    expect(far).toBeGreaterThan(1_000);
    expect(quadrants.size).toBe(4);
  });

  it('is drawn afresh for a new pin: an offset learnt from one point says nothing about the next', () => {
    const at = (pin: { lat: number; lng: number } | null) => publicPoint(KEY, { id: 7, cityId: 1, locationId: 109, pin, exactPublic: false })!;
    const offset = (pin: { lat: number; lng: number }, p: { lat: number; lng: number }) => [p.lat - pin.lat, p.lng - pin.lng];
    const first = { lat: 31.5160, lng: 74.3490 };
    const second = { lat: 31.5170, lng: 74.3490 };
    expect(at(first)).toEqual(at({ ...first }));
    const [dLat, dLng] = offset(first, at(first));
    const [eLat, eLng] = offset(second, at(second));
    expect(Math.hypot(eLat! - dLat!, eLng! - dLng!)).toBeGreaterThan(1e-5);
    // The area's point is a draw of its own too: what the area centre gives away is not a pin's offset.
    const area = at(null);
    const centre = LOCATION_CENTRES[109]!;
    expect(Math.hypot(area.lat - centre.lat - dLat!, area.lng - centre.lng - dLng!)).toBeGreaterThan(1e-5);
  });

  it('hashes a pin by its tenths of a microdegree, as PostgreSQL writes them', () => {
    expect(pinDraw({ lat: 31.51634, lng: 74.34991 })).toBe('315163400:743499100');
    expect(pinDraw({ lat: 24.8607, lng: 67.0011 })).toBe(`${Math.floor(24.8607 * 1e7)}:${Math.floor(67.0011 * 1e7)}`);
    expect(offsetFor(KEY, 7, pinDraw({ lat: 31.5, lng: 74.3 }))).not.toEqual(offsetFor(KEY, 7));
  });

  it('stays inside the bounds at the border', () => {
    for (let id = 1; id <= 300; id++) {
      for (const pin of [{ lat: 23.5, lng: 60.8 }, { lat: 37.2, lng: 77.9 }]) {
        const p = publicPoint(KEY, { id, cityId: 8, locationId: null, pin, exactPublic: false })!;
        expect(insidePakistan(p.lat, p.lng)).toBe(true);
      }
    }
  });

  it('is the pin itself when the owner shows it, marked exact', () => {
    const pin = { lat: 24.8110, lng: 67.0120 };
    expect(publicPoint(KEY, { id: 9, cityId: 2, locationId: 232, pin, exactPublic: true })).toEqual({ ...pin, precision: 2 });
    expect(publicPoint(KEY, { id: 9, cityId: 2, locationId: 232, pin, exactPublic: false })?.precision).toBe(1);
  });

  it('without a pin lies near the area centre, inside its outline', () => {
    for (const location of LOCATIONS) {
      for (let id = 1; id <= 40; id++) {
        const p = publicPoint(KEY, { id: id * 1_000 + location.id, cityId: location.cityId, locationId: location.id, pin: null, exactPublic: true })!;
        expect(p.precision).toBe(0);
        expect(distanceMetres(LOCATION_CENTRES[location.id]!, p)).toBeLessThanOrEqual(PIN_OFFSET_METRES + 0.5);
        expect(pointInPolygon(locationOutline(location.id), p.lng, p.lat), location.name).toBe(true);
      }
    }
    const city = publicPoint(KEY, { id: 5, cityId: 6, locationId: null, pin: null, exactPublic: false })!;
    expect(distanceMetres(CITY_CENTRES[6]!, city)).toBeLessThanOrEqual(PIN_OFFSET_METRES + 0.5);
  });
});
