/// <reference lib="webworker" />
/**
 * Background Sync: the browser wakes the worker when the connection is back, even with every tab of
 * the app closed, and the worker sends the outbox with the page's own code (src/offline/outbox/drain.ts).
 * Only entries that need no login go from here: the session's token lives in localStorage alone
 * (nothing secret is kept beyond `currentUser`), which a worker cannot read. Entries made signed in
 * go when the app is next open, as they would after a login.
 */
import { drainDue, withOutboxLock } from '../src/offline/outbox/drain.ts';
import { OUTBOX_SYNC_TAG, type OutboxSentMessage } from '../src/offline/outbox/logic.ts';
import { purgeExpiredSent } from '../src/offline/outbox/store.ts';

declare let self: ServiceWorkerGlobalScope;

/** Not in TypeScript's WebWorker lib: the Background Sync event. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

/** A worker has no cookie or session storage; the server checks only that the header is there. */
function xsrfValue(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

async function tellPages(message: OutboxSentMessage): Promise<void> {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
}

export async function drainFromWorker(lastChance: boolean): Promise<void> {
  await purgeExpiredSent(Date.now());
  const xsrf = xsrfValue();
  const report = await withOutboxLock((exclusive) =>
    drainDue({
      credentials: () => ({ token: null, xsrf }),
      // Under the lock, an entry a closed tab left `sending` goes again now, not when its lease ends.
      exclusive,
      // The browser fires sync when it is back online: as the page's `online` does, skip the backoff,
      // but not for an entry the server failed (5xx), whose sync fires at once while online.
      force: 'unanswered',
      onSent: (entry) => void tellPages({ type: 'outbox-sent', entry: { id: entry.id, kind: entry.kind, summary: entry.summary } }),
    }),
  );
  // null: a page is draining right now and will finish the job itself.
  // Failing the event makes the browser fire it again later, with its own backoff.
  if (report && report.unsent > 0 && !lastChance) throw new Error(`${report.unsent} outbox entries could not be sent yet`);
}

export function registerOutboxSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    sync.waitUntil(drainFromWorker(sync.lastChance));
  });
}
