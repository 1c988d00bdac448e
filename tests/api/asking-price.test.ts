import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './support/server.ts';
import { bearer, registeredUser } from './support/accounts.ts';
import { insertListing, type ListingSeed } from './support/listings.ts';
import type { PropertyDetails } from '../../src/contract/types.ts';

/**
 * The asking-price comparison in the details answer, through HTTP, on PGlite and
 * (scripts/test-api-pg.mjs) PostgreSQL. Each test takes a location no listing of the template uses,
 * so the groups hold exactly what the test put there.
 */
let server: TestServer;
let free: Array<{ id: number; name: string }> = [];
beforeAll(async () => {
  server = await startTestServer();
  free = await server.database.rows<{ id: number; name: string }>(sql`SELECT l.id, l.name FROM locations l
    WHERE NOT EXISTS (SELECT 1 FROM properties p WHERE p.location_id = l.id) AND l.city_id = 1 ORDER BY l.id`);
});
afterAll(async () => { await server?.close(); });

const place = () => {
  const next = free.shift();
  if (!next) throw new Error('no free location left');
  return next;
};
const detail = (url: string) => server.json<PropertyDetails>(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${url}`);
/** Listing inserts go around the API, so they announce themselves as an approval would. */
const changed = () => server.deps.cacheBus.publish('listings');

const LAKH = 100_000;
const CRORE = 10_000_000;
/** A For Sale house of 10 Marla unless told otherwise. */
async function many(n: number, s: ListingSeed) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(await insertListing(server.database, { purposeId: 1, typeId: 1, area: 10, areaUnitId: 1, ...s }));
  return out;
}

describe('asking-price comparison', () => {
  it('is shown with 10 comparable listings, the listing itself one of them, per Marla for a house', async () => {
    const loc = place();
    await many(9, { locationId: loc.id, price: 2 * CRORE }); // 20 Lakh per Marla each
    const own = await insertListing(server.database, { purposeId: 1, typeId: 1, area: 10, areaUnitId: 1, locationId: loc.id, price: 176 * LAKH });
    changed();
    const res = await detail(own.url);
    expect(res.status).toBe(200);
    expect(res.body.Data.AskingComparison).toEqual({
      Unit: 'Marla', PricePerUnit: 1_760_000, MedianPerUnit: 20 * LAKH, Listings: 10, Location: loc.name,
    });
  });

  it('says nothing of a figure ten times off the median, or under a rupee', async () => {
    const loc = place();
    await many(10, { locationId: loc.id, price: 2 * CRORE });
    const nearlyFree = await insertListing(server.database, { purposeId: 1, typeId: 1, area: 10, areaUnitId: 1, locationId: loc.id, price: 1 });
    const extraZeros = await insertListing(server.database, { purposeId: 1, typeId: 1, area: 10, areaUnitId: 1, locationId: loc.id, price: 2000 * CRORE });
    const tenfold = await insertListing(server.database, { purposeId: 1, typeId: 1, area: 10, areaUnitId: 1, locationId: loc.id, price: 20 * CRORE });
    changed();
    expect((await detail(nearlyFree.url)).body.Data.AskingComparison).toBeUndefined();
    expect((await detail(extraZeros.url)).body.Data.AskingComparison).toBeUndefined();
    // Exactly ten times is still compared.
    expect((await detail(tenfold.url)).body.Data.AskingComparison).toMatchObject({ PricePerUnit: 200 * LAKH, MedianPerUnit: 20 * LAKH });
  });

  it('takes the median between the two middle prices of an even group', async () => {
    const loc = place();
    const made = [];
    // 10 to 19 Lakh per Marla: the median is 14.5 Lakh.
    for (let i = 0; i < 10; i++) made.push(await insertListing(server.database, { purposeId: 1, typeId: 1, area: 5, areaUnitId: 1, locationId: loc.id, price: (10 + i) * 5 * LAKH }));
    changed();
    const c = (await detail(made[9]!.url)).body.Data.AskingComparison;
    expect(c).toMatchObject({ Unit: 'Marla', PricePerUnit: 19 * LAKH, MedianPerUnit: 14.5 * LAKH, Listings: 10 });
  });

  it('is absent at 9, and only Active listings of the same purpose, type and location make it 10', async () => {
    const loc = place();
    const other = place();
    const [own] = await many(9, { locationId: loc.id, price: 2 * CRORE });
    changed();
    expect((await detail(own!.url)).body.Data).not.toHaveProperty('AskingComparison');

    // None of these count: another status, removed, another purpose, another type, another location.
    for (const status of ['Pending', 'Rejected', 'Sold'] as const) await insertListing(server.database, { status, purposeId: 1, typeId: 1, locationId: loc.id });
    await insertListing(server.database, { deleted: true, purposeId: 1, typeId: 1, locationId: loc.id });
    await insertListing(server.database, { purposeId: 2, typeId: 1, locationId: loc.id, price: 80_000 });
    await insertListing(server.database, { purposeId: 1, typeId: 7, locationId: loc.id, bedRoomId: null, bathRoomId: null });
    await insertListing(server.database, { purposeId: 1, typeId: 1, locationId: other.id });
    await server.database.rows(sql`UPDATE properties SET status = 'UnderReview' WHERE id = (
      SELECT id FROM properties WHERE location_id = ${loc.id} AND status = 'Pending' LIMIT 1)`);
    // A listing with no area has no price per Marla to count.
    await insertListing(server.database, { purposeId: 1, typeId: 1, locationId: loc.id, area: 0 });
    changed();
    expect((await detail(own!.url)).body.Data).not.toHaveProperty('AskingComparison');

    await insertListing(server.database, { purposeId: 1, typeId: 1, locationId: loc.id, area: 10, price: 2 * CRORE });
    changed();
    expect((await detail(own!.url)).body.Data.AskingComparison).toMatchObject({ Listings: 10, MedianPerUnit: 20 * LAKH, PricePerUnit: 20 * LAKH });
  });

  it('compares a 1-Kanal listing with 20-Marla ones, and square feet too, by area in one unit', async () => {
    const loc = place();
    await many(8, { locationId: loc.id, area: 20, areaUnitId: 1, price: 4 * CRORE }); // 20 Lakh per Marla
    await insertListing(server.database, { purposeId: 1, typeId: 1, locationId: loc.id, area: 4_500, areaUnitId: 3, price: 4 * CRORE }); // 4,500 sq ft = 20 Marla
    const kanal = await insertListing(server.database, { purposeId: 1, typeId: 1, locationId: loc.id, area: 1, areaUnitId: 2, price: 36 * CRORE / 10 });
    changed();
    const c = (await detail(kanal.url)).body.Data;
    expect(c.AreaUnit).toBe('Kanal');
    // 3.6 Crore for 20 Marla is 18 Lakh a Marla, 10 % below the others' 20 Lakh.
    expect(c.AskingComparison).toEqual({ Unit: 'Marla', PricePerUnit: 18 * LAKH, MedianPerUnit: 20 * LAKH, Listings: 10, Location: loc.name });
  });

  it('prices a flat for rent per square foot, a month', async () => {
    const loc = place();
    const flats = [];
    // 1,000 sq ft at PKR 40 to 58 a square foot a month, and one in square yards (111.11 sq yd = 1,000 sq ft).
    for (let i = 0; i < 9; i++) flats.push(await insertListing(server.database, { purposeId: 2, typeId: 2, locationId: loc.id, area: 1_000, areaUnitId: 3, price: 40_000 + i * 2_000 }));
    flats.push(await insertListing(server.database, { purposeId: 2, typeId: 2, locationId: loc.id, area: 100, areaUnitId: 4, price: 45_000 })); // 900 sq ft: PKR 50 a sq ft
    changed();
    const c = (await detail(flats[0]!.url)).body.Data.AskingComparison;
    // Per sq ft: 40, 42, …, 56, 58 and 50: the middle two are 48 and 50.
    expect(c).toEqual({ Unit: 'Square Feet', PricePerUnit: 40, MedianPerUnit: 49, Listings: 10, Location: loc.name });
  });

  it('has no comparison without a location, and never falls back to the city', async () => {
    const listings = await many(11, { locationId: null, price: 2 * CRORE });
    changed();
    const d = (await detail(listings[0]!.url)).body.Data;
    expect(d.Location).toBe('');
    expect(d).not.toHaveProperty('AskingComparison');
  });

  it('follows a change made through the API: a sale takes a listing out of its group at once', async () => {
    const owner = await registeredUser(server, 'asking');
    const [u] = await server.database.rows<{ id: number }>(sql`SELECT id FROM users WHERE user_name = ${owner.person.UserName}`);
    const loc = place();
    const [own] = await many(9, { locationId: loc.id, price: 2 * CRORE });
    const sold = await insertListing(server.database, { purposeId: 1, typeId: 1, area: 10, areaUnitId: 1, locationId: loc.id, price: 2 * CRORE, userId: Number(u!.id) });
    changed();
    expect((await detail(own!.url)).body.Data.AskingComparison?.Listings).toBe(10);
    // Kept per group now; the sale clears it like the search cache (no changed() here).
    expect((await detail(own!.url)).body.Data.AskingComparison?.Listings).toBe(10);
    expect((await server.json(`/api/Property/MarkSoldProperty?Id=${sold.id}`, bearer(owner.token))).status).toBe(200);
    expect((await detail(own!.url)).body.Data).not.toHaveProperty('AskingComparison');
  });

  it('answers case-insensitively, and a bad or unknown address with the envelope (400, 404)', async () => {
    const loc = place();
    const [own] = await many(10, { locationId: loc.id, price: 2 * CRORE });
    changed();
    const folded = await server.json<PropertyDetails>(`/api/property/getpropertydetailsbyurl?PROPERTYURL=${own!.url}`);
    expect(folded.status).toBe(200);
    expect(folded.body.Data.AskingComparison?.Listings).toBe(10);

    const bad = await server.json(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${encodeURIComponent('no such/../place')}`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ IsSuccess: false, Data: { Field: 'propertyUrl' } });
    expect(bad.body.Message).toMatch(/property address/);

    const missing = await server.json('/api/Property/GetPropertyDetailsByUrl?propertyUrl=no-such-listing-999999999');
    expect(missing.status).toBe(404);
    expect(missing.body.IsSuccess).toBe(false);
    expect(missing.body.Message).toMatch(/not available/);
  });
});
