import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { insertListing } from './support/listings.ts';
import { mapCell } from '../../server/geo/map-cells.ts';
import { bearer, registeredUser } from './support/accounts.ts';
import { linkIn, mailsTo } from '../support/mail.ts';
import type { MapSearchResult, SavedSearchItem, SearchResult } from '../../src/contract/types.ts';

let server: TestServer;

/**
 * Listings placed by hand in an empty stretch of Balochistan (no demo listing is near), each with a
 * price no other listing has, so every search below sees exactly these.
 */
const HERE = { lat: 27, lng: 64 };
const PLACES = {
  a: { lat: 27, lng: 64, purposeId: 1 },
  b: { lat: 27.01, lng: 64, purposeId: 2 }, // 1.1 km north
  c: { lat: 27, lng: 64.03, purposeId: 1 }, // 3.0 km east
  d: { lat: 27.05, lng: 64.05, purposeId: 1 }, // 7.4 km north-east
  e: { lat: 27.5, lng: 64.5, purposeId: 1 }, // 73 km away
} as const;
type Name = keyof typeof PLACES;
const ids = {} as Record<Name, number>;
const nameOf = new Map<number, Name>();
const PRICE = 987_650_000 + (process.pid % 1000);

beforeAll(async () => {
  server = await startTestServer();
  for (const [name, p] of Object.entries(PLACES) as Array<[Name, (typeof PLACES)[Name]]>) {
    const listing = await insertListing(server.database, { title: `Map search listing ${name}`, price: PRICE, purposeId: p.purposeId, cityId: 8 });
    await server.database.rows(sql`UPDATE properties SET map_lat = ${p.lat}, map_lng = ${p.lng}, map_precision = 1 WHERE id = ${listing.id}`);
    ids[name] = listing.id;
    nameOf.set(listing.id, name);
  }
});
afterAll(async () => { await server?.close(); });

async function list(body: Record<string, unknown>) {
  const res = await server.json<SearchResult>('/api/Property/SearchProperty', jsonPost({ MinPrice: PRICE, MaxPrice: PRICE, ...body }));
  expect(res.status, res.body.Message).toBe(200);
  return res.body.Data;
}
const names = (r: SearchResult) => r.Items.map((i) => nameOf.get(i.PropertyId));

async function clusters(body: Record<string, unknown>) {
  const res = await server.json<MapSearchResult>('/api/Property/MapSearch', jsonPost({ MinPrice: PRICE, MaxPrice: PRICE, ...body }));
  expect(res.status, res.body.Message).toBe(200);
  return res.body.Data;
}

describe('map cells in the database', () => {
  it('computes the same cell as the server code', async () => {
    const [row] = await server.database.rows<{ map_cell: number }>(sql`SELECT map_cell FROM properties WHERE id = ${ids.c}`);
    expect(Number(row?.map_cell)).toBe(mapCell(PLACES.c.lat, PLACES.c.lng));
  });
});

describe('near a point', () => {
  it('finds what lies within the radius, nearest first, with each distance', async () => {
    const near2 = await list({ Near: `${HERE.lat},${HERE.lng},2` });
    expect(names(near2)).toEqual(['a', 'b']);
    expect(near2.Items[1]!.DistanceKm).toBeCloseTo(1.11, 1);
    const near4 = await list({ Near: `${HERE.lat},${HERE.lng},4` });
    expect(names(near4)).toEqual(['a', 'b', 'c']);
    expect(near4.TotalCount).toBe(3);
    // Page by page, each read from the smallest circle that holds it.
    for (const [page, name] of [[1, 'a'], [2, 'b'], [3, 'c']] as const) {
      const one = await list({ Near: `${HERE.lat},${HERE.lng},4`, PageSize: 1, PageNumber: page });
      expect(names(one)).toEqual([name]);
      expect(one.TotalCount).toBe(3);
    }
    // Another order when asked, and filters still apply.
    expect(names(await list({ Near: `${HERE.lat},${HERE.lng},4`, SortBy: 'newest' })).sort()).toEqual(['a', 'b', 'c']);
    expect(names(await list({ Near: `${HERE.lat},${HERE.lng},4`, Purpose: 2 }))).toEqual(['b']);
  });

  it('measures from the public point, never the exact one', async () => {
    await server.database.rows(sql`UPDATE properties SET pin_lat = 27.3, pin_lng = 64.3 WHERE id = ${ids.d}`);
    expect(names(await list({ Near: '27.3,64.3,1' }))).toEqual([]);
    expect(names(await list({ Near: '27.05,64.05,0.5' }))).toEqual(['d']);
  });
});

describe('a viewport and a drawn area', () => {
  it('finds what lies in the box', async () => {
    expect(names(await list({ Bounds: '26.99,63.99,27.02,64.04' })).sort()).toEqual(['a', 'b', 'c']);
  });

  it('finds what lies in a drawn shape, not merely in its box', async () => {
    // A thin triangle from a to d: b (north of a) and c (east of a) are in its box but outside it.
    const area = '26.995,63.995;27.055,64.055;27.0,64.01';
    expect(names(await list({ Area: area })).sort()).toEqual(['a', 'd']);
  });

  it('ranks words inside the box as it does anywhere, verified listings first', async () => {
    await server.database.rows(sql`UPDATE properties SET verified = true WHERE id = ${ids.c}`);
    try {
      // "kothri" names nothing: it ranks instead of filtering, which orders the page by relevance tiers.
      const found = await list({ Bounds: '26.99,63.99,27.02,64.04', Keywords: 'kothri listing' });
      expect(names(found)[0]).toBe('c');
      expect(names(found).sort()).toEqual(['a', 'b', 'c']);
    } finally {
      await server.database.rows(sql`UPDATE properties SET verified = false WHERE id = ${ids.c}`);
    }
  });
});

