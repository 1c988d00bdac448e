import { Workbox } from 'workbox-window';
import { notify } from '../components/toast/notify.tsx';

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

  void wb.register().catch(() => {
    // Without a worker the site still works online; nothing to tell the user.
  });
}
