/// <reference lib="webworker" />
import { keepSharedPhotos } from '../src/offline/shared-photos.ts';

declare let self: ServiceWorkerGlobalScope;

/** The address the manifest's share_target posts to; the listing form lives there too. */
export const SHARE_TARGET_PATH = '/property/forms/submit';

/**
 * Photos shared from another app arrive as a POST navigation: keep them and send
 * the browser on to the form with a GET, which then picks them up.
 */
export function registerShareTarget(): void {
  self.addEventListener('fetch', (event: FetchEvent) => {
    const url = new URL(event.request.url);
    if (event.request.method !== 'POST' || url.origin !== self.location.origin || url.pathname !== SHARE_TARGET_PATH) return;
    event.respondWith((async () => {
      try {
        const form = await event.request.formData();
        const files = form.getAll('photos').filter((v): v is File => v instanceof File);
        await keepSharedPhotos(files);
      } catch {
        // A share the browser could not read still opens the form, without photos.
      }
      return Response.redirect(`${SHARE_TARGET_PATH}?shared=1`, 303);
    })());
  });
}
