import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AREA_PREFERENCE,
  LISTING_UNIT_IDS,
  LISTING_UNIT_NAMES,
  PREFERRED_MARLA_SIZES,
  PREFERRED_UNITS,
  areaInPreference,
  areaPreferenceFromCookies,
  areaPreferenceText,
  convertArea,
  convertPreferred,
  parseAreaPreference,
  roundForDisplay,
  round2,
  unitOfListingId,
  unitOfListingName,
  type PreferredUnit,
} from '../../src/contract/area.ts';
import { SQFT_PER_UNIT } from '../../src/lib/area.ts';
import { areaNumber, areaTextIn } from '../../src/lib/area-text.ts';
import { withLocale } from '../../src/contract/i18n.ts';
import '../../src/i18n-urdu.ts';

// The exact figure of each preferred unit in square feet, worked by hand, per Marla size.
const SQFT: Record<number, Record<PreferredUnit, number>> = {
  225: { marla: 225, kanal: 4_500, sqft: 1, sqyd: 9, sqm: 10.763910416709722 },
  272.25: { marla: 272.25, kanal: 5_445, sqft: 1, sqyd: 9, sqm: 10.763910416709722 },
};

describe('the area rule for every pair of preferred units', () => {
  for (const marla of PREFERRED_MARLA_SIZES) {
    for (const from of PREFERRED_UNITS) {
      for (const to of PREFERRED_UNITS) {
        it(`1 ${from} in ${to} with a ${marla} sq ft Marla, and back`, () => {
          const expected = SQFT[marla]![from] / SQFT[marla]![to];
          expect(convertArea(1, from, to, marla)).toBeCloseTo(expected, 9);
          // Figures owners type (up to two decimals) come back exactly after a round trip.
          for (const value of [0.25, 1, 2.5, 5, 7.75, 10, 20, 125.5, 1_000, 43_560]) {
            expect(round2(convertArea(convertArea(value, from, to, marla), to, from, marla)), `${value} ${from} -> ${to}`).toBe(value);
          }
        });
      }
    }
  }

  it('a Kanal is 20 Marla of either size, and the Marla size leaves the other units alone', () => {
    for (const marla of PREFERRED_MARLA_SIZES) expect(convertArea(1, 'kanal', 'marla', marla)).toBe(20);
    expect(convertArea(10, 'marla', 'sqft', 272.25)).toBe(2_722.5);
    expect(convertArea(100, 'sqyd', 'sqm', 225)).toBe(convertArea(100, 'sqyd', 'sqm', 272.25));
  });

  it('the listings’ own factors come from the same rule', () => {
    expect(SQFT_PER_UNIT.Marla).toBe(225);
    expect(SQFT_PER_UNIT.Kanal).toBe(4_500);
    expect(SQFT_PER_UNIT['Square Meters']).toBeCloseTo(10.76391041671, 10);
    for (const unit of PREFERRED_UNITS) {
      expect(unitOfListingName(LISTING_UNIT_NAMES[unit])).toBe(unit);
      expect(unitOfListingId(LISTING_UNIT_IDS[unit])).toBe(unit);
    }
    expect(unitOfListingName('square feet')).toBe('sqft');
    expect(unitOfListingName('Acres')).toBeNull();
  });
});

describe('rounding for display', () => {
  it.each([
    [2_722.5, 'sqft', 2_723],
    [2_722.4999, 'sqft', 2_722],
    [99.96, 'sqft', 100],
    [83.61, 'sqm', 83.6],
    [8.264462809917354, 'marla', 8.26],
    [0.6125, 'kanal', 0.61],
    [1.005, 'marla', 1.01],
    [250, 'sqyd', 250],
  ] as const)('%d %s shows as %d', (value, unit, shown) => {
    expect(roundForDisplay(value, unit)).toBe(shown);
  });

  it('writes figures with lakh grouping and at most two decimals, cut rather than padded', () => {
    expect(areaNumber(2_723)).toBe('2,723');
    expect(areaNumber(123_456)).toBe('1,23,456');
    expect(areaNumber(2.5)).toBe('2.5');
    expect(areaNumber(0.61)).toBe('0.61');
    expect(areaNumber(10)).toBe('10');
    expect(areaNumber(9.999)).toBe('10');
  });

  it('carries a search bound across units as shown', () => {
    expect(convertPreferred(10, 'marla', 'sqft', 225)).toBe(2_250);
    expect(convertPreferred(2_250, 'sqft', 'marla', 272.25)).toBe(8.26);
  });
});

describe('an owner’s area in the visitor’s unit', () => {
  const revenueFeet = { unit: 'sqft', marla: 272.25 } as const;

  it('converts with the owner’s figure beside it, and leaves an unconverted one alone', () => {
    expect(areaInPreference(10, 'Marla', revenueFeet)).toEqual({ value: 2_723, unit: 'sqft', owner: { value: 10, unit: 'Marla' } });
    expect(areaInPreference(10, 'Marla', DEFAULT_AREA_PREFERENCE)).toEqual({ value: 10, unit: 'marla' });
    expect(areaInPreference(3, 'Acres', revenueFeet)).toEqual({ value: 3, unitName: 'Acres' });
  });

  it('reads the same way in English and Urdu', () => {
    expect(areaTextIn(10, 'Marla', revenueFeet)).toBe('2,723 sq ft (10 Marla)');
    expect(areaTextIn(10, 'Marla', { unit: 'sqft', marla: 225 })).toBe('2,250 sq ft (10 Marla)');
    expect(areaTextIn(1, 'Kanal', { unit: 'marla', marla: 225 })).toBe('20 Marla (1 Kanal)');
    expect(areaTextIn(1_100, 'Square Feet', { unit: 'marla', marla: 225 })).toBe('4.89 Marla (1,100 sq ft)');
    expect(areaTextIn(5, 'Marla', DEFAULT_AREA_PREFERENCE)).toBe('5 Marla');
    expect(withLocale('ur', () => areaTextIn(10, 'Marla', revenueFeet))).toBe('2,723 مربع فٹ (10 مرلہ)');
    expect(withLocale('ur', () => areaTextIn(1, 'Kanal', DEFAULT_AREA_PREFERENCE))).toBe('20 مرلہ (1 کنال)');
  });
});

describe('the preference on the device', () => {
  it('is written and read back through its cookie, anything else being the default', () => {
    for (const unit of PREFERRED_UNITS) {
      for (const marla of PREFERRED_MARLA_SIZES) {
        expect(parseAreaPreference(areaPreferenceText({ unit, marla }))).toEqual({ unit, marla });
      }
    }
    expect(areaPreferenceText({ unit: 'sqft', marla: 272.25 })).toBe('sqft:272.25');
    expect(parseAreaPreference('acre:225')).toEqual(DEFAULT_AREA_PREFERENCE);
    expect(parseAreaPreference('sqft:250')).toEqual(DEFAULT_AREA_PREFERENCE);
    expect(parseAreaPreference(undefined)).toEqual(DEFAULT_AREA_PREFERENCE);
    expect(areaPreferenceFromCookies('XSRF-TOKEN=abc; basera-area=sqyd%3A272.25; x=1')).toEqual({ unit: 'sqyd', marla: 272.25 });
    expect(areaPreferenceFromCookies('basera-area=sqm:225')).toEqual({ unit: 'sqm', marla: 225 });
    expect(areaPreferenceFromCookies('other-area=sqm:225')).toEqual(DEFAULT_AREA_PREFERENCE);
    expect(areaPreferenceFromCookies(undefined)).toEqual(DEFAULT_AREA_PREFERENCE);
  });
});
