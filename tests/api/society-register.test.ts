import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { bearer, registeredUser } from './support/accounts.ts';
import { insertListing } from './support/listings.ts';
import { AdminMessages, type AuditPage } from '../../src/contract/admin.ts';
import { SocietyMessages, type SocietyEntry } from '../../src/contract/society.ts';
import type { PropertyDetails, SearchResult } from '../../src/contract/types.ts';

// The society register: admin-only upkeep with an audit trail, the warning on answers, and the
// "Hide unapproved schemes" filter.
let server: TestServer;
let admin: { token: string; userName: string };
let normal: { token: string };
const TAG = 'sozankari';
// Invented schemes of the test's own (Lahore, city 1), so no real place is marked.
const SCHEME_A = 191;
const SCHEME_B = 192;
const SCHEME_C = 193;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer({ env: { SEARCH_CACHE_SECONDS: '0' } });
  const a = await registeredUser(server, 'scadmin');
  await server.database.rows(sql`UPDATE users SET is_admin = true WHERE user_name = ${a.person.UserName}`);
  admin = { token: a.token, userName: a.person.UserName };
  normal = { token: (await registeredUser(server, 'scnormal')).token };
  for (const [id, name] of [[SCHEME_A, 'Test Scheme A'], [SCHEME_B, 'Test Scheme B'], [SCHEME_C, 'Test Scheme C']] as const) {
    await server.database.rows(sql`INSERT INTO locations (id, city_id, name) VALUES (${id}, 1, ${name}) ON CONFLICT DO NOTHING`);
  }
}, 60_000);
afterAll(async () => { await server?.close(); });

const set = (body: Record<string, unknown>, token = admin.token) => server.json<null>('/api/Admin/SocietySet', bearer(token, jsonPost(body)));
const remove = (body: Record<string, unknown>, token = admin.token) => server.json<null>('/api/Admin/SocietyRemove', bearer(token, jsonPost(body)));
const register = async () => (await server.json<SocietyEntry[]>('/api/Admin/Societies', bearer(admin.token))).body.Data;
const search = (criteria: Record<string, unknown>) => server.json<SearchResult>('/api/Property/SearchProperty', jsonPost(criteria));
const found = async (word: string, extra: Record<string, unknown> = {}) => {
  const r = await search({ Keywords: word, PageSize: 50, ...extra });
  expect(r.status, r.body.Message).toBe(200);
  return Object.fromEntries(r.body.Data.Items.map((i) => [i.Title, i.Scheme?.Status ?? null]));
};
const auditFor = async (locationId: number) =>
  (await server.json<AuditPage>('/api/Admin/Audit', bearer(admin.token))).body.Data.Entries.filter((e) => e.TargetKind === 'location' && e.TargetId === locationId);
const valid = { LocationId: SCHEME_A, Authority: 'LDA', Status: 'not-approved', SourceUrl: 'https://www.lda.gop.pk/list.pdf', CheckedOn: today, Note: 'Checked against the list of illegal schemes.' };

