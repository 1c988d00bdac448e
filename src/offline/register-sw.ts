import { Workbox } from 'workbox-window';
import { notices as notify } from '../lib/notices.ts';
import { WARM_IDLE_MESSAGE } from '../lib/bandwidth.ts';
import { relinkFailedStyleSheets } from '../lib/lazy-load.ts';
import { OFFLINE_READY_ATTRIBUTE, OFFLINE_READY_MESSAGE, seenBuiltFiles } from '../lib/offline-ready.ts';
import { setUpdater } from './app-update.ts';
import { offlineMessages } from './offline-messages.ts';

/** After the page has loaded and gone quiet, so the visitor's own requests always come first. */
const WARM_AFTER_IDLE_MS = 3_000;

/**
 * Tells the worker the page is idle, so it may fetch the parts of the app this visit did not need
 * (sw/idle-warm.ts decides whether the link is good enough). Asked again when the connection changes
 * or comes back; a worker that has everything fetches nothing.
 */
function warmWhenIdle(): void {
  // With the built files this page loaded: those of a page loaded before the worker controlled it
  // (a first visit) are in no cache of the worker's yet (src/lib/offline-ready.ts).
  const ask = () => void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({
    type: WARM_IDLE_MESSAGE,
    seen: seenBuiltFiles(performance.getEntriesByType('resource'), window.location.origin),
  }));
  const whenIdle = () => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 0));
    window.setTimeout(() => idle(ask), WARM_AFTER_IDLE_MS);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  window.addEventListener('online', ask);
  const connection = (navigator as Navigator & { connection?: Partial<EventTarget> }).connection;
  if (typeof connection?.addEventListener === 'function') connection.addEventListener('change', ask);
}

/** Remembered per device: the message is said once, the first time the app is ready offline. */
const READY_TOLD_KEY = 'basera-offline-ready-told';

/**
 * The worker says so once every core page is on the device (sw/idle-warm.ts), not when it is merely
 * installed: on 2G that comes well before, and offline then only the home page opened.
 */
function announceReadyOffline(): void {
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const data: unknown = event.data;
    if (!data || typeof data !== 'object' || (data as { type?: unknown }).type !== OFFLINE_READY_MESSAGE) return;
    if (document.documentElement.hasAttribute(OFFLINE_READY_ATTRIBUTE)) return;
    document.documentElement.setAttribute(OFFLINE_READY_ATTRIBUTE, '');
    // A lazy screen's style sheet that failed before is on the device now.
    relinkFailedStyleSheets(window);
    try {
      if (localStorage.getItem(READY_TOLD_KEY)) return;
      localStorage.setItem(READY_TOLD_KEY, '1');
    } catch {
      // Storage blocked: said on each visit rather than never.
    }
    // Polite: it never replaces an error or the update prompt on a phone, nor ends an error as a success would.
    notify.info(offlineMessages.readyOffline.title, offlineMessages.readyOffline.text, { id: 'offline-ready', polite: true });
  });
  navigator.serviceWorker.startMessages();
}

/**
 * Registers /sw.js. A new version waits until the user agrees to reload, so a form being filled in
 * is never lost to a surprise refresh.
 */
export function registerServiceWorker(): void {
  const wb = new Workbox('/sw.js', { scope: '/' });

  wb.addEventListener('waiting', () => {
    notify.info(offlineMessages.update.title, offlineMessages.update.text, {
      id: 'sw-update',
      duration: Infinity,
      action: {
        label: offlineMessages.update.action,
        onClick: () => {
          wb.addEventListener('controlling', () => window.location.reload());
          wb.messageSkipWaiting();
        },
      },
    });
  });

  // The out-of-date banner's "Update now": look for a new worker now, and switch to
  // it once installed; the page reloads when it takes control. False when there is none to switch to.
  setUpdater(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return false;
    if (!registration.waiting) await registration.update().catch(() => undefined);
    const waiting = registration.waiting ?? (await installed(registration));
    if (!waiting) return false;
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
    return true;
  });

  announceReadyOffline();
  void wb.register().then(warmWhenIdle, () => {
    // Without a worker the site still works online; nothing to tell the user.
  });
}

/** The worker being installed, once it waits; null if none is installing or it fails. */
function installed(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  const worker = registration.installing;
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') resolve(registration.waiting ?? worker);
      else if (worker.state === 'redundant') resolve(null);
    });
  });
}
