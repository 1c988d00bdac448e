/**
 * The owner's phone number is shown on a tap: the details answer and the server-rendered page carry
 * only a mask, Property/RevealPhone answers the number, counts it for the owner, and refuses a script
 * harvesting numbers from one address while a person browsing is served. The rendered-page check needs
 * `npm run build` (dist/ and build/ssr/) and is skipped without it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { bearer, registeredUser } from './support/accounts.ts';
import { insertListing } from './support/listings.ts';
import { createApp } from '../../server/app.ts';
import { ROOT } from '../../server/paths.ts';
import { REVEAL_BUDGETS, REVEAL_DAILY } from '../../server/services/phone-reveal.ts';
import type { PropertyDetails } from '../../src/contract/types.ts';
import type { PhoneReveal } from '../../src/contract/phone-reveal.ts';
import type { InsightAnswer } from '../../src/contract/insight.ts';

const CLIENT_DIR = path.join(ROOT, 'dist');
const RENDERER = path.join(ROOT, 'build', 'ssr', 'entry-server.js');
const built = existsSync(path.join(CLIENT_DIR, 'index.html')) && existsSync(RENDERER);

let server: TestServer;
let pages: ReturnType<typeof createApp> | undefined;
beforeAll(async () => {
  // The page cache off, so each page is rendered from the database as it is now.
  server = await startTestServer({ env: { SSR_THREADS: '0', PAGE_CACHE_SECONDS: '0' } });
  if (built) pages = createApp(server.deps, { clientDir: CLIENT_DIR, rendererFile: RENDERER });
}, 120_000);
afterAll(async () => { await server?.close(); });

const BROWSER = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36';
let seq = 0;
const device = () => `rev${process.pid}${Date.now().toString(36)}n${(seq += 1)}`.padEnd(24, 'x');
let address = 0;
/** A fresh address per call: each block of tests acts as people on their own connections. */
const nextIp = () => `198.51.100.${((address += 1) % 250) + 1}`;
/** A number no other listing of the test database has, so its digits can be searched for. */
let phoneSeq = 0;
const distinctPhone = () => `0347${String(5_800_000 + process.pid % 100_000 + (phoneSeq += 1) * 131).padStart(7, '0').slice(-7)}`;

async function userIdOf(userName: string): Promise<number> {
  const [row] = await server.database.rows<{ id: number }>(sql`SELECT id FROM users WHERE user_name = ${userName}`);
  return Number(row!.id);
}

