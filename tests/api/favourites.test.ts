import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { bearer, registeredUser, visitor } from './support/accounts.ts';
import { insertListing } from './support/listings.ts';
import type { CurrentUser, FavouriteItem } from '../../src/contract/types.ts';

// Favourites of a signed-in person, saved idempotently, merged at login, and
// telling what became of a listing.

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const set = (token: string, PropertyId: number, Saved: boolean) =>
  server.json('/api/Favourites/Set', bearer(token, jsonPost({ PropertyId, Saved })));
const list = async (token: string) => (await server.json<FavouriteItem[]>('/api/Favourites/List', bearer(token))).body.Data;
const merge = (token: string, Items: Array<{ PropertyId: number; SavedPrice?: number }>) =>
  server.json<FavouriteItem[]>('/api/Favourites/Merge', bearer(token, jsonPost({ Items })));

/** One after another: the helper's addresses are made from the time. */
async function listings(titles: string[], price = 10_000_000) {
  const made = [];
  for (const title of titles) made.push(await insertListing(server.database, { title, status: 'Active', price }));
  return made;
}

describe('favourites', () => {
  it('need a login', async () => {
    expect((await server.json('/api/Favourites/List')).status).toBe(401);
    expect((await server.json('/api/Favourites/Set', jsonPost({ PropertyId: 1, Saved: true }))).status).toBe(401);
  });

  it('saving twice keeps one; forgetting twice is fine; only live listings can be saved', async () => {
    const { token } = await registeredUser(server, 'fav');
    const a = await insertListing(server.database, { title: 'Fav house A', status: 'Active', price: 25_000_000 });
    const pending = await insertListing(server.database, { title: 'Fav pending', status: 'Pending' });
    expect((await set(token, a.id, true)).status).toBe(200);
    expect((await set(token, a.id, true)).status).toBe(200);
    const saved = await list(token);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ PropertyId: a.id, Title: 'Fav house A', Status: 'Active', Price: 25_000_000, SavedPrice: 25_000_000 });
    expect(saved[0]!.PropertyUrl).toBe(a.url);
    expect((await set(token, pending.id, true)).status).toBe(404);
    expect((await set(token, 99_999_999, true)).status).toBe(404);
    expect((await set(token, a.id, false)).status).toBe(200);
    expect((await set(token, a.id, false)).status).toBe(200);
    expect(await list(token)).toEqual([]);
    const bad = await server.json('/api/Favourites/Set', bearer(token, jsonPost({ PropertyId: 'x', Saved: 'yes' })));
    expect(bad.status).toBe(400);
  });

  it('a device\'s favourites merge into the account (a union, idempotent), and another device sees them', async () => {
    const { person, token } = await registeredUser(server, 'merge');
    const [a, b, c] = await listings(['Merge A', 'Merge B', 'Merge C']);
    await set(token, c!.id, true);
    const merged = await merge(token, [{ PropertyId: a!.id, SavedPrice: 10_500_000 }, { PropertyId: b!.id }, { PropertyId: c!.id }, { PropertyId: 99_999_999 }]);
    expect(merged.status).toBe(200);
    expect(merged.body.Data.map((f) => f.Title).sort()).toEqual(['Merge A', 'Merge B', 'Merge C']);
    expect((await merge(token, [{ PropertyId: a!.id }, { PropertyId: b!.id }])).body.Data).toHaveLength(3);
    // An item that is not an object is named in the product's words, not the validation library's.
    const bad = await server.json('/api/Favourites/Merge', bearer(token, jsonPost({ Items: [null] })));
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toBe('Each of Items must be an object with a PropertyId.');
    // The same account on another phone.
    const other = await server.json<CurrentUser>('/api/Account/Login', visitor(jsonPost({ username: person.UserName, password: person.Password })));
    expect((await list(other.body.Data.AuthWebToken!)).map((f) => f.Title).sort()).toEqual(['Merge A', 'Merge B', 'Merge C']);
  });

  it('a merged favourite keeps the price the device saw only if the listing was public at it', async () => {
    const { token } = await registeredUser(server, 'mprice');
    const [dropped, madeUp, unseen] = await listings(['Merge price dropped', 'Merge price made up', 'Merge price unseen'], 20_000_000);
    // Saved offline at 2 crore, then the price fell before the person signed in: the drop is still news.
    await server.database.rows(sql`UPDATE properties SET price = 19500000 WHERE id IN (${dropped!.id}, ${madeUp!.id})`);
    // A price the listing had only while waiting for review was never shown to anyone.
    await server.database.rows(sql`UPDATE properties SET status = 'Pending', price = 25000000 WHERE id = ${unseen!.id}`);
    await server.database.rows(sql`UPDATE properties SET status = 'Active', price = 21000000 WHERE id = ${unseen!.id}`);
    const merged = await merge(token, [
      { PropertyId: dropped!.id, SavedPrice: 20_000_000 },
      { PropertyId: madeUp!.id, SavedPrice: 90_000_000 },
      { PropertyId: unseen!.id, SavedPrice: 25_000_000 },
    ]);
    expect(merged.status).toBe(200);
    const byId = new Map(merged.body.Data.map((f) => [f.PropertyId, f]));
    expect(byId.get(dropped!.id)).toMatchObject({ Price: 19_500_000, SavedPrice: 20_000_000 });
    expect(byId.get(madeUp!.id)).toMatchObject({ Price: 19_500_000, SavedPrice: 19_500_000 });
    expect(byId.get(unseen!.id)).toMatchObject({ Price: 21_000_000, SavedPrice: 21_000_000 });
    // A favourite the account has already keeps its price, whatever a device says later.
    await merge(token, [{ PropertyId: madeUp!.id, SavedPrice: 20_000_000 }]);
    expect((await list(token)).find((f) => f.PropertyId === madeUp!.id)).toMatchObject({ SavedPrice: 19_500_000 });
  });

  it('says when a favourite\'s price dropped, or it was sold or removed', async () => {
    const { token } = await registeredUser(server, 'fate');
    const [drop, sold, gone] = await listings(['Fate drop', 'Fate sold', 'Fate gone'], 20_000_000);
    for (const l of [drop!, sold!, gone!]) await set(token, l.id, true);
    await server.database.rows(sql`UPDATE properties SET price = 19500000 WHERE id = ${drop!.id}`);
    await server.database.rows(sql`UPDATE properties SET status = 'Sold' WHERE id = ${sold!.id}`);
    await server.database.rows(sql`UPDATE properties SET deleted_at = now() WHERE id = ${gone!.id}`);
    const byId = new Map((await list(token)).map((f) => [f.PropertyId, f]));
    expect(byId.get(drop!.id)).toMatchObject({ Title: 'Fate drop', Status: 'Active', Price: 19_500_000, SavedPrice: 20_000_000 });
    expect(byId.get(sold!.id)).toMatchObject({ Title: 'Fate sold', Status: 'Sold', ImageUrl: '' });
    // Off the site, its words may be an edit nobody has reviewed: only the price its keeper saw is told.
    expect(byId.get(gone!.id)).toMatchObject({ Status: 'Removed', Title: '', PropertyUrl: '', Price: 20_000_000, Area: 0, Location: '', City: '' });
  });
});

