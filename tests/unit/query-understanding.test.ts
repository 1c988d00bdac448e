import { describe, expect, it } from 'vitest';
import { readQuery, type QueryVocabulary, type ReadCriteria } from '../../src/lib/query-understanding.ts';
import { AREA_UNITS, BATHROOMS, BEDROOMS, CITIES, LOCATIONS, PROPERTY_TYPES } from '../../server/seed/reference-data.ts';

const vocab: QueryVocabulary = {
  cities: CITIES.map((c) => ({ Id: c.id, Text: c.name })),
  locations: LOCATIONS.map((l) => ({ Id: l.id, Text: l.name, CityId: l.cityId })),
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

/** Every location whose name starts with these words, as "Name (City)". */
const startingWith = (prefix: string) => LOCATIONS.filter((l) => l.name.startsWith(prefix))
  .map((l) => `${l.name} (${CITIES.find((c) => c.id === l.cityId)!.name})`).sort();
const lahoreDha = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `DHA Phase ${n} (Lahore)`).sort();

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
  ['flat in f-7/3', { type: 'Flat', city: 'Islamabad', places: ['F-7 (Islamabad)'], keywords: 'f7s3' }],
  ['10 marla house DHA Lahore', { area: [10, 10, 'Marla'], type: 'House', places: lahoreDha, city: 'Lahore' }],
  ['10 marla house DHA Lahore for rent under 50 thousand', { area: [10, 10, 'Marla'], type: 'House', places: lahoreDha, city: 'Lahore', purpose: 'For Rent', price: [undefined, 50_000] }],
  ['5 marla plot bahria lahore 80 lakh', { area: [5, 5, 'Marla'], type: 'Residential Plot', city: 'Lahore', places: ['Bahria Orchard (Lahore)', 'Bahria Town (Lahore)'], price: [undefined, 8_000_000] }],
  ['bahriya town', { places: startingWith('Bahria Town') }],
  ['lahor', { city: 'Lahore' }],
  ['gulshan e iqbal', { city: 'Karachi', places: ['Gulshan-e-Iqbal (Karachi)'] }],
  ['Gulshan-e-Iqbal flat', { city: 'Karachi', places: ['Gulshan-e-Iqbal (Karachi)'], type: 'Flat' }],
  ['DHA Phase 6 Karachi', { city: 'Karachi', places: ['DHA Phase 6 (Karachi)'] }],
  ['dha phase-6 lahore', { city: 'Lahore', places: ['DHA Phase 6 (Lahore)'] }],
  ['Clifton Block 5', { city: 'Karachi', places: ['Clifton Block 5 (Karachi)'] }],
  ['scheme 33 plot', { city: 'Karachi', places: ['Scheme 33 (Karachi)'], type: 'Residential Plot' }],
  ['Bahria Town Phase 8 house', { city: 'Rawalpindi', places: ['Bahria Town Phase 8 (Rawalpindi)'], type: 'House' }],
  ['1 kanal house dha lahore 5 crore', { area: [1, 1, 'Kanal'], type: 'House', city: 'Lahore', places: lahoreDha, price: [undefined, 50_000_000] }],
  ['2.5 kanal farm house', { area: [50, 50, 'Marla'], type: 'Farm House' }],
  ['flat for rent karachi 50k', { type: 'Flat', purpose: 'For Rent', city: 'Karachi', price: [undefined, 50_000] }],
  ['house 1.5 crore se kam lahore', { type: 'House', price: [undefined, 15_000_000], city: 'Lahore' }],
  ['plot 50 lakh to 1 crore', { type: 'Residential Plot', price: [5_000_000, 10_000_000] }],
  ['house between 2 and 3 crore', { type: 'House', price: [20_000_000, 30_000_000] }],
  ['flat above 40 lakh', { type: 'Flat', price: [4_000_000, undefined] }],
  ['3 bed flat', { beds: '3', type: 'Flat' }],
  ['4 bedrooms 3 baths house', { beds: '4', baths: '3', type: 'House' }],
  ['5 to 10 marla', { area: [5, 10, 'Marla'] }],
  ['240 gaz house karachi', { area: [240, 240, 'Square Yards'], type: 'House', city: 'Karachi' }],
  ['120 sq yd', { area: [120, 120, 'Square Yards'] }],
  ['2000 sq ft office', { area: [2000, 2000, 'Square Feet'], type: 'Office' }],
  ['kiraye par makan pindi', { purpose: 'For Rent', type: 'House', city: 'Rawalpindi' }],
  ['کرایہ کے لیے مکان لاہور', { purpose: 'For Rent', type: 'House', city: 'Lahore', keywords: 'لیے' }],
  ['لاہور میں 10 مرلہ گھر برائے فروخت', { city: 'Lahore', area: [10, 10, 'Marla'], type: 'House', purpose: 'For Sale' }],
  ['اسلام آباد فلیٹ کرایہ', { city: 'Islamabad', type: 'Flat', purpose: 'For Rent' }],
  ['5 مرلہ پلاٹ بحریہ ٹاؤن لاہور 80 لاکھ', { area: [5, 5, 'Marla'], type: 'Residential Plot', city: 'Lahore', places: ['Bahria Town (Lahore)'], price: [undefined, 8_000_000] }],
  ['corner house', { type: 'House', keywords: 'corner' }],
  ['park facing corner plot', { type: 'Residential Plot', keywords: 'park facing corner' }],
  ['furnished flat f-11', { type: 'Flat', city: 'Islamabad', places: ['F-11 (Islamabad)'], keywords: 'furnished' }],
  ['dha', { places: startingWith('DHA ') }],
  ['lahore', { city: 'Lahore' }],
  ['flat rent', { type: 'Flat', purpose: 'For Rent' }],
  ['shop for sale in saddar rawalpindi', { type: 'Shop', purpose: 'For Sale', city: 'Rawalpindi', places: ['Saddar (Rawalpindi)'] }],
  ['house for sale 2 crore monthly', { type: 'House', purpose: 'For Sale', price: [undefined, 20_000_000], keywords: 'monthly' }],
  ['zafranite', { keywords: 'zafranite' }],
];

describe('readQuery: the table of real queries', () => {
  it('holds at least 40 queries', () => expect(TABLE.length).toBeGreaterThanOrEqual(40));
  it.each(TABLE)('%s', (query, expected) => {
    const r = readQuery(query, vocab);
    expect(named(r.Criteria, r.Keywords)).toEqual(expected);
  });
});

describe('readQuery: around the table', () => {
  it('says how each piece was read, in the order typed, and marks spelling corrections', () => {
    const r = readQuery('kothi for rent bahriya town lahor', vocab);
    expect(r.Readings.map((x) => [x.Words, x.Meaning, x.Corrected ?? false])).toEqual([
      ['kothi', 'House', false],
      ['for rent', 'For Rent', false],
      ['bahria town', 'Bahria Town', false],
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
    expect(named(r.Criteria, r.Keywords)).toEqual({ type: 'House', price: [undefined, 5_000_000], keywords: 'flat 80 lakh' });
  });

  it('is stable: reading the leftover keywords again reads nothing more', () => {
    for (const [query] of TABLE) {
      const first = readQuery(query, vocab);
      const again = readQuery(first.Keywords, vocab, first.Criteria);
      expect(again.Criteria, query).toEqual({});
    }
  });
});
