/**
 * The outbox page's buttons (docs/architecture.md, 'Offline design', 3): Retry now, Discard and
 * Clear. Each changes its entry in one IndexedDB step with the senders' own claim on it.
 */
import { isAbandoned, markRetryNow } from './logic.ts';
import { changeEntry, deleteEntry, readEntries } from './store.ts';
import { isOutboxSenderGone } from './lock.ts';
import { drainOutbox } from './scheduler.ts';

export async function retryNow(id: string): Promise<void> {
  const now = Date.now();
  const gone = await isOutboxSenderGone();
  await changeEntry(id, (entry) =>
    entry && (entry.state !== 'sending' || isAbandoned(entry, now, gone)) ? markRetryNow(entry, now) : undefined,
  );
  await drainOutbox(true);
}

/**
 * Removes an entry unless a sender has it on its way right now; false then (the entry may arrive,
 * and its outcome is recorded). In one step with the senders' own claim on it.
 */
export async function discardEntry(id: string): Promise<boolean> {
  const now = Date.now();
  const gone = await isOutboxSenderGone();
  const { changed } = await changeEntry(id, (entry) =>
    entry && (entry.state !== 'sending' || isAbandoned(entry, now, gone)) ? null : undefined,
  );
  return changed;
}

/** "Clear" on the outbox page: the sent entries leave the list before their day is up. */
export async function clearSent(): Promise<void> {
  for (const entry of await readEntries()) {
    if (entry.state === 'sent') await deleteEntry(entry.id);
  }
}
