/**
 * The two tiers of precache entries (issue 19, item 6), as pure functions so they are unit-tested
 * without a worker: the build (vite.config.ts) marks the second tier with `tier: 'idle'`, and
 * sw/idle-warm.ts fetches it later.
 */
import type { PrecacheEntry } from 'workbox-precaching';

export type TieredEntry = PrecacheEntry & { tier?: 'idle' };

/** Unhashed files (icons, images) carry a revision; it goes into the cache key, so a new one is a new entry. */
export function idleCacheKey(entry: PrecacheEntry, origin: string): string {
  const url = new URL(entry.url, origin);
  if (entry.revision) url.searchParams.set('__rev', entry.revision);
  return url.href;
}

export function splitTiers(entries: ReadonlyArray<TieredEntry | string>): { core: Array<PrecacheEntry | string>; idle: PrecacheEntry[] } {
  const core: Array<PrecacheEntry | string> = [];
  const idle: PrecacheEntry[] = [];
  for (const entry of entries) {
    if (typeof entry !== 'string' && entry.tier === 'idle') idle.push({ url: entry.url, revision: entry.revision ?? null });
    else core.push(typeof entry === 'string' ? entry : { url: entry.url, revision: entry.revision ?? null, ...(entry.integrity ? { integrity: entry.integrity } : {}) });
  }
  return { core, idle };
}
