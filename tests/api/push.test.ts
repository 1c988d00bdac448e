import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { bearer, registeredUser, visitor } from './support/accounts.ts';
import { linkIn, mailsTo } from '../support/mail.ts';
import { StandInPushService } from '../support/push-service.ts';
import type { SubmitResult } from '../../src/contract/types.ts';

// Web push, through a stand-in push service that checks VAPID and decrypts.

let server: TestServer;
let pushService: StandInPushService;
beforeAll(async () => {
  pushService = await StandInPushService.start();
  server = await startTestServer({ env: { PUSH_SERVICES: pushService.origin } });
  // Pushes made between 22:00 and 08:00 Pakistan time wait for the morning, so the suite runs at a
  // fixed daytime hour: CI on the real clock at 03:09 in Pakistan held every push.
  server.deps.push.now = daytime;
});
const daytime = () => new Date('2026-11-24T07:00:00Z'); // 12:00 in Pakistan
afterAll(async () => {
  await server?.close();
  await pushService?.close();
});

// Peshawar: no other test of this file lists there, so matches are what each test makes.
const CITY = 4;
async function submit(token: string, title: string, over: Record<string, string> = {}, propertyId = ''): Promise<number> {
  const fd = new FormData();
  for (const [k, v] of Object.entries({
    PropertyId: propertyId, Title: title, Description: 'Push test.', PurposeId: '1', TypeId: '1', Price: '15000000', BedRoomId: '3',
    BathRoomId: '2', Area: '5', AreaUnitId: '1', CityId: String(CITY), LocationId: '', OtherFeatures: '[]', FullName: 'Owner',
    EmailAddress: 'push.owner@example.pk', PhoneNumber: '03001234567', ...over,
  })) fd.append(k, v);
  const res = await server.json<SubmitResult>('/api/Property/SubmitPropertyDetails', bearer(token, { method: 'POST', body: fd }));
  expect(res.status, res.body.Message).toBe(200);
  return res.body.Data.PropertyId;
}
async function approve(title: string): Promise<void> {
  const mail = mailsTo(server.config.dataDir, server.config.adminEmail).filter((m) => m.subject === `Approve property: ${title}`).at(-1)!;
  expect((await server.json(`/api/property/approve?${linkIn(mail, '/property/verification/approve').searchParams}`, visitor())).status).toBe(200);
}
const subscribe = (token: string, body: unknown) => server.json('/api/Push/Subscribe', bearer(token, jsonPost(body)));
const listingUrl = async (id: number) => (await server.database.rows<{ url: string }>(sql`SELECT url FROM properties WHERE id = ${id}`))[0]!.url;
const pause = () => new Promise((r) => setTimeout(r, 700));
const count = async (query: ReturnType<typeof sql>) => Number((await server.database.rows<{ n: number }>(query))[0]!.n);

