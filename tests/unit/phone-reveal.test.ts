import { describe, expect, it } from 'vitest';
import { isMaskedPhone, maskPhone } from '../../src/contract/phone-reveal.ts';

describe('the mask a listing shows instead of its owner\'s number', () => {
  it('keeps only the "03" every mobile starts with', () => {
    expect(maskPhone('03001234567')).toBe('03••-•••••••');
    expect(maskPhone('0300-1234567')).toBe('03••-•••••••');
    expect(maskPhone('03229092663').replace(/^03/, '')).not.toMatch(/\d/);
  });

  it('hides every digit of any other number, and leaves none empty', () => {
    expect(maskPhone('02134567890')).toBe('•••••••••••');
    expect(maskPhone('051 1234567')).toBe('••••••••••');
    expect(maskPhone('')).toBe('');
    expect(maskPhone('  ')).toBe('');
  });

  it('tells a mask from a number', () => {
    expect(isMaskedPhone(maskPhone('03001234567'))).toBe(true);
    expect(isMaskedPhone(maskPhone('0421234567'))).toBe(true);
    expect(isMaskedPhone('03001234567')).toBe(false);
    expect(isMaskedPhone('')).toBe(false);
  });
});
