/// <reference lib="webworker" />
/**
 * The install tier, installed a few files at a time. Workbox's precache installs one
 * file after another (its `install` awaits each), so on a 300 ms round trip the worker became ready
 * long after the page had loaded everything it needed. This fills Workbox's own cache, under Workbox's
 * own keys, several files at once first; Workbox's install then finds each in place and fetches only
 * what this could not get, and still fails the install if any file is bad (it alone decides).
 */
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';

declare let self: ServiceWorkerGlobalScope;

const AT_ONCE = 4;

/** As Workbox's `precacheAndRoute`, with the install filled in parallel first. */
export function precacheInParallel(entries: ReadonlyArray<PrecacheEntry | string>): PrecacheController {
  const controller = new PrecacheController();
  controller.addToCacheList([...entries]);
  // Workbox fetches a revisioned file with `cache: 'reload'` (its copy must be the revision named) and
  // a hashed one as the HTTP cache allows: the page that registered the worker has just loaded it.
  const reload = new Set(entries.flatMap((entry) => (typeof entry !== 'string' && entry.revision ? [new URL(entry.url, self.location.href).href] : [])));

  const prefill = async () => {
    const cache = await caches.open(controller.strategy.cacheName);
    const queue = [...controller.getURLsToCacheKeys()];
    await Promise.all(Array.from({ length: AT_ONCE }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [url, cacheKey] = next;
        try {
          if (await cache.match(cacheKey)) continue;
          const integrity = controller.getIntegrityForCacheKey(cacheKey);
          const response = await fetch(new Request(url, { credentials: 'same-origin', cache: reload.has(url) ? 'reload' : 'default', ...(integrity ? { integrity } : {}) }));
          if (response.status === 200 && !response.redirected) await cache.put(cacheKey, response);
        } catch {
          // Left for Workbox's own install, which retries it and reports what fails.
        }
      }
    }));
  };

  self.addEventListener('install', (event) => {
    event.waitUntil(prefill().then(() => controller.install(event)));
  });
  self.addEventListener('activate', (event) => {
    event.waitUntil(controller.activate(event));
  });
  registerRoute(new PrecacheRoute(controller));
  return controller;
}
