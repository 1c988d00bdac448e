/**
 * The three tiers of precache entries (issue 19, items 1 and 6), as pure functions so they are
 * unit-tested without a worker: the build (vite.config.ts, precacheTiers) marks what installing does
 * not fetch with `tier: 'reachable'` or `tier: 'idle'`, and sw/idle-warm.ts fetches those later.
 */
import type { PrecacheEntry } from 'workbox-precaching';

export type WarmTier = 'reachable' | 'idle';
/**
 * `language`: a file only that language's pages load (the Urdu catalog). It is in the idle tier, but a
 * device whose languages name it warms it with the reachable tier (`preferredFirst`).
 */
export type TieredEntry = PrecacheEntry & { tier?: WarmTier; language?: string };
export type LanguageEntry = PrecacheEntry & { language?: string };

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
  /** Fetched only when idle on a good link, but for the device's own language's files. */
  idle: LanguageEntry[];
}

export function splitTiers(entries: ReadonlyArray<TieredEntry | string>): Tiers {
  const tiers: Tiers = { core: [], reachable: [], idle: [] };
  for (const entry of entries) {
    if (typeof entry === 'string') tiers.core.push(entry);
    else if (entry.tier) tiers[entry.tier].push({ url: entry.url, revision: entry.revision ?? null, ...(entry.language ? { language: entry.language } : {}) });
    else tiers.core.push({ url: entry.url, revision: entry.revision ?? null, ...(entry.integrity ? { integrity: entry.integrity } : {}) });
  }
  return tiers;
}

/**
 * The idle tier's files for a language the device's person reads (`navigator.languages`, as the
 * browser sends them in Accept-Language): an Urdu reader's phone that first opened an English page
 * still has the Urdu pages in Urdu offline, while other phones on 2G do not pay for the catalog.
 */
export function preferredFirst(idle: readonly LanguageEntry[], languages: readonly string[]): PrecacheEntry[] {
  const wanted = new Set(languages.map((tag) => tag.toLowerCase().split('-')[0]));
  return idle.filter((entry) => entry.language !== undefined && wanted.has(entry.language));
}
