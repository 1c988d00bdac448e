/**
 * The outbox's storage: one IndexedDB database of its own (idb-keyval's store), entries by id.
 * Photos stay Blobs inside the entries: IndexedDB keeps them natively, without base64's third more.
 * Every change is announced in this tab and, through a BroadcastChannel, in the others and to the
 * pages when the service worker made it. No DOM-only API here: the service worker uses this module.
 */
import { createStore, del, get, promisifyRequest, set, values, type UseStore } from 'idb-keyval';
import { isExpiredSent, type OutboxEntry } from './logic.ts';

let store: UseStore | null = null;
// Opened on first use: importing the module (e.g. for the badge) must not touch IndexedDB yet.
const db = (): UseStore => (store ??= createStore('basera-outbox', 'entries'));

const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

function ensureChannel(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel('basera-outbox');
  channel.onmessage = () => {
    for (const listener of listeners) listener();
  };
}

function announce(): void {
  for (const listener of listeners) listener();
  ensureChannel();
  channel?.postMessage('changed');
}

export function subscribeOutbox(listener: () => void): () => void {
  ensureChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function readEntries(): Promise<OutboxEntry[]> {
  return values<OutboxEntry>(db());
}

export async function readEntry(id: string): Promise<OutboxEntry | undefined> {
  return get<OutboxEntry>(id, db());
}

export async function writeEntry(entry: OutboxEntry): Promise<void> {
  await set(entry.id, entry, db());
  announce();
}

export async function deleteEntry(id: string): Promise<void> {
  await del(id, db());
  announce();
}

/**
 * Reads and changes one entry in a single IndexedDB transaction, so that two senders, or a sender
 * and the outbox page's buttons, cannot interleave between the check and the write. `change` gets
 * the entry (undefined when there is none) and returns its new value, null to delete it, or
 * undefined to leave it. Resolves to whether it changed and the entry as it now is.
 */
export async function changeEntry(
  id: string,
  change: (current: OutboxEntry | undefined) => OutboxEntry | null | undefined,
): Promise<{ changed: boolean; entry: OutboxEntry | undefined }> {
  const result = await db()('readwrite', async (objects) => {
    const current = await promisifyRequest<OutboxEntry | undefined>(objects.get(id));
    const next = change(current);
    if (next === null) objects.delete(id);
    else if (next !== undefined) objects.put(next, id);
    await promisifyRequest(objects.transaction);
    return next === undefined ? { changed: false, entry: current } : { changed: true, entry: next ?? undefined };
  });
  if (result.changed) announce();
  return result;
}

/** Sent entries older than SENT_KEEP_MS leave the list. */
export async function purgeExpiredSent(now: number): Promise<void> {
  for (const entry of await readEntries()) {
    if (isExpiredSent(entry, now)) await deleteEntry(entry.id);
  }
}