describe('web push', () => {
  it('has a VAPID public key made once into DATA_DIR and given to browsers', async () => {
    const res = await server.json<{ PublicKey: string }>('/api/push/key');
    expect(res.status).toBe(200);
    expect(Buffer.from(res.body.Data.PublicKey, 'base64url')).toHaveLength(65);
    const kept = JSON.parse(fs.readFileSync(path.join(server.config.dataDir, 'vapid-keys.json'), 'utf8')) as { publicKey: string };
    expect(kept.publicKey).toBe(res.body.Data.PublicKey);
  });

  it('keeps subscriptions of signed-in people only, at an allowed push service, with well-formed keys', async () => {
    const sub = pushService.subscribe();
    expect((await server.json('/api/Push/Subscribe', jsonPost(sub))).status).toBe(401);
    const { token } = await registeredUser(server, 'pushsub');
    const elsewhere = await subscribe(token, { ...sub, Endpoint: 'http://169.254.169.254/latest/meta-data' });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.Message).toBe('Notifications cannot be sent to this push service.');
    const badKey = await subscribe(token, { ...sub, Keys: { P256dh: 'abc', Auth: sub.Keys.Auth } });
    expect(badKey.status).toBe(400);
    expect(badKey.body.Message).toContain('Keys.P256dh');
    expect((await subscribe(token, sub)).status).toBe(200);
    // The same browser again changes nothing.
    expect((await subscribe(token, sub)).status).toBe(200);
    expect(await count(sql`SELECT count(*)::int AS n FROM push_subscriptions WHERE endpoint = ${sub.Endpoint}`)).toBe(1);
  });

  it('a matching approval pushes once, signed and encrypted; an unrelated or repeated approval pushes nothing', async () => {
    const buyer = await registeredUser(server, 'pushbuyer');
    const owner = await registeredUser(server, 'pushowner');
    const phone = pushService.subscribe();
    expect((await subscribe(buyer.token, phone)).status).toBe(200);
    const saved = await server.json('/api/SavedSearches/Save', bearer(buyer.token, jsonPost({
      Name: 'Peshawar houses', Criteria: { Purpose: 1, City: CITY, PropertyType: 1 }, Frequency: 'Instant', Email: false, Push: true,
    })));
    expect(saved.body.Data).toMatchObject({ Email: false, Push: true });

    const id = await submit(owner.token, 'Push match house');
    await approve('Push match house');
    await expect.poll(() => pushService.to(phone.browser).length).toBe(1);
    const [push] = pushService.to(phone.browser);
    expect(push!.payload).toEqual({
      title: 'New for "Peshawar houses"', body: 'Push match house: PKR 1.5 Crore', url: `/property/${(await listingUrl(id))}`,
      tag: expect.stringMatching(/^search-\d+$/),
    });
    expect(push!.vapidKey).toBe((await server.json<{ PublicKey: string }>('/api/Push/Key')).body.Data.PublicKey);
    expect(pushService.refused).toEqual([]);
    // E-mail was off for this search.
    expect(mailsTo(server.config.dataDir, buyer.person.Email).filter((m) => m.subject.includes('Peshawar houses'))).toHaveLength(0);

    await submit(owner.token, 'Push rent flat', { PurposeId: '2', TypeId: '2', Price: '60000' });
    await approve('Push rent flat');
    await submit(owner.token, 'Push match house', { Price: '14000000' }, String(id));
    await approve('Push match house');
    await pause();
    expect(pushService.to(phone.browser)).toHaveLength(1);
  });

  it('holds a push made in quiet hours until 08:00 Pakistan time', async () => {
    const buyer = await registeredUser(server, 'pushnight');
    const owner = await registeredUser(server, 'pushnightowner');
    const phone = pushService.subscribe();
    await subscribe(buyer.token, phone);
    await server.json('/api/SavedSearches/Save', bearer(buyer.token, jsonPost({
      Name: 'Peshawar plots at night', Criteria: { Purpose: 1, City: CITY, PropertyType: 7 }, Frequency: 'Instant', Email: false, Push: true,
    })));
    const push = server.deps.push;
    try {
      push.now = () => new Date('2026-11-24T18:30:00Z'); // 23:30 in Pakistan
      await submit(owner.token, 'Night plot', { TypeId: '7', BedRoomId: '', BathRoomId: '' });
      await approve('Night plot');
      await pause();
      expect(pushService.to(phone.browser)).toHaveLength(0);
      const [held] = await server.database.rows<{ next_attempt_at: Date | string }>(sql`
        SELECT q.next_attempt_at FROM push_queue q JOIN push_subscriptions s ON s.id = q.subscription_id WHERE s.endpoint = ${phone.Endpoint}`);
      expect(new Date(held!.next_attempt_at).toISOString()).toBe('2026-11-25T03:00:00.000Z');
      push.now = () => new Date('2026-11-25T02:59:00Z');
      await push.drain();
      expect(pushService.to(phone.browser)).toHaveLength(0);
      push.now = () => new Date('2026-11-25T03:00:00Z');
      await push.drain();
      expect(pushService.to(phone.browser)).toHaveLength(1);
    } finally {
      push.now = daytime;
    }
  });

  it('a 410 from the push service deletes the subscription; a logged-out device gets nothing', async () => {
    const buyer = await registeredUser(server, 'pushgone');
    const owner = await registeredUser(server, 'pushgoneowner');
    const dropped = pushService.subscribe();
    await subscribe(buyer.token, dropped);
    // A second device, logged in separately, then logged out.
    const second = await server.json<{ AuthWebToken: string }>('/api/Account/Login', visitor(jsonPost({ UserName: buyer.person.UserName, Password: buyer.person.Password })));
    expect(second.status, second.body.Message).toBe(200);
    const tablet = pushService.subscribe();
    await subscribe(second.body.Data.AuthWebToken, tablet);
    expect((await server.json('/api/Account/Logout', bearer(second.body.Data.AuthWebToken, { method: 'POST' }))).status).toBe(200);
    await server.json('/api/SavedSearches/Save', bearer(buyer.token, jsonPost({
      Name: 'Peshawar flats', Criteria: { Purpose: 1, City: CITY, PropertyType: 2 }, Frequency: 'Instant', Email: false, Push: true,
    })));
    pushService.gone.add(dropped.browser);
    await submit(owner.token, 'Gone flat', { TypeId: '2' });
    await approve('Gone flat');
    await expect.poll(() => count(sql`SELECT count(*)::int AS n FROM push_subscriptions WHERE endpoint = ${dropped.Endpoint}`)).toBe(0);
    expect(pushService.to(tablet.browser)).toHaveLength(0);
    // The logged-out device's subscription goes when a push for its person comes up.
    expect(await count(sql`SELECT count(*)::int AS n FROM push_subscriptions WHERE endpoint = ${tablet.Endpoint}`)).toBe(0);
  });

  it('a favourite whose price drops is pushed too, and the mail\'s one-click stop ends both', async () => {
    const owner = await registeredUser(server, 'pushfavowner');
    const keeper = await registeredUser(server, 'pushkeeper');
    const phone = pushService.subscribe();
    await subscribe(keeper.token, phone);
    const id = await submit(owner.token, 'Pushed favourite', { CityId: '5' });
    await approve('Pushed favourite');
    await server.json('/api/Favourites/Set', bearer(keeper.token, jsonPost({ PropertyId: id, Saved: true })));
    await submit(owner.token, 'Pushed favourite', { CityId: '5', Price: '14500000' }, String(id));
    await approve('Pushed favourite');
    await expect.poll(() => pushService.to(phone.browser).length).toBe(1);
    expect(pushService.to(phone.browser)[0]!.payload).toMatchObject({ title: 'Price dropped by 5 Lakh', url: expect.stringMatching(/^\/property\//) });

    const mail = mailsTo(server.config.dataDir, keeper.person.Email).find((m) => m.subject.startsWith('Price dropped'))!;
    const stop = linkIn(mail, '/alerts/unsubscribe');
    const page = await server.fetch(`/alerts/unsubscribe?${stop.searchParams}`, { method: 'POST' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('no more news of your favourites');

    expect((await server.json(`/api/Property/MarkSoldProperty?Id=${id}`, bearer(owner.token))).status).toBe(200);
    await pause();
    expect(mailsTo(server.config.dataDir, keeper.person.Email).filter((m) => m.subject.startsWith('Sold'))).toHaveLength(0);
    expect(pushService.to(phone.browser)).toHaveLength(1);
  });
});
