/**
 * Fetches a viewed listing's photos once so the service worker's image cache (cache-first) holds
 * them at the sizes the pages show: the cover at card sizes, every photo at slider and thumbnail size.
 * Then the listing opens offline with its photos, not grey boxes.
 */
import { imageUrl } from '../../contract/api-paths.ts';
import { ImageSizes } from '../../contract/constants.ts';
import type { PropertyDetails } from '../../contract/types.ts';
import { preferredImageSize, prefersLowBandwidth } from '../../lib/bandwidth.ts';

/** What an <img> sends, so the server picks the same format (WebP) as for the page's own images. */
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
/** Let the page's own photos go first; warming is for later. */
const START_DELAY_MS = 1_500;
const PARALLEL = 2;

const warmed = new Set<string>();

export function imagesToWarm(details: PropertyDetails, cover: string, lowBandwidth: boolean): string[] {
  const urls: string[] = [];
  if (cover) {
    urls.push(imageUrl(cover, ImageSizes.cardSmall));
    if (!lowBandwidth) urls.push(imageUrl(cover, ImageSizes.card));
  }
  details.Images.forEach((upload, index) => {
    // On a slow or metered connection only the first large photo: the rest would cost real money.
    // The size the slider asks for on this connection (one step smaller on Save-Data or 2G).
    if (!lowBandwidth || index === 0) urls.push(imageUrl(upload, preferredImageSize(ImageSizes.detail, lowBandwidth)));
    if (details.Images.length > 1) urls.push(imageUrl(upload, ImageSizes.thumb));
  });
  return urls;
}

async function fetchOne(url: string): Promise<void> {
  try {
    const res = await fetch(url, { headers: { Accept: IMAGE_ACCEPT }, credentials: 'same-origin', priority: 'low' });
    // The body must be read for the worker's cache write to complete on every browser.
    await res.arrayBuffer();
  } catch {
    warmed.delete(url); // Try again on the next view.
  }
}

export function warmListingImages(details: PropertyDetails, cover: string): void {
  if (typeof navigator === 'undefined' || !navigator.onLine) return;
  const queue = imagesToWarm(details, cover, prefersLowBandwidth()).filter((url) => !warmed.has(url));
  if (queue.length === 0) return;
  queue.forEach((url) => warmed.add(url));
  setTimeout(() => {
    const worker = async () => {
      for (let url = queue.shift(); url; url = queue.shift()) await fetchOne(url);
    };
    void Promise.all(Array.from({ length: PARALLEL }, worker));
  }, START_DELAY_MS);
}
