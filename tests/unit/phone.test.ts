import { describe, expect, it } from 'vitest';
import { isDigits, keepDigits, normalisePhone, typesNonDigit } from '../../src/contract/phone.ts';

describe('normalisePhone', () => {
  it('turns the +92 and 0092 country codes into a leading 0', () => {
    expect(normalisePhone('+923001234567')).toBe('03001234567');
    expect(normalisePhone('00923001234567')).toBe('03001234567');
  });

  it('removes spaces and dashes, including the ones phones and word processors use', () => {
    expect(normalisePhone('+92 300-1234567')).toBe('03001234567');
    expect(normalisePhone(' 0300 123 4567 ')).toBe('03001234567');
    expect(normalisePhone('0300\u20111234567')).toBe('03001234567');
    expect(normalisePhone('0300\u2013123\u00a04567')).toBe('03001234567');
    expect(normalisePhone('0092 300 1234567\n')).toBe('03001234567');
  });

  it('drops a trunk 0 written after the country code', () => {
    expect(normalisePhone('+92 0300 1234567')).toBe('03001234567');
    expect(normalisePhone('0092-0300-1234567')).toBe('03001234567');
  });

  it('reads a bare 92 before ten digits, and a mobile without its trunk 0, as the national number', () => {
    expect(normalisePhone('923001234567')).toBe('03001234567');
    expect(normalisePhone('9203001234567')).toBe('03001234567');
    expect(normalisePhone('922134567890')).toBe('02134567890');
    expect(normalisePhone('3001234567')).toBe('03001234567');
    // Too short or too long after 92 is not a country code: left as written.
    expect(normalisePhone('92300123456')).toBe('92300123456');
    expect(normalisePhone('9230012345678')).toBe('9230012345678');
    expect(normalisePhone('2134567890')).toBe('2134567890');
  });

  it('leaves national numbers and other text otherwise alone', () => {
    expect(normalisePhone('03001234567')).toBe('03001234567');
    expect(normalisePhone('0213456789')).toBe('0213456789');
    expect(normalisePhone('9230012')).toBe('9230012');
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalisePhone('call me')).toBe('callme');
    expect(normalisePhone('+92')).toBe('+92');
    expect(normalisePhone('')).toBe('');
  });

  it('is idempotent', () => {
    for (const text of ['+92 300-1234567', '0092 0300 1234567', '03001234567', 'abc-12']) {
      const once = normalisePhone(text);
      expect(normalisePhone(once)).toBe(once);
    }
  });
});

describe('digits', () => {
  it('tells whether a value is all digits', () => {
    expect(isDigits('03001234567')).toBe(true);
    expect(isDigits('')).toBe(false);
    expect(isDigits('0300 1234567')).toBe(false);
    expect(isDigits('+923001234567')).toBe(false);
  });

  it('keeps only the digits', () => {
    expect(keepDigits('0300-123 4567')).toBe('03001234567');
    expect(keepDigits('abc')).toBe('');
  });
});

describe('typesNonDigit', () => {
  const press = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) =>
    typesNonDigit({ key, ctrlKey: false, metaKey: false, altKey: false, ...mods });

  it('blocks letters, signs and spaces', () => {
    for (const key of ['a', 'Z', '+', '-', ' ', '.', 'e']) expect(press(key)).toBe(true);
  });

  it('lets digits, editing keys and shortcuts through', () => {
    for (const key of ['0', '5', '9', 'Backspace', 'Delete', 'ArrowLeft', 'Tab', 'Enter', 'Home', 'Unidentified']) {
      expect(press(key)).toBe(false);
    }
    expect(press('v', { ctrlKey: true })).toBe(false);
    expect(press('a', { metaKey: true })).toBe(false);
  });
});
