import { describe, expect, it } from 'vitest';
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
