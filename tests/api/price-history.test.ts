import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { insertListing } from './support/listings.ts';
import { PRICE_REDUCED_DAYS } from '../../src/contract/constants.ts';
import type { ListingCard, PropertyDetails, SearchResult } from '../../src/contract/types.ts';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

// A word no demo listing uses, so each search sees only the listing made for it.
let n = 0;
const word = () => `qeematkami${process.pid}x${(n += 1)}`;

/** A live listing whose first public price went public `daysAgo` days ago. */
async function listedAt(price: number, daysAgo: number) {
  const tag = word();
  const listing = await insertListing(server.database, { title: `Price history house ${tag}`, price });
  await server.database.rows(sql`UPDATE listing_prices SET first_at = now() - make_interval(days => ${daysAgo}) WHERE property_id = ${listing.id}`);
  return { ...listing, tag };
}
/** The owner's new price, public now (the trigger of migration 0023 records it), or `daysAgo` days ago. */
async function reprice(id: number, price: number, daysAgo = 0) {
  await server.database.rows(sql`UPDATE properties SET price = ${price} WHERE id = ${id}`);
  if (daysAgo) await server.database.rows(sql`UPDATE listing_prices SET first_at = now() - make_interval(days => ${daysAgo}) WHERE property_id = ${id} AND price = ${price}`);
}
const card = async (tag: string) => {
  // The search cache would answer an earlier search's copy: each check searches a fresh spelling.
  const res = await server.json<SearchResult>('/api/Property/SearchProperty', jsonPost({ Keywords: tag }));
  expect(res.status).toBe(200);
  expect(res.body.Data.Items).toHaveLength(1);
  return res.body.Data.Items[0] as ListingCard;
};
const details = async (url: string) => (await server.json<PropertyDetails>(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${url}`)).body.Data;

describe('a recent price cut on cards and the listing page', () => {
  it('shows the price before the cut and when the new one went public', async () => {
    const l = await listedAt(15_000_000, 20);
    expect((await card(l.tag)).PriceReduced).toBeUndefined();
    await reprice(l.id, 14_500_000);
    const cut = (await card(`"${l.tag}" house`)).PriceReduced!;
    expect(cut.From).toBe(15_000_000);
    expect(Date.now() - Date.parse(cut.At)).toBeLessThan(60_000);
    expect((await details(l.url)).PriceReduced).toEqual(cut);
  });

  it('compares with the price just before, not the first one', async () => {
    const l = await listedAt(20_000_000, 30);
    await reprice(l.id, 18_000_000, 10);
    await reprice(l.id, 19_000_000, 5);
    // A raise is no cut.
    expect((await card(l.tag)).PriceReduced).toBeUndefined();
    await reprice(l.id, 17_500_000);
    expect((await card(`"${l.tag}" house`)).PriceReduced?.From).toBe(19_000_000);
  });

  it(`forgets a cut older than ${PRICE_REDUCED_DAYS} days`, async () => {
    const l = await listedAt(9_000_000, PRICE_REDUCED_DAYS + 30);
    await reprice(l.id, 8_000_000, PRICE_REDUCED_DAYS + 1);
    expect((await card(l.tag)).PriceReduced).toBeUndefined();
    expect((await details(l.url)).PriceReduced).toBeUndefined();
  });
});

describe('the "Recently reduced" sort', () => {
  it('puts the latest cuts first, then the listings never cut, newest first; a raise after a cut ends it', async () => {
    const tag = word();
    const make = async (name: string, price: number) => (await insertListing(server.database, { title: `Sorted house ${tag} ${name}`, price })).id;
    const b = await make('b', 10_000_000);
    const c = await make('c', 12_000_000);
    const a = await make('a', 11_000_000);
    await reprice(b, 9_500_000);
    // Another transaction, another now(): the cuts are told apart by time.
    await new Promise((r) => setTimeout(r, 20));
    await reprice(c, 11_000_000);
    const order = async (spelling: string) =>
      (await server.json<SearchResult>('/api/Property/SearchProperty', jsonPost({ Keywords: spelling, SortBy: 'price-cut' }))).body.Data.Items.map((i) => i.PropertyId);
    expect(await order(tag)).toEqual([c, b, a]);
    await reprice(b, 10_500_000);
    expect(await order(`"${tag}" house`)).toEqual([c, a, b]);
    const bad = await server.json('/api/Property/SearchProperty', jsonPost({ Keywords: tag, SortBy: 'cheapest-first' }));
    expect(bad.status).toBe(400);
  });
});
