import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { bearer, registeredUser, visitor } from './support/accounts.ts';
import { MAX_INSTALMENTS } from '../../src/contract/constants.ts';
import { possessionMessages } from '../../src/contract/possession-messages.ts';
import type { PropertyDetails, PropertyForEdit, SearchResult, SubmitResult } from '../../src/contract/types.ts';

// Possession status and instalments of plots, files and forms: stored, checked per type, shown, filtered.
let server: TestServer;
let owner: { token: string };
let admin: { token: string };
const TAG = 'zameendari';
const RESIDENTIAL_PLOT = '7';
const PLOT_FILE = '11';
const PLOT_FORM = '12';
const HOUSE = '1';

beforeAll(async () => {
  server = await startTestServer({ env: { SEARCH_CACHE_SECONDS: '0' } });
  owner = { token: (await registeredUser(server, 'psowner')).token };
  const a = await registeredUser(server, 'psadmin');
  await server.database.rows(sql`UPDATE users SET is_admin = true WHERE user_name = ${a.person.UserName}`);
  admin = { token: a.token };
}, 60_000);
afterAll(async () => { await server?.close(); });

const search = (criteria: Record<string, unknown>) => server.json<SearchResult>('/api/Property/SearchProperty', jsonPost(criteria));
const details = async (id: number) => {
  const [row] = await server.database.rows<{ url: string }>(sql`SELECT url FROM properties WHERE id = ${id}`);
  return (await server.json<PropertyDetails>(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${row!.url}`)).body.Data;
};
const forEdit = async (id: number) =>
  (await server.json<PropertyForEdit>(`/api/Property/GetPropertyDetailsByID?PropertyId=${id}&IncludeImages=false`, bearer(owner.token))).body.Data;

let jpeg: Buffer | null = null;
async function submit(title: string, extra: Record<string, string>) {
  const fd = new FormData();
  const fields = {
    Title: title, Description: 'Plot in a gated society, near the main boulevard.', PurposeId: '1', TypeId: RESIDENTIAL_PLOT, Price: '4500000',
    Area: '5', AreaUnitId: '1', CityId: '1', LocationId: '', OtherFeatures: '[]',
    FullName: 'Hamza Plotwala', EmailAddress: 'hamza@example.pk', PhoneNumber: '03451113344', ...extra,
  };
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  jpeg ??= await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 150, g: 120, b: 60 } } }).jpeg().toBuffer();
  fd.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'plot.jpg');
  return server.json<SubmitResult>('/api/Property/SubmitPropertyDetails', bearer(owner.token, visitor({ method: 'POST', body: fd })));
}
const approve = async (id: number) => {
  const res = await server.json('/api/Admin/Approve', bearer(admin.token, jsonPost({ PropertyId: id })));
  expect(res.status, res.body.Message).toBe(200);
};
async function live(title: string, extra: Record<string, string>): Promise<number> {
  const r = await submit(title, extra);
  expect(r.status, r.body.Message).toBe(200);
  await approve(r.body.Data.PropertyId);
  return r.body.Data.PropertyId;
}
const refused = async (extra: Record<string, string>, field: string, message?: string) => {
  const r = await submit(`Refused ${TAG}`, extra);
  expect(r.status, JSON.stringify(r.body)).toBe(400);
  expect(r.body.Data).toMatchObject({ Field: field, ...(message ? { Message: message } : {}) });
};

describe('possession status and instalments', () => {
  it('stores a file with its instalments and shows them on the card, the page and the edit form', async () => {
    const id = await live(`File ${TAG}shown`, { TypeId: PLOT_FILE, PossessionStatus: 'file', InstalmentsPaid: '12', InstalmentsRemaining: '24', InstalmentAmount: '45,000'.replace(',', '') });
    const r = await search({ Keywords: `${TAG}shown` });
    expect(r.status, r.body.Message).toBe(200);
    const card = r.body.Data.Items.find((i) => i.PropertyId === id)!;
    expect(card.Possession).toEqual({ Status: 'file', InstalmentsPaid: 12, InstalmentsRemaining: 24, InstalmentAmount: 45000 });
    expect((await details(id)).Possession).toEqual(card.Possession);
    expect(await forEdit(id)).toMatchObject({ PossessionStatus: 'file', InstalmentsPaid: 12, InstalmentsRemaining: 24, InstalmentAmount: 45000 });
  });

  it('keeps what is stored on an edit that does not send the fields, clears it when sent empty, and drops it when the type stops carrying it', async () => {
    const id = await live(`Plot ${TAG}edit`, { PossessionStatus: 'non-possession', InstalmentsPaid: '30', InstalmentsRemaining: '6' });
    const again = await submit(`Plot ${TAG}edit again`, { PropertyId: String(id) });
    expect(again.status, again.body.Message).toBe(200);
    expect(await forEdit(id)).toMatchObject({ PossessionStatus: 'non-possession', InstalmentsPaid: 30, InstalmentsRemaining: 6, InstalmentAmount: null });
    const upgraded = await submit(`Plot ${TAG}edit`, { PropertyId: String(id), PossessionStatus: 'possession', InstalmentsPaid: '36', InstalmentsRemaining: '0' });
    expect(upgraded.status, upgraded.body.Message).toBe(200);
    expect(await forEdit(id)).toMatchObject({ PossessionStatus: 'possession', InstalmentsPaid: 36, InstalmentsRemaining: 0 });
    const cleared = await submit(`Plot ${TAG}edit`, { PropertyId: String(id), PossessionStatus: '', InstalmentsPaid: '', InstalmentsRemaining: '', InstalmentAmount: '' });
    expect(cleared.status, cleared.body.Message).toBe(200);
    expect(await forEdit(id)).toMatchObject({ PossessionStatus: null, InstalmentsPaid: null, InstalmentsRemaining: null });
    await submit(`Plot ${TAG}edit`, { PropertyId: String(id), PossessionStatus: 'possession', InstalmentsPaid: '1', InstalmentsRemaining: '1' });
    const house = await submit(`House ${TAG}edit`, { PropertyId: String(id), TypeId: HOUSE, BedRoomId: '3', BathRoomId: '2' });
    expect(house.status, house.body.Message).toBe(200);
    expect(await forEdit(id)).toMatchObject({ PossessionStatus: null, InstalmentsPaid: null, InstalmentsRemaining: null });
  });

  it('refuses a status the type cannot carry, naming the field with the rule', async () => {
    const R = possessionMessages.rules;
    await refused({ TypeId: PLOT_FILE, PossessionStatus: 'possession' }, 'PossessionStatus', R.fileAtMostAllocated);
    await refused({ TypeId: PLOT_FORM, PossessionStatus: 'allocation-letter' }, 'PossessionStatus', R.formIsFile);
    await refused({ TypeId: RESIDENTIAL_PLOT, PossessionStatus: 'file' }, 'PossessionStatus', R.plotAtLeastAllocated);
    await refused({ TypeId: HOUSE, BedRoomId: '3', PossessionStatus: 'possession' }, 'PossessionStatus', R.notForType);
    await refused({ PossessionStatus: 'handed-over' }, 'PossessionStatus', R.status);
    const ok = await submit(`Form ${TAG}ok`, { TypeId: PLOT_FORM, PossessionStatus: 'file' });
    expect(ok.status, ok.body.Message).toBe(200);
    const allocated = await submit(`File ${TAG}ok`, { TypeId: PLOT_FILE, PossessionStatus: 'allocation-letter' });
    expect(allocated.status, allocated.body.Message).toBe(200);
  });

  it('checks the instalments: whole numbers in bounds, both counts, at least one, an amount only with them', async () => {
    const R = possessionMessages.rules;
    await refused({ InstalmentsPaid: '-1', InstalmentsRemaining: '3' }, 'InstalmentsPaid', R.paid);
    await refused({ InstalmentsPaid: '2.5', InstalmentsRemaining: '3' }, 'InstalmentsPaid', R.paid);
    await refused({ InstalmentsPaid: 'twelve', InstalmentsRemaining: '3' }, 'InstalmentsPaid', R.paid);
    await refused({ InstalmentsPaid: '3', InstalmentsRemaining: '-2' }, 'InstalmentsRemaining', R.remainingCount);
    await refused({ InstalmentsPaid: '3', InstalmentsRemaining: String(MAX_INSTALMENTS + 1) }, 'InstalmentsRemaining', R.remainingCount);
    await refused({ InstalmentsPaid: '200', InstalmentsRemaining: '200' }, 'InstalmentsRemaining', R.tooMany);
    await refused({ InstalmentsPaid: '3' }, 'InstalmentsRemaining', R.bothCounts);
    await refused({ InstalmentsRemaining: '3' }, 'InstalmentsPaid', R.bothCounts);
    await refused({ InstalmentsPaid: '0', InstalmentsRemaining: '0' }, 'InstalmentsRemaining', R.noInstalments);
    await refused({ InstalmentAmount: '50000' }, 'InstalmentAmount', R.amountWithoutCounts);
    await refused({ InstalmentsPaid: '1', InstalmentsRemaining: '1', InstalmentAmount: '0' }, 'InstalmentAmount', R.amount);
    await refused({ InstalmentsPaid: '1', InstalmentsRemaining: '1', InstalmentAmount: '1000000000' }, 'InstalmentAmount', R.amount);
    await refused({ TypeId: HOUSE, BedRoomId: '3', InstalmentsPaid: '1', InstalmentsRemaining: '1' }, 'InstalmentsPaid', R.instalmentsNotForType);
    // Paid in full: none remaining is a plan that is over, not a refusal.
    const done = await submit(`Plot ${TAG}paid`, { PossessionStatus: 'possession', InstalmentsPaid: String(MAX_INSTALMENTS), InstalmentsRemaining: '0' });
    expect(done.status, done.body.Message).toBe(200);
  });

  it('filters by status: only matching listings, counted, and a bad value is a 400 naming Possession', async () => {
    const word = `${TAG}filter`;
    const file = await live(`File ${word}`, { TypeId: PLOT_FILE, PossessionStatus: 'file' });
    const letter = await live(`Letter ${word}`, { TypeId: PLOT_FILE, PossessionStatus: 'allocation-letter' });
    const handed = await live(`Handed ${word}`, { PossessionStatus: 'possession' });
    const unsaid = await live(`Unsaid ${word}`, {});
    const ids = async (criteria: Record<string, unknown>) => {
      const r = await search({ Keywords: word, PageSize: 50, ...criteria });
      expect(r.status, r.body.Message).toBe(200);
      return r.body.Data.Items.map((i) => i.PropertyId).sort((a, b) => a - b);
    };
    expect(await ids({})).toEqual([file, letter, handed, unsaid].sort((a, b) => a - b));
    expect(await ids({ Possession: 'file' })).toEqual([file]);
    expect(await ids({ Possession: 'allocation-letter' })).toEqual([letter]);
    expect(await ids({ Possession: 'possession' })).toEqual([handed]);
    expect(await ids({ Possession: 'non-possession' })).toEqual([]);
    // Without keywords too: every card on the page carries the status asked for.
    const all = await search({ Possession: 'possession', PageSize: 50 });
    expect(all.status).toBe(200);
    expect(all.body.Data.Items.length).toBeGreaterThan(0);
    expect(all.body.Data.Items.every((i) => i.Possession?.Status === 'possession')).toBe(true);
    const bad = await search({ Possession: 'owned' });
    expect(bad.status).toBe(400);
    expect(bad.body.Data).toMatchObject({ Field: 'Possession' });
  });

  it('reads a stage typed into the search box as the filter, not as words a listing must hold', async () => {
    const word = `${TAG}words`;
    const handed = await live(`Handed over ${word}`, { PossessionStatus: 'possession' });
    const waiting = await live(`Possession soon ${word}`, { PossessionStatus: 'non-possession' });
    const letter = await live(`Letter ${word}`, { TypeId: PLOT_FILE, PossessionStatus: 'allocation-letter' });
    const open = await live(`Open ${word}`, { TypeId: PLOT_FILE, PossessionStatus: 'file' });
    const read = async (keywords: string) => {
      const r = await search({ Keywords: `${keywords} ${word}`, PageSize: 50 });
      expect(r.status, r.body.Message).toBe(200);
      return r.body.Data;
    };
    for (const typed of ['possession plot', 'possession wala plot', 'قبضہ والا پلاٹ']) {
      const r = await read(typed);
      expect(r.Understood, typed).toMatchObject({ Possession: 'possession', PropertyType: Number(RESIDENTIAL_PLOT) });
      expect(r.Readings?.some((x) => x.Possession === 'possession'), typed).toBe(true);
      const found = r.Items.map((i) => i.PropertyId);
      // Found though its text never says "possession"; the one that says it but is not handed over is not.
      expect(found, typed).toContain(handed);
      expect(found, typed).not.toContain(waiting);
      expect(r.Items.every((i) => i.Possession?.Status === 'possession'), typed).toBe(true);
    }
    const non = await read('non possession');
    expect(non.Understood).toMatchObject({ Possession: 'non-possession' });
    expect(non.Items.map((i) => i.PropertyId)).toContain(waiting);
    expect(non.Items.every((i) => i.Possession?.Status === 'non-possession')).toBe(true);
    const allotted = await read('allocation letter');
    expect(allotted.Understood).toMatchObject({ Possession: 'allocation-letter' });
    expect(allotted.Items.map((i) => i.PropertyId)).toContain(letter);
    expect(allotted.Items.every((i) => i.Possession?.Status === 'allocation-letter')).toBe(true);
    const file = await read('open file');
    expect(file.Understood).toMatchObject({ Possession: 'file' });
    expect(file.Items.map((i) => i.PropertyId)).toContain(open);
    // A stage a house cannot have stays words: the search still answers, on its words.
    const house = await read('possession house');
    expect(house.Understood?.Possession).toBeUndefined();
  });

  it('carries the filter in a saved search', async () => {
    const r = await server.json<unknown>('/api/SavedSearches/Save', bearer(owner.token, jsonPost({ Name: 'Files', Criteria: { City: 1, Possession: 'file' } })));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [row] = await server.database.rows<{ criteria: { Possession?: string } }>(sql`SELECT criteria FROM saved_searches ORDER BY id DESC LIMIT 1`);
    expect(row!.criteria.Possession).toBe('file');
  });
});
