import { describe, expect, it } from 'vitest';
import { formatSavedAge } from '../../src/lib/saved-age.ts';

describe('formatSavedAge', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);
  it('reads naturally from seconds to days', () => {
    expect(formatSavedAge(now - 20_000, now)).toBe('saved just now');
    expect(formatSavedAge(now + 5_000, now)).toBe('saved just now');
    expect(formatSavedAge(now - 60_000, now)).toBe('saved 1 minute ago');
    expect(formatSavedAge(now - 5 * 60_000, now)).toBe('saved 5 minutes ago');
    expect(formatSavedAge(now - 3 * 3_600_000, now)).toBe('saved 3 hours ago');
    expect(formatSavedAge(now - 26 * 3_600_000, now)).toBe('saved 1 day ago');
    expect(formatSavedAge(now - 6 * 86_400_000, now)).toBe('saved 6 days ago');
  });
});