function reveal(body: unknown, { ip = nextIp(), token, ua = BROWSER }: { ip?: string; token?: string; ua?: string } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Forwarded-For': ip, 'User-Agent': ua };
  if (token) headers.Authorization = `Bearer ${token}`;
  return server.json<PhoneReveal & { Field?: string; RetryAfterSeconds?: number }>('/api/Property/RevealPhone', { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

async function revealCount(id: number): Promise<number> {
  const [row] = await server.database.rows<{ n: number | null }>(sql`
    SELECT sum(count)::int AS n FROM listing_daily_counts WHERE property_id = ${id} AND kind = 'reveal'`);
  return Number(row?.n ?? 0);
}

/** Every way the number could be written: whole, in parts people read out, and international. */
function tracesOf(phone: string): string[] {
  return [phone, phone.slice(1), phone.slice(0, 7), phone.slice(-7), `${phone.slice(0, 4)}-${phone.slice(4)}`, `${phone.slice(0, 4)} ${phone.slice(4)}`, `92${phone.slice(1)}`];
}

describe('the details answer and the rendered page carry no digit of the number', () => {
  it('answers a mask in ContactPhoneNumber, with no digits but the "03" every mobile starts with', async () => {
    const phone = distinctPhone();
    const listing = await insertListing(server.database, { contactPhone: phone });
    const res = await server.fetch(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${listing.url}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    const details = (JSON.parse(text) as { Data: PropertyDetails }).Data;
    expect(details.ContactPhoneNumber).toBe('03••-•••••••');
    for (const trace of tracesOf(phone)) expect(text, trace).not.toContain(trace);
  });

  it('masks a number that is not a mobile with dots only, and leaves a listing without one empty', async () => {
    const landline = await insertListing(server.database, { contactPhone: '04235761234' });
    const a = await server.json<PropertyDetails>(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${landline.url}`);
    expect(a.body.Data.ContactPhoneNumber).toBe('•••••••••••');
    const none = await insertListing(server.database, { contactPhone: '' });
    const b = await server.json<PropertyDetails>(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${none.url}`);
    expect(b.body.Data.ContactPhoneNumber).toBe('');
  });

  it.skipIf(!built)('renders the listing page (English and Urdu) with the mask and a button, and no trace of the number in the HTML or its embedded data', async () => {
    const phone = distinctPhone();
    const listing = await insertListing(server.database, { contactPhone: phone, title: 'Reveal test corner house' });
    for (const target of [`/property/${listing.url}`, `/ur/property/${listing.url}`]) {
      const res = await pages!.request(target);
      expect(res.status, target).toBe(200);
      const html = await res.text();
      // The page itself was rendered, with its contact block, and the embedded query data is there.
      expect(html, target).toContain('Reveal test corner house');
      expect(html, target).toContain('id="server-state"');
      expect(html, target).toContain('03••-•••••••');
      for (const trace of tracesOf(phone)) expect(html, `${target} ${trace}`).not.toContain(trace);
      // No owner's Call or WhatsApp link before the tap (the site's own number in the top bar is another thing).
      expect(html, target).not.toMatch(/href="tel:03|wa\.me\/92/);
    }
  });
});

describe('POST Property/RevealPhone', () => {
  it('answers the number of a live listing and counts it once per device a day for the owner', async () => {
    const owner = await registeredUser(server, 'revowner');
    const phone = distinctPhone();
    const { id } = await insertListing(server.database, { contactPhone: phone, userId: await userIdOf(owner.person.UserName) });
    const deviceA = device();
    const first = await reveal({ PropertyId: id, DeviceId: deviceA });
    expect(first.status, first.body.Message).toBe(200);
    expect(first.body.IsSuccess).toBe(true);
    expect(first.body.Data).toEqual({ PropertyId: id, PhoneNumber: phone });
    expect(first.res.headers.get('cache-control')).toBe('no-store');
    // The same device again: shown again, counted once.
    expect((await reveal({ PropertyId: id, DeviceId: deviceA })).status).toBe(200);
    // Another device, and a caller without a device id.
    expect((await reveal({ PropertyId: id, DeviceId: device() })).status).toBe(200);
    expect((await reveal({ PropertyId: id })).status).toBe(200);
    expect(await revealCount(id)).toBe(3);

    // The owner's figures say so, beside the views and taps.
    const figures = await server.json<InsightAnswer>(`/api/Property/Insight?PropertyId=${id}`, bearer(owner.token));
    expect(figures.status, figures.body.Message).toBe(200);
    const [mine] = figures.body.Data.Listings;
    expect(mine!.Last7.Reveals).toBe(3);
    expect(mine!.Last30.Reveals).toBe(3);
    expect(mine!.Daily.at(-1)!.Reveals).toBe(3);
  });

  it('shows the owner and an admin the number without counting it, even for a listing not yet live; others get a 404', async () => {
    const owner = await registeredUser(server, 'revown2');
    const admin = await registeredUser(server, 'revadmin');
    await server.database.rows(sql`UPDATE users SET is_admin = true WHERE user_name = ${admin.person.UserName}`);
    const stranger = await registeredUser(server, 'revstranger');
    const phone = distinctPhone();
    const { id } = await insertListing(server.database, { contactPhone: phone, status: 'Pending', userId: await userIdOf(owner.person.UserName) });
    for (const token of [owner.token, admin.token]) {
      const res = await reveal({ PropertyId: id, DeviceId: device() }, { token });
      expect(res.status, res.body.Message).toBe(200);
      expect(res.body.Data.PhoneNumber).toBe(phone);
    }
    const other = await reveal({ PropertyId: id }, { token: stranger.token });
    expect(other.status).toBe(404);
    expect(other.body.IsSuccess).toBe(false);
    expect((await reveal({ PropertyId: id })).status).toBe(404);
    expect((await reveal({ PropertyId: 987_654_321 })).status).toBe(404);
    await server.database.rows(sql`UPDATE properties SET status = 'Active' WHERE id = ${id}`);
    expect((await reveal({ PropertyId: id, DeviceId: device() }, { token: owner.token })).status).toBe(200);
    expect(await revealCount(id)).toBe(0);
  });

  it('does not count bots, but a stale token is only ignored', async () => {
    const { id } = await insertListing(server.database, { contactPhone: distinctPhone() });
    expect((await reveal({ PropertyId: id, DeviceId: device() }, { ua: 'python-requests/2.31' })).status).toBe(200);
    expect(await revealCount(id)).toBe(0);
    const res = await reveal({ PropertyId: id, DeviceId: device() }, { token: 'not-a-session-token' });
    expect(res.status, res.body.Message).toBe(200);
    expect(await revealCount(id)).toBe(1);
  });

  it.each([
    ['PropertyId', {}, 'PropertyId must be a whole number.'],
    ['PropertyId', { PropertyId: 0 }, 'PropertyId must be at least 1.'],
    ['PropertyId', { PropertyId: 'x' }, 'PropertyId must be a whole number.'],
    ['DeviceId', { PropertyId: 1, DeviceId: 'short' }, 'DeviceId must be 16 to 64 letters, digits, _ or -.'],
  ])('refuses bad input with a 400 naming %s', async (field, body, message) => {
    const res = await reveal(body);
    expect(res.status).toBe(400);
    expect(res.body.IsSuccess).toBe(false);
    expect(res.body.Data.Field).toBe(field);
    expect(res.body.Message).toBe(message);
  });

  it('refuses a bulk scrape from one address with the 429 envelope, while a person on another address is served', async () => {
    const phones = Array.from({ length: REVEAL_BUDGETS.anonymous.burst + 5 }, () => distinctPhone());
    const ids: number[] = [];
    for (const phone of phones) ids.push((await insertListing(server.database, { contactPhone: phone })).id);
    const scraper = '203.0.113.77';
    const answers = [];
    for (const id of ids) answers.push(await reveal({ PropertyId: id, DeviceId: device() }, { ip: scraper }));
    const served = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 429);
    expect(served).toHaveLength(REVEAL_BUDGETS.anonymous.burst);
    expect(refused).toHaveLength(phones.length - REVEAL_BUDGETS.anonymous.burst);
    const no = refused[0]!;
    expect(no.body.IsSuccess).toBe(false);
    expect(no.body.Message).toMatch(/Too many phone numbers/);
    expect(no.body.Data.RetryAfterSeconds).toBeGreaterThan(0);
    expect(Number(no.res.headers.get('retry-after'))).toBeGreaterThan(0);
    // Nothing of a refused number was answered, and only the numbers shown were counted.
    for (const a of refused) expect(JSON.stringify(a.body)).not.toMatch(/0347\d{7}/);
    let counted = 0;
    for (const id of ids) counted += await revealCount(id);
    expect(counted).toBe(REVEAL_BUDGETS.anonymous.burst);

    // A person on their own connection is not affected, and a signed-in one has a budget of their own.
    const person = await reveal({ PropertyId: ids[0]!, DeviceId: device() }, { ip: '203.0.113.78' });
    expect(person.status, person.body.Message).toBe(200);
    const member = await registeredUser(server, 'revmember');
    const signedIn = await reveal({ PropertyId: ids[1]!, DeviceId: device() }, { ip: scraper, token: member.token });
    expect(signedIn.status, signedIn.body.Message).toBe(200);
  });

  it('caps an address for the day across processes and restarts: the database keeps the count', async () => {
    const { id } = await insertListing(server.database, { contactPhone: distinctPhone() });
    const ip = '203.0.113.91';
    const bucket = (await import('node:crypto')).createHash('sha256').update(ip).digest('base64url').slice(0, 22);
    // As if this address had spent its day elsewhere (another instance): its bucket is full.
    await server.database.rows(sql`INSERT INTO rate_limits (bucket, hits, window_ends_at)
      VALUES (${`reveal:anon:${bucket}`}, ${REVEAL_DAILY.anonymousPerAddress.max}, now() + interval '5 hours')`);
    const res = await reveal({ PropertyId: id, DeviceId: device() }, { ip });
    expect(res.status).toBe(429);
    expect(res.body.Data.RetryAfterSeconds).toBeGreaterThan(4 * 3600);
    expect(await revealCount(id)).toBe(0);
    // Signed in, the same address still has room: the per-address cap for accounts is larger.
    const member = await registeredUser(server, 'revday');
    expect((await reveal({ PropertyId: id, DeviceId: device() }, { ip, token: member.token })).status).toBe(200);
  });

  it('is not a GET, and answers nothing the browser or a proxy may keep', async () => {
    const { id } = await insertListing(server.database, { contactPhone: distinctPhone() });
    const get = await server.fetch(`/api/Property/RevealPhone?PropertyId=${id}`);
    expect(get.status).toBeGreaterThanOrEqual(400);
    expect(await get.text()).not.toMatch(/0347\d{7}/);
    const ok = await server.json('/api/Property/RevealPhone', { ...jsonPost({ PropertyId: id }), headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextIp() } });
    expect(ok.status).toBe(200);
    expect(ok.res.headers.get('cache-control')).toBe('no-store');
  });
});
