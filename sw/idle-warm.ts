/// <reference lib="webworker" />
/**
 * The two tiers of the app's files that installing does not fetch. The build
 * (vite.config.ts) marks them: `reachable`, the screens a first visitor needs offline (search over
 * saved listings, the outbox, recently viewed, the listing form), and `idle`, everything else (account
 * pages, the calculators, icons). When a page says it is idle, the worker fetches the reachable tier
 * on any link, a few files at a time, with the form's option lists and the files the visit's pages
 * loaded before the worker controlled them; once all of those are kept it tells its pages the app is
 * ready offline (src/lib/offline-ready.ts); then the idle tier one file at a time and only on a good
 * link (src/lib/bandwidth.ts). Whatever the visitor opens before that is kept as it opens, so what was
 * used once opens offline afterwards.
 */
import type { PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { isGoodForWarming, WARM_IDLE_MESSAGE, type ConnectionLike } from '../src/lib/bandwidth.ts';
import { OFFLINE_READY_MESSAGE, readSeen } from '../src/lib/offline-ready.ts';
import { coreRetryDelay, coreWarmList, idleCacheKey, type LanguageEntry } from './tiers.ts';

declare let self: ServiceWorkerGlobalScope;

export const IDLE_CACHE = 'basera-idle-v1';

export interface WarmResult {
  /** Files fetched by this run. */
  fetched: number;
  /** Files of the idle tier now on the device. */
  kept: number;
  total: number;
  /** The core tier is all on the device: every core page opens offline (src/lib/offline-ready.ts). */
  ready: boolean;
  /** Why the run stopped early, if it did. */
  stopped?: 'connection' | 'network';
}

/**
 * Files of the reachable tier fetched at once. Installing fetched one file at a time (Workbox does), and
 * on a 300 ms round trip the waits, not the bytes, made most of the time; a few at once fill the link.
 */
const REACHABLE_AT_ONCE = 4;

/**
 * `alsoWarm`: other things worth having offline that only the reachable tier's pages use (the form's
 * lists); true once they are all kept, as the core pages need them too.
 */
export function registerIdleTier(reachable: readonly PrecacheEntry[], idle: readonly LanguageEntry[], alsoWarm: () => Promise<boolean>): void {
  const origin = self.location.origin;
  const keys = new Map([...reachable, ...idle].map((entry) => [new URL(entry.url, origin).pathname, idleCacheKey(entry, origin)]));
  const total = reachable.length + idle.length;
  const connection = (): ConnectionLike | undefined => (self.navigator as WorkerNavigator & { connection?: ConnectionLike }).connection;

  // Opened before it was warmed: fetched once, then always answered from the device.
  registerRoute(
    ({ url, request }) => request.method === 'GET' && url.origin === origin && keys.has(url.pathname),
    new CacheFirst({
      cacheName: IDLE_CACHE,
      plugins: [
        { cacheKeyWillBeUsed: async ({ request }) => keys.get(new URL(request.url).pathname) ?? request.url },
        new CacheableResponsePlugin({ statuses: [200] }),
      ],
    }),
  );

  // A new release's worker drops the previous release's files.
  self.addEventListener('activate', (event) => {
    event.waitUntil((async () => {
      const wanted = new Set(keys.values());
      const cache = await caches.open(IDLE_CACHE);
      for (const request of await cache.keys()) {
        if (!wanted.has(request.url)) await cache.delete(request);
      }
    })());
  });

  let running: Promise<WarmResult> | undefined;
  /** A page told of files after the run had begun: run once more when it ends. */
  let again = false;
  /** Built files of these tiers that pages said they loaded past the worker (src/lib/offline-ready.ts). */
  const seenByPages = new Set<string>();
  const warm = async (): Promise<WarmResult> => {
    const cache = await caches.open(IDLE_CACHE);
    let fetched = 0;
    // By key: the device's own language's catalog is taken with the reachable tier and met again in the idle one.
    const keptKeys = new Set<string>();
    /** Fetches and keeps one file; false when the network failed or the server did not give it. */
    const keep = async (entry: PrecacheEntry): Promise<boolean> => {
      const key = idleCacheKey(entry, origin);
      if (keptKeys.has(key)) return true;
      if (await cache.match(key)) { keptKeys.add(key); return true; }
      try {
        // Hashed files may come from the HTTP cache; a revisioned one is checked with the server.
        const response = await fetch(entry.url, { credentials: 'same-origin', cache: entry.revision ? 'no-cache' : 'default' });
        // A file this release no longer has (a newer one is deployed) is not asked for again; any
        // other refusal (a busy server's 503, a proxy's 502) is a failure to try again, not a file
        // counted as kept while the page it belongs to would fail offline.
        if (response.status === 404 || response.status === 410) return true;
        if (response.status !== 200) return false;
        await cache.put(key, response);
        fetched += 1;
        keptKeys.add(key);
        return true;
      } catch {
        return false;
      }
    };
    // The core tier on any link (src/lib/offline-ready.ts): the reachable
    // tier, the device's language, the files the visit's pages loaded past the worker. A file that
    // fails is tried again in later rounds, further apart each time, while the device is online, and
    // the rest still come: one lost fetch must not leave the outbox or the form unusable offline.
    let missing: PrecacheEntry[] = [];
    let listsWarmed = false;
    for (let round = 0; ; round += 1) {
      // All of it each round (what is kept is skipped at once), so files a page tells of meanwhile join.
      const queue = coreWarmList(reachable, idle, self.navigator.languages ?? [], [...seenByPages], origin);
      const failedNow: PrecacheEntry[] = [];
      await Promise.all(Array.from({ length: REACHABLE_AT_ONCE }, async () => {
        for (let entry = queue.shift(); entry; entry = queue.shift()) if (!(await keep(entry))) failedNow.push(entry);
      }));
      missing = failedNow;
      if (!listsWarmed) listsWarmed = await alsoWarm();
      if (missing.length === 0 && listsWarmed) break;
      const delay = coreRetryDelay(round, self.navigator.onLine);
      if (delay === undefined) break;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
    // Still offline or refused after the rounds: asked again at the next idle page or reconnection.
    if (missing.length > 0 || !listsWarmed) {
      return { fetched, kept: keptKeys.size, total, ready: false, stopped: 'network' };
    }
    await tellReady();
    // One file at a time: the visitor's own requests never queue behind a burst of ours.
    for (const entry of idle) {
      if (!(await cache.match(idleCacheKey(entry, origin))) && !isGoodForWarming(connection())) {
        return { fetched, kept: keptKeys.size, total, ready: true, stopped: 'connection' };
      }
      if (!(await keep(entry))) return { fetched, kept: keptKeys.size, total, ready: true, stopped: 'network' };
    }
    return { fetched, kept: keptKeys.size, total, ready: true };
  };

  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    const data: unknown = event.data;
    if (!data || typeof data !== 'object' || (data as { type?: unknown }).type !== WARM_IDLE_MESSAGE) return;
    for (const path of readSeen(data)) {
      if (!keys.has(path) || seenByPages.has(path)) continue;
      seenByPages.add(path);
      // A run past its core rounds would not take it: the next one, right after, does.
      if (running) again = true;
    }
    running ??= (async () => {
      try {
        let result = await warm();
        while (again) {
          again = false;
          result = await warm();
        }
        return result;
      } finally {
        running = undefined;
      }
    })();
    const reply = event.ports[0];
    event.waitUntil(running.then((result) => reply?.postMessage(result), () => reply?.postMessage(null)));
  });
}

/** Every page of this origin learns it at once, the one that asked and any other tab open. */
async function tellReady(): Promise<void> {
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
    client.postMessage({ type: OFFLINE_READY_MESSAGE });
  }
}
