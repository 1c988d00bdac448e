/// <reference lib="webworker" />
/**
 * The second tier of the app's files (issue 19, item 6). The build marks every precache entry that a
 * first visit to the home page neither loads nor needs offline (the listing form, account pages,
 * icons, the image compressor) with `tier: 'idle'`. Those are not fetched at install: a phone on 2G
 * would wait for them before anything worked offline. They are fetched one at a time when a page
 * says it is idle and the link is good (src/lib/bandwidth.ts), and, on any link, kept as soon as the
 * visitor opens them, so whatever was used once opens offline afterwards.
 */
import type { PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { isGoodForWarming, WARM_IDLE_MESSAGE, type ConnectionLike } from '../src/lib/bandwidth.ts';
import { idleCacheKey } from './tiers.ts';

declare let self: ServiceWorkerGlobalScope;

export const IDLE_CACHE = 'basera-idle-v1';

export interface WarmResult {
  /** Files fetched by this run. */
  fetched: number;
  /** Files of the idle tier now on the device. */
  kept: number;
  total: number;
  /** Why the run stopped early, if it did. */
  stopped?: 'connection' | 'network';
}

/** `alsoWarm`: other things worth having offline that only the idle tier's pages use (the form's lists). */
export function registerIdleTier(idle: readonly PrecacheEntry[], alsoWarm: () => Promise<void>): void {
  const origin = self.location.origin;
  const keys = new Map(idle.map((entry) => [new URL(entry.url, origin).pathname, idleCacheKey(entry, origin)]));
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
  const warm = async (): Promise<WarmResult> => {
    const cache = await caches.open(IDLE_CACHE);
    let fetched = 0;
    let kept = 0;
    // One file at a time: the visitor's own requests never queue behind a burst of ours.
    for (const entry of idle) {
      const key = idleCacheKey(entry, origin);
      if (await cache.match(key)) { kept += 1; continue; }
      if (!isGoodForWarming(connection())) return { fetched, kept, total: idle.length, stopped: 'connection' };
      try {
        // Hashed files may come from the HTTP cache; a revisioned one is checked with the server.
        const response = await fetch(entry.url, { credentials: 'same-origin', cache: entry.revision ? 'no-cache' : 'default' });
        if (response.status !== 200) continue;
        await cache.put(key, response);
        fetched += 1;
        kept += 1;
      } catch {
        return { fetched, kept, total: idle.length, stopped: 'network' };
      }
    }
    await alsoWarm();
    return { fetched, kept, total: idle.length };
  };

  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    const data: unknown = event.data;
    if (!data || typeof data !== 'object' || (data as { type?: unknown }).type !== WARM_IDLE_MESSAGE) return;
    running ??= warm().finally(() => { running = undefined; });
    const reply = event.ports[0];
    event.waitUntil(running.then((result) => reply?.postMessage(result), () => reply?.postMessage(null)));
  });
}
