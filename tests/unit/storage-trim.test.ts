import { describe, expect, it } from 'vitest';
import { MAX_CACHE_BYTES, NEED_MARGIN_BYTES, cacheBudget, chooseEvictions, isKept, type KeptEntry } from '../../sw/trim-policy.ts';
import { changedQueries, type DehydratedQuery } from '../../src/offline/query-packing.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = 100 * DAY;
const entry = (url: string, bytes: number, usedAt: number, keep = false, cache = 'images'): KeptEntry => ({ cache, url, bytes, usedAt, keep });
const maxAgeMs = () => 30 * DAY;

describe('storage trimming', () => {
  it('deletes what is past its age, then the least recently used until the rest fits, kept ones last', () => {
    const entries = [
      entry('/old', 10, now - 40 * DAY),
      entry('/kept-old', 10, now - 40 * DAY, true),
      entry('/a', 100, now - 3 * DAY),
      entry('/kept', 100, now - 5 * DAY, true),
      entry('/b', 100, now - 2 * DAY),
      entry('/c', 100, now - DAY),
    ];
    // 410 bytes left after the age limit; a budget of 220 takes /a and /b, never a kept one.
    expect(chooseEvictions(entries, { now, budget: 220, maxAgeMs }).map((e) => e.url)).toEqual(['/old', '/a', '/b']);
    // Only when nothing else is left do kept entries go, the least recently used of them first.
    expect(chooseEvictions(entries, { now, budget: 100, maxAgeMs }).map((e) => e.url)).toEqual(['/old', '/a', '/b', '/c', '/kept-old']);
    expect(chooseEvictions(entries, { now, budget: 1_000, maxAgeMs }).map((e) => e.url)).toEqual(['/old']);
  });

  it('budgets by the quota, a cap of its own, and a quarter more after a refused write', () => {
    expect(cacheBudget({ usage: 1_000, quota: 10_000, cachedBytes: 800 })).toBe(800);
    // Over 60 % of the quota: the excess comes out of the caches.
    expect(cacheBudget({ usage: 7_000, quota: 10_000, cachedBytes: 3_000 })).toBe(2_000);
    expect(cacheBudget({ usage: 1_000, quota: 10_000, cachedBytes: 800, urgent: true })).toBe(600);
    expect(cacheBudget({ usage: 9_000, quota: 10_000, cachedBytes: 1_000 })).toBe(0);
    expect(cacheBudget({ usage: 0, quota: 0, cachedBytes: MAX_CACHE_BYTES * 2 })).toBe(MAX_CACHE_BYTES);
  });

  it('never lets refused writes of cached answers wear away what recently viewed and favourites keep', () => {
    // 900 of 1,000 cached bytes are kept: a refused photo takes the other 100, not a quarter of all.
    expect(cacheBudget({ usage: 1_000, quota: 100_000, cachedBytes: 1_000, urgent: true, keptBytes: 900 })).toBe(900);
    // Refusal after refusal, the kept bytes stay.
    let cached = 1_000;
    for (let refusal = 0; refusal < 10; refusal++) {
      cached = cacheBudget({ usage: 1_000, quota: 100_000, cachedBytes: cached + 100, urgent: true, keptBytes: 900 });
    }
    expect(cached).toBe(900);
    // The user's own data and the device's real pressure still reach them.
    expect(cacheBudget({ usage: 1_000, quota: 100_000, cachedBytes: 1_000, urgent: true, keptBytes: 900, needBytes: 1 })).toBeLessThan(900);
    expect(cacheBudget({ usage: 90_000, quota: 100_000, cachedBytes: 1_000, urgent: true, keptBytes: 900 })).toBe(0);
  });

  it('makes room for a refused write of the user\'s own before any cached answer, whatever the estimate says', () => {
    const MIB = 1024 * 1024;
    // estimate() shows no pressure (docs/traps.md, trap 17): the write's own size decides.
    expect(cacheBudget({ usage: 4 * MIB, quota: 100 * MIB, cachedBytes: 3 * MIB, urgent: true, needBytes: 2 * MIB })).toBe(MIB - NEED_MARGIN_BYTES);
    // Larger than every cached answer together: they all go.
    expect(cacheBudget({ usage: 4 * MIB, quota: 100 * MIB, cachedBytes: MIB, urgent: true, needBytes: 2 * MIB })).toBe(0);
    // A small write still takes the urgent quarter.
    expect(cacheBudget({ usage: 0, quota: 100 * MIB, cachedBytes: 4 * MIB, urgent: true, needBytes: 1_000 })).toBe(3 * MIB);
    // And it takes kept answers too once nothing else is left: a saved listing comes before a photo.
    const entries = [entry('/kept', 600, now - DAY, true), entry('/b', 300, now - 2 * DAY)];
    expect(chooseEvictions(entries, { now, budget: 100, maxAgeMs }).map((e) => e.url)).toEqual(['/b', '/kept']);
  });

  it('lets map tiles go first when room is short, and keeps no more of them than their count', () => {
    const tiles = (cache: string) => cache === 'tiles';
    const entries = [
      entry('/photo-old', 100, now - 5 * DAY),
      entry('/listing', 100, now - 4 * DAY, false, 'details'),
      entry('/tile-new', 100, now - 1_000, false, 'tiles'),
      entry('/tile-newer', 100, now - 10, false, 'tiles'),
      entry('/saved', 100, now - 6 * DAY, true),
    ];
    // However recently used, tiles go before a photo or a listing, and a saved listing stays last.
    expect(chooseEvictions(entries, { now, budget: 300, maxAgeMs, expendable: tiles }).map((e) => e.url)).toEqual(['/tile-new', '/tile-newer']);
    expect(chooseEvictions(entries, { now, budget: 200, maxAgeMs, expendable: tiles }).map((e) => e.url)).toEqual(['/tile-new', '/tile-newer', '/photo-old']);
    // Without pressure, only what is over the tile cache's count goes: the least recently used tile.
    expect(chooseEvictions(entries, { now, budget: 10_000, maxAgeMs, expendable: tiles, maxEntries: (c) => (c === 'tiles' ? 1 : undefined) }).map((e) => e.url)).toEqual(['/tile-new']);
    // Past their 30 days, tiles go like anything else.
    expect(chooseEvictions([entry('/tile-old', 100, now - 31 * DAY, false, 'tiles')], { now, budget: 10_000, maxAgeMs, expendable: tiles }).map((e) => e.url)).toEqual(['/tile-old']);
  });

  it('keeps the details and photos of recently viewed listings and favourites', () => {
    const keep = { propertyUrls: new Set(['house-in-dha-1']), uploads: new Set(['demo/a.webp']) };
    expect(isKept('http://x/api/Property/GetPropertyDetailsByUrl?propertyUrl=house-in-dha-1', keep)).toBe(true);
    expect(isKept('http://x/api/property/getpropertydetailsbyurl?PropertyUrl=other', keep)).toBe(false);
    expect(isKept('http://x/api/Images/Image?upload=demo%2Fa.webp&size=480x360&quality=80', keep)).toBe(true);
    expect(isKept('http://x/api/Images/Image?upload=demo%2Fb.webp&size=480x360', keep)).toBe(false);
    expect(isKept('http://x/api/Home/NewlyAdded', keep)).toBe(false);
  });
});

describe('persisted query cache', () => {
  const query = (hash: string, dataUpdatedAt: number) =>
    ({ queryHash: hash, queryKey: [hash], dehydratedAt: 0, state: { dataUpdatedAt, status: 'success' } }) as unknown as DehydratedQuery;

  it('writes only new and changed queries and deletes those no longer kept', () => {
    const saved = new Map([['a', '1:success'], ['b', '2:success'], ['gone', '3:success']]);
    const { write, remove } = changedQueries(saved, [query('a', 1), query('b', 5), query('c', 1)]);
    expect(write.map((q) => q.queryHash)).toEqual(['b', 'c']);
    expect(remove).toEqual(['gone']);
  });
});
