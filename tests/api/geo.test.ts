import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './support/server.ts';
import { seedReferenceData } from '../../server/seed/reference.ts';
import { DEMO_SCHEMES } from '../../server/seed/demo-schemes.ts';
import { CITY_CENTRES, LOCATION_CENTRES } from '../../server/geo/places.ts';
import { cityOutline, distanceMetres, locationOutline, pointInPolygon } from '../../server/geo/outlines.ts';
import { backfillMapPoints, mapKey, publicPoint } from '../../server/geo/public-point.ts';
import { PIN_OFFSET_METRES } from '../../src/contract/geo.ts';
import { CITIES, LOCATIONS } from '../../server/seed/reference-data.ts';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

interface PlaceRow { id: number; lat: number | null; lng: number | null; outline: unknown }

describe('places in the database', () => {
  it('gives every city and location its centre and outline', async () => {
    const cities = await server.database.rows<PlaceRow>(sql`SELECT id, lat, lng, outline FROM cities ORDER BY id`);
    expect(cities.map((c) => c.id)).toEqual(CITIES.map((c) => c.id).sort((a, b) => a - b));
    for (const c of cities) {
      expect({ lat: c.lat, lng: c.lng }).toEqual(CITY_CENTRES[c.id]);
      expect(c.outline).toEqual(cityOutline(c.id));
    }
    // The invented demo schemes (server/seed/demo-schemes.ts) are not places of the reference data.
    const demo = DEMO_SCHEMES.map((s) => s.locationId);
    const locations = (await server.database.rows<PlaceRow>(sql`SELECT id, lat, lng, outline FROM locations ORDER BY id`))
      .filter((l) => !demo.includes(l.id));
    expect(locations).toHaveLength(LOCATIONS.length);
    for (const l of locations) {
      expect({ lat: l.lat, lng: l.lng }).toEqual(LOCATION_CENTRES[l.id]);
      expect(l.outline).toEqual(locationOutline(l.id));
    }
  });

  it('fills them in again on an existing database whose rows lack them', async () => {
    await server.database.exec('UPDATE locations SET lat = NULL, lng = NULL, outline = NULL WHERE id IN (101, 312); UPDATE cities SET outline = NULL WHERE id = 3');
    await seedReferenceData(server.database);
    const [loc] = await server.database.rows<PlaceRow>(sql`SELECT id, lat, lng, outline FROM locations WHERE id = 312`);
    expect(loc?.lat).toBe(LOCATION_CENTRES[312]?.lat);
    expect(loc?.outline).toEqual(locationOutline(312));
    const [city] = await server.database.rows<PlaceRow>(sql`SELECT id, lat, lng, outline FROM cities WHERE id = 3`);
    expect(city?.outline).toEqual(cityOutline(3));
  });

  it('keeps one map-offset key for every instance', async () => {
    const rows = await server.database.rows<{ value: string }>(sql`SELECT value FROM server_secrets WHERE name = 'map-pin-offset'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.value).toMatch(/^[0-9a-f]{64}$/);
  });
});

interface PinRow {
  id: number; city_id: number; location_id: number | null;
  pin_lat: number | null; pin_lng: number | null; pin_exact_public: boolean;
  map_lat: number | null; map_lng: number | null; map_precision: number | null;
}

const readPins = () => server.database.rows<PinRow>(sql`SELECT id, city_id, location_id, pin_lat, pin_lng, pin_exact_public,
  map_lat, map_lng, map_precision FROM properties ORDER BY id`);

describe('public points', () => {
  it('places the demo listings inside their locations: most approximate, some exact, a few without a pin', async () => {
    const rows = await readPins();
    expect(rows.length).toBeGreaterThanOrEqual(40);
    const kinds = { 0: 0, 1: 0, 2: 0 } as Record<number, number>;
    for (const r of rows) {
      expect(r.map_lat, `listing ${r.id}`).not.toBeNull();
      kinds[r.map_precision!]! += 1;
      if (r.pin_lat !== null) {
        expect(pointInPolygon(locationOutline(r.location_id!), r.pin_lng!, r.pin_lat)).toBe(true);
        expect(r.map_precision).toBe(r.pin_exact_public ? 2 : 1);
        const d = distanceMetres({ lat: r.pin_lat, lng: r.pin_lng! }, { lat: r.map_lat!, lng: r.map_lng! });
        if (r.pin_exact_public) expect(d).toBe(0);
        else expect(d).toBeLessThanOrEqual(PIN_OFFSET_METRES + 0.5);
      } else {
        expect(r.map_precision).toBe(0);
        // An invented demo scheme has no outline: its listings are placed around their city's centre.
        const inDemoScheme = DEMO_SCHEMES.some((s) => s.locationId === r.location_id);
        expect(pointInPolygon(inDemoScheme ? cityOutline(r.city_id) : locationOutline(r.location_id!), r.map_lng!, r.map_lat!)).toBe(true);
      }
    }
    expect(kinds[1]).toBeGreaterThan(kinds[2]! + kinds[0]!);
    expect(kinds[2]).toBeGreaterThan(0);
    expect(kinds[0]).toBeGreaterThan(0);
  });

  it('fills rows without a public point in SQL exactly as the server computes it', async () => {
    const seeded = await readPins();
    // Rows from before migration 0026: some with a pin given since, some in a city without a location.
    await server.database.exec(`UPDATE properties SET map_lat = NULL, map_lng = NULL, map_precision = NULL;
      UPDATE properties SET location_id = NULL WHERE id = (SELECT min(id) FROM properties WHERE pin_lat IS NULL)`);
    expect(await backfillMapPoints(server.database)).toBe(seeded.length);
    const key = await mapKey(server.database);
    const rows = await readPins();
    for (const r of rows) {
      const expected = publicPoint(key, {
        id: r.id, cityId: r.city_id, locationId: r.location_id,
        pin: r.pin_lat === null ? null : { lat: r.pin_lat, lng: r.pin_lng! }, exactPublic: r.pin_exact_public,
      })!;
      expect(r.map_precision, `listing ${r.id}`).toBe(expected.precision);
      expect(Math.abs(r.map_lat! - expected.lat), `listing ${r.id}`).toBeLessThan(1e-9);
      expect(Math.abs(r.map_lng! - expected.lng), `listing ${r.id}`).toBeLessThan(1e-9);
    }
    // The seed wrote the same points the SQL now wrote (where the place did not change).
    const before = new Map(seeded.map((r) => [r.id, r]));
    const same = rows.filter((r) => before.get(r.id)?.location_id === r.location_id);
    for (const r of same) expect(Math.abs(before.get(r.id)!.map_lat! - r.map_lat!)).toBeLessThan(1e-9);
    // Nothing left to do: the next start does no work.
    expect(await backfillMapPoints(server.database)).toBe(0);
  });
});
