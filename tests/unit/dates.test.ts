import { describe, expect, it, vi } from 'vitest';
import { formatPublishDate, formatShortDate } from '../../src/lib/dates.ts';

const now = new Date(2026, 9, 20, 15, 0, 0); // 20 Oct 2026, 15:00 local

describe('formatPublishDate', () => {
  it('says "Just now" for the last minute and for slightly future times', () => {
    expect(formatPublishDate(new Date(2026, 9, 20, 14, 59, 30).toISOString(), now)).toBe('Just now');
    expect(formatPublishDate(new Date(2026, 9, 20, 15, 2).toISOString(), now)).toBe('Just now');
  });

  it('counts minutes and hours on the same day', () => {
    expect(formatPublishDate(new Date(2026, 9, 20, 14, 59).toISOString(), now)).toBe('1 minute ago');
    expect(formatPublishDate(new Date(2026, 9, 20, 14, 15).toISOString(), now)).toBe('45 minutes ago');
    expect(formatPublishDate(new Date(2026, 9, 20, 13, 0).toISOString(), now)).toBe('2 hours ago');
    expect(formatPublishDate(new Date(2026, 9, 20, 0, 5).toISOString(), now)).toBe('14 hours ago');
  });

  it('uses calendar days, not 24-hour spans, for yesterday and days ago', () => {
    expect(formatPublishDate(new Date(2026, 9, 19, 23, 0).toISOString(), now)).toBe('Yesterday');
    expect(formatPublishDate(new Date(2026, 9, 17, 9, 0).toISOString(), now)).toBe('3 days ago');
    expect(formatPublishDate(new Date(2026, 9, 14, 9, 0).toISOString(), now)).toBe('6 days ago');
  });

  it('switches to a short date after a week', () => {
    expect(formatPublishDate(new Date(2026, 9, 13, 9, 0).toISOString(), now)).toBe('13 Oct 2026');
    expect(formatPublishDate(new Date(2025, 0, 2).toISOString(), now)).toBe('2 Jan 2025');
  });

  it('returns an empty string for missing or broken dates', () => {
    expect(formatPublishDate('', now)).toBe('');
    expect(formatPublishDate('not a date', now)).toBe('');
  });
});

describe('formatShortDate', () => {
  it('writes day, English month and year', () => {
    expect(formatShortDate(new Date(2026, 11, 31))).toBe('31 Dec 2026');
  });
});

describe('formatShortDate in Urdu', () => {
  it('writes the Urdu month name with the day and year', () => {
    expect(formatShortDate(new Date(2026, 9, 12), 'ur')).toBe('12 اکتوبر، 2026');
    expect(formatShortDate(new Date(2025, 0, 2), 'ur')).toBe('2 جنوری، 2025');
  });

  it('keeps English fixed whatever is asked before or after an Urdu date', () => {
    expect(formatShortDate(new Date(2026, 2, 7), 'en')).toBe('7 Mar 2026');
    expect(formatShortDate(new Date(2026, 2, 7), 'ur')).toBe('7 مارچ، 2026');
    expect(formatShortDate(new Date(2026, 2, 7), 'en')).toBe('7 Mar 2026');
  });

  it('makes one Urdu formatter and reuses it', async () => {
    const Real = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = new Proxy(Real, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        made += 1;
        return new target(...args);
      },
    });
    try {
      // A fresh copy of the module, so a formatter cached by an earlier test does not hide a second one.
      vi.resetModules();
      const fresh = await import('../../src/lib/dates.ts');
      fresh.formatShortDate(new Date(2026, 0, 1), 'ur');
      fresh.formatShortDate(new Date(2026, 5, 1), 'ur');
      fresh.formatShortDate(new Date(2026, 11, 1), 'ur');
      expect(made).toBe(1);
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });
});

describe('the Urdu catalogs', () => {
  it('write their dates with the one shared formatter', async () => {
    const day = new Date(2026, 9, 12);
    const { default: { outbox } } = await import('../../src/features/outbox/outbox-messages.ur.ts');
    expect(outbox.on(day, '3:05 PM')).toBe(`${formatShortDate(day, 'ur')}، 3:05 PM`);
  });
});
