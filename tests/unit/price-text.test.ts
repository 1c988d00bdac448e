import { describe, expect, it } from 'vitest';
import { MAX_PRICE, parsePriceText } from '../../src/contract/price-text.ts';

const value = (text: unknown) => {
  const parsed = parsePriceText(text);
  return parsed.ok ? parsed.value : parsed.problem;
};

describe('parsePriceText', () => {
  it.each([
    ['1.5 crore', 15_000_000],
    ['85 lakh', 8_500_000],
    ['65 hazar', 65_000],
    ['65 hazaar', 65_000],
    ['65k', 65_000],
    ['65 K', 65_000],
    ['2 crore 50 lakh', 25_000_000],
    ['2 Crore and 50 Lakh', 25_000_000],
    ['1 crore 20 lakh 50 hazar', 12_050_000],
    ['1 crore 5000', 10_005_000],
    ['85lakh', 8_500_000],
    ['1.15 crore', 11_500_000],
    ['0.5 crore', 5_000_000],
    ['.5 lakh', 50_000],
    ['1.5 lac', 150_000],
    ['2 karor', 20_000_000],
    ['1.2 million', 1_200_000],
    ['9.99 crore', 99_900_000],
    ['Rs 85 lakh', 8_500_000],
    ['PKR 15,000,000', 15_000_000],
    ['15,00,000', 1_500_000],
    ['8500000', 8_500_000],
    ['  8500000  ', 8_500_000],
    ['1500.00', 1_500],
    ['85 لاکھ', 8_500_000],
    ['۸۵ لاکھ', 8_500_000],
    ['١٫٥ کروڑ', 15_000_000],
    ['65 ہزار', 65_000],
    ['65 هزار', 65_000],
    ['2 کروڑ 50 لاکھ روپے', 25_000_000],
  ])('%s is %s', (text, expected) => {
    expect(value(text)).toBe(expected);
  });

  it('takes whole numbers as they are', () => {
    expect(value(8_500_000)).toBe(8_500_000);
    expect(value(12.5)).toBe('fraction');
    expect(value(0)).toBe('zero');
    expect(value(-5)).toBe('invalid');
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['lakh', 'invalid'],
    ['85 lakhs rupees please', 'invalid'],
    ['abc', 'invalid'],
    ['85 lakh 2 crore', 'invalid'],
    ['2 crore 150 lakh', 'invalid'],
    ['5 lakh 5 lakh', 'invalid'],
    ['100 200', 'invalid'],
    ['1 crore 5000 2 lakh', 'invalid'],
    ['1e7', 'invalid'],
    ['-85 lakh', 'invalid'],
    ['1.2.3 lakh', 'invalid'],
    ['1 million 5 lakh', 'invalid'],
    ['1.234567 lakh', 'fraction'],
    ['1500.5', 'fraction'],
    ['0 lakh', 'zero'],
    ['100 crore', 'tooLarge'],
    ['1000000000', 'tooLarge'],
    ['1'.repeat(80), 'invalid'],
  ])('refuses %j (%s)', (text, problem) => {
    expect(value(text)).toBe(problem);
  });

  it('refuses what is not text or a number', () => {
    expect(value(null)).toBe('invalid');
    expect(value({})).toBe('invalid');
  });
});

describe('the largest price', () => {
  it('is nine digits, and one rupee more is refused', () => {
    expect(value(String(MAX_PRICE))).toBe(MAX_PRICE);
    expect(value(String(MAX_PRICE + 1))).toBe('tooLarge');
    expect(value('1 arab')).toBe('tooLarge');
  });
});
