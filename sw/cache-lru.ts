/// <reference lib="webworker" />
/**
 * Keeps the worker's runtime caches (photos, listings, reference data) within their age and the
 * device's room, least recently used first. An index in IndexedDB records each
 * kept answer's size and last use; sw/trim-policy.ts chooses what goes. Replaces Workbox's
 * ExpirationPlugin, which counted entries rather than bytes, and its `purgeOnQuotaError`, which
 * deleted a whole cache at the first refused write.
 */
import { createIndex, type IndexEntry, type KeptIndex } from './cache-index.ts';
import { cacheBudget, chooseEvictions, isKept, type KeepSet, type KeptEntry } from './trim-policy.ts';
import { registerQuotaErrorCallback } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { get, entries as storeEntries, createStore } from 'idb-keyval';
import { RECENT_STORAGE_KEY, sanitizeRecent } from '../src/offline/recently-viewed/recent-list.ts';
import { imageSource } from '../src/contract/api-paths.ts';
import type { FavouriteItem } from '../src/contract/types.ts';
import { TRIM_STORAGE_MESSAGE } from '../src/offline/trim-message.ts';
import { DeviceCopyHeaders } from '../src/lib/timeouts.ts';

declare let self: ServiceWorkerGlobalScope;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Uses are written to the index in batches: a page of twenty photos is one write, not twenty. */
const TOUCH_FLUSH_MS = 2_000;
/** After a burst of new answers, one trim. */
const TRIM_AFTER_MS = 3_000;

const maxAges = new Map<string, number>();
const maxCounts = new Map<string, number>();
const expendableCaches = new Set<string>();
const index: KeptIndex = createIndex();


const touched = new Map<string, number>();
let touchTimer: ReturnType<typeof setTimeout> | undefined;
let trimTimer: ReturnType<typeof setTimeout> | undefined;
/** Trims run one at a time. */
let trimming: Promise<void> = Promise.resolve();

function flushTouches(): Promise<void> {
  touchTimer = undefined;
  const batch = new Map(touched);
  touched.clear();
  return index.touch(batch).catch(() => undefined);
}

/** The listings recently viewed and favourites show, and their photos: trimmed last. */
async function readKeepSet(): Promise<KeepSet> {
  const propertyUrls = new Set<string>();
  const uploads = new Set<string>();
  const addImage = (ref: string) => {
    if (ref) uploads.add(imageSource(ref).upload);
  };
  try {
    for (const record of sanitizeRecent(await get<unknown>(RECENT_STORAGE_KEY))) {
      propertyUrls.add(record.details.PropertyUrl);
      addImage(record.cover);
      record.details.Images.forEach(addImage);
    }
  } catch {
    // Unreadable: nothing is protected this time; the trim is still least recently used first.
  }
  try {
    // The store favourites-store.ts makes; opened here without its page-side code.
    const favourites = await storeEntries<number, FavouriteItem>(createStore('basera-favourites', 'favourites'));
    for (const [, item] of favourites) {
      propertyUrls.add(item.PropertyUrl);
      addImage(item.ImageUrl);
    }
  } catch {
    // As above.
  }
  return { propertyUrls, uploads };
}

async function estimate(): Promise<{ usage: number; quota: number }> {
  try {
    const { usage = 0, quota = 0 } = await self.navigator.storage.estimate();
    return { usage, quota };
  } catch {
    return { usage: 0, quota: 0 };
  }
}

let reconciled = false;

/**
 * Once per worker start: answers kept before the index existed (or by an older worker) are added to
 * it, by their saved time, and entries whose answer is gone are dropped, so the index and the caches
 * agree before bytes are counted.
 */
async function reconcile(): Promise<IndexEntry[]> {
  const indexed = await index.all();
  if (reconciled) return indexed;
  reconciled = true;
  const known = new Set(indexed.map((entry) => index.keyOf(entry.cache, entry.url)));
  const present = new Set<string>();
  const added: IndexEntry[] = [];
  for (const cacheName of maxAges.keys()) {
    const cache = await caches.open(cacheName);
    for (const request of await cache.keys()) {
      const key = index.keyOf(cacheName, request.url);
      present.add(key);
      if (known.has(key)) continue;
      const response = await cache.match(request, { ignoreVary: true });
      if (!response) continue;
      const savedAt = Number(response.headers.get(DeviceCopyHeaders.savedAt)) || 0;
      added.push({ cache: cacheName, url: request.url, bytes: (await response.blob()).size, usedAt: savedAt });
    }
  }
  const gone = indexed.filter((entry) => !present.has(index.keyOf(entry.cache, entry.url)));
  if (added.length > 0) await index.put(...added);
  if (gone.length > 0) await index.remove(gone);
  return [...indexed.filter((entry) => present.has(index.keyOf(entry.cache, entry.url))), ...added];
}

