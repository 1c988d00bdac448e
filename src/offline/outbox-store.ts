/**
 * The outbox's storage: one IndexedDB database of its own (idb-keyval's store), entries by id.
 * Photos stay Blobs inside the entries: IndexedDB keeps them natively, without base64's third more.
 * Every change is announced in this tab and, through a BroadcastChannel, in the others and to the
 * pages when the service worker made it. No DOM-only API here: the service worker uses this module.
 */
import { createStore, del, get, set, values, type UseStore } from 'idb-keyval';
import { isExpiredSent, type OutboxEntry } from './outbox-logic.ts';

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

/** Sent entries older than SENT_KEEP_MS leave the list. */
export async function purgeExpiredSent(now: number): Promise<void> {
  for (const entry of await readEntries()) {
    if (isExpiredSent(entry, now)) await deleteEntry(entry.id);
  }
}
