import { describe, it, expect } from 'vitest';
import {
  AREA_UNITS, BATHROOMS, BEDROOMS, CITIES, FEATURES, LOCATIONS, PROPERTY_TYPES, PURPOSES, TESTIMONIALS,
} from '../../server/seed/reference-data.ts';
import { SQFT_PER_UNIT } from '../../src/lib/area.ts';
import { HOMES_SUBTYPE, Limits, TYPE_IDS_WITHOUT_ROOMS } from '../../src/contract/constants.ts';
import { CITY_ART } from '../../server/seed/art/city.ts';
import { listingPool } from '../../server/seed/illustrations.ts';
import { draftListing, groupPool, pickLocation, pickType, CITY_WEIGHTS } from '../../server/seed/listing-model.ts';
import { listingDescription, listingTitle } from '../../server/seed/listing-text.ts';
import { createRng, hashSeed } from '../../server/seed/random.ts';
import { parseSeedArgs, UsageError } from '../../server/seed/cli-args.ts';

function expectUnique<T>(values: readonly T[]): void {
  expect(new Set(values).size).toBe(values.length);
}

describe('reference data', () => {
  it('has unique ids and names in every list', () => {
    for (const list of [PURPOSES, PROPERTY_TYPES, BEDROOMS, BATHROOMS, AREA_UNITS, FEATURES, CITIES, LOCATIONS, TESTIMONIALS]) {
      expectUnique(list.map((r) => r.id));
    }
    for (const list of [PURPOSES, PROPERTY_TYPES, AREA_UNITS, FEATURES, CITIES]) expectUnique(list.map((r) => r.name));
  });

  it('has the two purposes with their fixed ids', () => {
    expect(PURPOSES).toEqual([{ id: 1, name: 'For Sale' }, { id: 2, name: 'For Rent' }]);
  });

  it('marks exactly the home types as HOMES', () => {
    const homes = PROPERTY_TYPES.filter((t) => t.subType === HOMES_SUBTYPE).map((t) => t.id).sort((a, b) => a - b);
    expect(homes).toEqual([1, 2, 3, 4, 5, 6, 13]);
    for (const id of [7, 8, 9, 10, 11, 12, 19]) {
      const type = PROPERTY_TYPES.find((t) => t.id === id);
      expect(type?.subType, `type ${id}`).toBe('');
      expect(type?.category).toBe('Plots');
    }
    expect([...TYPE_IDS_WITHOUT_ROOMS].sort((a, b) => a - b)).toEqual([7, 8, 9, 10, 11, 12, 19]);
    expect(PROPERTY_TYPES.filter((t) => t.category === 'Commercial').map((t) => t.id)).toEqual([14, 15, 16, 17, 18]);
  });

  it('counts bedrooms to 10+ and bathrooms to 6+', () => {
    expect(BEDROOMS).toHaveLength(11);
    expect(BEDROOMS.at(-1)).toEqual({ id: 11, text: '10+', value: 11 });
    BEDROOMS.slice(0, 10).forEach((b, i) => expect(b).toEqual({ id: i + 1, text: String(i + 1), value: i + 1 }));
    expect(BATHROOMS).toHaveLength(7);
    expect(BATHROOMS.at(-1)).toEqual({ id: 7, text: '6+', value: 7 });
  });

  it('takes area units from the shared conversion table', () => {
    expect(AREA_UNITS.map((u) => [u.id, u.name])).toEqual([[1, 'Marla'], [2, 'Kanal'], [3, 'Square Feet'], [4, 'Square Yards'], [5, 'Square Meters']]);
    for (const u of AREA_UNITS) expect(u.squareFeet).toBe(SQFT_PER_UNIT[u.name]);
  });

  it('has about 25 features', () => {
    expect(FEATURES.length).toBeGreaterThanOrEqual(24);
    expect(FEATURES.map((f) => f.name)).toEqual(expect.arrayContaining(['Parking', 'Gas', 'Swimming Pool', 'Elevator', 'Solar Panels']));
  });

  it('has at least 12 cities with tiles, and a masonry-friendly top six', () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(12);
    for (const c of CITIES) {
      expect(c.tileImage).toBe(`cities/${c.name.toLowerCase().replace(/ /g, '-')}.jpg`);
      expect([1, 2]).toContain(c.tileSpan);
      expect(CITY_ART[c.name], `art for ${c.name}`).toBeDefined();
    }
    const topSix = [...CITIES].sort((a, b) => a.sort - b.sort).slice(0, 6);
    expect(topSix.reduce((sum, c) => sum + c.tileSpan, 0)).toBe(8);
  });

  it('has at least 150 locations, each in an existing city and unique within it', () => {
    expect(LOCATIONS.length).toBeGreaterThanOrEqual(150);
    const cityIds = new Set(CITIES.map((c) => c.id));
    for (const l of LOCATIONS) {
      expect(cityIds.has(l.cityId), `${l.name} -> city ${l.cityId}`).toBe(true);
      expect(Math.floor(l.id / 100)).toBe(l.cityId);
      expect(l.name.trim()).toBe(l.name);
    }
    expectUnique(LOCATIONS.map((l) => `${l.cityId}/${l.name}`));
    for (const c of CITIES) expect(LOCATIONS.filter((l) => l.cityId === c.id).length, c.name).toBeGreaterThanOrEqual(5);
  });

  it('has the 30 busiest property markets, each with at least five places', () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(30);
    for (const name of ['Gwadar', 'Sargodha', 'Sukkur', 'Mardan', 'Rahim Yar Khan', 'Dera Ghazi Khan', 'Nawabshah', 'Mirpur']) {
      expect(CITIES.map((c) => c.name), name).toContain(name);
    }
    for (const c of CITIES) expect(LOCATIONS.filter((l) => l.cityId === c.id).length, c.name).toBeGreaterThanOrEqual(5);
  });

  it('nests society, phase and block within one city, never in a loop', () => {
    const byId = new Map(LOCATIONS.map((l) => [l.id, l]));
    for (const l of LOCATIONS) {
      if (l.parentId === null) continue;
      const parent = byId.get(l.parentId);
      expect(parent, `${l.name} -> ${l.parentId}`).toBeDefined();
      expect(parent!.cityId, l.name).toBe(l.cityId);
      // Three levels at most: society → phase → block.
      let depth = 0;
      for (let at: number | null = l.parentId; at !== null; at = byId.get(at)!.parentId) depth += 1;
      expect(depth, l.name).toBeLessThanOrEqual(2);
    }
    const childrenOf = (society: string, cityId: number) => {
      const parent = LOCATIONS.find((l) => l.name === society && l.cityId === cityId)!;
      return LOCATIONS.filter((l) => l.parentId === parent.id).map((l) => l.name);
    };
    expect(childrenOf('DHA Lahore', 1)).toEqual(expect.arrayContaining(['DHA Phase 1', 'DHA Phase 6', 'DHA Phase 13']));
    expect(childrenOf('DHA Karachi', 2)).toEqual(expect.arrayContaining(['DHA Phase 1', 'DHA Phase 8']));
    expect(childrenOf('Bahria Town', 4)).toEqual(expect.arrayContaining(['Bahria Town Phase 1', 'Bahria Town Phase 8']));
    expect(childrenOf('Bahria Town Sector C', 1)).toContain('Jasmine Block');
    expect(childrenOf('Gulshan-e-Iqbal', 2)).toContain('Gulshan-e-Iqbal Block 13-D');
  });

  it('has four to six testimonials with portraits', () => {
    expect(TESTIMONIALS.length).toBeGreaterThanOrEqual(4);
    expect(TESTIMONIALS.length).toBeLessThanOrEqual(6);
    for (const t of TESTIMONIALS) {
      expect(t.image).toBe(`testimonials/${t.id}.jpg`);
      expect(t.testimonial.length).toBeGreaterThan(60);
      expect(t.author).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+$/u);
    }
  });
});

