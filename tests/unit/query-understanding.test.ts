import { describe, expect, it } from 'vitest';
import { readQuery, type QueryVocabulary, type ReadCriteria } from '../../src/lib/query-understanding.ts';
import { AREA_UNITS, BATHROOMS, BEDROOMS, CITIES, LOCATIONS, PROPERTY_TYPES } from '../../server/seed/reference-data.ts';
import { URDU_PLACE_WORDS, URDU_SECTOR_LETTERS } from '../../src/lib/place-names-ur.ts';

const vocab: QueryVocabulary = {
  cities: CITIES.map((c) => ({ Id: c.id, Text: c.name })),
  locations: LOCATIONS.map((l) => ({ Id: l.id, Text: l.name, CityId: l.cityId, ParentId: l.parentId })),
  types: PROPERTY_TYPES.map((t) => ({ Id: t.id, Text: t.name })),
  areaUnits: AREA_UNITS.map((u) => ({ Id: u.id, Text: u.name })),
  bedrooms: BEDROOMS.map((b) => ({ Id: b.id, Text: b.text })),
  bathrooms: BATHROOMS.map((b) => ({ Id: b.id, Text: b.text })),
};

/** The criteria in names, so the table reads as people would check it. */
interface Expected {
  purpose?: 'For Sale' | 'For Rent';
  city?: string;
  /** Location names, with their city: "G-13 (Islamabad)". */
  places?: string[];
  type?: string;
  price?: [number | undefined, number | undefined];
  area?: [number | undefined, number | undefined, string];
  beds?: string;
  baths?: string;
  keywords?: string;
}

function named(c: ReadCriteria, keywords: string): Expected {
  const out: Expected = {};
  if (c.Purpose) out.purpose = c.Purpose === 1 ? 'For Sale' : 'For Rent';
  if (c.City) out.city = CITIES.find((x) => x.id === c.City)!.name;
  if (c.Location) {
    out.places = c.Location.map((id) => {
      const l = LOCATIONS.find((x) => x.id === id)!;
      return `${l.name} (${CITIES.find((x) => x.id === l.cityId)!.name})`;
    }).sort();
  }
  if (c.PropertyType) out.type = PROPERTY_TYPES.find((t) => t.id === c.PropertyType)!.name;
  if (c.MinPrice !== undefined || c.MaxPrice !== undefined) out.price = [c.MinPrice, c.MaxPrice];
  if (c.AreaUnit) out.area = [c.MinArea, c.MaxArea, AREA_UNITS.find((u) => u.id === c.AreaUnit)!.name];
  if (c.BedRooms) out.beds = BEDROOMS.find((b) => b.id === c.BedRooms)!.text;
  if (c.BathRooms) out.baths = BATHROOMS.find((b) => b.id === c.BathRooms)!.text;
  if (keywords) out.keywords = keywords;
  return out;
}

/**
 * Every location whose name starts with these words, as "Name (City)", leaving out those within
 * another of them: a society stands for its phases and blocks.
 */
const startingWith = (prefix: string) => {
  const all = LOCATIONS.filter((l) => l.name.startsWith(prefix));
  const held = (l: (typeof LOCATIONS)[number]): boolean => {
    const parent = LOCATIONS.find((p) => p.id === l.parentId);
    return parent !== undefined && (all.includes(parent) || held(parent));
  };
  return all.filter((l) => !held(l)).map((l) => `${l.name} (${CITIES.find((c) => c.id === l.cityId)!.name})`).sort();
};
const lahoreDha = ['DHA Lahore (Lahore)'];

