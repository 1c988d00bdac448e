import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { bearer, registeredUser } from './support/accounts.ts';
import { insertListing } from './support/listings.ts';
import { linkIn, mailsTo } from '../support/mail.ts';
import { FRESHNESS_LINK_DAYS } from '../../src/contract/freshness.ts';
import { FreshnessMessages } from '../../src/contract/freshness-messages.ts';
import type { ConfirmAvailableResult } from '../../src/contract/freshness.ts';
import type { ListingCard, MyPropertyItem, PropertyDetails, SearchResult } from '../../src/contract/types.ts';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const DAY = 86_400_000;
/** The moment each test starts from; the sweep's clock is moved from here instead of waiting weeks. */
let start = Date.now();
const at = (days: number) => { server.deps.freshness.now = () => new Date(start + days * DAY); };
beforeEach(() => { start = Date.now(); at(0); });

const search = (word: string) => server.json<SearchResult>('/api/Property/SearchProperty', jsonPost({ Keywords: word }));
const found = async (word: string) => (await search(word)).body.Data.Items.map((i) => i.PropertyId);
const detail = (url: string) => server.json<PropertyDetails>(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${url}`);
const confirmAvailable = (id: number, init: RequestInit = {}) =>
  server.json<ConfirmAvailableResult>('/api/Property/ConfirmAvailable', { ...init, ...jsonPost({ PropertyId: id }), headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string> | undefined) } });
const row = async (id: number) => (await server.database.rows<{ status: string; confirmed_at: Date | string; freshness_reminded_at: Date | string | null }>(
  sql`SELECT status, confirmed_at, freshness_reminded_at FROM properties WHERE id = ${id}`))[0]!;
const pressButton = (link: URL, key = link.searchParams.get('key')!) =>
  server.fetch(link.pathname, { method: 'POST', body: new URLSearchParams({ key }) });

let words = 0;
/** A word no other listing has, so a search finds exactly this one. */
const tag = () => `tazgi${process.pid.toString(36)}${(words += 1).toString(36)}`.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!);

/** An Active listing of a fresh account, confirmed when the test starts. */
async function ownedListing() {
  const owner = await registeredUser(server, 'fresh');
  const [u] = await server.database.rows<{ id: number }>(sql`SELECT id FROM users WHERE user_name = ${owner.person.UserName}`);
  const word = tag();
  const listing = await insertListing(server.database, { title: `Family house ${word}`, userId: Number(u!.id) });
  await server.database.rows(sql`UPDATE properties SET confirmed_at = ${new Date(start).toISOString()}::timestamptz WHERE id = ${listing.id}`);
  const mails = (subject: string) => mailsTo(server.config.dataDir, owner.person.Email).filter((m) => m.subject.startsWith(subject));
  return { owner, word, ...listing, mails };
}

const REMINDER = 'Is your property still available?';
const EXPIRED_MAIL = 'Your property is hidden from search';

describe('freshness: the 30-day reminder', () => {
  it('mails the owner once per cycle, with a link that works once and without a login', async () => {
    const l = await ownedListing();
    at(29);
    await server.deps.freshness.sweep();
    expect(l.mails(REMINDER)).toHaveLength(0);

    at(31);
    await server.deps.freshness.sweep();
    await server.deps.freshness.sweep();
    const reminders = l.mails(REMINDER);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.body).toContain(`Family house ${l.word}`);
    expect((await row(l.id)).freshness_reminded_at).not.toBeNull();

    // Opening the link changes nothing (mail scanners open links); the page offers one button.
    const link = linkIn(reminders[0]!, '/listings/still-available');
    const page = await server.fetch(link.pathname + link.search);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Still available</button>');
    expect(new Date((await row(l.id)).confirmed_at).getTime()).toBe(start);

    const first = await pressButton(link);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain(FreshnessMessages.confirmed);
    const confirmed = await row(l.id);
    expect(new Date(confirmed.confirmed_at).getTime()).toBe(start + 31 * DAY);
    expect(confirmed.freshness_reminded_at).toBeNull();
    expect(confirmed.status).toBe('Active');

    const second = await pressButton(link);
    expect(second.status).toBe(400);
    expect(await second.text()).toContain(FreshnessMessages.linkUsed);
    const forged = await pressButton(link, 'not-a-real-key-at-all');
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain(FreshnessMessages.linkInvalid);

    // A new cycle: no reminder until 30 days after this confirmation, then exactly one more.
    at(60);
    await server.deps.freshness.sweep();
    expect(l.mails(REMINDER)).toHaveLength(1);
    at(62);
    await server.deps.freshness.sweep();
    expect(l.mails(REMINDER)).toHaveLength(2);
  });

  it('refuses a link past its days, and one whose listing was sold meanwhile', async () => {
    const l = await ownedListing();
    at(31);
    await server.deps.freshness.sweep();
    const link = linkIn(l.mails(REMINDER)[0]!, '/listings/still-available');
    at(31 + FRESHNESS_LINK_DAYS + 1);
    const late = await pressButton(link);
    expect(late.status).toBe(400);
    expect(await late.text()).toContain(FreshnessMessages.linkExpired);

    const sold = await ownedListing();
    at(31);
    await server.deps.freshness.sweep();
    const soldLink = linkIn(sold.mails(REMINDER)[0]!, '/listings/still-available');
    expect((await server.json(`/api/property/MarkSoldProperty?Id=${sold.id}`, bearer(sold.owner.token))).status).toBe(200);
    const gone = await pressButton(soldLink);
    expect(gone.status).toBe(409);
    expect(await gone.text()).toContain(FreshnessMessages.linkGone);
    expect((await row(sold.id)).status).toBe('Sold');
  });
});

describe('freshness: 45 days without a confirmation', () => {
  it('takes the listing out of search, home and detail, tells the owner once, and keeps it under Active as Expired', async () => {
    const l = await ownedListing();
    const card = (await search(l.word)).body.Data.Items[0] as ListingCard | undefined;
    expect(card?.PropertyId).toBe(l.id);
    expect(card?.ConfirmedAt).toBe(new Date(start).toISOString());
    expect((await detail(l.url)).body.Data.ConfirmedAt).toBe(new Date(start).toISOString());

    at(31);
    await server.deps.freshness.sweep();
    at(44);
    await server.deps.freshness.sweep();
    expect((await row(l.id)).status).toBe('Active');

    at(46);
    await server.deps.freshness.sweep();
    await server.deps.freshness.sweep();
    expect((await row(l.id)).status).toBe('Expired');
    const told = l.mails(EXPIRED_MAIL);
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain('Renew');
    expect(told[0]!.body).toContain('/account/properties');

    expect(await found(l.word)).toEqual([]);
    expect((await detail(l.url)).status).toBe(404);
    const home = await server.json<ListingCard[]>('/api/Home/NewlyAdded');
    expect(home.body.Data.map((c) => c.PropertyId)).not.toContain(l.id);

    const mine = await server.json<MyPropertyItem[]>('/api/property/GetActiveProperties', bearer(l.owner.token));
    expect(mine.body.Data.find((p) => p.PropertyId === l.id)?.Status).toBe('Expired');

    // The expiry mail's own button brings it back.
    const back = await pressButton(linkIn(told[0]!, '/listings/still-available'));
    expect(back.status).toBe(200);
    expect(await back.text()).toContain(FreshnessMessages.renewed);
    expect(await found(l.word)).toEqual([l.id]);
  });

  it('never expires a listing whose owner had no reminder first', async () => {
    const l = await ownedListing();
    // Back on the site after a review, with a confirmation older than 45 days and no reminder yet.
    at(50);
    await server.deps.freshness.sweep();
    expect((await row(l.id)).status).toBe('Active');
    expect(l.mails(REMINDER)).toHaveLength(1);
    expect(l.mails(EXPIRED_MAIL)).toHaveLength(0);
    at(58);
    await server.deps.freshness.sweep();
    expect((await row(l.id)).status).toBe('Expired');
  });
});

describe('Property/ConfirmAvailable: the owner confirms or renews from My Properties', () => {
  it('is the owner\'s alone, and a renewal is back in search at once', async () => {
    const l = await ownedListing();
    at(31);
    await server.deps.freshness.sweep();
    at(46);
    await server.deps.freshness.sweep();
    // An answer cached while it was expired must not hide the renewal.
    expect(await found(l.word)).toEqual([]);

    expect((await confirmAvailable(l.id)).status).toBe(401);
    const stranger = await registeredUser(server, 'stranger');
    const refused = await confirmAvailable(l.id, bearer(stranger.token));
    expect(refused.status).toBe(404);
    expect(refused.body.Message).toBe(FreshnessMessages.notConfirmable);
    expect((await row(l.id)).status).toBe('Expired');

    const renewed = await confirmAvailable(l.id, bearer(l.owner.token));
    expect(renewed.status).toBe(200);
    expect(renewed.body.Message).toBe(FreshnessMessages.renewed);
    expect(renewed.body.Data).toEqual({ PropertyId: l.id, Renewed: true, ConfirmedAt: new Date(start + 46 * DAY).toISOString() });
    expect(await found(l.word)).toEqual([l.id]);
    expect((await detail(l.url)).status).toBe(200);

    // Confirming an Active listing starts a new cycle without a reminder.
    at(50);
    const again = await confirmAvailable(l.id, bearer(l.owner.token));
    expect(again.body.Data.Renewed).toBe(false);
    expect(again.body.Message).toBe(FreshnessMessages.confirmed);
    const mine = await server.json<MyPropertyItem[]>('/api/property/GetActiveProperties', bearer(l.owner.token));
    expect(mine.body.Data.find((p) => p.PropertyId === l.id)).toMatchObject({ Status: 'Active', ConfirmedAt: new Date(start + 50 * DAY).toISOString() });
  });

  it('refuses listings that are not on the site or waiting to be renewed', async () => {
    const l = await ownedListing();
    await server.database.rows(sql`UPDATE properties SET status = 'Pending' WHERE id = ${l.id}`);
    expect((await confirmAvailable(l.id, bearer(l.owner.token))).status).toBe(404);
    expect((await confirmAvailable(999_999_999, bearer(l.owner.token))).status).toBe(404);
    expect((await confirmAvailable(0, bearer(l.owner.token))).status).toBe(400);
  });
});

describe('approval starts a freshness cycle', () => {
  it('sets the confirmation date when a pending listing is approved', async () => {
    const l = await ownedListing();
    await server.database.rows(sql`UPDATE properties SET status = 'Pending', confirmed_at = now() - interval '90 days' WHERE id = ${l.id}`);
    const before = Date.now();
    expect(await server.deps.listingsWrite.moderate(l.id, 'approve', { reason: null, note: null }, { actorId: null, actor: 'test' })).not.toBeNull();
    const r = await row(l.id);
    expect(r.status).toBe('Active');
    expect(new Date(r.confirmed_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});
