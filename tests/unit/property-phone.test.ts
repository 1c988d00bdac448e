import { describe, expect, it } from 'vitest';
import { displayPhone, localMobile, telHref, whatsappHref } from '../../src/lib/phone-links.ts';

describe('owner phone links', () => {
  it('reads a Pakistani mobile in any common spelling', () => {
    for (const phone of ['03001234567', '0300-1234567', '0300 1234567', '+92 300 1234567', '923001234567', '00923001234567']) {
      expect(localMobile(phone)).toBe('03001234567');
    }
    expect(localMobile('021 34567890')).toBeNull();
    expect(localMobile('0300123')).toBeNull();
  });

  it('builds wa.me links from 03… numbers only', () => {
    expect(whatsappHref('03229092663')).toBe('https://wa.me/923229092663');
    expect(whatsappHref('+92 322 9092663')).toBe('https://wa.me/923229092663');
    expect(whatsappHref('021-34567890')).toBeNull();
  });

  it('dials the number as written, without spaces or dashes', () => {
    expect(telHref('0322-9092663')).toBe('tel:03229092663');
    expect(telHref('+92 21 3456 7890')).toBe('tel:+922134567890');
  });

  it('shows mobiles grouped the way people read them', () => {
    expect(displayPhone('03229092663')).toBe('0322-9092663');
    expect(displayPhone(' 021 3456 7890 ')).toBe('021 3456 7890');
  });
});
