import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core/types';
import { DeviceCopyHeaders, READ_START_TIMEOUT_MS, REFRESH_RESULT_MESSAGE, type ReadFailure, type RefreshResult } from '../src/lib/timeouts.ts';
import { API_ROOT, ApiPaths } from '../src/contract/api-paths.ts';
import { TILE_MAX_AGE_SECONDS } from '../src/contract/tiles.ts';
import { lruPlugin } from './cache-lru.ts';
import { isDetailsRequest, isImageRequest, isReferenceRequest, isTileJsonRequest, isTileRequest } from './matchers.ts';

export const CacheNames = {
  images: 'basera-images-v1',
  reference: 'basera-reference-v1',
  details: 'basera-details-v2',
  tiles: 'basera-tiles-v1',
} as const;

/**
 * Caches of earlier releases, deleted when this worker activates: copies in 'basera-details-v1' may
 * hold an owner's whole phone number, which is shown only on a tap (src/contract/phone-reveal.ts).
 */
export const RETIRED_CACHES: readonly string[] = ['basera-details-v1'];

/** Map tiles kept: a few sessions' worth of a city at the zooms people look at (about 10 MB at most). */
export const TILE_CACHE_ENTRIES = 500;
/**
 * How long an unused tile stays on the device. Longer than a tile is fresh (TILE_MAX_AGE_SECONDS):
 * an old copy is still what an offline map shows.
 */
const TILE_CACHE_DAYS = 30;

/** On a weak signal a listing that does not answer in this time is shown from the cache instead. */
const DETAILS_TIMEOUT_SECONDS = 3;

/**
 * Every copy kept is stamped with when it was fetched, by the device's own clock, so the page can
 * say how old the copy it shows really is. After CacheableResponsePlugin, which
 * has already refused what must not be kept.
 */
export async function stamped(response: Response, now = Date.now()): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(DeviceCopyHeaders.savedAt, String(now));
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

const stampPlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => stamped(response),
};

declare let self: ServiceWorkerGlobalScope;

/**
 * For tiles, cache-first while the copy is fresh: a copy kept longer ago than the server's max-age
 * (TILE_MAX_AGE_SECONDS, by its saved-at stamp; an unstamped one counts as old) is asked for again,
 * revalidated past the browser's HTTP cache (a 304 when unchanged is cheap), so a changed outline
 * reaches the phone within that time. When that fails (offline, the server out of reach or 5xx),
 * the old copy is shown all the same.
 */
export const tileFreshnessPlugin: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, state }) => {
    if (!cachedResponse) return cachedResponse;
    const savedAt = Number(cachedResponse.headers.get(DeviceCopyHeaders.savedAt)) || 0;
    if (Date.now() - savedAt < TILE_MAX_AGE_SECONDS * 1000) return cachedResponse;
    if (state) state.stale = cachedResponse;
    return null;
  },
  requestWillFetch: async ({ request, state }) => (state?.stale ? new Request(request, { cache: 'no-cache' }) : request),
  fetchDidSucceed: async ({ response, state }) => {
    if (state?.stale && response.status >= 500) throw new Error(`The server answered ${response.status}.`);
    return response;
  },
  handlerDidError: async ({ state }) => (state?.stale as Response | undefined) ?? undefined,
};

/**
 * What kept a network try from answering, as the page's banner names it: a 5xx is the server's, an
 * abort by the plugin below a link too slow, any other network error a server out of reach (offline
 * too: the page knows that case from `navigator.onLine`).
 */
const failureOf = (state: Record<string, unknown> | undefined): ReadFailure => (state?.failure as ReadFailure | undefined) ?? 'unreachable';

/**
 * For network-first reads: a 5xx from the server (an outage, a proxy's 502) is treated as no
 * answer, so the kept copy is shown as it would be offline; with no copy, the 5xx itself goes to
 * the page. A copy shown this way is marked with why, so the page says it is showing saved data and
 * names the cause. A copy shown while the network try is still pending met the strategy's timeout.
 */
export const fallbackPlugin: WorkboxPlugin = {
  fetchDidSucceed: async ({ response, state }) => {
    if (response.status < 500) return response;
    if (state) {
      state.serverError = response;
      state.failure = 'server';
    }
    throw new Error(`The server answered ${response.status}.`);
  },
  fetchDidFail: async ({ state }) => {
    if (state) state.failure ??= 'unreachable';
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, state }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(DeviceCopyHeaders.fallback, (state?.failure as ReadFailure | undefined) ?? 'slow');
    return new Response(cachedResponse.body, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
  handlerDidError: async ({ state }) => (state?.serverError as Response | undefined) ?? undefined,
};

/**
 * For reads answered from the copy first (the home page's sections): the page has its answer before
 * the network is tried, so the worker tells it how the refresh went, or the page would show a copy
 * minutes old as if live while the server is down. A refresh that has not begun to answer within a
 * read's time is given up (a link that takes requests and never answers), as the page's own reads are
 * (src/lib/timeouts.ts). The page's API client turns the message into its read health.
 */
export const refreshReportPlugin: WorkboxPlugin = {
  requestWillFetch: async ({ request, state }) => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      if (state) state.failure = 'slow';
      controller.abort();
    }, READ_START_TIMEOUT_MS);
    if (state) state.timer = timer;
    return new Request(request, { signal: controller.signal });
  },
  fetchDidSucceed: async ({ response, event, state }) => {
    clearTimeout(state?.timer as ReturnType<typeof setTimeout> | undefined);
    tellPage(event, response.status >= 500 ? 'server' : null);
    return response;
  },
  fetchDidFail: async ({ event, state }) => {
    clearTimeout(state?.timer as ReturnType<typeof setTimeout> | undefined);
    tellPage(event, failureOf(state));
  },
};

