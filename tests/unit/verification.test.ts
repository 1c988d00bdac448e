import { describe, expect, it } from 'vitest';
import { photoCheckUntil, verificationsOf } from '../../server/services/verification.ts';

// A listing's badges as answers carry them: "Photo-checked" holds 30 days from its approval and is
// left out by its date, before any sweep has cleared the column.
describe('verificationsOf', () => {
  const at = new Date('2026-11-01T10:00:00Z');

  it('gives each badge held, the photo check with the moment it lapses', () => {
    const now = new Date('2026-11-20T00:00:00Z');
    expect(verificationsOf({ phone_verified_at: '2026-10-01T00:00:00Z', photo_checked_at: at }, now)).toEqual([
      { Kind: 'phone', At: '2026-10-01T00:00:00.000Z' },
      { Kind: 'photos', At: '2026-11-01T10:00:00.000Z', Until: '2026-12-01T10:00:00.000Z' },
    ]);
    expect(photoCheckUntil(at).toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });

  it('leaves out a photo check from the moment its 30 days are over', () => {
    const row = { phone_verified_at: null, photo_checked_at: at };
    expect(verificationsOf(row, new Date('2026-12-01T09:59:59Z')).map((v) => v.Kind)).toEqual(['photos']);
    expect(verificationsOf(row, new Date('2026-12-01T10:00:00Z'))).toEqual([]);
    expect(verificationsOf({ phone_verified_at: null, photo_checked_at: null })).toEqual([]);
  });
});