/** Real queries, as people type them: English, Roman Urdu, Urdu and mixed. */
const TABLE: Array<[string, Expected]> = [
  ['house', { type: 'House' }],
  ['kothi', { type: 'House' }],
  ['makan', { type: 'House' }],
  ['ghar', { type: 'House' }],
  ['bungalow', { type: 'House' }],
  ['مکان', { type: 'House' }],
  ['گھر', { type: 'House' }],
  ['dukan', { type: 'Shop' }],
  ['دکان', { type: 'Shop' }],
  ['apartment', { type: 'Flat' }],
  ['فلیٹ', { type: 'Flat' }],
  ['plot', { type: 'Residential Plot' }],
  ['پلاٹ', { type: 'Residential Plot' }],
  ['upper portion for rent', { type: 'Upper Portion', purpose: 'For Rent' }],
  ['lower portion kiraya', { type: 'Lower Portion', purpose: 'For Rent' }],
  ['farm house for sale', { type: 'Farm House', purpose: 'For Sale' }],
  ['commercial plot', { type: 'Commercial Plot' }],
  ['house rent islamabad', { type: 'House', purpose: 'For Rent', city: 'Islamabad' }],
  ['kothi for rent g13', { type: 'House', purpose: 'For Rent', city: 'Islamabad', places: ['G-13 (Islamabad)'] }],
  ['G-13', { city: 'Islamabad', places: ['G-13 (Islamabad)'] }],
  ['G13', { city: 'Islamabad', places: ['G-13 (Islamabad)'] }],
  ['g 13', { city: 'Islamabad', places: ['G-13 (Islamabad)'] }],
  ['G–13', { city: 'Islamabad', places: ['G-13 (Islamabad)'] }],
  ['g-13 islamabad', { city: 'Islamabad', places: ['G-13 (Islamabad)'] }],
  ['E-11', { city: 'Islamabad', places: ['E-11 (Islamabad)'] }],
  ['F 7', { city: 'Islamabad', places: ['F-7 (Islamabad)'] }],
  ['flat in f-7/3', { type: 'Flat', city: 'Islamabad', places: ['F-7 (Islamabad)'], keywords: 'f-7/3' }],
  ['10 marla house DHA Lahore', { area: [10, 10, 'Marla'], type: 'House', places: lahoreDha, city: 'Lahore' }],
  ['10 marla house DHA Lahore for rent under 50 thousand', { area: [10, 10, 'Marla'], type: 'House', places: lahoreDha, city: 'Lahore', purpose: 'For Rent', price: [undefined, 50_000] }],
  ['5 marla plot bahria lahore 80 lakh', { purpose: 'For Sale', area: [5, 5, 'Marla'], type: 'Residential Plot', city: 'Lahore', places: ['Bahria Orchard (Lahore)', 'Bahria Town (Lahore)'], price: [undefined, 8_000_000] }],
  ['bahriya town', { places: startingWith('Bahria Town') }],
  ['lahor', { city: 'Lahore' }],
  ['gulshan e iqbal', { city: 'Karachi', places: ['Gulshan-e-Iqbal (Karachi)'] }],
  ['Gulshan-e-Iqbal flat', { city: 'Karachi', places: ['Gulshan-e-Iqbal (Karachi)'], type: 'Flat' }],
  ['DHA Phase 6 Karachi', { city: 'Karachi', places: ['DHA Phase 6 (Karachi)'] }],
  ['dha phase-6 lahore', { city: 'Lahore', places: ['DHA Phase 6 (Lahore)'] }],
  ['Clifton Block 5', { city: 'Karachi', places: ['Clifton Block 5 (Karachi)'] }],
  ['scheme 33 plot', { city: 'Karachi', places: ['Scheme 33 (Karachi)'], type: 'Residential Plot' }],
  ['Bahria Town Phase 8 house', { city: 'Rawalpindi', places: ['Bahria Town Phase 8 (Rawalpindi)'], type: 'House' }],
  ['1 kanal house dha lahore 5 crore', { purpose: 'For Sale', area: [1, 1, 'Kanal'], type: 'House', city: 'Lahore', places: lahoreDha, price: [undefined, 50_000_000] }],
  ['2.5 kanal farm house', { area: [50, 50, 'Marla'], type: 'Farm House' }],
  ['flat for rent karachi 50k', { type: 'Flat', purpose: 'For Rent', city: 'Karachi', price: [undefined, 50_000] }],
  ['house 1.5 crore se kam lahore', { purpose: 'For Sale', type: 'House', price: [undefined, 15_000_000], city: 'Lahore' }],
  ['plot 50 lakh to 1 crore', { purpose: 'For Sale', type: 'Residential Plot', price: [5_000_000, 10_000_000] }],
  ['house between 2 and 3 crore', { purpose: 'For Sale', type: 'House', price: [20_000_000, 30_000_000] }],
  ['flat above 40 lakh', { purpose: 'For Sale', type: 'Flat', price: [4_000_000, undefined] }],
  ['3 bed flat', { beds: '3', type: 'Flat' }],
  ['4 bedrooms 3 baths house', { beds: '4', baths: '3', type: 'House' }],
  ['5 to 10 marla', { area: [5, 10, 'Marla'] }],
  ['240 gaz house karachi', { area: [240, 240, 'Square Yards'], type: 'House', city: 'Karachi' }],
  ['120 sq yd', { area: [120, 120, 'Square Yards'] }],
  ['2000 sq ft office', { area: [2000, 2000, 'Square Feet'], type: 'Office' }],
  ['kiraye par makan pindi', { purpose: 'For Rent', type: 'House', city: 'Rawalpindi' }],
  ['کرایہ کے لیے مکان لاہور', { purpose: 'For Rent', type: 'House', city: 'Lahore' }],
  ['لاہور میں 10 مرلہ گھر برائے فروخت', { city: 'Lahore', area: [10, 10, 'Marla'], type: 'House', purpose: 'For Sale' }],
  ['اسلام آباد فلیٹ کرایہ', { city: 'Islamabad', type: 'Flat', purpose: 'For Rent' }],
  ['5 مرلہ پلاٹ بحریہ ٹاؤن لاہور 80 لاکھ', { purpose: 'For Sale', area: [5, 5, 'Marla'], type: 'Residential Plot', city: 'Lahore', places: ['Bahria Town (Lahore)'], price: [undefined, 8_000_000] }],
  ['corner house', { type: 'House', keywords: 'corner' }],
  ['park facing corner plot', { type: 'Residential Plot', keywords: 'park facing corner' }],
  ['furnished flat f-11', { type: 'Flat', city: 'Islamabad', places: ['F-11 (Islamabad)'], keywords: 'furnished' }],
  ['dha', { places: startingWith('DHA ') }],
  ['lahore', { city: 'Lahore' }],
  ['flat rent', { type: 'Flat', purpose: 'For Rent' }],
  ['shop for sale in saddar rawalpindi', { type: 'Shop', purpose: 'For Sale', city: 'Rawalpindi', places: ['Saddar (Rawalpindi)'] }],
  ['house for sale 2 crore monthly', { type: 'House', purpose: 'For Sale', price: [undefined, 20_000_000], keywords: 'monthly' }],
  ['zafranite', { keywords: 'zafranite' }],
  // Leftover function words of Roman Urdu and Urdu are dropped, not searched.
  ['makan barae farokht madina town faisalabad', { type: 'House', purpose: 'For Sale', city: 'Faisalabad', places: ['Madina Town (Faisalabad)'] }],
  ['dukan barae farokht saddar karachi', { type: 'Shop', purpose: 'For Sale', city: 'Karachi', places: ['Saddar (Karachi)'] }],
  ['ghar kiraye ke liye dha phase 6 lahore', { type: 'House', purpose: 'For Rent', city: 'Lahore', places: ['DHA Phase 6 (Lahore)'] }],
  ['johar town mein plot chahiye', { type: 'Residential Plot', city: 'Lahore', places: ['Johar Town (Lahore)'] }],
  ['gulberg mein flat kiraye pe chahiye', { type: 'Flat', purpose: 'For Rent', places: ['Gulberg (Faisalabad)', 'Gulberg (Lahore)', 'Gulberg (Peshawar)'] }],
  ['مکان کرائے کے لیے چاہیے', { type: 'House', purpose: 'For Rent' }],
  // A price in Lakh or Crore with no purpose word is a sale; a monthly amount in thousands a rent.
  ['5 marla house lahore 50 lakh', { area: [5, 5, 'Marla'], type: 'House', city: 'Lahore', price: [undefined, 5_000_000], purpose: 'For Sale' }],
  ['house under 50 lakh multan', { type: 'House', city: 'Multan', price: [undefined, 5_000_000], purpose: 'For Sale' }],
  ['plot 2 arab', { type: 'Residential Plot', price: [undefined, 2_000_000_000], purpose: 'For Sale' }],
  ['flat gulberg lahore 60k', { type: 'Flat', city: 'Lahore', places: ['Gulberg (Lahore)'], price: [undefined, 60_000], purpose: 'For Rent' }],
  ['upper portion 45000', { type: 'Upper Portion', price: [undefined, 45_000], purpose: 'For Rent' }],
  ['house 3 lakh', { type: 'House', price: [undefined, 300_000] }],
  ['house for rent 50 lakh', { type: 'House', purpose: 'For Rent', price: [undefined, 5_000_000] }],
  ['مکان 80 لاکھ', { type: 'House', price: [undefined, 8_000_000], purpose: 'For Sale' }],
  // Phases and blocks as people write them.
  ['house for rent dha 6 lahore', { type: 'House', purpose: 'For Rent', city: 'Lahore', places: ['DHA Phase 6 (Lahore)'] }],
  ['DHA phase VI 10 marla', { area: [10, 10, 'Marla'], places: ['DHA Phase 6 (Karachi)', 'DHA Phase 6 (Lahore)'] }],
  ['dha ph 6', { places: ['DHA Phase 6 (Karachi)', 'DHA Phase 6 (Lahore)'] }],
  ['clifton 5 house karachi', { type: 'House', city: 'Karachi', places: ['Clifton Block 5 (Karachi)'] }],
  ['gulshan-e-iqbal 7 flat', { type: 'Flat', city: 'Karachi', places: ['Gulshan-e-Iqbal Block 7 (Karachi)'] }],
  ['bahria orchard 2 plot', { type: 'Residential Plot', city: 'Lahore', places: ['Bahria Orchard Phase 2 (Lahore)'] }],
  ['clifton 5 marla house', { type: 'House', city: 'Karachi', area: [5, 5, 'Marla'], places: ['Clifton (Karachi)'] }],
  // The whole name wins over a place that shares its first words (Allama Iqbal Road, Mirpur).
  ['portion on rent allama iqbal town', { purpose: 'For Rent', city: 'Lahore', places: ['Allama Iqbal Town (Lahore)'], keywords: 'portion' }],
  ['DHA Phase-6 Lahore', { city: 'Lahore', places: ['DHA Phase 6 (Lahore)'] }],
  ['dha6 lahore', { city: 'Lahore', places: ['DHA Phase 6 (Lahore)'] }],
  ['dha 10 marla lahore', { area: [10, 10, 'Marla'], city: 'Lahore', places: lahoreDha }],
  ['bahria town phase VIII', { city: 'Rawalpindi', places: ['Bahria Town Phase 8 (Rawalpindi)'] }],
  ['bahria phase 8 house', { type: 'House', city: 'Rawalpindi', places: ['Bahria Town Phase 8 (Rawalpindi)'] }],
  ['gulshan iqbal 13d', { city: 'Karachi', places: ['Gulshan-e-Iqbal Block 13-D (Karachi)'] }],
  ['gulshan-e-iqbal block 13-D', { city: 'Karachi', places: ['Gulshan-e-Iqbal Block 13-D (Karachi)'] }],
  ['gulshan e iqbal 13 d flat', { city: 'Karachi', places: ['Gulshan-e-Iqbal Block 13-D (Karachi)'], type: 'Flat' }],
  ['gulshan iqbal 13 c', { city: 'Karachi', places: ['Gulshan-e-Iqbal (Karachi)'], keywords: '13 c' }],
  // Societies, their phases, sectors, blocks and precincts: the society stands for all of them.
  ['bahria town phase 8 rawalpindi', { city: 'Rawalpindi', places: ['Bahria Town Phase 8 (Rawalpindi)'] }],
  ['bahria town rawalpindi', { city: 'Rawalpindi', places: ['Bahria Town (Rawalpindi)'] }],
  ['bahria town phase 3 house', { city: 'Rawalpindi', places: ['Bahria Town Phase 3 (Rawalpindi)'], type: 'House' }],
  ['dha phase 6 karachi', { city: 'Karachi', places: ['DHA Phase 6 (Karachi)'] }],
  ['dha karachi', { city: 'Karachi', places: ['DHA Karachi (Karachi)'] }],
  ['dha phase 9 prism', { city: 'Lahore', places: ['DHA Phase 9 Prism (Lahore)'] }],
  ['dha phase 13 plot', { city: 'Lahore', places: ['DHA Phase 13 (Lahore)'], type: 'Residential Plot' }],
  ['bahria town sector c', { city: 'Lahore', places: ['Bahria Town Sector C (Lahore)'] }],
  ['jasmine block bahria town lahore', { city: 'Lahore', places: ['Jasmine Block (Lahore)'] }],
  ['johar town block r', { city: 'Lahore', places: ['Johar Town Block R (Lahore)'] }],
  ['bahria town karachi precinct 10', { city: 'Karachi', places: ['Bahria Town Karachi Precinct 10 (Karachi)'] }],
  ['bahria town nawabshah', { city: 'Nawabshah', places: ['Bahria Town Nawabshah (Nawabshah)'] }],
  ['dha phase 5 islamabad', { city: 'Islamabad', places: ['DHA Phase 5 (Islamabad)'] }],
  ['dha gujranwala', { city: 'Gujranwala', places: ['DHA Gujranwala (Gujranwala)'] }],
  ['plot gwadar', { city: 'Gwadar', type: 'Residential Plot' }],
  ['house dg khan', { city: 'Dera Ghazi Khan', type: 'House' }],
  ['rahim yar khan model town', { city: 'Rahim Yar Khan', places: ['Model Town (Rahim Yar Khan)'] }],
  ['سرگودھا مکان', { city: 'Sargodha', type: 'House' }],
  ['بحریہ ٹاؤن فیز 8 راولپنڈی', { city: 'Rawalpindi', places: ['Bahria Town Phase 8 (Rawalpindi)'] }],
  ['گلشن اقبال بلاک 13 ڈی', { city: 'Karachi', places: ['Gulshan-e-Iqbal Block 13-D (Karachi)'] }],
  ['G-13/1 upper portion', { city: 'Islamabad', places: ['G-13 (Islamabad)'], type: 'Upper Portion', keywords: 'g-13/1' }],
  // Urdu place names.
  ['صدر کراچی دکان', { city: 'Karachi', places: ['Saddar (Karachi)'], type: 'Shop' }],
  ['گلشن اقبال', { city: 'Karachi', places: ['Gulshan-e-Iqbal (Karachi)'] }],
  ['ماڈل ٹاؤن لاہور', { city: 'Lahore', places: ['Model Town (Lahore)'] }],
  ['ڈی ایچ اے فیز 6 لاہور', { city: 'Lahore', places: ['DHA Phase 6 (Lahore)'] }],
  ['جی 13 اسلام آباد', { city: 'Islamabad', places: ['G-13 (Islamabad)'] }],
  ['حیات آباد پشاور مکان', { city: 'Peshawar', places: ['Hayatabad (Peshawar)'], type: 'House' }],
  // Mixed scripts.
  ['dha فیز 6 lahore مکان', { city: 'Lahore', places: ['DHA Phase 6 (Lahore)'], type: 'House' }],
  // Portion, hostel, penthouse.
  ['portion for rent model town lahore', { purpose: 'For Rent', city: 'Lahore', places: ['Model Town (Lahore)'], keywords: 'portion' }],
  ['hostel lahore', { type: 'Room', city: 'Lahore' }],
  ['pent house karachi', { type: 'Penthouse', city: 'Karachi' }],
  ['half kanal house', { area: [10, 10, 'Marla'], type: 'House' }],
  // Quoted words are taken as they are: never read, always required.
  ['"house" lahore', { city: 'Lahore', keywords: '"house"' }],
];

