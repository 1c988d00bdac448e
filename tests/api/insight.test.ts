import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { bearer, registeredUser } from './support/accounts.ts';
import { insertListing } from './support/listings.ts';
import type { EventsResult, InsightAnswer, InsightCounts } from '../../src/contract/insight.ts';
import { Messages } from '../../src/contract/messages.ts';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });
// Every test starts on the real clock; those about days move it themselves.
beforeEach(() => { server.deps.insight.now = () => new Date(); });

const BROWSER = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36';
let seq = 0;
const device = () => `dev${process.pid}${Date.now().toString(36)}n${(seq += 1)}`.padEnd(24, 'x');
let address = 0;
const nextIp = () => `203.0.113.${(address += 1) % 250}`;

type Init = { ua?: string; ip?: string; token?: string };
async function send(body: unknown, { ua = BROWSER, ip = nextIp(), token }: Init = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'User-Agent': ua, 'X-Forwarded-For': ip };
  if (token) headers.Authorization = `Bearer ${token}`;
  return server.json<EventsResult>('/api/Property/Events', { method: 'POST', headers, body: JSON.stringify(body) });
}
const events = (deviceId: string, list: Array<{ PropertyId: number; Kind: string; At?: string }>, init?: Init) =>
  send({ DeviceId: deviceId, Events: list }, init);

async function counts(id: number): Promise<Record<string, number>> {
  const rows = await server.database.rows<{ kind: string; n: number }>(sql`
    SELECT kind, sum(count)::int AS n FROM listing_daily_counts WHERE property_id = ${id} GROUP BY kind`);
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.n)]));
}
async function userIdOf(userName: string): Promise<number> {
  const [row] = await server.database.rows<{ id: number }>(sql`SELECT id FROM users WHERE user_name = ${userName}`);
  return Number(row!.id);
}
async function ownedListing() {
  const owner = await registeredUser(server, 'owner');
  const listing = await insertListing(server.database, { userId: await userIdOf(owner.person.UserName) });
  return { owner, ...listing };
}
const insight = (token: string, propertyId?: number) =>
  server.json<InsightAnswer>(`/api/Property/Insight${propertyId ? `?PropertyId=${propertyId}` : ''}`, bearer(token));

