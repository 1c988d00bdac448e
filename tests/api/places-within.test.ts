/**
 * Societies, phases and blocks: the reference lists carry each place's parent, a search for a
 * society finds its phases' and blocks' listings, a block found by its words finds the listings of
 * its society that name it, and an older database keeps its listings' places through migration 0048.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { insertListing } from './support/listings.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedReferenceData } from '../../server/seed/reference.ts';
import type { DropDownData, LocationOption, SearchResult } from '../../src/contract/types.ts';

let server: TestServer;
const place: Record<string, number> = {};
const listing: Record<string, number> = {};

const search = async (criteria: Record<string, unknown>) => {
  const r = await server.json<SearchResult>('/api/Property/SearchProperty', jsonPost({ PageSize: 50, ...criteria }));
  expect(r.status, r.body.Message).toBe(200);
  return r.body.Data;
};
const ids = (r: SearchResult) => r.Items.map((i) => i.PropertyId);

async function locationId(city: number, name: string): Promise<number> {
  const [row] = await server.database.rows<{ id: number }>(sql`SELECT id FROM locations WHERE city_id = ${city} AND name = ${name}`);
  if (!row) throw new Error(`no ${name} in city ${city}`);
  return row.id;
}

beforeAll(async () => {
  server = await startTestServer();
  for (const [city, name] of [
    [2, 'Gulshan-e-Iqbal'], [2, 'Gulshan-e-Iqbal Block 13-D'], [2, 'DHA Karachi'], [2, 'DHA Phase 6'],
    [4, 'Bahria Town'], [4, 'Bahria Town Phase 8'], [1, 'Bahria Town'], [1, 'Jasmine Block'], [1, 'DHA Lahore'], [1, 'DHA Phase 13'],
  ] as const) place[`${name} ${city}`] = await locationId(city, name);
  const add = async (key: string, city: number, at: string, title: string, description?: string) => {
    listing[key] = (await insertListing(server.database, {
      title, cityId: city, locationId: place[`${at} ${city}`]!, typeId: 2, purposeId: 1, price: 9_000_000,
      ...(description ? { description } : {}),
    })).id;
  };
  await add('block', 2, 'Gulshan-e-Iqbal Block 13-D', 'Flat zqblockplace');
  await add('mentions', 2, 'Gulshan-e-Iqbal', 'Flat zqblockwords', 'Third floor flat in Block 13-D, near the university.');
  await add('society', 2, 'Gulshan-e-Iqbal', 'Flat zqsocietyonly', 'Second floor flat in Block 6.');
  await add('dha6', 2, 'DHA Phase 6', 'Flat zqdhasix');
  await add('bahria8', 4, 'Bahria Town Phase 8', 'Flat zqbahriaeight');
  await add('jasmine', 1, 'Jasmine Block', 'Flat zqjasmine');
  await add('dha13', 1, 'DHA Phase 13', 'Flat zqdhathirteen');
});
afterAll(async () => { await server?.close(); });

describe('reference lists', () => {
  it('list thirty-odd cities, the smaller markets with their Urdu-read names among them', async () => {
    const { body } = await server.json<DropDownData>('/api/Property/GetDropDownData');
    expect(body.Data.Cities.length).toBeGreaterThanOrEqual(30);
    expect(body.Data.Cities.map((c) => c.Text)).toEqual(expect.arrayContaining(['Gwadar', 'Sukkur', 'Dera Ghazi Khan', 'Mirpur', 'Nawabshah']));
  });

  it('give each phase and block its parent in the same city', async () => {
    const { body } = await server.json<DropDownData & { Locations: LocationOption[] }>('/api/Property/GetDropDownData', jsonPost({ city: 1 }));
    const byName = new Map(body.Data.Locations.map((l) => [l.Text, l]));
    expect(byName.get('DHA Phase 6')?.ParentId).toBe(byName.get('DHA Lahore')?.Id);
    expect(byName.get('Bahria Town Sector C')?.ParentId).toBe(byName.get('Bahria Town')?.Id);
    expect(byName.get('Jasmine Block')?.ParentId).toBe(byName.get('Bahria Town Sector C')?.Id);
    expect(byName.get('Gulberg')?.ParentId ?? null).toBeNull();
    const ids = new Set(body.Data.Locations.map((l) => l.Id));
    for (const l of body.Data.Locations) if (l.ParentId) expect(ids.has(l.ParentId), l.Text).toBe(true);
  });
});

describe('search by society, phase and block', () => {
  it('reads a phase or a block from the words and finds the listing there', async () => {
    const bahria = await search({ Keywords: 'bahria town phase 8 rawalpindi' });
    expect(bahria.Understood?.Location).toEqual([place['Bahria Town Phase 8 4']]);
    expect(ids(bahria)).toContain(listing.bahria8);
    const dha = await search({ Keywords: 'dha phase 6 karachi' });
    expect(dha.Understood?.Location).toEqual([place['DHA Phase 6 2']]);
    expect(ids(dha)).toContain(listing.dha6);
    const sector = await search({ Keywords: 'jasmine block bahria town lahore' });
    expect(ids(sector)).toContain(listing.jasmine);
  });

  it('finds a block by its words, with the listings of its society that name it, and not the others', async () => {
    const r = await search({ Keywords: 'gulshan-e-iqbal block 13-d' });
    expect(r.Understood?.Location).toEqual([place['Gulshan-e-Iqbal Block 13-D 2']]);
    expect(ids(r)).toEqual(expect.arrayContaining([listing.block, listing.mentions]));
    expect(ids(r)).not.toContain(listing.society);
    const chosen = await search({ City: 2, Location: [place['Gulshan-e-Iqbal Block 13-D 2']] });
    expect(ids(chosen)).toEqual(expect.arrayContaining([listing.block, listing.mentions]));
    expect(ids(chosen)).not.toContain(listing.society);
  });

  it('finds every phase and block of a chosen society', async () => {
    const gulshan = await search({ City: 2, Location: [place['Gulshan-e-Iqbal 2']] });
    expect(ids(gulshan)).toEqual(expect.arrayContaining([listing.block, listing.mentions, listing.society]));
    const dhaKarachi = await search({ City: 2, Location: [place['DHA Karachi 2']] });
    expect(ids(dhaKarachi)).toContain(listing.dha6);
    const bahriaLahore = await search({ City: 1, Location: [place['Bahria Town 1']] });
    expect(ids(bahriaLahore)).toContain(listing.jasmine);
    const dhaLahore = await search({ Keywords: 'flat dha lahore' });
    expect(dhaLahore.Understood?.Location).toEqual([place['DHA Lahore 1']]);
    expect(ids(dhaLahore)).toContain(listing.dha13);
    expect(ids(dhaLahore)).not.toContain(listing.dha6);
  });
});

describe('migration 0048 on a database that has listings', () => {
  it('adds the parents and keeps every listing where it was', async () => {
    const before = await server.database.rows<{ id: number; location_id: number | null }>(sql`SELECT id, location_id FROM properties ORDER BY id`);
    expect(before.length).toBeGreaterThan(5);
    // The database as the release before it left it: no parent column, 0048 not applied.
    await server.database.exec(`ALTER TABLE locations DROP COLUMN parent_id;
      DELETE FROM schema_migrations WHERE version = '0048_location_parents'`);
    expect(await migrate(server.database)).toEqual(['0048_location_parents']);
    const bare = await server.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM locations WHERE parent_id IS NOT NULL`);
    expect(bare[0]!.n).toBe(0);
    await seedReferenceData(server.database);
    const after = await server.database.rows<{ id: number; location_id: number | null }>(sql`SELECT id, location_id FROM properties ORDER BY id`);
    expect(after).toEqual(before);
    const [phase] = await server.database.rows<{ parent: string }>(sql`
      SELECT p.name AS parent FROM locations l JOIN locations p ON p.id = l.parent_id WHERE l.id = ${place['DHA Phase 13 1']}`);
    expect(phase?.parent).toBe('DHA Lahore');
    expect(await migrate(server.database)).toEqual([]);
  });
});