describe('readQuery: the table of real queries', () => {
  it('holds at least 40 queries', () => expect(TABLE.length).toBeGreaterThanOrEqual(40));
  it.each(TABLE)('%s', (query, expected) => {
    const r = readQuery(query, vocab);
    expect(named(r.Criteria, r.Keywords)).toEqual(expected);
  });
});

describe('readQuery: words left over', () => {
  it('ranks by a leftover word when other words were read, and requires it when nothing else narrows', () => {
    const ranked = readQuery('corner house dha phase 6 lahore', vocab);
    expect([ranked.Required, ranked.Ranking]).toEqual(['', 'corner']);
    expect(ranked.Readings.at(-1)).toEqual({ Words: 'corner', Meaning: '', Ranked: true });
    const alone = readQuery('corner', vocab);
    expect([alone.Required, alone.Ranking]).toEqual(['corner', '']);
    expect(readQuery('corner', vocab, { City: 1 }).Ranking).toBe('corner');
    const quoted = readQuery('house "corner" lahore', vocab);
    expect([quoted.Required, quoted.Ranking, quoted.Keywords]).toEqual(['corner', '', '"corner"']);
  });

  it('ranks a sub-sector inside its sector, and a block inside its place', () => {
    const sub = readQuery('G-13/1 upper portion', vocab);
    expect(sub.Ranking).toBe('g13s1');
    expect(sub.Readings.find((r) => r.Ranked)?.Words).toBe('G-13/1');
    expect(readQuery('gulshan iqbal 13 C', vocab).Ranking).toBe('block13c');
    expect(readQuery('gulshan iqbal block 13-C', vocab).Ranking).toBe('block13c');
  });

  it('reads "portion" as either portion, and says so', () => {
    const r = readQuery('portion g13', vocab);
    expect(r.Types?.map((id) => PROPERTY_TYPES.find((t) => t.id === id)!.name).sort()).toEqual(['Lower Portion', 'Upper Portion']);
    expect(r.Readings.map((x) => [x.Words, x.Meaning])).toContainEqual(['portion', 'Upper or Lower Portion']);
    expect(readQuery('portion', vocab, { PropertyType: 1 }).Types).toBeUndefined();
  });

  it('says a purpose was implied by the amount, and a purpose word or a chosen purpose wins', () => {
    const r = readQuery('house lahore 1.5 crore', vocab);
    expect(r.Readings).toContainEqual({ Words: '1.5 crore', Meaning: 'For Sale', Implied: true });
    expect(readQuery('house lahore 1.5 crore', vocab, { Purpose: 2 }).Criteria.Purpose).toBeUndefined();
    expect(readQuery('house 2 lakh monthly', vocab).Criteria.Purpose).toBe(2);
  });

  it('quotes the words as typed, not as rewritten', () => {
    const r = readQuery('Kothi G-13/2 Bahriya Town', vocab);
    expect(r.Readings.map((x) => x.Words)).toEqual(['Kothi', 'G-13/2', 'Bahriya Town', 'G-13/2']);
    expect(readQuery('DHA phase VI', vocab).Readings[0]!.Words).toBe('DHA phase VI');
  });
});

