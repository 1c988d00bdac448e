import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { insertListing } from './support/listings.ts';
import type { SearchResult } from '../../src/contract/types.ts';
import { SEARCH_NORM_SAMPLES, normalizeSearchText } from '../../src/lib/search-words.ts';

let server: TestServer;
const ids: Record<string, number> = {};

const search = async (criteria: Record<string, unknown>) => {
  const r = await server.json<SearchResult>('/api/Property/SearchProperty', jsonPost({ PageSize: 50, ...criteria }));
  expect(r.status, r.body.Message).toBe(200);
  return r.body.Data;
};

async function locationId(city: number, name: string): Promise<number> {
  const [row] = await server.database.rows<{ id: number }>(sql`SELECT id FROM locations WHERE city_id = ${city} AND name = ${name}`);
  return row!.id;
}

beforeAll(async () => {
  server = await startTestServer();
  for (const [city, name] of [[3, 'G-13'], [3, 'E-11'], [3, 'F-7'], [1, 'Johar Town'], [1, 'Bahria Town'], [2, 'Gulshan-e-Iqbal']] as const) {
    ids[name] = await locationId(city, name);
  }
  const day = (n: number) => new Date(Date.now() - n * 86_400_000);
  // Islamabad by sector: a house for rent in G-13 (written "G-13/2" in its text), a flat in E-11, a shop in F-7.
  await insertListing(server.database, { title: 'Brand new house in G-13/2', typeId: 1, purposeId: 2, cityId: 3, locationId: ids['G-13'], price: 90_000 });
  await insertListing(server.database, { title: 'Flat near markaz', typeId: 2, purposeId: 2, cityId: 3, locationId: ids['E-11'], price: 60_000 });
  // A shop whose description talks of a house, newer than any house: it must not come first.
  await insertListing(server.database, { title: 'Shop on main road', description: 'Shop under a house, for rent, Islamabad.', typeId: 15, purposeId: 2, cityId: 3, locationId: ids['F-7'], price: 150_000, publishedAt: day(-1) });
  await insertListing(server.database, { title: 'Corner house for rent', typeId: 1, purposeId: 2, cityId: 3, locationId: ids['F-7'], price: 250_000, publishedAt: day(2) });
  // A 10 Marla house in Lahore outside DHA, with a word only this test uses.
  await insertListing(server.database, { title: 'Family home zafranrecover', typeId: 1, purposeId: 1, cityId: 1, locationId: ids['Johar Town'], area: 10, areaUnitId: 1, price: 30_000_000 });
  await insertListing(server.database, { title: 'Plot in Bahria Town', typeId: 7, purposeId: 1, cityId: 1, locationId: ids['Bahria Town'], area: 5, areaUnitId: 1, price: 7_500_000 });
  await insertListing(server.database, { title: 'Apartment with sea breeze', typeId: 2, purposeId: 1, cityId: 2, locationId: ids['Gulshan-e-Iqbal'], price: 12_000_000 });
  // Ranking: the same rare word in a title (older) and only in a description (newer).
  await insertListing(server.database, { title: 'Zafranrank villa', publishedAt: day(10) });
  await insertListing(server.database, { title: 'Another listing', description: 'Mentions zafranrank once.', publishedAt: day(1) });
});
afterAll(async () => { await server?.close(); });

