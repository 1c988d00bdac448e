import { describe, expect, it } from 'vitest';
import { askingDifference, askingUnitFor, perUnit } from '../../src/lib/asking-price.ts';
import { askingPriceMessages as m } from '../../src/features/property/asking-price-messages.ts';
import { SQFT_PER_UNIT } from '../../src/lib/area.ts';
import { TYPE_IDS_PRICED_PER_SQFT } from '../../src/contract/constants.ts';
import { PROPERTY_TYPES } from '../../server/seed/reference-data.ts';

describe('asking price: the unit', () => {
  it.each([
    [1, 'House', 'Marla'], [3, 'Upper Portion', 'Marla'], [4, 'Lower Portion', 'Marla'], [5, 'Farm House', 'Marla'],
    [7, 'Residential Plot', 'Marla'], [8, 'Commercial Plot', 'Marla'], [9, 'Agricultural Land', 'Marla'],
    [2, 'Flat', 'Square Feet'], [6, 'Room', 'Square Feet'], [13, 'Penthouse', 'Square Feet'],
    [14, 'Office', 'Square Feet'], [15, 'Shop', 'Square Feet'], [18, 'Building', 'Square Feet'],
  ] as const)('type %i (%s) is priced per %s', (id, name, unit) => {
    expect(PROPERTY_TYPES.find((t) => t.id === id)?.name).toBe(name);
    expect(askingUnitFor(id)).toBe(unit);
  });

  it('prices every commercial type, and no plot, by the square foot', () => {
    for (const t of PROPERTY_TYPES) {
      if (t.category === 'Commercial') expect(TYPE_IDS_PRICED_PER_SQFT).toContain(t.id);
      if (t.category === 'Plots') expect(TYPE_IDS_PRICED_PER_SQFT).not.toContain(t.id);
    }
  });

  it('converts from square feet with the listings’ own factors: a Kanal is 20 Marla', () => {
    const perSqft = 10_000_000 / SQFT_PER_UNIT.Kanal; // PKR 1 Crore for 1 Kanal
    expect(perUnit(perSqft, 'Marla')).toBeCloseTo(500_000, 6);
    expect(perUnit(perSqft, 'Square Feet')).toBeCloseTo(perSqft, 9);
    expect(perUnit(8_222.22, 'Marla')).toBeCloseTo(1_849_999.5, 3);
  });
});

describe('asking price: the difference', () => {
  it.each([
    [88, 100, 'below', 12],
    [112, 100, 'above', 12],
    [100, 100, 'at', 0],
    [101, 100, 'at', 0],
    [99, 100, 'at', 0],
    [101.49, 100, 'at', 0], // rounds to 1 %: at
    [98.6, 100, 'at', 0],
    [101.5, 100, 'above', 2], // rounds to 2 %: no longer at
    [98.5, 100, 'below', 2],
    [87.5, 100, 'below', 13], // half rounds up on the size of the difference
    [112.5, 100, 'above', 13],
    [200, 100, 'above', 100],
    [1, 100, 'below', 99],
  ] as const)('%d against a median of %d is %s by %d %%', (price, median, direction, percent) => {
    expect(askingDifference(price, median)).toEqual({ direction, percent });
  });

  it('is no comparison at all against a median of nothing', () => {
    expect(askingDifference(100, 0)).toEqual({ direction: 'at', percent: 0 });
    expect(askingDifference(Number.NaN, 100)).toEqual({ direction: 'at', percent: 0 });
  });

  it('does not round 0.125 of a difference the wrong way for binary noise', () => {
    // 0.3 / 0.24 - 1 is 0.2499999… in binary: still 25 %.
    expect(askingDifference(0.3, 0.24)).toEqual({ direction: 'above', percent: 25 });
  });
});

describe('asking price: the words', () => {
  it('says the difference, the count and the place as docs/product.md words them, labelled as asking prices', () => {
    expect(m.difference('below', 12, 34, 'G-13')).toBe('12 % below the asking median of 34 listings in G-13');
    expect(m.difference('above', 7, 10, 'DHA Phase 6')).toBe('7 % above the asking median of 10 listings in DHA Phase 6');
    expect(m.difference('at', 0, 12, 'G-13')).toBe('At the asking median of 12 listings in G-13');
    expect(m.perUnit('18.5 Lakh', m.unit.Marla, false)).toBe('PKR 18.5 Lakh per Marla');
    expect(m.perUnit('450', m.unit['Square Feet'], true)).toBe('PKR 450 per sq ft a month');
    expect(m.note).toMatch(/asking prices.*not sale prices/i);
  });
});
