import { afterEach, describe, expect, it } from 'vitest';
import { registerTranslations, setLocale } from '../../src/contract/i18n.ts';
import { suggestionLabel } from '../../src/lib/suggestion-label.ts';
import urdu from '../../src/contract/suggestion-messages.ur.ts';
import price from '../../src/lib/price-messages.ur.ts';

describe('nearby search labels', () => {
  afterEach(() => setLocale('en'));

  it('says one change in full and several as a list, in English as the API always did', () => {
    expect(suggestionLabel([{ Kind: 'places', City: 'Lahore', Dropped: ['DHA Phase 5', 'DHA Phase 6', 'Gulberg'] }])).toBe('Anywhere in Lahore, not only DHA Phase 5 and 2 more');
    expect(suggestionLabel([{ Kind: 'places', City: '', Dropped: ['G-13', 'G-14'] }])).toBe('Anywhere, not only G-13 and G-14');
    expect(suggestionLabel([{ Kind: 'area', Low: 8, High: 12, Unit: 'Marla' }])).toBe('8 to 12 Marla');
    expect(suggestionLabel([{ Kind: 'area', Low: 1600, High: 0, Unit: '' }])).toBe('From 1,600 sq ft');
    expect(suggestionLabel([{ Kind: 'price', Low: 0, High: 25_000_000 }])).toBe('Up to PKR 2.5 Crore');
    expect(suggestionLabel([{ Kind: 'keywords', Words: 'corner' }])).toBe('Without the words “corner”');
    expect(suggestionLabel([{ Kind: 'keywords', Words: '"corner plot" lahore' }])).toBe('Without the words “corner plot lahore”');
    expect(suggestionLabel([{ Kind: 'purpose', From: 1 }])).toBe('For Rent as well as For Sale');
    expect(suggestionLabel([{ Kind: 'anyPrice' }, { Kind: 'anySize' }, { Kind: 'places', City: 'Lahore', Dropped: [] }])).toBe('Any price, any size, anywhere in Lahore');
  });

  it('writes the same changes in Urdu on an Urdu page, names through the page\'s labels', () => {
    registerTranslations('ur', { ...urdu, ...price });
    setLocale('ur');
    const city = (name: string) => (name === 'Lahore' ? 'لاہور' : name);
    const names = { city, type: (n: string) => n, unit: (n: string) => (n === 'Marla' ? 'مرلہ' : n) };
    expect(suggestionLabel([{ Kind: 'places', City: 'Lahore', Dropped: ['DHA Phase 5'] }], names)).toBe('لاہور میں کہیں بھی، صرف DHA Phase 5 نہیں');
    expect(suggestionLabel([{ Kind: 'area', Low: 8, High: 12, Unit: 'Marla' }], names)).toBe('8 سے 12 مرلہ');
    expect(suggestionLabel([{ Kind: 'anyPrice' }, { Kind: 'rooms' }], names)).toBe('کوئی بھی قیمت، کمروں کی کوئی بھی تعداد');
    expect(suggestionLabel([{ Kind: 'country' }], names)).toBe('پورا پاکستان');
  });
});