describe('search reads place codes, words and whole sentences', () => {
  it('normalizes listing text in SQL exactly as the query reader does', async () => {
    for (const sample of SEARCH_NORM_SAMPLES) {
      const [row] = await server.database.rows<{ n: string }>(sql`SELECT search_norm(${sample}) AS n`);
      expect(row!.n, sample).toBe(normalizeSearchText(sample));
    }
  });

  it.each(['G-13', 'G13', 'G 13', 'g-13 islamabad', 'G–13'])('finds listings in sector G-13 for %s', async (words) => {
    const r = await search({ Keywords: words });
    expect(r.Items.length).toBeGreaterThan(0);
    expect(r.Items.some((i) => i.Title === 'Brand new house in G-13/2')).toBe(true);
    expect(new Set(r.Items.map((i) => i.Location))).toEqual(new Set(['G-13']));
    expect(r.Understood).toMatchObject({ City: 3, Location: [ids['G-13']], Keywords: '' });
  });

  it('finds E-11 and F 7 too, and a sub-sector written in a title by its own code', async () => {
    expect((await search({ Keywords: 'E-11' })).Items.map((i) => i.Title)).toContain('Flat near markaz');
    expect(new Set((await search({ Keywords: 'F 7' })).Items.map((i) => i.Location))).toEqual(new Set(['F-7']));
    // A sub-sector is not a location of its own: it is searched in the listing's words.
    const sub = await search({ Keywords: 'house g13/2' });
    expect(sub.Items.map((i) => i.Title)).toEqual(['Brand new house in G-13/2']);
  });

  it.each([
    ['kothi', 'House'], ['makan', 'House'], ['ghar', 'House'], ['مکان', 'House'], ['dukan', 'Shop'], ['apartment', 'Flat'],
  ])('reads %s as the type %s', async (word, type) => {
    const r = await search({ Keywords: word });
    expect(r.TotalCount).toBeGreaterThan(0);
    expect(new Set(r.Items.map((i) => i.Type))).toEqual(new Set([type]));
    expect(r.Readings).toEqual([{ Words: word, Meaning: type }]);
  });

  it('reads "bahriya town" as Bahria Town and says it corrected nothing it did not', async () => {
    const r = await search({ Keywords: 'bahriya town', City: 1 });
    expect(r.Items.map((i) => i.Title)).toContain('Plot in Bahria Town');
    // Bahria Town and the sectors and blocks inside it (locations.parent_id), nothing else.
    const within = await server.database.rows<{ name: string }>(sql`
      WITH RECURSIVE town AS (
        SELECT id, name FROM locations WHERE city_id = 1 AND name = 'Bahria Town'
        UNION SELECT l.id, l.name FROM locations l JOIN town t ON l.parent_id = t.id)
      SELECT name FROM town`);
    const names = new Set(within.map((w) => w.name));
    expect(names.has('Bahria Town')).toBe(true);
    for (const item of r.Items) expect(names.has(item.Location), item.Location).toBe(true);
  });

  it('reads "lahor" as Lahore and says the spelling was corrected', async () => {
    const r = await search({ Keywords: 'lahor' });
    expect(r.Understood).toMatchObject({ City: 1, Keywords: '' });
    expect(r.Readings).toEqual([{ Words: 'lahor', Meaning: 'Lahore', Corrected: true }]);
    expect(new Set(r.Items.map((i) => i.City))).toEqual(new Set(['Lahore']));
  });

  it('offers "Did you mean" for a spelling too far to correct unasked', async () => {
    const r = await search({ Keywords: 'house lahre' });
    expect(r.Understood).toMatchObject({ PropertyType: 1, Keywords: 'lahre' });
    expect(r.DidYouMean).toBe('lahore');
    const meant = await search({ PropertyType: 1, Keywords: r.DidYouMean });
    expect(meant.Understood).toMatchObject({ City: 1, Keywords: '' });
    expect(meant.TotalCount).toBeGreaterThan(0);
  });

  it('reads "kothi for rent g13" into House, For Rent and G-13', async () => {
    const r = await search({ Keywords: 'kothi for rent g13' });
    expect(r.Understood).toEqual({
      Purpose: 2, City: 3, Location: [ids['G-13']], Keywords: '', PropertyType: 1, MinPrice: 0, MaxPrice: 0,
      AreaUnit: 0, MinArea: 0, MaxArea: 0, BedRooms: 0, BathRooms: 0,
    });
    expect(r.Readings!.map((x) => x.Meaning)).toEqual(['House', 'For Rent', 'G-13']);
    expect(r.Items.map((i) => i.Title)).toContain('Brand new house in G-13/2');
  });

  it('puts houses for rent in Islamabad first for "house rent islamabad", never the shop', async () => {
    const r = await search({ Keywords: 'house rent islamabad' });
    expect(r.Items.length).toBeGreaterThan(0);
    for (const item of r.Items) expect([item.Type, item.Purpose, item.City]).toEqual(['House', 'For Rent', 'Islamabad']);
    expect(r.Items.map((i) => i.Title)).not.toContain('Shop on main road');
  });

  it('ranks a word in the title above the same word only in a description, then newest first', async () => {
    const r = await search({ Keywords: 'zafranrank' });
    expect(r.Items.map((i) => i.Title)).toEqual(['Zafranrank villa', 'Another listing']);
    expect(r.TotalCount).toBe(2);
    // Page by page, each listing once and the count kept.
    const first = await search({ Keywords: 'zafranrank', PageSize: 1 });
    const second = await search({ Keywords: 'zafranrank', PageSize: 1, PageNumber: 2 });
    const third = await search({ Keywords: 'zafranrank', PageSize: 1, PageNumber: 3 });
    expect([first.Items[0]!.Title, second.Items[0]!.Title, third.Items.length, third.TotalCount]).toEqual(['Zafranrank villa', 'Another listing', 0, 2]);
  });

  it('fills area, type, places and city from "10 marla house DHA Lahore", and offers nearby searches with true counts when none match', async () => {
    // Quoted, the word must be in the listing: nothing in DHA has it.
    const r = await search({ Keywords: '10 marla house DHA Lahore "zafranrecover"' });
    expect(r.Understood).toMatchObject({ AreaUnit: 1, MinArea: 10, MaxArea: 10, PropertyType: 1, City: 1, Keywords: '"zafranrecover"' });
    // DHA Lahore is one society: its phases come with it (locations.parent_id), not as eight places.
    expect(r.Understood!.Location).toHaveLength(1);
    const [society] = await server.database.rows<{ name: string; phases: number | string }>(sql`
      SELECT l.name, (SELECT count(*) FROM locations c WHERE c.parent_id = l.id) AS phases FROM locations l WHERE l.id = ${r.Understood!.Location![0]!}`);
    expect(society!.name).toMatch(/^DHA/);
    expect(Number(society!.phases)).toBeGreaterThanOrEqual(8);
    expect(r.TotalCount).toBe(0);
    const suggestions = r.Suggestions!;
    expect(suggestions.length).toBeGreaterThan(0);
    const anywhere = suggestions.find((s) => s.Label.startsWith('Anywhere in Lahore'));
    expect(anywhere, JSON.stringify(suggestions)).toMatchObject({ Count: 1, Criteria: { Location: [], City: 1, PropertyType: 1 } });
    // What it changes comes too, so an Urdu page can say it in Urdu (src/lib/suggestion-label.ts).
    expect(anywhere!.Changes).toEqual([{ Kind: 'places', City: 'Lahore', Dropped: expect.any(Array) }]);
    for (const s of suggestions) {
      expect(s.Count).toBeGreaterThan(0);
      const again = await search({ ...s.Criteria });
      expect(again.TotalCount, s.Label).toBe(s.Count);
    }
  });

  it('reads an Urdu sentence', async () => {
    const r = await search({ Keywords: 'کرائے پر مکان اسلام آباد' });
    expect(r.Understood).toMatchObject({ Purpose: 2, PropertyType: 1, City: 3 });
    expect(r.Items.map((i) => i.Title)).toContain('Brand new house in G-13/2');
  });

  it('keeps what the form chose over what the words say', async () => {
    const r = await search({ Keywords: 'house lahore', City: 2 });
    expect(r.Understood).toMatchObject({ City: 2, PropertyType: 1, Keywords: 'lahore' });
  });

  it('matches synonyms in listing text for words left as keywords', async () => {
    await insertListing(server.database, { title: 'Zafransyn apartment block', typeId: 18 });
    const r = await search({ Keywords: 'zafransyn flat', PropertyType: 18 });
    expect(r.Items.map((i) => i.Title)).toEqual(['Zafransyn apartment block']);
  });
});

