import { Workbox } from 'workbox-window';
import { notify } from '../components/toast/notify.tsx';
import { WARM_IDLE_MESSAGE } from '../lib/bandwidth.ts';

/** After the page has loaded and gone quiet, so the visitor's own requests always come first. */
const WARM_AFTER_IDLE_MS = 3_000;

/**
 * Tells the worker the page is idle, so it may fetch the parts of the app this visit did not need
 * (sw/idle-warm.ts decides whether the link is good enough). Asked again when the connection changes
 * or comes back; a worker that has everything fetches nothing.
 */
function warmWhenIdle(): void {
  const ask = () => void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: WARM_IDLE_MESSAGE }));
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

/**
 * Registers /sw.js. A new version waits until the user agrees to reload, so a form being filled in
 * is never lost to a surprise refresh.
 */
export function registerServiceWorker(): void {
  const wb = new Workbox('/sw.js', { scope: '/' });

  wb.addEventListener('waiting', () => {
    notify.info('New version available', 'Reload to get the latest improvements.', {
      id: 'sw-update',
      duration: Infinity,
      action: {
        label: 'Reload',
        onClick: () => {
          wb.addEventListener('controlling', () => window.location.reload());
          wb.messageSkipWaiting();
        },
      },
    });
  });

  void wb.register().then(warmWhenIdle, () => {
    // Without a worker the site still works online; nothing to tell the user.
  });
}
