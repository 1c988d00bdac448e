import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { bearer, registeredUser } from './support/accounts.ts';
import { insertListing } from './support/listings.ts';
import type { InsightAnswer } from '../../src/contract/insight.ts';
import { listingRef } from '../../src/contract/listing-ref.ts';
import type { PhoneReveal } from '../../src/contract/phone-reveal.ts';
import type { SearchResult } from '../../src/contract/types.ts';

/**
 * A listing's reference in the search box, and a result card's Call and WhatsApp: the card answer's
 * mask, the reveal and the taps counted for the owner as on the listing page. PGlite, and PostgreSQL
 * with TEST_PG_URL.
 */
let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const search = (criteria: unknown) => server.json<SearchResult>('/api/Property/SearchProperty', jsonPost(criteria));
const changed = () => server.deps.cacheBus.publish('listings');
const BROWSER = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36';
let address = 0;
const visitor = (body: unknown) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'User-Agent': BROWSER, 'X-Forwarded-For': `198.51.100.${(address += 1) % 250}` },
  body: JSON.stringify(body),
});

async function userIdOf(userName: string): Promise<number> {
  const [row] = await server.database.rows<{ id: number }>(sql`SELECT id FROM users WHERE user_name = ${userName}`);
  return Number(row!.id);
}

describe('searching a listing reference', () => {
  it('finds the listing first, however the reference is typed, whatever else the search says', async () => {
    const { id } = await insertListing(server.database, { title: 'Ref search corner house', cityId: 1, contactPhone: '03001234567' });
    changed();
    const ref = listingRef(id);
    for (const words of [`ref ${ref}`, `Ref ${ref}`, `#${id}`, `REF: ${id}`]) {
      const { status, body } = await search({ Keywords: words, City: 2 });
      expect(status, words).toBe(200);
      expect(body.Data.Items.map((i) => i.PropertyId), words).toEqual([id]);
      expect(body.Data).toMatchObject({ TotalCount: 1, TotalCountCapped: false, Ref: id });
    }
    // The six padded digits alone, as the card shows them, are a reference too.
    expect((await search({ Keywords: ref })).body.Data.Items[0]?.PropertyId).toBe(id);
    // A second page of one result is empty.
    expect((await search({ Keywords: `ref ${ref}`, PageNumber: 2 })).body.Data.Items).toEqual([]);
  });

  it('never finds a listing that is not live, and reads other words as before', async () => {
    const pending = await insertListing(server.database, { title: 'Ref search pending house', status: 'Pending' });
    const gone = await insertListing(server.database, { title: 'Ref search deleted house', deleted: true });
    changed();
    for (const id of [pending.id, gone.id]) {
      const { status, body } = await search({ Keywords: `ref ${listingRef(id)}` });
      expect(status).toBe(200);
      expect(body.Data.Ref).toBeUndefined();
      expect(body.Data.Items.map((i) => i.PropertyId)).not.toContain(id);
    }
    const words = await search({ Keywords: '10 marla house' });
    expect(words.status).toBe(200);
    expect(words.body.Data.Ref).toBeUndefined();
  });
});

describe('Call and WhatsApp on a result card', () => {
  it('the card carries only a mask; the reveal and the card\'s taps count for the owner as the page\'s do', async () => {
    const owner = await registeredUser(server, 'owner');
    const { id } = await insertListing(server.database, {
      title: 'Card call house', userId: await userIdOf(owner.person.UserName), contactPhone: '03219876543',
    });
    changed();
    const found = await search({ Keywords: `ref ${listingRef(id)}` });
    const card = found.body.Data.Items[0]!;
    expect(card.ContactPhoneNumber).toBe('03••-•••••••');
    expect(JSON.stringify(found.body)).not.toContain('03219876543');

    const deviceId = `card${process.pid}${Date.now().toString(36)}`.padEnd(24, 'x');
    const reveal = await server.json<PhoneReveal>('/api/Property/RevealPhone', visitor({ PropertyId: id, DeviceId: deviceId }));
    expect(reveal.status).toBe(200);
    expect(reveal.body.Data.PhoneNumber).toBe('03219876543');
    const taps = await server.json('/api/Property/Events', visitor({ DeviceId: deviceId, Events: [{ PropertyId: id, Kind: 'call' }, { PropertyId: id, Kind: 'whatsapp' }] }));
    expect(taps.status).toBe(200);

    const insight = await server.json<InsightAnswer>(`/api/Property/Insight?PropertyId=${id}`, bearer(owner.token));
    expect(insight.status).toBe(200);
    expect(insight.body.Data.Listings[0]!.Last7).toMatchObject({ Reveals: 1, Calls: 1, WhatsApp: 1 });
  });

  it('a landline\'s mask is dots only, so the card offers no WhatsApp', async () => {
    const { id } = await insertListing(server.database, { title: 'Card landline house', contactPhone: '0421234567' });
    changed();
    const card = (await search({ Keywords: `ref ${listingRef(id)}` })).body.Data.Items[0]!;
    expect(card.ContactPhoneNumber).toBe('••••••••••');
  });
});
