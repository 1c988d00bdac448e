import { describe, expect, it } from 'vitest';
import { listingFacetText, normalizeSearchText, searchWords, synonymsOf, SYNONYM_GROUPS, toTsQuery } from '../../src/lib/search-words.ts';
import { closest, similarity } from '../../src/lib/trigram.ts';

describe('normalizeSearchText', () => {
  it.each([
    ['G-13', 'g13'], ['G13', 'g13'], ['g 13', 'g13'], ['G–13', 'g13'], ['G—13', 'g13'], ['G-13/2', 'g13 g13s2'],
    ['F-7/3 markaz', 'f7 f7s3 markaz'], ['I-8', 'i8'], ['E-11', 'e11'], ['B-17', 'b17'], ['H-9 and I-10', 'h9 and i10'],
    ['DHA Phase 6', 'dha phase6'], ['DHA phase-6', 'dha phase6'], ['DHA Ph 6', 'dha phase6'], ['Clifton Block 5', 'clifton block5'],
    ['Scheme 33', 'scheme33'], ['Bahria Town Phase 8', 'bahria town phase8'], ['Street 12', 'street12'],
    ['G-۱۳', 'g13'],
  ])('%s -> %s', (text, normal) => expect(normalizeSearchText(text)).toBe(normal));

  it('leaves English alone: "a 5 marla house" is not sector A-5, "the 5" is not E-5', () => {
    expect(normalizeSearchText('A 5 Marla house, the 5 rooms')).toBe('a 5 marla house, the 5 rooms');
  });

  it('is stable: normalizing twice changes nothing more', () => {
    for (const text of ['G-13/2', 'DHA Phase 6', 'f 7', 'Block 5A']) {
      expect(normalizeSearchText(normalizeSearchText(text))).toBe(normalizeSearchText(text));
    }
  });
});

describe('searchWords and synonyms', () => {
  it('splits into letters-and-digits words, Urdu included', () => {
    expect(searchWords('Kothi for rent, G-13 مکان!')).toEqual(['kothi', 'for', 'rent', 'g13', 'مکان']);
  });

  it('has the reviewed groups, each word in one group only', () => {
    const all = SYNONYM_GROUPS.flat();
    expect(new Set(all).size).toBe(all.length);
    for (const word of all) expect(word).toBe(word.toLowerCase());
    for (const [word, canonical] of [['kothi', 'house'], ['ghar', 'house'], ['makan', 'house'], ['bungalow', 'house'], ['مکان', 'house'], ['گھر', 'house'],
      ['dukan', 'shop'], ['دکان', 'shop'], ['apartment', 'flat'], ['فلیٹ', 'flat'], ['پلاٹ', 'plot'], ['kiraya', 'rent'], ['کرایہ', 'rent'],
      ['farokht', 'sale'], ['بیچنا', 'sale'], ['مرلہ', 'marla'], ['کنال', 'kanal'], ['gaz', 'yards']] as const) {
      expect(synonymsOf(word), word).toContain(canonical);
    }
    expect(synonymsOf('zafran')).toEqual(['zafran']);
  });
});

describe('toTsQuery', () => {
  it('ANDs the words and ORs each word\'s synonyms', () => {
    expect(toTsQuery('zafran kothi')).toBe(`zafran & (${synonymsOf('house').join(' | ')})`);
    expect(toTsQuery('dha phase 6')).toBe('dha & phase6');
  });

  it('adds the filters as the terms the search document carries', () => {
    expect(toTsQuery('zafran', { City: 1, PropertyType: 2, Purpose: 2, Location: [101, 102] })).toBe('zafran & qc1 & qt2 & qp2 & (ql101 | ql102)');
    expect(toTsQuery('zafran', { City: 0, Location: [] })).toBe('zafran');
  });

  it('cannot be broken by what people type', () => {
    expect(toTsQuery(`a' & | ! ( ) : * <-> "x"`)).toBe('a & x');
    expect(toTsQuery('   ')).toBeNull();
  });
});

describe('trigram similarity (as pg_trgm)', () => {
  it('scores misspellings of place names', () => {
    expect(similarity('lahor', 'lahore')).toBeCloseTo(5 / 8);
    expect(similarity('bahriya', 'bahria')).toBeCloseTo(0.5);
    expect(closest('karachee', ['karachi', 'lahore'], 0.45)?.word).toBe('karachi');
    expect(closest('corner', ['karachi', 'lahore'], 0.45)).toBeUndefined();
  });
});

describe('listingFacetText', () => {
  it('joins place, city, type and purpose, skipping a missing location', () => {
    expect(listingFacetText({ location: 'G-13', city: 'Islamabad', type: 'House', purpose: 'For Rent' })).toBe('G-13 Islamabad House For Rent');
    expect(listingFacetText({ location: null, city: 'Murree', type: 'Room', purpose: 'For Sale' })).toBe('Murree Room For Sale');
  });
});