describe('search finds what people type, without emptying the page or breaking what they asked', () => {
  const known: Record<string, number> = {};
  const loc = (city: number, name: string) => locationId(city, name);
  beforeAll(async () => {
    const soon = (n: number) => new Date(Date.now() + n * 60_000);
    const add = async (key: string, s: Parameters<typeof insertListing>[1]) => { known[key] = (await insertListing(server.database, { publishedAt: soon(Object.keys(known).length), ...s })).id; };
    await add('madina', { title: 'Owner built home', typeId: 1, purposeId: 1, cityId: 5, locationId: await loc(5, 'Madina Town'), price: 11_000_000, area: 5 });
    await add('saddar', { title: 'Shop in the main market', typeId: 15, purposeId: 1, cityId: 2, locationId: await loc(2, 'Saddar'), price: 9_000_000 });
    await add('dha6Rent', { title: 'Upper and lower both available', typeId: 1, purposeId: 2, cityId: 1, locationId: await loc(1, 'DHA Phase 6'), price: 250_000, area: 1, areaUnitId: 2 });
    await add('dha6Sale', { title: 'Beautiful brand new house', typeId: 1, purposeId: 1, cityId: 1, locationId: await loc(1, 'DHA Phase 6'), price: 45_000_000, area: 10, features: ['Corner', 'Park Facing'] });
    // A rent in DHA Phase 6 cheaper than any sale: an unqualified Lakh or Crore amount must not find it.
    await add('dha6CheapRent', { title: 'Small house to let', typeId: 1, purposeId: 2, cityId: 1, locationId: await loc(1, 'DHA Phase 6'), price: 27_000, area: 5 });
    await add('fiveMarla', { title: 'Compact home', typeId: 1, purposeId: 1, cityId: 1, locationId: ids['Johar Town'], price: 4_000_000, area: 5 });
    await add('gulshan', { title: 'Three bed flat, Block 13-D', typeId: 2, purposeId: 1, cityId: 2, locationId: ids['Gulshan-e-Iqbal'], price: 12_000_000 });
    await add('g13Other', { title: 'Upper portion near the park', typeId: 3, purposeId: 2, cityId: 3, locationId: ids['G-13'], price: 38_000 });
    await add('g13One', { title: 'Upper portion in G-13/1', typeId: 3, purposeId: 2, cityId: 3, locationId: ids['G-13'], price: 40_000, publishedAt: new Date(Date.now() - 86_400_000) });
    await add('room', { title: 'Neat space for a student', typeId: 6, purposeId: 2, cityId: 1, locationId: ids['Johar Town'], price: 15_000 });
  });

  const ids10 = async (keywords: string) => (await search({ Keywords: keywords, PageSize: 10 })).Items.map((i) => i.PropertyId);

  it.each([
    ['makan barae farokht madina town faisalabad', 'madina'],
    ['dukan barae farokht saddar karachi', 'saddar'],
    ['ghar kiraye ke liye dha phase 6 lahore', 'dha6Rent'],
    ['house for rent dha 6 lahore', 'dha6Rent'],
    ['DHA phase VI 10 marla', 'dha6Sale'],
    ['صدر کراچی دکان', 'saddar'],
    ['ڈی ایچ اے فیز 6 لاہور مکان', 'dha6Sale'],
    ['gulshan iqbal 13d', 'gulshan'],
    ['گلشن اقبال فلیٹ', 'gulshan'],
    ['hostel lahore', 'room'],
    ['corner house dha phase 6 lahore', 'dha6Sale'],
    ['park facing house lahore', 'dha6Sale'],
  ])('%s finds its listing', async (keywords, key) => {
    expect(await ids10(keywords)).toContain(known[key]);
  });

  it('reads the words left over as ranking, not as a filter: listings with them come first', async () => {
    const r = await search({ Keywords: 'G-13/1 upper portion', PageSize: 10 });
    // The exact sub-sector first although older, then the rest of G-13.
    expect(r.Items[0]!.PropertyId).toBe(known.g13One);
    expect(r.Items.map((i) => i.PropertyId)).toContain(known.g13Other);
    expect(new Set(r.Items.map((i) => i.Location))).toEqual(new Set(['G-13']));
    expect(r.Readings).toContainEqual({ Words: 'G-13/1', Meaning: '', Ranked: true });
    expect(r.Understood).toMatchObject({ Keywords: 'g-13/1' });
  });

  it('never answers an unqualified Lakh or Crore amount with a rent', async () => {
    for (const keywords of ['5 marla house lahore 50 lakh', 'dha lahore house 1.5 crore', 'house under 50 lakh lahore', 'dha 6 house 5 crore']) {
      const r = await search({ Keywords: keywords, PageSize: 50 });
      expect(r.Understood?.Purpose, keywords).toBe(1);
      expect(r.Items.length, keywords).toBeGreaterThan(0);
      expect(r.Items.filter((i) => i.Purpose !== 'For Sale').map((i) => i.Title), keywords).toEqual([]);
    }
    // An explicit word or a chosen filter wins.
    expect((await search({ Keywords: 'house for rent dha 6 lahore 50 lakh' })).Understood?.Purpose).toBe(2);
    expect((await search({ Keywords: 'house dha 6 lahore 50 lakh', Purpose: 2 })).Items.map((i) => i.PropertyId)).toContain(known.dha6CheapRent);
  });

  it('finds a feature ticked in the form that the text never mentions', async () => {
    const r = await search({ Keywords: 'corner', City: 1 });
    expect(r.Items[0]!.PropertyId).toBe(known.dha6Sale);
    expect(await ids10('"park facing"')).toContain(known.dha6Sale);
  });

  it('reads "portion" as either portion, kept in the keywords so the page can be asked again', async () => {
    const r = await search({ Keywords: 'portion g13', PageSize: 50 });
    expect(r.Items.length).toBeGreaterThan(0);
    expect(new Set(r.Items.map((i) => i.Type))).toEqual(new Set(['Upper Portion']));
    expect(r.Understood).toMatchObject({ Keywords: 'portion', City: 3 });
    const again = await search({ ...r.Understood!, PageSize: 50 });
    expect(again.Items.map((i) => i.PropertyId)).toEqual(r.Items.map((i) => i.PropertyId));
  });
});
