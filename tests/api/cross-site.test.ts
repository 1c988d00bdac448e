import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.ts';
import { visitor } from './support/accounts.ts';

// A form on another site must not be able to submit through a visitor's browser.

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const fields = {
  Title: 'Cross-site House', Description: 'Posted by a form elsewhere.', PurposeId: '1', TypeId: '1', Price: '15000000',
  BedRoomId: '3', BathRoomId: '2', Area: '5', AreaUnitId: '1', CityId: '2', LocationId: '', OtherFeatures: '[]',
  FullName: 'Imran Qureshi', EmailAddress: 'imran@example.pk', PhoneNumber: '03001234567',
};
const multipart = () => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return fd;
};
const crossSiteCount = async () =>
  (await server.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM properties WHERE title = 'Cross-site House'`))[0]!.n;
const submit = (body: BodyInit, headers: Record<string, string> = {}) =>
  server.json('/api/Property/SubmitPropertyAnonymous', visitor({ method: 'POST', body, headers }));

describe('writes from other sites', () => {
  it('refuses an urlencoded body (what a plain HTML form sends) with 415, creating nothing', async () => {
    const res = await submit(new URLSearchParams(fields).toString(), { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(415);
    expect(res.body.Message).toBe('The request body must be multipart/form-data.');
    expect(await crossSiteCount()).toBe(0);
  });

  it('refuses a multipart form posted from another origin, or marked cross-site, with 403', async () => {
    const evil = await submit(multipart(), { Origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(evil.body).toMatchObject({ IsSuccess: false, Message: 'Requests from other sites are not accepted.' });
    const nullOrigin = await submit(multipart(), { Origin: 'null' });
    expect(nullOrigin.status).toBe(403);
    const marked = await submit(multipart(), { 'Sec-Fetch-Site': 'cross-site' });
    expect(marked.status).toBe(403);
    const login = await server.json('/api/Account/Login', visitor({
      method: 'POST', body: JSON.stringify({ username: 'x', password: 'y' }),
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
    }));
    expect(login.status).toBe(403);
    expect(await crossSiteCount()).toBe(0);
  });

  it('accepts the site itself (PUBLIC_URL or the address it was reached at) and clients without Origin', async () => {
    const own = new URL(server.url).origin;
    expect((await submit(multipart(), { Origin: own, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
    expect((await submit(multipart())).status).toBe(200);
    expect(await crossSiteCount()).toBe(2);
    // Reading is never refused: links and images from other sites keep working.
    const read = await server.fetch('/api/Home/WhatOurClientSays', { headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' } });
    expect(read.status).toBe(200);
  });
});