describe('readQuery: Urdu names of every seeded place', () => {
  const urduOf = new Map<string, string>();
  for (const [roman, list] of Object.entries(URDU_PLACE_WORDS)) if (!urduOf.has(roman)) urduOf.set(roman, list[0]!);
  const sectorLetter = new Map(Object.entries(URDU_SECTOR_LETTERS).map(([u, l]) => [l, u]));
  /** A name written in Urdu from the table, phrase by phrase, longest first; digits stay digits. */
  function inUrdu(name: string): string | null {
    const sector = /^([A-I])-(\d+)$/.exec(name);
    if (sector) return `${sectorLetter.get(sector[1]!.toLowerCase())} ${sector[2]}`;
    const parts = name.toLowerCase().split(/[\s-]+/);
    const out: string[] = [];
    for (let i = 0; i < parts.length;) {
      let n = parts.length - i;
      while (n > 0 && !urduOf.has(parts.slice(i, i + n).join(' ')) && !/^\d+$/.test(parts[i]!)) n -= 1;
      if (/^\d+$/.test(parts[i]!)) { out.push(parts[i]!); i += 1; continue; }
      if (n === 0) {
        if (parts[i] === 'e' || parts[i]!.length === 1) { out.push(parts[i]!); i += 1; continue; }
        return null;
      }
      out.push(urduOf.get(parts.slice(i, i + n).join(' '))!);
      i += n;
    }
    return out.join(' ');
  }

  it.each(CITIES.map((c) => [c.name, c.id] as const))('reads the city %s in Urdu', (name, id) => {
    expect(readQuery(inUrdu(name)!, vocab).Criteria.City).toBe(id);
  });

  it('reads every location in Urdu, within its city', () => {
    const missing: string[] = [];
    for (const l of LOCATIONS) {
      const city = CITIES.find((c) => c.id === l.cityId)!;
      const urdu = inUrdu(l.name);
      const r = urdu === null ? null : readQuery(`${urdu} ${inUrdu(city.name)}`, vocab);
      if (!r?.Criteria.Location?.includes(l.id)) missing.push(`${l.name} (${city.name}): ${urdu}`);
    }
    expect(missing).toEqual([]);
  });
});