function tellPage(event: ExtendableEvent | undefined, failure: ReadFailure | null): void {
  const clientId = event && 'clientId' in event ? (event as FetchEvent).clientId : '';
  if (!clientId) return;
  const message: RefreshResult = { type: REFRESH_RESULT_MESSAGE, failure };
  void self.clients.get(clientId).then((client) => client?.postMessage(message));
}

/**
 * Each cache keeps its answers for a number of days since their last use, and all of them together
 * within the device's room, least recently used first and recently viewed and favourites last
 * (sw/cache-lru.ts).
 */
export function registerRuntimeCaching(): void {
  // Image URLs are immutable per upload/size/quality, so a cached copy is always right. The server
  // varies on Accept (WebP or JPEG); ignoring Vary lets a copy fetched by the page to warm the cache
  // (recently viewed) answer an <img> request, whose Accept header differs slightly.
  registerRoute(
    ({ url, request }) => isImageRequest(url, request),
    new CacheFirst({
      cacheName: CacheNames.images,
      matchOptions: { ignoreVary: true },
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        lruPlugin(CacheNames.images, 30),
      ],
    }),
  );

  // Home sections and reference lists: show what we have at once, refresh for the next visit.
  registerRoute(
    ({ url, request }) => isReferenceRequest(url, request),
    new StaleWhileRevalidate({
      cacheName: CacheNames.reference,
      matchOptions: { ignoreVary: true },
      plugins: [
        refreshReportPlugin,
        new CacheableResponsePlugin({ statuses: [200] }),
        stampPlugin,
        lruPlugin(CacheNames.reference, 7),
      ],
    }),
  );

  // Map tiles change a few times a year: a kept one is used as it is while fresh, and offline however
  // old. They are the first to go when the device is short of room, before any photo or listing
  // (sw/trim-policy.ts).
  registerRoute(
    ({ url, request }) => isTileRequest(url, request, self.location.origin),
    new CacheFirst({
      cacheName: CacheNames.tiles,
      // Tiles vary on Accept-Encoding, which the browser decodes before the cache sees the answer.
      matchOptions: { ignoreVary: true },
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        stampPlugin,
        lruPlugin(CacheNames.tiles, TILE_CACHE_DAYS, { maxEntries: TILE_CACHE_ENTRIES, expendable: true }),
        tileFreshnessPlugin,
      ],
    }),
  );

  // The tiles' TileJSON is kept with the reference data (not with the tiles, which may all go): a map
  // opened offline still knows its layers. Refreshed behind the copy; the page is not told how that
  // went, as it is for its own reads.
  registerRoute(
    ({ url, request }) => isTileJsonRequest(url, request, self.location.origin),
    new StaleWhileRevalidate({
      cacheName: CacheNames.reference,
      matchOptions: { ignoreVary: true },
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        stampPlugin,
        lruPlugin(CacheNames.reference, 7),
      ],
    }),
  );

  // A listing's price or status can change, so the network answers first; offline, on a stalled
  // connection or during a 5xx outage the last copy is shown. A 404 (sold, removed) is never cached,
  // so it is never hidden.
  registerRoute(
    ({ url, request }) => isDetailsRequest(url, request),
    new NetworkFirst({
      cacheName: CacheNames.details,
      networkTimeoutSeconds: DETAILS_TIMEOUT_SECONDS,
      matchOptions: { ignoreVary: true },
      plugins: [
        fallbackPlugin,
        new CacheableResponsePlugin({ statuses: [200] }),
        stampPlugin,
        lruPlugin(CacheNames.details, 30),
      ],
    }),
  );
}

/**
 * What the listing form needs, fetched with the idle tier (sw/idle-warm.ts) that brings the form
 * itself: an agent who installed the app yesterday on a good link opens Add
 * Property offline today without ever having opened it online. Under 4 KiB in all. Until they are
 * kept the app is not said to be ready offline, and they are asked for again.
 */
export const WARM_FOR_OFFLINE: readonly string[] = [
  `${API_ROOT}/${ApiPaths.submitPropertyDetails}`,
  `${API_ROOT}/${ApiPaths.dropDownData}`,
  // Every city's locations: the form picks a city's from these when that city's own list is not kept.
  `${API_ROOT}/${ApiPaths.getLocations}?cityId=0`,
];

/** True once all of them are kept: Add Property is one of the core pages that must open offline (src/lib/offline-ready.ts). */
export async function warmForOffline(): Promise<boolean> {
  const cache = await caches.open(CacheNames.reference);
  const kept = await Promise.all(WARM_FOR_OFFLINE.map(async (url) => {
    try {
      if (await cache.match(url, { ignoreVary: true })) return true;
      const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
      if (response.status !== 200) return false;
      await cache.put(url, await stamped(response));
      return true;
    } catch {
      // Offline or refused: tried again with the core tier's next round (sw/idle-warm.ts).
      return false;
    }
  }));
  return kept.every(Boolean);
}
