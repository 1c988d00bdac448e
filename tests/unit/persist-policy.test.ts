import { describe, expect, it } from 'vitest';
import { isPerUserKey, shouldPersistKey } from '../../src/offline/persist-policy.ts';

describe('persisted query cache policy', () => {
  it('keeps public listings, searches, details and reference data', () => {
    expect(shouldPersistKey(['home', 'newly-added'], false)).toBe(true);
    expect(shouldPersistKey(['reference', 'drop-down-data'], false)).toBe(true);
    expect(shouldPersistKey(['listings', 'search', { City: 1 }], false)).toBe(true);
    expect(shouldPersistKey(['listings', 'details', 'house-1'], true)).toBe(true);
  });

  it('keeps an owner\'s number once it was shown on this device, so the listing shows it offline', () => {
    expect(shouldPersistKey(['phone', 12], false)).toBe(true);
    expect(shouldPersistKey(['phone', 12], true)).toBe(true);
    expect(isPerUserKey(['phone', 12])).toBe(false);
  });

  it("keeps the user's own lists only while signed in, never the profile", () => {
    expect(shouldPersistKey(['my-listings', 'list', 'Active'], true)).toBe(true);
    expect(shouldPersistKey(['my-listings', 'insight'], true)).toBe(true);
    expect(shouldPersistKey(['my-listings', 'list', 'Active'], false)).toBe(false);
    expect(shouldPersistKey(['my-listings', 'edit', 4], true)).toBe(false);
    expect(shouldPersistKey(['account', 'profile', 'ali'], true)).toBe(false);
    expect(shouldPersistKey(['something-new'], true)).toBe(false);
    expect(shouldPersistKey([42], true)).toBe(false);
  });

  // The console's keys have their own root, kept in memory only (QUERY_ROOTS, src/api/query-keys.ts).
  it("never keeps the admin console's answers", () => {
    for (const key of [['admin'], ['admin', 'pending'], ['admin', 'users', 'ali'], ['admin', 'audit']]) {
      expect(shouldPersistKey(key, true)).toBe(false);
      expect(shouldPersistKey(key, false)).toBe(false);
    }
  });

  it('marks per-user keys for removal on logout', () => {
    expect(isPerUserKey(['my-listings', 'insight'])).toBe(true);
    expect(isPerUserKey(['my-listings', 'list'])).toBe(true);
    expect(isPerUserKey(['listings', 'details', 'a'])).toBe(false);
  });
});