describe('readQuery: around the table', () => {
  it('says how each piece was read, in the order typed, and marks spelling corrections', () => {
    const r = readQuery('kothi for rent bahriya town lahor', vocab);
    expect(r.Readings.map((x) => [x.Words, x.Meaning, x.Corrected ?? false])).toEqual([
      ['kothi', 'House', false],
      ['for rent', 'For Rent', false],
      ['bahriya town', 'Bahria Town', true],
      ['lahor', 'Lahore', true],
    ]);
  });

  it('offers a doubtful spelling as "Did you mean" instead of reading it unasked', () => {
    const r = readQuery('house lahre', vocab);
    expect(named(r.Criteria, r.Keywords)).toEqual({ type: 'House', keywords: 'lahre' });
    expect(r.DidYouMean).toBe('lahore');
    expect(readQuery(r.DidYouMean!, vocab).Criteria).toEqual({ City: 1 });
    expect(readQuery('corner house', vocab).DidYouMean).toBeUndefined();
  });

  it('leaves chosen criteria alone: contradicting words stay keywords, agreeing ones are dropped', () => {
    const r = readQuery('house in lahore g13', vocab, { City: 2, PropertyType: 1 });
    expect(r.Criteria).toEqual({});
    expect(r.Keywords).toBe('lahore g13');
  });

  it('narrows places to the chosen city', () => {
    const r = readQuery('dha phase 6', vocab, { City: 2 });
    expect(named(r.Criteria, r.Keywords)).toEqual({ places: ['DHA Phase 6 (Karachi)'] });
  });

  it('reads a second price or type as keywords rather than overwrite the first', () => {
    const r = readQuery('house flat 50 lakh 80 lakh', vocab);
    expect(named(r.Criteria, r.Keywords)).toEqual({ type: 'House', purpose: 'For Sale', price: [undefined, 5_000_000], keywords: 'flat 80 lakh' });
  });

  it('is stable: reading the leftover keywords again reads nothing more', () => {
    for (const [query] of TABLE) {
      const first = readQuery(query, vocab);
      const again = readQuery(first.Keywords, vocab, first.Criteria);
      expect(again.Criteria, query).toEqual({});
    }
  });
});

