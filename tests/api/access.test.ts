import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { bearer, registeredUser, visitor } from './support/accounts.ts';
import type { CurrentUser, SubmitResult } from '../../src/contract/types.ts';

/**
 * Every authenticated route with no token, an expired token, a revoked token and another user's
 * token, for every kind of object: nothing is read or changed.
 */
let server: TestServer;
let owner: { token: string; person: { UserName: string; Password: string } };
let stranger: { token: string };
let expired: string;
let revoked: string;
const ids: Record<'Active' | 'Pending' | 'Rejected' | 'Sold', number> = { Active: 0, Pending: 0, Rejected: 0, Sold: 0 };

const house = (title: string) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries({
    Title: title, Description: 'Matrix house.', PurposeId: '1', TypeId: '1', Price: '1000000', Area: '5', AreaUnitId: '1',
    CityId: '1', FullName: 'Owner', EmailAddress: 'owner@example.pk', PhoneNumber: '03001234567',
  })) fd.append(k, v);
  return fd;
};

async function login(person: { UserName: string; Password: string }): Promise<string> {
  const res = await server.json<CurrentUser>('/api/Account/Login', visitor(jsonPost({ username: person.UserName, password: person.Password })));
  return res.body.Data.AuthWebToken!;
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await registeredUser(server, 'matrixowner');
  stranger = await registeredUser(server, 'matrixstranger');
  for (const status of Object.keys(ids) as Array<keyof typeof ids>) {
    const res = await server.json<SubmitResult>('/api/Property/SubmitPropertyDetails', bearer(owner.token, { method: 'POST', body: house(`Matrix ${status}`) }));
    ids[status] = res.body.Data.PropertyId;
    if (status !== 'Pending') {
      await server.database.exec(`UPDATE properties SET status = '${status}', published_at = now() WHERE id = ${ids[status]}`);
    }
  }
  expired = await login(owner.person);
  await server.database.rows(sql`UPDATE sessions SET expires_at = now() - interval '1 second'
    WHERE id = (SELECT max(id) FROM sessions WHERE user_id = (SELECT id FROM users WHERE user_name = ${owner.person.UserName}))`);
  revoked = await login(owner.person);
  await server.json('/api/Account/Logout', bearer(revoked, { method: 'POST' }));
});
afterAll(async () => { await server?.close(); });

const snapshot = async () => server.database.rows(sql`
  SELECT id, status, title, deleted_at IS NOT NULL AS deleted, updated_at FROM properties WHERE id IN (${sql.join(Object.values(ids).map((i) => sql`${i}`), sql`, `)}) ORDER BY id`);
const userSnapshot = async () => server.database.rows(sql`SELECT first_name, phone, password_hash, image FROM users ORDER BY id`);

type Call = { name: string; method: string; path: string; body?: () => BodyInit; json?: boolean };
const calls = (): Call[] => [
  { name: 'profile', method: 'GET', path: '/api/Account/profile' },
  { name: 'save profile', method: 'POST', path: '/api/Account/SaveProfile', body: () => {
    const fd = new FormData();
    for (const [k, v] of Object.entries({ FirstName: 'Hacked', LastName: 'X', Phone: '0', Address: 'x', About: 'x' })) fd.append(k, v);
    return fd;
  } },
  { name: 'change password', method: 'POST', path: '/api/Account/ChangePassword', json: true,
    body: () => JSON.stringify({ currentPassword: 'Secret-pass-1', newPassword: 'Hacked-pass-1', confirmPassword: 'Hacked-pass-1' }) },
  ...(['Active', 'Pending', 'Rejected', 'Sold'] as const).flatMap((s) => [
    { name: `list ${s}`, method: 'GET', path: `/api/property/Get${s}Properties` },
    { name: `edit form ${s}`, method: 'GET', path: `/api/Property/GetPropertyDetailsByID?PropertyId=${ids[s]}` },
    { name: `edit ${s}`, method: 'POST', path: '/api/Property/SubmitPropertyDetails', body: () => {
      const fd = house('Hacked title');
      fd.append('PropertyId', String(ids[s]));
      return fd;
    } },
    { name: `delete ${s}`, method: 'GET', path: `/api/property/DeleteProperty?Id=${ids[s]}` },
    { name: `sold ${s}`, method: 'GET', path: `/api/property/MarkSoldProperty?Id=${ids[s]}` },
  ]),
  { name: 'marketing check', method: 'POST', path: '/api/Marketing/Contacts/IsPhoneNumberRegistered?PhoneNumber=03001234567', json: true },
  { name: 'marketing add', method: 'POST', path: '/api/Marketing/Register/PhoneNumber/?Name=X&PhoneNumber=03009999999', json: true },
  { name: 'logout', method: 'POST', path: '/api/Account/Logout' },
];

describe('access control matrix', () => {
  for (const who of ['no token', 'garbage token', 'expired token', 'revoked token'] as const) {
    it(`${who}: every protected call is a 401 and changes nothing`, async () => {
      const token = who === 'no token' ? null : who === 'garbage token' ? 'x'.repeat(43) : who === 'expired token' ? expired : revoked;
      const before = [await snapshot(), await userSnapshot()];
      for (const call of calls()) {
        const headers: Record<string, string> = {};
        if (token) headers.Authorization = `Bearer ${token}`;
        if (call.json) headers['Content-Type'] = 'application/json';
        const res = await server.fetch(call.path, { method: call.method, headers, ...(call.body ? { body: call.body() } : {}) });
        expect(res.status, `${who}: ${call.name}`).toBe(401);
        expect((await res.json()).IsSuccess, call.name).toBe(false);
      }
      expect([await snapshot(), await userSnapshot()]).toEqual(before);
      const count = await server.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM marketing_contacts WHERE phone = '03009999999'`);
      expect(count[0]!.n).toBe(0);
    });
  }

  it("another user's token reads and changes none of the owner's listings", async () => {
    const before = await snapshot();
    for (const call of calls().filter((c) => /^(edit|delete|sold|list)/.test(c.name))) {
      const headers: Record<string, string> = { Authorization: `Bearer ${stranger.token}` };
      const res = await server.fetch(call.path, { method: call.method, headers, ...(call.body ? { body: call.body() } : {}) });
      const body = await res.json();
      if (call.name.startsWith('list')) {
        expect(res.status).toBe(200);
        expect(body.Data, call.name).toEqual([]);
      } else {
        expect(res.status, call.name).toBe(404);
        expect(body.IsSuccess).toBe(false);
      }
    }
    expect(await snapshot()).toEqual(before);
    // Their own profile is theirs alone: the stranger's profile call shows the stranger.
    const me = await server.json<{ UserName: string }>('/api/Account/profile', bearer(stranger.token));
    expect(me.body.Data.UserName).not.toBe(owner.person.UserName);
  });

  it('the owner can do what the others could not', async () => {
    expect((await server.json(`/api/Property/GetPropertyDetailsByID?PropertyId=${ids.Pending}&IncludeImages=false`, bearer(owner.token))).status).toBe(200);
    expect((await server.json(`/api/property/MarkSoldProperty?Id=${ids.Active}`, bearer(owner.token))).status).toBe(200);
  });
});