describe('clusters', () => {
  it('counts the viewport in a few marks, and gives a lone listing its card', async () => {
    const far = await clusters({ Bounds: '26.5,63.5,27.9,64.9', Zoom: 7 });
    expect(far.TotalCount).toBe(5);
    expect(far.Clusters.length).toBeLessThan(5);
    expect(far.Clusters.reduce((n, c) => n + c.Count, 0)).toBe(5);

    const close = await clusters({ Bounds: '26.99,63.99,27.02,64.04', Zoom: 15 });
    expect(close.TotalCount).toBe(3);
    const lone = close.Clusters.find((c) => c.Listing?.PropertyId === ids.c);
    expect(lone?.Count).toBe(1);
    expect(lone?.Listing?.Title).toBe('Map search listing c');
    expect(lone?.Latitude).toBeCloseTo(27, 4);
  });

  it('keeps the filters and the drawn area', async () => {
    expect((await clusters({ Bounds: '26.5,63.5,27.9,64.9', Zoom: 9, Purpose: 2 })).TotalCount).toBe(1);
    expect((await clusters({ Bounds: '26.5,63.5,27.9,64.9', Zoom: 9, Area: '26.995,63.995;27.055,64.055;27.0,64.01' })).TotalCount).toBe(2);
  });

  it('answers a viewport outside Pakistan with nothing, and a whole-country view in coarse squares', async () => {
    const abroad = await clusters({ Bounds: '40,10,41,11', Zoom: 10 });
    expect(abroad).toMatchObject({ TotalCount: 0, Clusters: [] });
    const country = await clusters({ Bounds: '23.5,60.8,37.2,77.9', Zoom: 20 });
    expect(country.TotalCount).toBe(5);
    expect(country.SquareZoom).toBeLessThan(10);
  });
});

describe('a saved search on the map', () => {
  it('keeps its circle, and alerts for a new listing inside it, not for one outside', async () => {
    const { person, token } = await registeredUser(server, 'nearalert');
    const name = `Near the dunes ${process.pid}`;
    const saved = await server.json<SavedSearchItem>('/api/SavedSearches/Save', bearer(token, jsonPost({
      Name: name, Criteria: { Near: '27.2,64.2,2', MinPrice: PRICE, MaxPrice: PRICE }, Frequency: 'Instant',
    })));
    expect(saved.status, saved.body.Message).toBe(200);
    expect(saved.body.Data.Criteria.Near).toBe('27.2,64.2,2');
    const publish = async (lat: number, lng: number, title: string) => {
      const l = await insertListing(server.database, { title, price: PRICE, cityId: 8 });
      await server.database.rows(sql`UPDATE properties SET map_lat = ${lat}, map_lng = ${lng}, map_precision = 1 WHERE id = ${l.id}`);
      await server.deps.savedSearches.listingPublished(l.id);
    };
    await publish(27.25, 64.2, 'Outside the circle'); // 5.6 km north
    await publish(27.205, 64.2, 'Inside the circle');
    const alerts = () => mailsTo(server.config.dataDir, person.Email).filter((m) => m.subject.includes(name));
    await expect.poll(() => alerts().length).toBe(1);
    expect(alerts()[0]!.subject).toContain('Inside the circle');
    expect(linkIn(alerts()[0]!, '/properties?').searchParams.get('Near')).toBe('27.2,64.2,2');
  });
});

describe('bad map input', () => {
  const cases: Array<[string, string, Record<string, unknown>, RegExp]> = [
    ['a point abroad', 'SearchProperty', { Near: '51.5,-0.1,3' }, /Near must be a point in Pakistan/],
    ['an absurd radius', 'SearchProperty', { Near: '27,64,5000' }, /between/],
    ['a shape that crosses itself', 'SearchProperty', { Area: '27,64;27.1,64.1;27.1,64;27,64.1' }, /Area must not cross itself/],
    ['a shape with no ground inside', 'SearchProperty', { Area: '31.4,74.2;31.5,74.3;31.6,74.4' }, /Area must enclose at least/],
    ['a shape with thousands of corners', 'SearchProperty', { Area: Array.from({ length: 2000 }, (_, i) => `27.${i},64.1`).join(';') }, /Area is too long|at most/],
    ['words for a box', 'SearchProperty', { Bounds: 'lahore' }, /Bounds must be four numbers/],
    ['no viewport', 'MapSearch', { Zoom: 10 }, /Bounds is required/],
    ['an absurd zoom', 'MapSearch', { Bounds: '26.5,63.5,27.9,64.9', Zoom: 99 }, /Zoom must be at most/],
    ['a zoom in words', 'MapSearch', { Bounds: '26.5,63.5,27.9,64.9', Zoom: 'far' }, /Zoom must be a whole number/],
  ];
  for (const [what, path, body, message] of cases) {
    it(`says what is wrong with ${what}`, async () => {
      const res = await server.json(`/api/Property/${path}`, jsonPost(body));
      expect(res.status).toBe(400);
      expect(res.body.IsSuccess).toBe(false);
      expect(res.body.Message).toMatch(message);
    });
  }
});
