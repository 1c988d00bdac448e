import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { isDetailsRequest, isImageRequest, isReferenceRequest } from './matchers.ts';

export const CacheNames = {
  images: 'basera-images-v1',
  reference: 'basera-reference-v1',
  details: 'basera-details-v1',
} as const;

const DAY_SECONDS = 24 * 60 * 60;
/** On a weak signal a listing that does not answer in this time is shown from the cache instead. */
const DETAILS_TIMEOUT_SECONDS = 3;

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
        new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
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
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true }),
      ],
    }),
  );

  // A listing's price or status can change, so the network answers first; offline or on a stalled
  // connection the last copy is shown. A 404 (sold, removed) is never cached, so it is never hidden.
  registerRoute(
    ({ url, request }) => isDetailsRequest(url, request),
    new NetworkFirst({
      cacheName: CacheNames.details,
      networkTimeoutSeconds: DETAILS_TIMEOUT_SECONDS,
      matchOptions: { ignoreVary: true },
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
      ],
    }),
  );
}
