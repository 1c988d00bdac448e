import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { isImageRequest, isReferenceRequest } from './matchers.ts';

export const CacheNames = {
  images: 'basera-images-v1',
  reference: 'basera-reference-v1',
} as const;

const DAY_SECONDS = 24 * 60 * 60;

export function registerRuntimeCaching(): void {
  // Image URLs are immutable per upload/size/quality, so a cached copy is always right.
  registerRoute(
    ({ url, request }) => isImageRequest(url, request),
    new CacheFirst({
      cacheName: CacheNames.images,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
      ],
    }),
  );

  // Home sections and reference lists: show what we have at once, refresh for the next visit.
  registerRoute(
    ({ url, request }) => isReferenceRequest(url, request),
    new StaleWhileRevalidate({
      cacheName: CacheNames.reference,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true }),
      ],
    }),
  );
}
