import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { bearer, registeredUser, visitor } from './support/accounts.ts';
import { insertListing } from './support/listings.ts';
import { AGENT_LISTING_LIMIT } from '../../src/contract/constants.ts';
import type { PropertyDetails, PropertyForEdit, SearchResult, SubmitResult } from '../../src/contract/types.ts';

// Owner or agent: what the poster declares, the phone-count rule that overrides it, and "Owners only".
let server: TestServer;
let owner: { token: string };
let admin: { token: string };
const TAG = 'qalamkari';

beforeAll(async () => {
  server = await startTestServer({ env: { SEARCH_CACHE_SECONDS: '0' } });
  owner = { token: (await registeredUser(server, 'oaowner')).token };
  const a = await registeredUser(server, 'oaadmin');
  await server.database.rows(sql`UPDATE users SET is_admin = true WHERE user_name = ${a.person.UserName}`);
  admin = { token: a.token };
}, 60_000);
afterAll(async () => { await server?.close(); });

const search = (criteria: Record<string, unknown>) => server.json<SearchResult>('/api/Property/SearchProperty', jsonPost(criteria));
const kinds = async (word: string, extra: Record<string, unknown> = {}) => {
  const r = await search({ Keywords: word, PageSize: 50, ...extra });
  expect(r.status, r.body.Message).toBe(200);
  return Object.fromEntries(r.body.Data.Items.map((i) => [i.Title, i.PosterKind]));
};
const details = async (url: string) => (await server.json<PropertyDetails>(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${url}`)).body.Data;

async function submit(title: string, extra: Record<string, string>) {
  const fd = new FormData();
  const fields = {
    Title: title, Description: 'Corner house near the park.', PurposeId: '1', TypeId: '1', Price: '25000000',
    BedRoomId: '3', BathRoomId: '2', Area: '5', AreaUnitId: '1', CityId: '1', LocationId: '', OtherFeatures: '[]',
    FullName: 'Bilal Owner', EmailAddress: 'bilal@example.pk', PhoneNumber: '03451112233', ...extra,
  };
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 40, g: 120, b: 90 } } }).jpeg().toBuffer();
  fd.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'front.jpg');
  return server.json<SubmitResult>('/api/Property/SubmitPropertyDetails', bearer(owner.token, visitor({ method: 'POST', body: fd })));
}
const approve = async (id: number) => {
  const res = await server.json('/api/Admin/Approve', bearer(admin.token, jsonPost({ PropertyId: id })));
  expect(res.status, res.body.Message).toBe(200);
};

describe('owner or agent', () => {
  it('keeps the same limit in the database as in the contract', async () => {
    const [row] = await server.database.rows<{ n: number }>(sql`SELECT agent_listing_limit() AS n`);
    expect(Number(row!.n)).toBe(AGENT_LISTING_LIMIT);
  });

  it('shows what the poster declared on the card, the listing page and the edit form; absent means Owner', async () => {
    const word = `${TAG}declared`;
    const agent = await submit(`Agent ${word}`, { PosterKind: 'Agent', PhoneNumber: '03451110001' });
    const plain = await submit(`Plain ${word}`, { PhoneNumber: '03451110002' });
    const ownerKind = await submit(`Owner ${word}`, { PosterKind: 'Owner', PhoneNumber: '03451110003' });
    for (const r of [agent, plain, ownerKind]) expect(r.status, r.body.Message).toBe(200);
    for (const r of [agent, plain, ownerKind]) await approve(r.body.Data.PropertyId);
    expect(await kinds(word)).toEqual({ [`Agent ${word}`]: 'Agent', [`Plain ${word}`]: 'Owner', [`Owner ${word}`]: 'Owner' });
    const [row] = await server.database.rows<{ url: string }>(sql`SELECT url FROM properties WHERE id = ${agent.body.Data.PropertyId}`);
    expect((await details(row!.url)).PosterKind).toBe('Agent');
    const edit = await server.json<PropertyForEdit>(`/api/Property/GetPropertyDetailsByID?PropertyId=${agent.body.Data.PropertyId}&IncludeImages=false`, bearer(owner.token));
    expect(edit.body.Data.PosterKind).toBe('Agent');
  });

  it('refuses a poster kind that is neither, naming the field', async () => {
    const r = await submit(`Bad ${TAG}`, { PosterKind: 'Landlord' });
    expect(r.status).toBe(400);
    expect(r.body.Data).toMatchObject({ Field: 'PosterKind' });
  });

  it('shows every listing of a phone behind more than the limit of live listings as an agent, and owner again when it falls back', async () => {
    const word = `${TAG}count`;
    const phone = '03009998877';
    const ids: number[] = [];
    for (let i = 0; i < AGENT_LISTING_LIMIT; i++) {
      ids.push((await insertListing(server.database, { title: `Busy ${i} ${word}`, contactPhone: phone, posterKind: 'owner' })).id);
    }
    await insertListing(server.database, { title: `Other ${word}`, contactPhone: '03009990000', posterKind: 'owner' });
    // Exactly the limit: still owners.
    expect(Object.values(await kinds(word)).every((k) => k === 'Owner')).toBe(true);

    // One more, approved through the console, crosses it: every listing of that number is an agent's.
    const extra = await submit(`Busy extra ${word}`, { PosterKind: 'Owner', PhoneNumber: phone });
    expect(extra.status, extra.body.Message).toBe(200);
    // Waiting for approval, it is not live and counts for nothing yet.
    expect(Object.values(await kinds(word)).every((k) => k === 'Owner')).toBe(true);
    await approve(extra.body.Data.PropertyId);
    const crossed = await kinds(word);
    expect(crossed[`Other ${word}`]).toBe('Owner');
    expect(Object.entries(crossed).filter(([t]) => t.startsWith('Busy')).map(([, k]) => k)).toEqual(Array(AGENT_LISTING_LIMIT + 1).fill('Agent'));
    const [row] = await server.database.rows<{ url: string }>(sql`SELECT url FROM properties WHERE id = ${ids[0]!}`);
    expect((await details(row!.url)).PosterKind).toBe('Agent');

    // Sold through the API: back to the limit, back to owners.
    const sold = await server.json(`/api/property/MarkSoldProperty?Id=${extra.body.Data.PropertyId}`, bearer(owner.token));
    expect(sold.status, sold.body.Message).toBe(200);
    expect(Object.values(await kinds(word)).every((k) => k === 'Owner')).toBe(true);

    // A change of number moves the count: a sixth listing given the busy number crosses it again.
    const other = await server.database.rows<{ id: number }>(sql`SELECT id FROM properties WHERE title = ${`Other ${word}`}`);
    await server.database.rows(sql`UPDATE properties SET contact_phone = ${phone} WHERE id = ${other[0]!.id}`);
    expect(Object.values(await kinds(word)).every((k) => k === 'Agent')).toBe(true);
    await server.database.rows(sql`UPDATE properties SET deleted_at = now() WHERE id = ${ids[1]!}`);
    expect(Object.values(await kinds(word)).every((k) => k === 'Owner')).toBe(true);
    const [count] = await server.database.rows<{ live: number }>(sql`SELECT live FROM phone_listings WHERE phone = ${phone}`);
    expect(Number(count!.live)).toBe(AGENT_LISTING_LIMIT);
  });

  it('counts one number written with or without the country code as one number, so the Agent label cannot be dodged', async () => {
    const word = `${TAG}prefix`;
    const forms = ['03007776655', '923007776655', '00923007776655', '+92 300 7776655', '3007776655', '920300-7776655'];
    const ids: number[] = [];
    for (const [i, form] of forms.entries()) {
      const r = await submit(`Prefix ${i} ${word}`, { PosterKind: 'Owner', PhoneNumber: form.replace(/\D/g, '') });
      expect(r.status, r.body.Message).toBe(200);
      ids.push(r.body.Data.PropertyId);
    }
    const stored = await server.database.rows<{ contact_phone: string }>(sql`SELECT DISTINCT contact_phone FROM properties WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
    expect(stored.map((r) => r.contact_phone)).toEqual(['03007776655']);
    for (const id of ids) await approve(id);
    expect(Object.values(await kinds(word))).toEqual(Array(forms.length).fill('Agent'));
    const [count] = await server.database.rows<{ live: number }>(sql`SELECT live FROM phone_listings WHERE phone = '03007776655'`);
    expect(Number(count!.live)).toBe(forms.length);
  });

  it('"Owners only" leaves out declared agents and busy numbers, as JSON true or as "1"', async () => {
    const word = `${TAG}owners`;
    await insertListing(server.database, { title: `Own ${word}`, contactPhone: '03121230001', posterKind: 'owner' });
    await insertListing(server.database, { title: `Dealer ${word}`, contactPhone: '03121230002', posterKind: 'agent' });
    for (let i = 0; i <= AGENT_LISTING_LIMIT; i++) {
      await insertListing(server.database, { title: `Many ${i} ${word}`, contactPhone: '03121230003', posterKind: 'owner' });
    }
    expect(Object.keys(await kinds(word))).toHaveLength(AGENT_LISTING_LIMIT + 3);
    expect(Object.keys(await kinds(word, { OwnersOnly: true }))).toEqual([`Own ${word}`]);
    expect(Object.keys(await kinds(word, { OwnersOnly: '1' }))).toEqual([`Own ${word}`]);
    const r = await search({ Keywords: word, OwnersOnly: true });
    expect(r.body.Data.TotalCount).toBe(1);
    // Without keywords too (the filter indexes rather than the full-text one).
    const all = await search({ City: 1, OwnersOnly: true, PageSize: 50 });
    expect(all.body.Data.Items.every((i) => i.PosterKind === 'Owner')).toBe(true);
  });

  it('refuses an "Owners only" that is not yes or no, naming the field', async () => {
    const r = await search({ OwnersOnly: 'maybe' });
    expect(r.status).toBe(400);
    expect(r.body.Data).toMatchObject({ Field: 'OwnersOnly' });
  });
});
