import { describe, expect, it } from 'vitest';
import { latinLang } from '../../src/lib/text-script.ts';

describe('marking what people wrote in Latin letters', () => {
  it('marks English titles and names as English', () => {
    expect(latinLang('Brand New 400 Sq. Yd. House for Rent in Askari 4')).toBe('en');
    expect(latinLang('sana.malik')).toBe('en');
  });

  it('leaves Urdu, mixed and letterless text to the page', () => {
    expect(latinLang('ڈیفنس میں 10 مرلہ گھر')).toBeUndefined();
    expect(latinLang('DHA میں گھر')).toBeUndefined();
    expect(latinLang('03001234567')).toBeUndefined();
    expect(latinLang('')).toBeUndefined();
    expect(latinLang(undefined)).toBeUndefined();
  });
});
