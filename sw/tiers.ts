/**
 * The three tiers of precache entries, as pure functions so they are
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

/**
 * What must be on the device before the page may say the app works offline: the reachable tier (the
 * core pages: search, Add Property, Recently viewed, the Outbox), the device's own language's files,
 * and the built files the visit's pages loaded past the worker (`seen`, paths such as
 * `/assets/PropertyPage-….js`: the listing a visitor landed on). A seen file the worker does not keep
 * in these tiers (one the install tier precached, or none of the app's) is left out; each file once.
 */
export function coreWarmList(reachable: readonly PrecacheEntry[], idle: readonly LanguageEntry[], languages: readonly string[], seen: readonly string[], origin: string): PrecacheEntry[] {
  const byPath = new Map<string, PrecacheEntry>();
  for (const entry of [...reachable, ...idle]) {
    const path = new URL(entry.url, origin).pathname;
    if (!byPath.has(path)) byPath.set(path, entry);
  }
  const list: PrecacheEntry[] = [];
  const taken = new Set<PrecacheEntry>();
  const take = (entry: PrecacheEntry | undefined) => {
    if (!entry || taken.has(entry)) return;
    taken.add(entry);
    list.push(entry);
  };
  for (const entry of reachable) take(entry);
  for (const entry of preferredFirst(idle, languages)) take(entry);
  for (const path of seen) take(byPath.get(path));
  return list;
}

/**
 * How long the worker waits before another round for the core tier's files that failed: soon at
 * first, then longer, so a link that drops for a minute (a train, a lift) still ends with the app
 * ready offline, without a failing phone hammering the server. `undefined`: stop for now; the page
 * asks again when it is idle, back online, or its connection changes.
 */
export const CORE_RETRY_DELAYS_MS: readonly number[] = [3_000, 6_000, 12_000, 24_000, 48_000, 60_000];

export function coreRetryDelay(round: number, online: boolean): number | undefined {
  if (!online) return undefined;
  return CORE_RETRY_DELAYS_MS[round];
}