describe('readQuery: a plot\'s stage', () => {
  const typeName = (id: number | undefined) => PROPERTY_TYPES.find((t) => t.id === id)?.name;
  it.each([
    ['possession plot dha', 'possession', 'Residential Plot'],
    ['possession wala plot', 'possession', 'Residential Plot'],
    ['5 marla qabza wala plot bahria', 'possession', 'Residential Plot'],
    ['non possession plot dha', 'non-possession', 'Residential Plot'],
    ['non-possession 1 kanal', 'non-possession', undefined],
    ['without possession plot', 'non-possession', 'Residential Plot'],
    ['allocation letter plot', 'allocation-letter', 'Residential Plot'],
    ['dha file allocation letter', 'allocation-letter', 'Plot File'],
    ['bahria open file', 'file', undefined],
    ['قبضہ پلاٹ لاہور', 'possession', 'Residential Plot'],
    ['بغیر قبضہ پلاٹ', 'non-possession', 'Residential Plot'],
    ['الاٹمنٹ لیٹر فائل', 'allocation-letter', 'Plot File'],
  ])('reads "%s" as the stage %s, not as words a listing must hold', (query, status, type) => {
    const r = readQuery(query, vocab);
    expect(r.Criteria.Possession).toBe(status);
    expect(typeName(r.Criteria.PropertyType)).toBe(type);
    expect(r.Readings.find((x) => x.Possession)?.Possession).toBe(status);
    for (const word of ['possession', 'qabza', 'allocation', 'letter', 'قبضہ', 'open']) expect(r.Required.split(' ')).not.toContain(word);
    expect(r.Keywords).not.toMatch(/possession|allocation|قبضہ|qabza/);
  });

  it('keeps bare "file" as the type Plot File with no stage: a file may already be allotted', () => {
    const r = readQuery('dha file', vocab);
    expect(typeName(r.Criteria.PropertyType)).toBe('Plot File');
    expect(r.Criteria.Possession).toBeUndefined();
  });

  it('leaves a stage a house cannot have as words, and a chosen stage or type wins', () => {
    const house = readQuery('possession house dha', vocab);
    expect(typeName(house.Criteria.PropertyType)).toBe('House');
    expect(house.Criteria.Possession).toBeUndefined();
    expect(house.Keywords).toContain('possession');
    // A plot chosen in the form: a plot cannot be a bare file, so "open file" stays words.
    expect(readQuery('open file', vocab, { PropertyType: 7 }).Criteria.Possession).toBeUndefined();
    expect(readQuery('allocation letter', vocab, { PropertyType: 7 }).Criteria.Possession).toBe('allocation-letter');
    const chosen = readQuery('possession plot', vocab, { Possession: 'non-possession' });
    expect(chosen.Criteria.Possession).toBeUndefined();
    expect(chosen.Keywords).toContain('possession');
    expect(readQuery('possession plot', vocab, { Possession: 'possession' }).Keywords).not.toContain('possession');
  });

  it('reads the first stage named and leaves a second one as words', () => {
    const r = readQuery('possession non possession plot', vocab);
    expect(r.Criteria.Possession).toBe('possession');
    expect(r.Keywords).toContain('non possession');
  });
});