describe('POST Property/Events: what a batch must carry', () => {
  it.each([
    ['DeviceId', { DeviceId: undefined }, 'DeviceId is required.'],
    ['DeviceId', { DeviceId: 'short' }, 'DeviceId must be 16 to 64 letters, digits, _ or -.'],
    ['Events', { Events: undefined }, 'Events must be a list.'],
    ['Events', { Events: [] }, 'Events must hold at least one event.'],
    ['Events', { Events: Array.from({ length: 51 }, () => ({ PropertyId: 1, Kind: 'view' })) }, 'Events may hold at most 50 events.'],
    ['Events.0.Kind', { Events: [{ PropertyId: 1, Kind: 'stare' }] }, 'Kind must be one of view, call, whatsapp.'],
    ['Events.0.PropertyId', { Events: [{ PropertyId: 0, Kind: 'view' }] }, 'PropertyId must be at least 1.'],
    ['Events.0.At', { Events: [{ PropertyId: 1, Kind: 'view', At: 'yesterday' }] }, 'At must be an ISO date and time.'],
  ])('%s: a 400 naming it, and nothing is counted', async (field, change, message) => {
    const { id } = await insertListing(server.database);
    const body: Record<string, unknown> = { DeviceId: device(), Events: [{ PropertyId: id, Kind: 'view' }], ...change };
    for (const k of Object.keys(body)) if (body[k] === undefined) delete body[k];
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(res.body.IsSuccess).toBe(false);
    expect(res.body.Data).toEqual({ Field: field, Message: message });
    expect(await counts(id)).toEqual({});
  });

  it('needs no login and takes the top-level keys in any case', async () => {
    const { id } = await insertListing(server.database);
    const res = await send({ deviceid: device(), events: [{ PropertyId: id, Kind: 'view' }] });
    expect(res.status, res.body.Message).toBe(200);
    expect(res.body).toEqual({ IsSuccess: true, Message: '', Data: { Received: 1 } });
    expect(await counts(id)).toEqual({ view: 1 });
  });

  it('limits one address to 600 batches an hour, with Retry-After', async () => {
    const ip = '198.18.40.40';
    const { id } = await insertListing(server.database);
    for (let i = 0; i < 600; i += 1) expect((await events(device(), [{ PropertyId: id, Kind: 'view' }], { ip })).status).toBe(200);
    const over = await events(device(), [{ PropertyId: id, Kind: 'view' }], { ip });
    expect(over.status).toBe(429);
    expect(Number(over.res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('counting', () => {
  it('counts a view once per device per day, and each kind of tap on its own', async () => {
    const { id } = await insertListing(server.database);
    const phone = device();
    // A reload, a retried batch and a repeat inside one batch, from the same phone on different networks.
    await events(phone, [{ PropertyId: id, Kind: 'view' }, { PropertyId: id, Kind: 'view' }]);
    await events(phone, [{ PropertyId: id, Kind: 'view' }]);
    await events(phone, [{ PropertyId: id, Kind: 'whatsapp' }, { PropertyId: id, Kind: 'call' }, { PropertyId: id, Kind: 'whatsapp' }]);
    expect(await counts(id)).toEqual({ view: 1, whatsapp: 1, call: 1 });
    await events(device(), [{ PropertyId: id, Kind: 'view' }]);
    expect(await counts(id)).toEqual({ view: 2, whatsapp: 1, call: 1 });
    // The same phone the next day is a view of that day.
    server.deps.insight.now = () => new Date(Date.now() + 24 * 60 * 60_000);
    await events(phone, [{ PropertyId: id, Kind: 'view' }]);
    expect(await counts(id)).toEqual({ view: 3, whatsapp: 1, call: 1 });
  });

  it('ignores known bots, and the page read (what server rendering asks) counts nothing', async () => {
    const { id, url } = await insertListing(server.database);
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/125.0.0.0 Safari/537.36',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'WhatsApp/2.23.20.0 A',
      'curl/8.5.0',
      '',
    ]) {
      const res = await events(device(), [{ PropertyId: id, Kind: 'view' }], { ua });
      expect(res.status, ua).toBe(200);
      expect(res.body.Data).toEqual({ Received: 1 });
    }
    expect((await server.json(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${url}`, { headers: { 'User-Agent': BROWSER } })).status).toBe(200);
    expect(await counts(id)).toEqual({});
  });

  it('does not count the owner on their own listing, signed in; anyone else is counted', async () => {
    const { owner, id } = await ownedListing();
    await events(device(), [{ PropertyId: id, Kind: 'view' }, { PropertyId: id, Kind: 'call' }], { token: owner.token });
    expect(await counts(id)).toEqual({});
    const other = await registeredUser(server, 'visitor');
    await events(device(), [{ PropertyId: id, Kind: 'view' }], { token: other.token });
    // A token that no longer works is no reason to refuse a view: it counts as a visitor's.
    await events(device(), [{ PropertyId: id, Kind: 'view' }], { token: 'not-a-real-token' });
    expect(await counts(id)).toEqual({ view: 2 });
  });

  it('counts nothing for listings not on the site, and still answers the batch', async () => {
    const pending = await insertListing(server.database, { status: 'Pending' });
    const sold = await insertListing(server.database, { status: 'Sold' });
    const res = await events(device(), [{ PropertyId: pending.id, Kind: 'view' }, { PropertyId: sold.id, Kind: 'view' }, { PropertyId: 999_999_999, Kind: 'view' }]);
    expect(res.body.Data).toEqual({ Received: 3 });
    expect(await counts(pending.id)).toEqual({});
    expect(await counts(sold.id)).toEqual({});
  });

  it('counts a queued event on the day it happened, drops one older than a week, and never counts a day to come', async () => {
    const { id } = await insertListing(server.database);
    const now = Date.now();
    const dayAgo = (d: number) => new Date(now - d * 24 * 60 * 60_000).toISOString();
    await events(device(), [
      { PropertyId: id, Kind: 'view', At: dayAgo(2) },
      { PropertyId: id, Kind: 'call', At: dayAgo(8) },
      { PropertyId: id, Kind: 'whatsapp', At: dayAgo(-3) },
    ]);
    const rows = await server.database.rows<{ day: string; kind: string }>(sql`SELECT day::text AS day, kind FROM listing_daily_counts WHERE property_id = ${id} ORDER BY kind`);
    const pkt = (ms: number) => new Date(ms + 5 * 60 * 60_000).toISOString().slice(0, 10);
    expect(rows).toEqual([{ day: pkt(now - 2 * 24 * 60 * 60_000), kind: 'view' }, { day: pkt(now), kind: 'whatsapp' }]);
  });
});

describe('GET Property/Insight: the owner reads their figures', () => {
  it('needs a login, and answers another account\'s listing as not found', async () => {
    expect((await server.json('/api/Property/Insight')).status).toBe(401);
    const mine = await ownedListing();
    const theirs = await ownedListing();
    const res = await insight(mine.owner.token, theirs.id);
    expect(res.status).toBe(404);
    expect(res.body.Message).toBe(Messages.editNotFound);
    const all = await insight(mine.owner.token);
    expect(all.status).toBe(200);
    expect(all.body.Data.Listings.map((l) => l.PropertyId)).toEqual([mine.id]);
  });

  it('adds up views, taps, enquiries, favourites and saved-search matches over 7 and 30 days', async () => {
    const { owner, id } = await ownedListing();
    const fan = await registeredUser(server, 'fan');
    await events(device(), [{ PropertyId: id, Kind: 'view' }, { PropertyId: id, Kind: 'whatsapp' }]);
    await events(device(), [{ PropertyId: id, Kind: 'view' }, { PropertyId: id, Kind: 'call' }]);
    const enquiry = await server.json('/api/Contact/PropertyOwner', {
      ...jsonPost({ PropertyId: id, fullName: 'Bilal', emailAddress: 'bilal@example.pk', phoneNumber: '03001112223', message: 'Is it still there?' }),
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextIp() },
    });
    expect(enquiry.status, enquiry.body.Message).toBe(200);
    const fav = await server.json('/api/Favourites/Set', bearer(fan.token, jsonPost({ PropertyId: id, Saved: true })));
    expect(fav.status, fav.body.Message).toBe(200);
    const [search] = await server.database.rows<{ id: number }>(sql`
      INSERT INTO saved_searches (user_id, name, criteria, frequency, unsubscribe_key)
      VALUES (${await userIdOf(fan.person.UserName)}, 'Lahore houses', '{}'::jsonb, 'Daily', ${`unsub-${device()}`}) RETURNING id`);
    await server.database.rows(sql`INSERT INTO saved_search_alerts (saved_search_id, property_id) VALUES (${search!.id}, ${id})`);

    const res = await insight(owner.token, id);
    expect(res.status, res.body.Message).toBe(200);
    const [listing] = res.body.Data.Listings;
    const expected: InsightCounts = { Views: 2, Reveals: 0, Calls: 1, WhatsApp: 1, Enquiries: 1, Favourites: 1, Matches: 1 };
    expect(listing!.Last7).toEqual(expected);
    expect(listing!.Last30).toEqual(expected);
    expect(listing!.Daily).toHaveLength(30);
    expect(listing!.Daily.at(-1)).toEqual({ Day: res.body.Data.Today, ...expected });
  });

  it('moves figures out of the 7-day and then the 30-day window as the days pass', async () => {
    const { owner, id } = await ownedListing();
    const start = Date.parse('2030-03-10T12:00:00Z');
    const at = (days: number) => () => new Date(start + days * 24 * 60 * 60_000);
    server.deps.insight.now = at(0);
    await events(device(), [{ PropertyId: id, Kind: 'view' }]);
    await events(device(), [{ PropertyId: id, Kind: 'view' }]);
    server.deps.insight.now = at(5);
    await events(device(), [{ PropertyId: id, Kind: 'view' }]);

    const on = async (days: number) => {
      server.deps.insight.now = at(days);
      const res = await insight(owner.token, id);
      expect(res.status).toBe(200);
      return res.body.Data.Listings[0]!;
    };
    let l = await on(6);
    expect([l.Last7.Views, l.Last30.Views]).toEqual([3, 3]);
    expect(l.Daily.find((d) => d.Day === '2030-03-10')?.Views).toBe(2);
    expect(l.Daily.find((d) => d.Day === '2030-03-15')?.Views).toBe(1);
    // Day 0 is the eighth day back on day 7: out of the week, still in the month.
    l = await on(7);
    expect([l.Last7.Views, l.Last30.Views]).toEqual([1, 3]);
    l = await on(29);
    expect([l.Last7.Views, l.Last30.Views]).toEqual([0, 3]);
    expect(l.Daily[0]!.Day).toBe('2030-03-10');
    l = await on(30);
    expect([l.Last7.Views, l.Last30.Views]).toEqual([0, 1]);
    l = await on(40);
    expect(l.Last30.Views).toBe(0);
  });
});

describe('privacy', () => {
  it('stores no device id and no address anywhere, and forgets the day\'s hashes after a week', async () => {
    const { id } = await insertListing(server.database);
    const phone = device();
    const ip = '192.0.2.213';
    server.deps.insight.now = () => new Date('2031-01-05T08:00:00Z');
    expect((await events(phone, [{ PropertyId: id, Kind: 'view' }, { PropertyId: id, Kind: 'whatsapp' }], { ip })).status).toBe(200);
    expect(await counts(id)).toEqual({ view: 1, whatsapp: 1 });

    const tables = await server.database.rows<{ table_name: string }>(sql`
      SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`);
    for (const { table_name } of tables) {
      for (const needle of [phone, ip]) {
        const [hit] = await server.database.rows<{ n: number }>(sql`
          SELECT count(*)::int AS n FROM ${sql.identifier(table_name)} t WHERE t::text LIKE ${`%${needle}%`}`);
        expect(Number(hit!.n), `${needle} in ${table_name}`).toBe(0);
      }
    }
    const seen = async () => Number((await server.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM insight_seen WHERE day = '2031-01-05'`))[0]!.n);
    expect(await seen()).toBe(2);

    server.deps.insight.now = () => new Date('2031-01-11T08:00:00Z');
    await server.deps.insight.purge();
    expect(await seen()).toBe(2); // a late event of that day could still arrive
    server.deps.insight.now = () => new Date('2031-01-12T08:00:00Z');
    await server.deps.insight.purge();
    expect(await seen()).toBe(0);
    expect((await server.database.rows(sql`SELECT 1 FROM insight_salts WHERE day = '2031-01-05'`))).toHaveLength(0);
    // The figures stay.
    expect(await counts(id)).toEqual({ view: 1, whatsapp: 1 });
  });
});
