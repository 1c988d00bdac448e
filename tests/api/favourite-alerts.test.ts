import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { bearer, registeredUser, visitor } from './support/accounts.ts';
import { linkIn, mailsTo } from '../support/mail.ts';
import type { SubmitResult } from '../../src/contract/types.ts';

// People who keep a listing hear once when its price drops, and when it is sold or removed.

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

async function submit(token: string, title: string, price: string, propertyId = ''): Promise<number> {
  const fd = new FormData();
  for (const [k, v] of Object.entries({
    PropertyId: propertyId, Title: title, Description: 'Favourite alert test.', PurposeId: '1', TypeId: '1', Price: price, BedRoomId: '3',
    BathRoomId: '2', Area: '5', AreaUnitId: '1', CityId: '3', LocationId: '', OtherFeatures: '[]', FullName: 'Owner',
    EmailAddress: 'fav.owner@example.pk', PhoneNumber: '03001234567',
  })) fd.append(k, v);
  const res = await server.json<SubmitResult>('/api/Property/SubmitPropertyDetails', bearer(token, { method: 'POST', body: fd }));
  expect(res.status, res.body.Message).toBe(200);
  return res.body.Data.PropertyId;
}
async function approve(title: string): Promise<void> {
  const mail = mailsTo(server.config.dataDir, server.config.adminEmail).filter((m) => m.subject === `Approve property: ${title}`).at(-1)!;
  expect((await server.json(`/api/property/approve?${linkIn(mail, '/property/verification/approve').searchParams}`, visitor())).status).toBe(200);
}
const news = (email: string, prefix: string) => mailsTo(server.config.dataDir, email).filter((m) => m.subject.startsWith(prefix));
const pause = () => new Promise((r) => setTimeout(r, 700));

describe('favourites alerts', () => {
  it('a lower price after an edit is mailed once; the same price again is not; a sale is mailed once', async () => {
    const owner = await registeredUser(server, 'favowner');
    const keeper = await registeredUser(server, 'keeper');
    const id = await submit(owner.token, 'Kept house', '20000000');
    await approve('Kept house');
    expect((await server.json('/api/Favourites/Set', bearer(keeper.token, jsonPost({ PropertyId: id, Saved: true })))).status).toBe(200);

    await submit(owner.token, 'Kept house', '19500000', String(id));
    await approve('Kept house');
    await expect.poll(() => news(keeper.person.Email, 'Price dropped').length).toBe(1);
    expect(news(keeper.person.Email, 'Price dropped')[0]!.body).toContain('dropped by 5 Lakh');

    // Edited again at the same price: nothing new to say.
    await submit(owner.token, 'Kept house', '19500000', String(id));
    await approve('Kept house');
    await pause();
    expect(news(keeper.person.Email, 'Price dropped')).toHaveLength(1);

    expect((await server.json(`/api/Property/MarkSoldProperty?Id=${id}`, bearer(owner.token))).status).toBe(200);
    await expect.poll(() => news(keeper.person.Email, 'Sold').length).toBe(1);
    // The owner hears nothing about their own listing's favourites.
    expect(news(owner.person.Email, 'Sold')).toHaveLength(0);
  });

  it('a deleted favourite is mailed as no longer listed', async () => {
    const owner = await registeredUser(server, 'delowner');
    const keeper = await registeredUser(server, 'delkeeper');
    const id = await submit(owner.token, 'Gone house', '9000000');
    await approve('Gone house');
    await server.json('/api/Favourites/Set', bearer(keeper.token, jsonPost({ PropertyId: id, Saved: true })));
    expect((await server.json(`/api/Property/DeleteProperty?Id=${id}`, bearer(owner.token))).status).toBe(200);
    await expect.poll(() => news(keeper.person.Email, 'No longer listed').length).toBe(1);
  });
});
