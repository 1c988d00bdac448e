import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { newPerson, visitor } from './support/accounts.ts';
import { FieldMessages } from '../../src/contract/messages.ts';

// Through HTTP: invisible-only text is missing text, and overrides are not stored.

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const submit = (over: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, val] of Object.entries({
    Title: 'Visible house', Description: 'Near the park.', PurposeId: '1', TypeId: '1', Price: '15000000', BedRoomId: '3',
    BathRoomId: '2', Area: '5', AreaUnitId: '1', CityId: '2', LocationId: '', OtherFeatures: '[]',
    FullName: 'Imran Qureshi', EmailAddress: 'imran.invisible@example.pk', PhoneNumber: '03001234567', ...over,
  })) fd.append(k, val);
  return server.json('/api/Property/SubmitPropertyAnonymous', visitor({ method: 'POST', body: fd }));
};

describe('invisible characters', () => {
  it('a title of zero-width spaces and Braille blanks is a missing title; nothing is stored', async () => {
    const res = await submit({ Title: '\u200B\u2800\u200B' });
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe(FieldMessages.property.title);
    const nameless = await server.json('/api/Account/Register', visitor(jsonPost({ ...newPerson('inv'), FirstName: '\u2800' })));
    expect(nameless.status).toBe(400);
  });

  it('a right-to-left override is dropped before the title is stored', async () => {
    expect((await submit({ Title: 'Corner \u202Eesuoh\u202C plot' })).status).toBe(200);
    const rows = await server.database.rows<{ title: string }>(sql`SELECT title FROM properties WHERE contact_email = 'imran.invisible@example.pk'`);
    expect(rows.map((r) => r.title)).toEqual(['Corner esuoh plot']);
  });
});