async function trimNow(urgent: boolean, needBytes: number): Promise<void> {
  await flushTouches();
  const kept = await reconcile();
  const keepSet = await readKeepSet();
  const entries: KeptEntry[] = kept.map((entry) => ({ ...entry, keep: isKept(entry.url, keepSet) }));
  const cachedBytes = entries.reduce((sum, entry) => sum + entry.bytes, 0);
  const keptBytes = entries.reduce((sum, entry) => sum + (entry.keep ? entry.bytes : 0), 0);
  const budget = cacheBudget({ ...(await estimate()), cachedBytes, urgent, needBytes, keptBytes });
  const evict = chooseEvictions(entries, {
    now: Date.now(),
    budget,
    maxAgeMs: (cache) => maxAges.get(cache) ?? 30 * DAY_MS,
    maxEntries: (cache) => maxCounts.get(cache),
    expendable: (cache) => expendableCaches.has(cache),
  });
  if (evict.length === 0) return;
  const byCache = new Map<string, KeptEntry[]>();
  for (const entry of evict) byCache.set(entry.cache, [...(byCache.get(entry.cache) ?? []), entry]);
  for (const [cacheName, list] of byCache) {
    const cache = await caches.open(cacheName);
    await Promise.all(list.map((entry) => cache.delete(entry.url, { ignoreVary: true })));
  }
  await index.remove(evict);
}

/** Trims now (or after the running trim); never rejects. `needBytes`: room a page's refused write needs. */
export function trimStorage(urgent = false, needBytes = 0): Promise<void> {
  trimming = trimming.then(() => trimNow(urgent, needBytes)).catch(() => undefined);
  return trimming;
}

function scheduleTrim(): void {
  if (trimTimer !== undefined) return;
  trimTimer = setTimeout(() => {
    trimTimer = undefined;
    void trimStorage();
  }, TRIM_AFTER_MS);
}

/**
 * For a runtime cache's strategy: records each answer kept and each use; `maxAgeDays` since last use,
 * at most `maxEntries` answers, and `expendable` ones the first to go when room is short.
 */
export function lruPlugin(cacheName: string, maxAgeDays: number, opts: { maxEntries?: number; expendable?: boolean } = {}): WorkboxPlugin {
  maxAges.set(cacheName, maxAgeDays * DAY_MS);
  if (opts.maxEntries !== undefined) maxCounts.set(cacheName, opts.maxEntries);
  if (opts.expendable) expendableCaches.add(cacheName);
  return {
    cacheDidUpdate: async ({ request, newResponse }) => {
      const bytes = (await newResponse.blob()).size;
      await index.put({ cache: cacheName, url: request.url, bytes, usedAt: Date.now() }).catch(() => undefined);
      scheduleTrim();
    },
    cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
      if (cachedResponse) {
        touched.set(index.keyOf(cacheName, request.url), Date.now());
        touchTimer ??= setTimeout(() => void flushTouches(), TOUCH_FLUSH_MS);
      }
      return cachedResponse;
    },
  };
}

/** A refused cache write (Workbox tells us) or a page's refused IndexedDB write makes room at once. */
export function registerStorageTrim(): void {
  registerQuotaErrorCallback(() => trimStorage(true));
  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    const data: unknown = event.data;
    if (!data || typeof data !== 'object' || (data as { type?: unknown }).type !== TRIM_STORAGE_MESSAGE) return;
    const bytes = (data as { bytes?: unknown }).bytes;
    const needBytes = typeof bytes === 'number' && Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
    event.waitUntil(trimStorage(true, needBytes).then(() => event.ports[0]?.postMessage({ trimmed: true })));
  });
  // Once per start: answers that went past their age while the app was closed.
  void trimStorage();
}
