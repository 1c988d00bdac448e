/// <reference lib="webworker" />
import { CacheNames } from './runtime-caching.ts';
import { detailsRequestFor, readPushPayload } from './push-payload.ts';

declare let self: ServiceWorkerGlobalScope;

/**
 * Web push: show the notification, and on a tap open the listing or the results.
 * While the phone is still online the listing's details are fetched into the cache the page reads,
 * so the tap opens it even if the signal is gone by then; the page itself comes from the precache.
 */
export function registerPush(): void {
  self.addEventListener('push', (event: PushEvent) => {
    const payload = readPushPayload(event.data ? event.data.text() : null);
    const shown = self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag || undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/maskable-192.png',
      lang: 'en',
      data: { url: payload.url },
    });
    event.waitUntil(Promise.all([shown, warm(payload.url)]));
  });

  self.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    const url = new URL(readPushPayload(JSON.stringify({ url: data?.url })).url, self.location.origin).href;
    event.waitUntil((async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(url).catch(() => self.clients.openWindow(url));
        return;
      }
      await self.clients.openWindow(url);
    })());
  });
}

async function warm(path: string): Promise<void> {
  const request = detailsRequestFor(path);
  if (!request) return;
  try {
    const res = await fetch(request);
    if (res.ok) await (await caches.open(CacheNames.details)).put(request, res);
  } catch {
    // Offline already: the tap still opens the page, which says what it can.
  }
}
