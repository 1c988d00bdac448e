/**
 * The three tiers of precache entries (issue 19, items 1 and 6), as pure functions so they are
 * unit-tested without a worker: the build (vite.config.ts, precacheTiers) marks what installing does
 * not fetch with `tier: 'reachable'` or `tier: 'idle'`, and sw/idle-warm.ts fetches those later.
 */
import type { PrecacheEntry } from 'workbox-precaching';

export type WarmTier = 'reachable' | 'idle';
export type TieredEntry = PrecacheEntry & { tier?: WarmTier };

/** Unhashed files (icons, images) carry a revision; it goes into the cache key, so a new one is a new entry. */
export function idleCacheKey(entry: PrecacheEntry, origin: string): string {
  const url = new URL(entry.url, origin);
  if (entry.revision) url.searchParams.set('__rev', entry.revision);
  return url.href;
}

export interface Tiers {
  /** Precached at install: what the first page loaded anyway. */
  core: Array<PrecacheEntry | string>;
  /** Fetched on any link once a page is idle: the screens a first visitor needs offline. */
  reachable: PrecacheEntry[];
  /** Fetched only when idle on a good link. */
  idle: PrecacheEntry[];
}

export function splitTiers(entries: ReadonlyArray<TieredEntry | string>): Tiers {
  const tiers: Tiers = { core: [], reachable: [], idle: [] };
  for (const entry of entries) {
    if (typeof entry === 'string') tiers.core.push(entry);
    else if (entry.tier) tiers[entry.tier].push({ url: entry.url, revision: entry.revision ?? null });
    else tiers.core.push({ url: entry.url, revision: entry.revision ?? null, ...(entry.integrity ? { integrity: entry.integrity } : {}) });
  }
  return tiers;
}