describe('generated listings', () => {
  const pool = groupPool(listingPool());
  const byCity = new Map(CITIES.map((c) => [c.id, LOCATIONS.filter((l) => l.cityId === c.id)]));
  const cityName = new Map(CITIES.map((c) => [c.id, c.name]));

  function generate(seed: number, index: number) {
    const rng = createRng(hashSeed(seed, 'listing', index));
    const cityId = rng.weighted(CITY_WEIGHTS);
    const typeId = pickType(rng, cityId);
    const location = pickLocation(rng, byCity.get(cityId) ?? [], typeId);
    const draft = draftListing(rng, cityId, location, typeId, pool);
    const title = listingTitle(rng, draft, location.name);
    const description = listingDescription(rng, draft, location.name, cityName.get(cityId) ?? '');
    return { draft, location, title, description };
  }

  const sample = Array.from({ length: 3000 }, (_, i) => generate(1, i));

  it('are deterministic for a seed', () => {
    expect(generate(1, 42)).toEqual(sample[42]);
    expect(generate(2, 42).title).not.toBe(undefined);
  });

  it('fit the submit form limits and the schema', () => {
    const problems: string[] = [];
    for (const { draft, title, description, location } of sample) {
      const fits = title.length <= Limits.listingTitle
        && title.includes(location.name)
        && description.split('. ').length >= 2
        && Number.isInteger(draft.price) && draft.price > 0 && String(draft.price).length <= Limits.priceDigits
        && Number.isInteger(draft.area) && draft.area > 0 && String(draft.area).length <= Limits.areaDigits
        && draft.images.length >= 1 && draft.images.length <= 8
        && new Set(draft.images.map((i) => i.upload)).size === draft.images.length
        && location.cityId === draft.cityId;
      if (!fits) problems.push(`${title} (${draft.price}, ${draft.area}, ${draft.images.length} images)`);
    }
    expect(problems).toEqual([]);
  });

  it('give rooms and features only to home types', () => {
    const homes = new Set(PROPERTY_TYPES.filter((t) => t.subType === HOMES_SUBTYPE).map((t) => t.id));
    const problems = sample.filter(({ draft }) => (homes.has(draft.typeId)
      ? !(draft.beds !== null && draft.beds >= 1 && draft.baths !== null && draft.baths >= 1)
      : draft.beds !== null || draft.baths !== null)
      || (TYPE_IDS_WITHOUT_ROOMS.includes(draft.typeId) && draft.featureIds.length > 0));
    expect(problems.map((p) => p.title)).toEqual([]);
  });

  it('cover every city, both purposes and every type', () => {
    expect(new Set(sample.map((s) => s.draft.cityId)).size).toBe(CITIES.length);
    expect(new Set(sample.map((s) => s.draft.purposeId))).toEqual(new Set([1, 2]));
    expect(new Set(sample.map((s) => s.draft.typeId)).size).toBe(PROPERTY_TYPES.length);
  });

  it('price a 10 Marla house in DHA Lahore in crores', () => {
    const dha = LOCATIONS.find((l) => l.cityId === 1 && l.name === 'DHA Phase 6');
    expect(dha).toBeDefined();
    if (!dha) return;
    const prices: number[] = [];
    for (let i = 0; prices.length < 40 && i < 5000; i++) {
      const d = draftListing(createRng(hashSeed('dha', i)), 1, dha, 1, pool);
      if (d.purposeId === 1 && d.areaUnitId === 1 && d.area === 10) prices.push(d.price);
    }
    expect(prices.length).toBeGreaterThan(10);
    for (const p of prices) {
      expect(p).toBeGreaterThanOrEqual(35_000_000);
      expect(p).toBeLessThanOrEqual(70_000_000);
    }
  });
});

describe('seed command line', () => {
  it('defaults to 1000 listings and reads --listings and --seed', () => {
    expect(parseSeedArgs([])).toEqual({ listings: 1000, seed: undefined, help: false });
    expect(parseSeedArgs(['--listings', '100000'])).toMatchObject({ listings: 100_000 });
    expect(parseSeedArgs(['--listings=100_000', '--seed', '7'])).toMatchObject({ listings: 100_000, seed: 7 });
    expect(parseSeedArgs(['--listings', '0'])).toMatchObject({ listings: 0 });
  });

  it.each([
    [['--listings'], /needs a number/],
    [['--listings', 'lots'], /whole number/],
    [['--listings', '-3'], /whole number/],
    [['--listings', '2.5'], /whole number/],
    [['--listings', '999999999'], /at most/],
    [['--list', '5'], /unknown argument/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseSeedArgs(argv)).toThrow(UsageError);
    expect(() => parseSeedArgs(argv)).toThrow(message);
  });
});
