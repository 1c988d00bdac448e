/**
 * Which kept answers the worker deletes when the device is short of room, or when they are too old.
 * Pure so it is unit-tested; sw/cache-lru.ts measures and deletes.
 *
 * Workbox's `purgeOnQuotaError` deleted a whole cache at the first refused write, so one full disk
 * took every photo and every kept listing at once. Here answers go one at a time, least recently used
 * first, and those that recently viewed and favourites show go last of all.
 */

export interface KeptEntry {
  cache: string;
  url: string;
  /** Bytes of the body as kept (decoded). */
  bytes: number;
  /** When it was last written or answered from the cache. */
  usedAt: number;
  /** Needed by recently viewed or a favourite: deleted only once nothing else is left. */
  keep: boolean;
}

export interface StorageFigures {
  /** navigator.storage.estimate(): the origin's usage and quota. */
  usage: number;
  quota: number;
  /** What the runtime caches hold by the index. */
  cachedBytes: number;
  /** A write was just refused for quota: make real room, whatever estimate() says. */
  urgent?: boolean;
  /**
   * Bytes a page must store that the device refused: a listing with its photos for the outbox or a
   * draft. The user's own data comes before any cached answer, and estimate() may not show the
   * pressure at all (docs/traps.md, trap 17), so the caches give up at least this much and a margin.
   */
  needBytes?: number;
  /**
   * Bytes of the answers recently viewed and favourites need. A refused write of a cached answer
   * (a card's photo) never cuts into them: each refusal takes a quarter, so on a full phone a few
   * pages of browsing would otherwise wear away the listings kept to be read offline. Only the
   * user's own data (`needBytes`) or the device's real pressure (the quota share) reaches them.
   */
  keptBytes?: number;
}

const MIB = 1024 * 1024;
/** Never more than this for photos and answers, however large the quota: the phone is the user's. */
export const MAX_CACHE_BYTES = 60 * MIB;
/** The origin as a whole is kept under this share of its quota. */
export const TARGET_SHARE = 0.6;
/** After a refused write, at least this share of the runtime caches goes. */
export const URGENT_SHARE = 0.25;
/** Room made for a refused write beyond its own size: IndexedDB's own bookkeeping, and the index's. */
export const NEED_MARGIN_BYTES = 256 * 1024;

/** How many bytes the runtime caches may keep after the trim. */
export function cacheBudget({ usage, quota, cachedBytes, urgent, needBytes = 0, keptBytes = 0 }: StorageFigures): number {
  let budget = Math.min(MAX_CACHE_BYTES, cachedBytes);
  const over = usage - quota * TARGET_SHARE;
  if (quota > 0 && over > 0) budget = Math.min(budget, cachedBytes - over);
  if (urgent) budget = Math.min(budget, Math.max(Math.floor(cachedBytes * (1 - URGENT_SHARE)), keptBytes));
  if (needBytes > 0) budget = Math.min(budget, cachedBytes - needBytes - NEED_MARGIN_BYTES);
  return Math.max(0, budget);
}

/** What a cache allows besides an age: how many answers it keeps, and whether it goes first. */
export interface CacheLimits {
  maxAgeMs: (cache: string) => number;
  /** At most this many answers (the least recently used beyond it go); undefined: no count limit. */
  maxEntries?: (cache: string) => number | undefined;
  /**
   * Answers that cost nothing but a download to get back (map tiles): when room is short they go
   * before any other cached answer, however recently used.
   */
  expendable?: (cache: string) => boolean;
}

/**
 * The entries to delete: every entry past its cache's age limit (unless kept for recently viewed or
 * favourites, which have limits of their own) or beyond its cache's count, then the least recently
 * used until what is left fits the budget: expendable caches' first, kept ones last.
 */
export function chooseEvictions(
  entries: readonly KeptEntry[],
  { now, budget, maxAgeMs, maxEntries = () => undefined, expendable = () => false }: { now: number; budget: number } & CacheLimits,
): KeptEntry[] {
  const evicted: KeptEntry[] = [];
  const left: KeptEntry[] = [];
  for (const entry of entries) {
    if (!entry.keep && now - entry.usedAt > maxAgeMs(entry.cache)) evicted.push(entry);
    else left.push(entry);
  }
  const rank = (entry: KeptEntry) => (entry.keep ? 2 : expendable(entry.cache) ? 0 : 1);
  left.sort((a, b) => rank(a) - rank(b) || a.usedAt - b.usedAt);
  // Over a cache's count: its least recently used go (left is in that order already).
  const counts = new Map<string, number>();
  for (const entry of left) counts.set(entry.cache, (counts.get(entry.cache) ?? 0) + 1);
  const fitting: KeptEntry[] = [];
  for (const entry of left) {
    const count = counts.get(entry.cache)!;
    const max = maxEntries(entry.cache);
    if (max !== undefined && count > max && !entry.keep) {
      evicted.push(entry);
      counts.set(entry.cache, count - 1);
    } else fitting.push(entry);
  }
  let total = fitting.reduce((sum, entry) => sum + entry.bytes, 0);
  for (const entry of fitting) {
    if (total <= budget) break;
    evicted.push(entry);
    total -= entry.bytes;
  }
  return evicted;
}

/** The listing a details answer is about, and the upload an image answer shows (query names as sent, any case). */
function param(url: URL, name: string): string | null {
  for (const [key, value] of url.searchParams) if (key.toLowerCase() === name) return value;
  return null;
}

export interface KeepSet {
  propertyUrls: ReadonlySet<string>;
  uploads: ReadonlySet<string>;
}

export function isKept(url: string, keepSet: KeepSet): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://device.invalid');
  } catch {
    return false;
  }
  const propertyUrl = param(parsed, 'propertyurl');
  if (propertyUrl !== null) return keepSet.propertyUrls.has(propertyUrl);
  const upload = param(parsed, 'upload');
  return upload !== null && keepSet.uploads.has(upload);
}
