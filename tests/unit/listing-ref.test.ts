import { describe, expect, it } from 'vitest';
import { listingRef, parseListingRef } from '../../src/contract/listing-ref.ts';

describe('listing references', () => {
  it('are the id, zero-padded to six digits, longer ids as they are', () => {
    expect(listingRef(4217)).toBe('004217');
    expect(listingRef(123456)).toBe('123456');
    expect(listingRef(12_345_678)).toBe('12345678');
  });

  it.each([
    ['ref 123456', 123456],
    ['Ref 004217', 4217],
    ['REF: 004217', 4217],
    ['ref.004217', 4217],
    ['Ref no 004217', 4217],
    ['reference 123456', 123456],
    ['#123456', 123456],
    ['ref 4217', 4217],
    ['#42', 42],
    ['# 123456', 123456],
    ['123456', 123456],
    ['  004217 ', 4217],
    ['۱۲۳۴۵۶', 123456],
    ['حوالہ نمبر 004217', 4217],
  ])('%j finds listing %i', (query, id) => {
    expect(parseListingRef(query)).toBe(id);
  });

  it.each(['', '10', '3 bed', '10 marla', '1234', 'ref', 'ref abc', '123456 house', 'g13 123456', '00000', '12345678901234'])(
    '%j is not a reference',
    (query) => {
      expect(parseListingRef(query)).toBeNull();
    },
  );

  it('reads back what it writes', () => {
    for (const id of [1, 99, 4217, 999_999, 1_000_000]) expect(parseListingRef(`Ref ${listingRef(id)}`)).toBe(id);
  });
});
