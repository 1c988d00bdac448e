import { describe, expect, it } from 'vitest';
import { newSince } from '../../src/offline/saved-searches.ts';

describe('new since the last visit', () => {
  const at = (iso: string) => ({ PublishDate: iso });
  it('counts the listings of a newest-first page published after the visit', () => {
    const since = Date.parse('2026-11-20T00:00:00Z');
    expect(newSince([at('2026-11-23T00:00:00Z'), at('2026-11-21T00:00:00Z'), at('2026-11-19T00:00:00Z')], since, 10)).toBe('2');
    expect(newSince([at('2026-11-19T00:00:00Z')], since, 10)).toBeNull();
    expect(newSince(Array.from({ length: 10 }, () => at('2026-11-23T00:00:00Z')), since, 10)).toBe('10+');
  });
});
