import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { bearer, registeredUser } from './support/accounts.ts';
import { insertListing } from './support/listings.ts';
import { mailsTo } from '../support/mail.ts';
import type { AccountAreaPreference } from '../../src/contract/area.ts';
import type { SavedSearchItem } from '../../src/contract/types.ts';

// The account's area preference: kept per account, refused with a 400 naming the field when it
// is not one the site offers, and used for the areas in the account's alert mails.

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const read = (token: string) => server.json<AccountAreaPreference>('/api/Account/AreaUnit', bearer(token));
const write = (token: string, body: unknown) => server.json<AccountAreaPreference | { Field: string; Message: string }>(
  '/api/Account/SaveAreaUnit', bearer(token, jsonPost(body)));

describe('the account’s area preference', () => {
  it('needs a login', async () => {
    expect((await server.json('/api/Account/AreaUnit')).status).toBe(401);
    expect((await server.json('/api/Account/SaveAreaUnit', jsonPost({ Unit: 'sqft' }))).status).toBe(401);
  });

  it('is the default, not chosen, until saved; then it is kept, for this account only', async () => {
    const a = await registeredUser(server, 'areaa');
    const b = await registeredUser(server, 'areab');
    const fresh = await read(a.token);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ IsSuccess: true, Data: { Unit: 'marla', MarlaSize: 225, Chosen: false } });

    const saved = await write(a.token, { Unit: 'sqft', MarlaSize: 272.25 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ IsSuccess: true, Message: 'Your area unit is saved.', Data: { Unit: 'sqft', MarlaSize: 272.25, Chosen: true } });
    expect((await read(a.token)).body.Data).toEqual({ Unit: 'sqft', MarlaSize: 272.25, Chosen: true });
    expect((await read(b.token)).body.Data).toEqual({ Unit: 'marla', MarlaSize: 225, Chosen: false });

    // The path without regard to case, the size as text, and left out it is the societies' 225.
    const lower = await server.json<AccountAreaPreference>('/api/account/saveareaunit', bearer(a.token, jsonPost({ unit: 'kanal', marlaSize: '272.25' })));
    expect(lower.status).toBe(200);
    expect(lower.body.Data).toEqual({ Unit: 'kanal', MarlaSize: 272.25, Chosen: true });
    expect((await write(a.token, { Unit: 'sqyd' })).body.Data).toEqual({ Unit: 'sqyd', MarlaSize: 225, Chosen: true });
    expect((await server.json<AccountAreaPreference>('/api/ACCOUNT/AREAUNIT', bearer(a.token))).body.Data.Unit).toBe('sqyd');
  });

  it.each([
    [{ Unit: 'acre' }, 'Unit'],
    [{ Unit: 'Square Feet' }, 'Unit'],
    [{}, 'Unit'],
    [{ Unit: 'sqft', MarlaSize: 250 }, 'MarlaSize'],
    [{ Unit: 'sqft', MarlaSize: 'big' }, 'MarlaSize'],
    [{ Unit: 'sqft', MarlaSize: true }, 'MarlaSize'],
  ])('refuses %j with a 400 naming %s, and keeps what was saved', async (body, field) => {
    const { token } = await registeredUser(server, 'areabad');
    await write(token, { Unit: 'sqm', MarlaSize: 272.25 });
    const res = await write(token, body);
    expect(res.status).toBe(400);
    expect(res.body.IsSuccess).toBe(false);
    expect(res.body.Data).toMatchObject({ Field: field });
    expect((res.body.Data as { Message: string }).Message).toMatch(field === 'Unit' ? /Unit must be one of marla, kanal, sqft, sqyd, sqm/ : /MarlaSize must be 225 or 272.25/);
    expect((await read(token)).body.Data).toEqual({ Unit: 'sqm', MarlaSize: 272.25, Chosen: true });
  });

  it('an alert mail shows areas in the recipient’s unit, the owner’s figure beside it; without a choice, in Marla', async () => {
    const FAISALABAD = 5;
    const feet = await registeredUser(server, 'areafeet');
    const plain = await registeredUser(server, 'areaplain');
    await write(feet.token, { Unit: 'sqft', MarlaSize: 272.25 });
    const criteria = { Purpose: 1, City: FAISALABAD, PropertyType: 1 };
    for (const { token } of [feet, plain]) {
      const saved = await server.json<SavedSearchItem>('/api/SavedSearches/Save', bearer(token, jsonPost({ Name: 'Area alert', Criteria: criteria, Frequency: 'Instant' })));
      expect(saved.status).toBe(200);
    }
    const listing = await insertListing(server.database, { title: 'Ten Marla alert house', status: 'Active', cityId: FAISALABAD, area: 10, areaUnitId: 1 });
    await server.deps.savedSearches.listingPublished(listing.id);
    const alert = (email: string) => mailsTo(server.config.dataDir, email).find((m) => m.subject.includes('"Area alert"'));
    await expect.poll(() => alert(feet.person.Email)?.body ?? '').toContain('Ten Marla alert house: PKR 1 Crore · 2,723 sq ft (10 Marla)');
    await expect.poll(() => alert(plain.person.Email)?.body ?? '').toContain('Ten Marla alert house: PKR 1 Crore · 10 Marla');
    expect(alert(plain.person.Email)!.body).not.toContain('sq ft');
  });
});