describe('favourites of listings that are not public', () => {
  it('does not show a stranger the title and price of a pending or rejected listing through Favourites/Merge', async () => {
    const owner = await registeredUser(server, 'favowner');
    const [ownerRow] = await server.database.rows<{ id: number }>(sql`SELECT id FROM users WHERE user_name = ${owner.person.UserName}`);
    const pending = await insertListing(server.database, { title: 'Unpublished pending secret', status: 'Pending', price: 31_415_926, userId: ownerRow!.id });
    const rejected = await insertListing(server.database, { title: 'Unpublished rejected secret', status: 'Rejected', userId: ownerRow!.id });
    const stranger = await registeredUser(server, 'favstranger');
    // Favourites/Set refuses them (404); Merge takes any listing id that is not deleted.
    expect((await server.json('/api/Favourites/Set', bearer(stranger.token, jsonPost({ PropertyId: pending.id, Saved: true })))).status).toBe(404);
    const merged = await server.json<FavouriteItem[]>('/api/Favourites/Merge', bearer(stranger.token, jsonPost({ Items: [{ PropertyId: pending.id }, { PropertyId: rejected.id }] })));
    const list = await server.json<FavouriteItem[]>('/api/Favourites/List', bearer(stranger.token));
    for (const items of [merged.body.Data ?? [], list.body.Data]) {
      const text = JSON.stringify(items);
      // Neither row may carry its Title, PropertyUrl, Price, Area or City.
      expect(text).not.toContain('Unpublished pending secret');
      expect(text).not.toContain('Unpublished rejected secret');
      expect(text).not.toContain('31415926');
    }
  });
});
