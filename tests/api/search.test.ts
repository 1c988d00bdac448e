import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { insertListing } from './support/listings.ts';
import type { PropertyDetails, SearchResult } from '../../src/contract/types.ts';

let server: TestServer;
// A word no demo listing uses, so each test sees only the listings it made.
const TAG = 'zafranite';

beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const search = (criteria: unknown) => server.json<SearchResult>('/api/Property/SearchProperty', jsonPost(criteria));
const titles = (r: { body: { Data: SearchResult } }) => r.body.Data.Items.map((i) => i.Title).sort();

describe('Property/SearchProperty', () => {
  it('with no criteria answers the newest active listings, a page of 10, and the total', async () => {
    const { status, body } = await search({});
    expect(status).toBe(200);
    expect(body.Data.Items).toHaveLength(10);
    expect(body.Data.PageSize).toBe(10);
    const [row] = await server.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM properties WHERE status = 'Active' AND deleted_at IS NULL`);
    expect(body.Data.TotalCount).toBe(row!.n);
    expect(body.Data.TotalCountCapped).toBe(false);
    const dates = body.Data.Items.map((i) => Date.parse(i.PublishDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const item = body.Data.Items[0]!;
    for (const key of ['Type', 'Purpose', 'Price', 'AreaUnit', 'ImageUrl', 'Images', 'Title', 'Description', 'Location', 'BedRooms', 'BathRooms', 'UserName', 'PublishDate', 'PropertyUrl'] as const) {
      expect(item, key).toHaveProperty(key);
    }
  });

  it('never answers listings that are pending, rejected, sold or deleted', async () => {
    const word = `${TAG}status`;
    await insertListing(server.database, { title: `Active ${word}` });
    for (const status of ['Pending', 'Rejected', 'Sold'] as const) await insertListing(server.database, { title: `${status} ${word}`, status });
    await insertListing(server.database, { title: `Deleted ${word}`, deleted: true });
    const r = await search({ Keywords: word });
    expect(titles(r)).toEqual([`Active ${word}`]);
  });

  it('filters by purpose, city, location, type, price, bedrooms and bathrooms, alone and combined', async () => {
    const w = `${TAG}filters`;
    const [loc1, loc2] = await server.database.rows<{ id: number }>(sql`SELECT id FROM locations WHERE city_id = 2 ORDER BY id LIMIT 2`);
    await insertListing(server.database, { title: `A ${w}`, purposeId: 1, cityId: 2, locationId: loc1!.id, typeId: 1, price: 30_000_000, bedRoomId: 4, bathRoomId: 3 });
    await insertListing(server.database, { title: `B ${w}`, purposeId: 2, cityId: 2, locationId: loc2!.id, typeId: 2, price: 80_000, bedRoomId: 2, bathRoomId: 1 });
    await insertListing(server.database, { title: `C ${w}`, purposeId: 1, cityId: 3, typeId: 7, price: 9_000_000, bedRoomId: null, bathRoomId: null });
    expect(titles(await search({ Keywords: `"${w}"`, Purpose: 1 }))).toEqual([`A ${w}`, `C ${w}`]);
    expect(titles(await search({ Keywords: `"${w}"`, Purpose: 2 }))).toEqual([`B ${w}`]);
    expect(titles(await search({ Keywords: `"${w}"`, City: 2 }))).toEqual([`A ${w}`, `B ${w}`]);
    expect(titles(await search({ Keywords: `"${w}"`, City: 2, Location: `${loc2!.id}` }))).toEqual([`B ${w}`]);
    expect(titles(await search({ Keywords: `"${w}"`, City: 2, Location: [loc1!.id, loc2!.id] }))).toEqual([`A ${w}`, `B ${w}`]);
    expect(titles(await search({ Keywords: `"${w}"`, PropertyType: 7 }))).toEqual([`C ${w}`]);
    expect(titles(await search({ Keywords: `"${w}"`, MinPrice: '1,000,000' }))).toEqual([`A ${w}`, `C ${w}`]);
    expect(titles(await search({ Keywords: `"${w}"`, MinPrice: 1_000_000, MaxPrice: 10_000_000 }))).toEqual([`C ${w}`]);
    expect(titles(await search({ Keywords: `"${w}"`, BedRooms: 4 }))).toEqual([`A ${w}`]);
    expect(titles(await search({ Keywords: `"${w}"`, BathRooms: 1 }))).toEqual([`B ${w}`]);
    expect(titles(await search({ Keywords: `"${w}"`, Purpose: 1, City: 2, PropertyType: 1, MaxPrice: 50_000_000, BedRooms: 4 }))).toEqual([`A ${w}`]);
    expect(titles(await search({ Keywords: `"${w}"`, Purpose: 0, City: 0, Location: '0' }))).toHaveLength(3);
  });

  it('compares areas in square feet whatever the unit: 1 Kanal matches 10 to 25 Marla', async () => {
    const w = `${TAG}area`;
    await insertListing(server.database, { title: `Kanal ${w}`, area: 1, areaUnitId: 2 });
    await insertListing(server.database, { title: `Sqft ${w}`, area: 1200, areaUnitId: 3 });
    expect(titles(await search({ Keywords: `"${w}"`, AreaUnit: 1, MinArea: 10, MaxArea: 25 }))).toEqual([`Kanal ${w}`]);
    expect(titles(await search({ Keywords: `"${w}"`, AreaUnit: 1, MinArea: 20, MaxArea: 20 }))).toEqual([`Kanal ${w}`]);
    expect(titles(await search({ Keywords: `"${w}"`, AreaUnit: 4, MaxArea: 200 }))).toEqual([`Sqft ${w}`]);
    expect(titles(await search({ Keywords: `"${w}"`, MinArea: '1,000', MaxArea: '5,000' }))).toEqual([`Kanal ${w}`, `Sqft ${w}`]);
  });

  it('matches keywords in any order and any inflection, over title, description, location and city', async () => {
    const w = `${TAG}words`;
    await insertListing(server.database, { title: `Corner house ${w}`, description: 'Near a lovely park with mango trees.' });
    expect(titles(await search({ Keywords: `"house corner ${w}"` }))).toEqual([`Corner house ${w}`]);
    expect(titles(await search({ Keywords: `${w} mango` }))).toEqual([`Corner house ${w}`]);
    expect(titles(await search({ Keywords: `"${w} houses corners"` }))).toEqual([`Corner house ${w}`]);
    const city = (await server.database.rows<{ name: string }>(sql`SELECT name FROM cities WHERE id = 1`))[0]!.name;
    expect(titles(await search({ Keywords: `"${w}" ${city.toLowerCase()}` }))).toEqual([`Corner house ${w}`]);
    expect((await search({ Keywords: `${w} submarine` })).body.Data.TotalCount).toBe(0);
    expect((await search({ Keywords: '!!! &&& |' })).status).toBe(200);
  });

  it('ranks title matches above description matches', async () => {
    const w = `${TAG}rank`;
    await insertListing(server.database, { title: 'Plain flat', description: `Mentions ${w} once.`, publishedAt: new Date() });
    await insertListing(server.database, { title: `${w} villa`, description: 'Nothing else.', publishedAt: new Date(Date.now() - 86_400_000 * 30) });
    const r = await search({ Keywords: w });
    expect(r.body.Data.Items.map((i) => i.Title)).toEqual([`${w} villa`, 'Plain flat']);
  });

  it('sorts by price both ways and pages without overlap', async () => {
    const w = `${TAG}paging`;
    for (let i = 1; i <= 12; i++) await insertListing(server.database, { title: `P${String(i).padStart(2, '0')} ${w}`, price: i * 1_000_000 });
    const asc = await search({ Keywords: `"${w}"`, SortBy: 'price-asc', PageSize: 5 });
    expect(asc.body.Data.Items.map((i) => i.Price)).toEqual([1, 2, 3, 4, 5].map((x) => x * 1_000_000));
    expect(asc.body.Data.TotalCount).toBe(12);
    const desc = await search({ Keywords: `"${w}"`, SortBy: 'price-desc', PageSize: 5, PageNumber: 3 });
    expect(desc.body.Data.Items.map((i) => i.Price)).toEqual([2, 1].map((x) => x * 1_000_000));
    const p1 = await search({ Keywords: `"${w}"`, SortBy: 'newest', PageNumber: 1 });
    const p2 = await search({ Keywords: `"${w}"`, SortBy: 'newest', PageNumber: 2 });
    const ids = [...p1.body.Data.Items, ...p2.body.Data.Items].map((i) => i.PropertyId);
    expect(new Set(ids).size).toBe(12);
    // Ranked by relevance (the keyword default) the pages cover the same twelve, each once, and the
    // count holds on every page, including one past the end.
    const r1 = await search({ Keywords: `"${w}"`, PageSize: 5, PageNumber: 1 });
    const r2 = await search({ Keywords: `"${w}"`, PageSize: 5, PageNumber: 2 });
    const r3 = await search({ Keywords: `"${w}"`, PageSize: 5, PageNumber: 3 });
    const ranked = [r1, r2, r3].flatMap((r) => r.body.Data.Items.map((i) => i.PropertyId));
    expect(ranked).toHaveLength(12);
    expect(new Set(ranked)).toEqual(new Set(ids));
    for (const r of [r1, r2, r3]) expect(r.body.Data.TotalCount).toBe(12);
    const past = await search({ Keywords: `"${w}"`, PageSize: 5, PageNumber: 9 });
    expect(past.body.Data.Items).toEqual([]);
    expect(past.body.Data.TotalCount).toBe(12);
  });

  it('stops counting at 1,000 matches and says the count is capped', async () => {
    const w = `${TAG}many`;
    await server.database.exec(`INSERT INTO properties (url, status, title, description, purpose_id, type_id, price, area,
        area_unit_id, area_sqft, city_id, contact_full_name, contact_email, contact_phone, published_at)
      SELECT 'bulk-' || g, 'Active', 'Bulk ${w} ' || g, 'Bulk listing', 1, 1, 1000000 + g, 5, 1, 1125, 1,
        'Bulk Owner', 'bulk@example.pk', '03000000000', now() - g * interval '1 minute'
      FROM generate_series(1, 1005) g`);
    const r = await search({ Keywords: w });
    expect(r.body.Data.TotalCount).toBe(1000);
    expect(r.body.Data.TotalCountCapped).toBe(true);
    expect(r.body.Data.Items).toHaveLength(10);
    const exact = await search({ Keywords: `"${w}"`, MaxPrice: 1_000_500 });
    expect(exact.body.Data.TotalCount).toBe(500);
    expect(exact.body.Data.TotalCountCapped).toBe(false);
  });

  it('takes the criteria as a JSON string too, with keys in any case', async () => {
    const r = await server.json<SearchResult>('/api/property/searchproperty', jsonPost(JSON.stringify(JSON.stringify({ purpose: 1, pagesize: 3 }))));
    expect(r.status).toBe(200);
    expect(r.body.Data.Items).toHaveLength(3);
    expect(r.body.Data.Items.every((i) => i.Purpose === 'For Sale')).toBe(true);
  });

  it.each([
    [{ MinPrice: -5 }, 'MinPrice', /negative|whole number/],
    [{ MinPrice: 5_000_000, MaxPrice: 1_000_000 }, 'MinPrice', /^Min price should be less than or equal to max price\.$/],
    [{ MinArea: 10, MaxArea: 5 }, 'MinArea', /^Min area should be less than or equal to max area\.$/],
    [{ City: 99_999 }, 'City', /City not found/],
    [{ City: 1, Location: '999999' }, 'Location', /Location not found/],
    [{ Location: 'abc' }, 'Location', /location ids/],
    [{ PropertyType: 999 }, 'PropertyType', /not found/],
    [{ PageSize: 51 }, 'PageSize', /at most 50/],
    [{ PageNumber: 0 }, 'PageNumber', /at least 1/],
    [{ Purpose: 3 }, 'Purpose', /at most 2/],
    [{ Purpose: 'sale' }, 'Purpose', /whole number/],
    [{ Keywords: 42 }, 'Keywords', /text/],
    [{ SortBy: 'cheapest' }, 'SortBy', /SortBy must be one of/],
    [{ MaxPrice: 1e15 }, 'MaxPrice', /too large/],
  ])('%o is a 400 naming %s', async (criteria, field, message) => {
    const { status, body } = await search(criteria);
    expect(status).toBe(400);
    expect(body.IsSuccess).toBe(false);
    expect((body.Data as unknown as { Field: string }).Field).toBe(field);
    expect(body.Message).toMatch(message);
  });

  it('answers a body that is not an object with a 400', async () => {
    for (const raw of ['[]', '42', 'null', '{bad']) {
      const { status, body } = await server.json('/api/Property/SearchProperty', jsonPost(raw));
      expect(status, raw).toBe(400);
      expect(body.IsSuccess).toBe(false);
    }
  });
});

describe('Property/GetPropertyDetailsByUrl', () => {
  it('answers every detail field of an active listing', async () => {
    // A demo listing (it has an owner account and photos), not one a test inserted.
    const [demo] = await server.database.rows<{ url: string }>(sql`SELECT url FROM properties
      WHERE status = 'Active' AND user_id IS NOT NULL AND image_count > 0 ORDER BY id LIMIT 1`);
    const any = { PropertyUrl: demo!.url, Title: (await server.json<PropertyDetails>(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${demo!.url}`)).body.Data.Title };
    const { status, body } = await server.json<PropertyDetails>(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${any.PropertyUrl}`);
    expect(status).toBe(200);
    const d = body.Data;
    expect(d.Title).toBe(any.Title);
    expect(d.PriceInWords).toMatch(/\d/);
    expect(d.Images.length).toBeGreaterThan(0);
    expect(d.ContactFullName.length).toBeGreaterThan(2);
    // A mask: the number itself is shown on a tap (Property/RevealPhone, tests/api/phone-reveal.test.ts).
    expect(d.ContactPhoneNumber).toMatch(/^(03••-•••••••|•+)$/);
    expect(d.EmailAddress).toMatch(/@/);
    expect(Array.isArray(d.OtherFeatures)).toBe(true);
  });

  it('finds a listing from an old address whose text changed, by the id at its end', async () => {
    const { id, url } = await insertListing(server.database, { title: 'Renamed listing' });
    const old = await server.json<PropertyDetails>(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=flat-for-rent-somewhere-${id}`);
    expect(old.status).toBe(200);
    expect(old.body.Data.PropertyUrl).toBe(url);
  });

  it('answers 404 for unknown and non-active listings', async () => {
    const sold = await insertListing(server.database, { status: 'Sold' });
    for (const url of ['no-such-listing-999999999', 'no-id-at-all', sold.url]) {
      const { status, body } = await server.json(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${url}`);
      expect(status).toBe(404);
      expect(body.IsSuccess).toBe(false);
    }
    const missing = await server.json('/api/Property/GetPropertyDetailsByUrl');
    expect(missing.status).toBe(400);
  });
});
