import { describe, expect, it } from 'vitest';
import { formatPrice, groupDigits, priceInWords } from '../../src/lib/price.ts';
import { formatArea, SQFT_PER_UNIT, toSquareFeet } from '../../src/lib/area.ts';

describe('priceInWords', () => {
  it.each([
    [0, '0'],
    [850, '850'],
    [45_000, '45 Thousand'],
    [99_999, '99.99 Thousand'],
    [1_500_000, '15 Lakh'],
    [2_550_000, '25.5 Lakh'],
    [25_000_000, '2.5 Crore'],
    [12_345_678, '1.23 Crore'],
    [1_000_000_000, '1 Arab'],
    [3_500_000_000, '3.5 Arab'],
  ])('%i reads as %s', (price, words) => {
    expect(priceInWords(price)).toBe(words);
  });

  it('never says a unit it has not reached', () => {
    expect(priceInWords(9_999_999)).toBe('99.99 Lakh');
  });

  it('adds PKR and /month for rent', () => {
    expect(formatPrice(15_000_000, 'For Sale')).toBe('PKR 1.5 Crore');
    expect(formatPrice(45_000, 'For Rent')).toBe('PKR 45 Thousand/month');
  });

  it('groups digits as Pakistanis write them', () => {
    expect(groupDigits(1_500_000)).toBe('15,00,000');
  });
});

describe('areas', () => {
  it('converts Pakistani units to square feet', () => {
    expect(toSquareFeet(1, SQFT_PER_UNIT.Kanal)).toBe(toSquareFeet(20, SQFT_PER_UNIT.Marla));
    expect(toSquareFeet(10, SQFT_PER_UNIT.Marla)).toBe(2250);
    expect(toSquareFeet(100, SQFT_PER_UNIT['Square Yards'])).toBe(900);
  });

  it('formats an area with its unit', () => {
    expect(formatArea(10, 'Marla')).toBe('10 Marla');
    expect(formatArea(1.5, 'Kanal')).toBe('1.5 Kanal');
  });
});