describe('the society register', () => {
  it('is for admins only: 403 for anonymous callers and normal users', async () => {
    for (const token of [undefined, normal.token]) {
      const calls = [
        server.json('/api/Admin/Societies', token ? bearer(token) : {}),
        server.json('/api/Admin/SocietySet', token ? bearer(token, jsonPost(valid)) : jsonPost(valid)),
        server.json('/api/Admin/SocietyRemove', token ? bearer(token, jsonPost({ LocationId: SCHEME_A })) : jsonPost({ LocationId: SCHEME_A })),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ IsSuccess: false, Message: AdminMessages.forbidden, Data: null });
      }
    }
    const [row] = await server.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM society_register WHERE location_id IN (${SCHEME_A}, ${SCHEME_B}, ${SCHEME_C})`);
    expect(row!.n).toBe(0);
  });

  it('comes with the demo seed\'s invented schemes only, one per status, each with listings: no real place is marked', async () => {
    const demo = await register();
    expect(demo.map((e) => e.Status).sort()).toEqual(['approved', 'not-approved', 'under-review']);
    for (const e of demo) {
      expect(e.Location).toMatch(/\(demo\)$/);
      expect(e.Listings).toBeGreaterThan(0);
    }
  });

  it('refuses bad entries with a 400 naming the field, and writes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ ...valid, LocationId: 0 }, 'LocationId'],
      [{ ...valid, LocationId: 'abc' }, 'LocationId'],
      [{ ...valid, LocationId: 987654 }, 'LocationId', SocietyMessages.unknownLocation],
      [{ ...valid, Authority: 'XYZ' }, 'Authority', SocietyMessages.authorityRequired],
      [{ ...valid, Authority: undefined }, 'Authority', SocietyMessages.authorityRequired],
      [{ ...valid, Status: 'illegal' }, 'Status', SocietyMessages.statusRequired],
      [{ ...valid, SourceUrl: 'javascript:alert(1)' }, 'SourceUrl', SocietyMessages.sourceInvalid],
      [{ ...valid, SourceUrl: 'lda.gop.pk' }, 'SourceUrl', SocietyMessages.sourceInvalid],
      [{ ...valid, CheckedOn: 'yesterday' }, 'CheckedOn', SocietyMessages.checkedRequired],
      [{ ...valid, CheckedOn: '2026-02-30' }, 'CheckedOn', SocietyMessages.checkedRequired],
      [{ ...valid, CheckedOn: '2999-01-01' }, 'CheckedOn', SocietyMessages.checkedInFuture],
      [{ ...valid, Note: 'x'.repeat(501) }, 'Note'],
    ];
    for (const [body, field, message] of cases) {
      const res = await set(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.IsSuccess).toBe(false);
      expect(res.body.Data, JSON.stringify(body)).toMatchObject({ Field: field, ...(message ? { Message: message } : {}) });
    }
    expect((await remove({ LocationId: -1 })).status).toBe(400);
    const missing = await remove({ LocationId: SCHEME_C });
    expect(missing.status).toBe(404);
    expect(missing.body.Data).toMatchObject({ Field: 'LocationId' });
    expect((await register()).filter((e) => [SCHEME_A, SCHEME_B, SCHEME_C].includes(e.LocationId))).toEqual([]);
  });

  it('warns on cards and the listing page in a scheme that is not approved or under review, and the filter leaves them out', async () => {
    const word = `${TAG}warn`;
    const a = await insertListing(server.database, { title: `In A ${word}`, locationId: SCHEME_A });
    await insertListing(server.database, { title: `In B ${word}`, locationId: SCHEME_B });
    await insertListing(server.database, { title: `In C ${word}`, locationId: SCHEME_C });
    await insertListing(server.database, { title: `Nowhere ${word}`, locationId: null });
    expect(await found(word)).toEqual({ [`In A ${word}`]: null, [`In B ${word}`]: null, [`In C ${word}`]: null, [`Nowhere ${word}`]: null });

    const saved = await set(valid);
    expect(saved.status, saved.body.Message).toBe(200);
    expect(saved.body.Message).toBe(SocietyMessages.saved('Test Scheme A, Lahore'));
    expect((await set({ ...valid, LocationId: SCHEME_B, Authority: 'LDA', Status: 'under-review', SourceUrl: '', Note: '' })).status).toBe(200);
    expect((await set({ ...valid, LocationId: SCHEME_C, Status: 'approved' })).status).toBe(200);

    // At once, though search answers are cached: the change is announced as a listings change.
    expect(await found(word)).toEqual({ [`In A ${word}`]: 'not-approved', [`In B ${word}`]: 'under-review', [`In C ${word}`]: null, [`Nowhere ${word}`]: null });
    const r = await search({ Keywords: word, PageSize: 50 });
    expect(r.body.Data.Items.find((i) => i.Title === `In A ${word}`)!.Scheme).toEqual({
      Status: 'not-approved', Authority: 'LDA', CheckedOn: today, SourceUrl: 'https://www.lda.gop.pk/list.pdf',
    });
    const page = (await server.json<PropertyDetails>(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${a.url}`)).body.Data;
    expect(page.Scheme).toEqual({ Status: 'not-approved', Authority: 'LDA', CheckedOn: today, SourceUrl: 'https://www.lda.gop.pk/list.pdf' });

    expect(Object.keys(await found(word, { HideUnapproved: true })).sort()).toEqual([`In C ${word}`, `Nowhere ${word}`]);
    expect(Object.keys(await found(word, { HideUnapproved: 'true' })).sort()).toEqual([`In C ${word}`, `Nowhere ${word}`]);
    // Without keywords, by location: the same rule through the filter indexes.
    const byPlace = await search({ City: 1, Location: [SCHEME_A, SCHEME_B, SCHEME_C], HideUnapproved: true, PageSize: 50 });
    expect(byPlace.body.Data.Items.map((i) => i.Title)).toEqual([`In C ${word}`]);
    expect(byPlace.body.Data.TotalCount).toBe(1);
    // The results page's criteria come back as read, the filter with them.
    const understood = await search({ Keywords: `house ${word}`, HideUnapproved: true });
    expect(understood.body.Data.Understood).toMatchObject({ HideUnapproved: true });

    // Approved after all: the warning goes.
    expect((await set({ ...valid, Status: 'approved' })).status).toBe(200);
    expect((await found(word))[`In A ${word}`]).toBeNull();
  });

  it('lists the register with who changed each entry and its live listings, and keeps every change in the audit log', async () => {
    const entries = await register();
    const a = entries.find((e) => e.LocationId === SCHEME_A)!;
    expect(a).toMatchObject({ Location: 'Test Scheme A', City: 'Lahore', Authority: 'LDA', Status: 'approved', CheckedOn: today, UpdatedBy: admin.userName, Listings: 1 });
    const log = await auditFor(SCHEME_A);
    expect(log.map((e) => e.Action)).toEqual(['society-set', 'society-set']);
    expect(log[1]).toMatchObject({ Actor: admin.userName, Reason: valid.Note });
    expect(log[1]!.Target).toContain('Test Scheme A, Lahore: not-approved (LDA');
    expect(log[0]!.Target).toContain(': approved (LDA');

    const gone = await remove({ LocationId: SCHEME_B });
    expect(gone.status, gone.body.Message).toBe(200);
    expect(gone.body.Message).toBe(SocietyMessages.removed('Test Scheme B, Lahore'));
    expect((await register()).map((e) => e.LocationId)).not.toContain(SCHEME_B);
    expect((await auditFor(SCHEME_B)).map((e) => e.Action)).toEqual(['society-remove', 'society-set']);
    expect((await found(`${TAG}warn`))[`In B ${TAG}warn`]).toBeNull();
  });

  it('refuses a "Hide unapproved schemes" that is not yes or no, naming the field', async () => {
    const r = await search({ HideUnapproved: 2 });
    expect(r.status).toBe(400);
    expect(r.body.Data).toMatchObject({ Field: 'HideUnapproved' });
  });
});
