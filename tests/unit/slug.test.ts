import { describe, it, expect } from 'vitest';
import { propertySlug, idFromPropertySlug, slugify, SLUG_TEXT_MAX } from '../../src/lib/slug.ts';

describe('slugify', () => {
  it('lower-cases, folds accents and joins words with single hyphens', () => {
    expect(slugify('  DHA  Phase 6 ')).toBe('dha-phase-6');
    expect(slugify('Gulshan-e-Iqbal -- Block 13/D')).toBe('gulshan-e-iqbal-block-13-d');
    expect(slugify('Café Déjà Vu')).toBe('cafe-deja-vu');
    expect(slugify('Shops & Offices')).toBe('shops-and-offices');
    expect(slugify('!!!')).toBe('');
  });
});

describe('propertySlug', () => {
  it('reads type, purpose, location and city, then the id', () => {
    expect(propertySlug({ type: 'House', purpose: 'For Sale', location: 'DHA Phase 6', city: 'Lahore', id: 1234 }))
      .toBe('house-for-sale-dha-phase-6-lahore-1234');
    expect(propertySlug({ type: 'Flat', purpose: 'For Rent', location: 'Clifton Block 5', city: 'Karachi', id: 7 }))
      .toBe('flat-for-rent-clifton-block-5-karachi-7');
  });

  it('drops empty parts', () => {
    expect(propertySlug({ type: 'Residential Plot', purpose: 'For Sale', location: null, city: 'Multan', id: 9 }))
      .toBe('residential-plot-for-sale-multan-9');
    expect(propertySlug({ type: '', purpose: undefined, location: '  ', city: '', id: 42 })).toBe('42');
  });

  it('does not repeat a location that equals its city', () => {
    expect(propertySlug({ type: 'Shop', purpose: 'For Rent', location: 'Murree', city: 'Murree', id: 3 }))
      .toBe('shop-for-rent-murree-3');
  });

  it('caps the text part at a word boundary and always ends with the id', () => {
    const slug = propertySlug({
      type: 'Upper Portion',
      purpose: 'For Rent',
      location: 'A very long neighbourhood name that goes on and on past any sensible length for a link',
      city: 'Islamabad',
      id: 987654,
    });
    expect(slug.endsWith('-987654')).toBe(true);
    const text = slug.slice(0, -'-987654'.length);
    expect(text.length).toBeLessThanOrEqual(SLUG_TEXT_MAX);
    expect(text).not.toMatch(/-$/);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('hard-cuts a single word longer than the cap', () => {
    const slug = propertySlug({ type: 'x'.repeat(200), id: 5 });
    expect(slug).toBe(`${'x'.repeat(SLUG_TEXT_MAX)}-5`);
  });

  it('rejects ids that are not positive integers', () => {
    expect(() => propertySlug({ type: 'House', id: 0 })).toThrow(RangeError);
    expect(() => propertySlug({ type: 'House', id: 1.5 })).toThrow(RangeError);
  });

  it('round-trips through idFromPropertySlug', () => {
    for (const id of [1, 99, 123456, 2 ** 40]) {
      const slug = propertySlug({ type: 'Flat', purpose: 'For Sale', location: 'G-11', city: 'Islamabad', id });
      expect(idFromPropertySlug(slug)).toBe(id);
    }
  });
});

describe('idFromPropertySlug', () => {
  it('reads the trailing id', () => {
    expect(idFromPropertySlug('house-for-sale-dha-phase-6-lahore-1234')).toBe(1234);
    expect(idFromPropertySlug('g-11-islamabad-55/')).toBe(55);
    expect(idFromPropertySlug('77')).toBe(77);
  });

  it('answers null when there is no usable id', () => {
    expect(idFromPropertySlug('')).toBeNull();
    expect(idFromPropertySlug('house-for-sale')).toBeNull();
    expect(idFromPropertySlug('house-for-sale-0')).toBeNull();
    expect(idFromPropertySlug('house12')).toBeNull();
    expect(idFromPropertySlug('house-99999999999999999999')).toBeNull();
    expect(idFromPropertySlug('house-12-')).toBeNull();
  });
});
