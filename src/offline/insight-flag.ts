/**
 * Whether this device holds owner-insight events queued offline (src/offline/insight-events.ts).
 * A localStorage flag with no imports, so the app's start reads it without loading the queue's code
 * (and IndexedDB, the API client's writers, the schemas) on every first visit.
 */
const KEY = 'basera-insight-queued';

export function hasQueuedInsight(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function setQueuedInsight(queued: boolean): void {
  try {
    if (queued) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Private modes: the queue is still sent from the next listing page.
  }
}
