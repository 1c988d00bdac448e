import { describe, expect, it } from 'vitest';
import { matchesQuery, toggleChoice } from '../../src/components/select/multi-select-logic.ts';

const ALL = 0;

describe('toggleChoice', () => {
  it('replaces "All" with the first specific choice', () => {
    expect(toggleChoice([ALL], 4, ALL)).toEqual([4]);
  });

  it('adds and removes specific choices', () => {
    expect(toggleChoice([4], 7, ALL)).toEqual([4, 7]);
    expect(toggleChoice([4, 7], 4, ALL)).toEqual([7]);
  });

  it('falls back to "All" when the last choice is removed, and "All" stands alone', () => {
    expect(toggleChoice([4], 4, ALL)).toEqual([ALL]);
    expect(toggleChoice([4, 7], ALL, ALL)).toEqual([ALL]);
    expect(toggleChoice([ALL], ALL, ALL)).toEqual([ALL]);
  });

  it('works without an "All" option', () => {
    expect(toggleChoice([], 3)).toEqual([3]);
    expect(toggleChoice([3], 3)).toEqual([]);
  });
});

describe('matchesQuery', () => {
  it('matches anywhere, ignoring case, accents and outer spaces', () => {
    expect(matchesQuery('DHA Phase 6', ' phase ')).toBe(true);
    expect(matchesQuery('Gulberg III', 'gul')).toBe(true);
    expect(matchesQuery('Café Road', 'cafe')).toBe(true);
    expect(matchesQuery('Bahria Town', 'dha')).toBe(false);
    expect(matchesQuery('Anything', '')).toBe(true);
  });
});
