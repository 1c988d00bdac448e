import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './support/server.ts';
import { seedReferenceData } from '../../server/seed/reference.ts';
import { CITY_CENTRES, LOCATION_CENTRES } from '../../server/geo/places.ts';
import { cityOutline, locationOutline } from '../../server/geo/outlines.ts';
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
    const locations = await server.database.rows<PlaceRow>(sql`SELECT id, lat, lng, outline FROM locations ORDER BY id`);
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
