import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './support/server.ts';
import { bearer, registeredUser } from './support/accounts.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await registeredUser(server, 'mkt')).token;
});
afterAll(async () => { await server?.close(); });

const jsonType = { 'Content-Type': 'application/json' };
const isRegistered = (phone: string, t = token) =>
  server.fetch(`/api/Marketing/Contacts/IsPhoneNumberRegistered?PhoneNumber=${encodeURIComponent(phone)}`, bearer(t, { method: 'POST', headers: jsonType }));
const register = (phone: string, headers: Record<string, string> = {}) =>
  server.fetch(`/api/Marketing/Register/PhoneNumber/?Name=Ayesha%20Khan&PhoneNumber=${encodeURIComponent(phone)}`, bearer(token, { method: 'POST', headers: { ...jsonType, ...headers } }));

describe('marketing contacts', () => {
  it('registers a number once, normalising +92, 0092, spaces and dashes', async () => {
    expect(await (await isRegistered('03001234567')).json()).toBe(false);
    const added = await register('+92 300-1234567');
    expect(added.status).toBe(200);
    expect(await added.json()).toBe(true);
    expect(await (await isRegistered('03001234567')).json()).toBe(true);
    expect(await (await isRegistered('0092 300 1234567')).json()).toBe(true);
    expect(await (await register('03001234567')).json()).toBe(false);
    const [row] = await server.database.rows<{ n: number; name: string; by: number | null }>(sql`
      SELECT count(*)::int AS n, max(name) AS name, max(added_by) AS by FROM marketing_contacts WHERE phone = '03001234567'`);
    expect(row!.n).toBe(1);
    expect(row!.name).toBe('Ayesha Khan');
    expect(row!.by).not.toBeNull();
  });

  it('answers a replay with the same Idempotency-Key with the first answer', async () => {
    const headers = { 'Idempotency-Key': `mkt-${Date.now()}-1` };
    expect(await (await register('03111234567', headers)).json()).toBe(true);
    expect(await (await register('03111234567', headers)).json()).toBe(true);
    expect(await (await register('03111234567')).json()).toBe(false);
  });

  it.each([
    ['', 'Phone number field is required'],
    ['12345', 'Please enter a Pakistani mobile number, e.g. 03001234567.'],
    ['0300123456a', 'Please enter a Pakistani mobile number, e.g. 03001234567.'],
    ['042111222333', 'Please enter a Pakistani mobile number, e.g. 03001234567.'],
  ])('%j is a 400 envelope', async (phone, message) => {
    const res = await register(phone);
    expect(res.status).toBe(400);
    expect((await res.json()).Message).toBe(message);
  });

  it('needs a login', async () => {
    const res = await server.fetch('/api/Marketing/Contacts/IsPhoneNumberRegistered?PhoneNumber=03001234567', { method: 'POST' });
    expect(res.status).toBe(401);
  });
});
