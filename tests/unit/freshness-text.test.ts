import { describe, expect, it } from 'vitest';
import { confirmedAvailableText } from '../../src/lib/freshness.ts';

// Local times, so the calendar days are the viewer's whatever zone the test runs in.
const now = new Date(2026, 4, 20, 10, 0);

describe('confirmedAvailableText', () => {
  it('says today for a confirmation earlier the same day, and for one slightly ahead of the clock', () => {
    expect(confirmedAvailableText(new Date(2026, 4, 20, 0, 5).toISOString(), now)).toBe('Confirmed available today');
    expect(confirmedAvailableText(new Date(2026, 4, 20, 10, 3).toISOString(), now)).toBe('Confirmed available today');
  });

  it('says yesterday for the previous calendar day, even less than 24 hours ago', () => {
    expect(confirmedAvailableText(new Date(2026, 4, 19, 23, 0).toISOString(), now)).toBe('Confirmed available yesterday');
    expect(confirmedAvailableText(new Date(2026, 4, 19, 0, 1).toISOString(), now)).toBe('Confirmed available yesterday');
  });

  it('counts days beyond that, across a month end', () => {
    expect(confirmedAvailableText(new Date(2026, 4, 17, 12, 0).toISOString(), now)).toBe('Confirmed available 3 days ago');
    expect(confirmedAvailableText(new Date(2026, 3, 25, 12, 0).toISOString(), now)).toBe('Confirmed available 25 days ago');
    expect(confirmedAvailableText(new Date(2026, 4, 18, 23, 59).toISOString(), now)).toBe('Confirmed available 2 days ago');
  });

  it('is empty without a usable date', () => {
    expect(confirmedAvailableText(undefined, now)).toBe('');
    expect(confirmedAvailableText('', now)).toBe('');
    expect(confirmedAvailableText('not a date', now)).toBe('');
  });
});
