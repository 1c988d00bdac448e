/// <reference lib="webworker" />
import { cleanupOutdatedCaches } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { isShellNavigation } from './matchers.ts';
import { registerOutboxSync } from './outbox-sync.ts';
import { registerRuntimeCaching, RETIRED_CACHES, warmForOffline } from './runtime-caching.ts';
import { registerShareTarget } from './share-target.ts';
import { registerIdleTier } from './idle-warm.ts';
import { splitTiers, type TieredEntry } from './tiers.ts';
import { precacheInParallel } from './precache-install.ts';
import { registerPush } from './push.ts';
import { registerStorageTrim } from './cache-lru.ts';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<TieredEntry | string> };

// Before Workbox's routes: a share is a POST, which they would not answer anyway.
registerShareTarget();

// The first tier is what the first page loaded anyway; the other two wait for an idle page
// (sw/idle-warm.ts, vite.config.ts).
const tiers = splitTiers(self.__WB_MANIFEST);
const precache = precacheInParallel(tiers.core);
cleanupOutdatedCaches();

// Every client-side route is answered by the cached shell, so deep links open offline. The API and
// files such as /sw.js or /icons/x.png are not routes: they fall through to the network, as on the server.
const shell = precache.createHandlerBoundToURL('/index.html');
registerRoute(({ request, url }) => request.mode === 'navigate' && isShellNavigation(url), shell);

registerRuntimeCaching();
registerStorageTrim();
registerIdleTier(tiers.reachable, tiers.idle, warmForOffline);
registerOutboxSync();
registerPush();

// The page asks for this after the user accepts the "new version" prompt.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (data && typeof data === 'object' && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([
    self.clients.claim(),
    ...RETIRED_CACHES.map((name) => caches.delete(name).catch(() => false)),
  ]));
});
