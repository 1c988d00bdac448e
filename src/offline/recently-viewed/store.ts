/**
 * The last properties opened on this device, in IndexedDB (idb-keyval, key 'recently-viewed'), so
 * they can be browsed and opened with no connection at all. Not tied to an account: it is what this
 * device looked at, like a browser's history.
 */
import { useSyncExternalStore } from 'react';
import { del, get, set } from 'idb-keyval';
import type { PropertyDetails } from '../../contract/types.ts';
import { RECENT_STORAGE_KEY, addRecent, coverOf, holdsPhoneNumber, sanitizeRecent, type RecentRecord } from './recent-list.ts';
import { warmListingImages } from './warm-images.ts';
import { withRoom } from '../storage-room.ts';

const STORAGE_KEY = RECENT_STORAGE_KEY;

let records: RecentRecord[] | null = null;
let loading: Promise<RecentRecord[]> | null = null;
/** Writes run one after another so two quick views cannot overwrite each other. */
let writes: Promise<unknown> = Promise.resolve();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function loadRecentlyViewed(): Promise<RecentRecord[]> {
  if (records) return Promise.resolve(records);
  loading ??= get<unknown>(STORAGE_KEY)
    .then((stored) => ({ list: sanitizeRecent(stored), rewrite: holdsPhoneNumber(stored) }))
    .catch(() => ({ list: [] as RecentRecord[], rewrite: false }))
    .then(({ list, rewrite }) => {
      // A copy written with an owner's whole number is written again with the mask.
      if (rewrite && !records) save(list);
      records ??= list;
      emit();
      return records;
    });
  return loading;
}

function save(next: RecentRecord[]): void {
  records = next;
  emit();
  // Refused for quota, the worker trims its caches and the write goes again.
  writes = writes.then(() => withRoom(() => set(STORAGE_KEY, next))).catch(() => {
    // Storage still full or blocked: the list still works for this visit.
  });
}

/**
 * Remembers an opened listing with the details as the server sent them, and (online) fetches its
 * photos at the sizes the cards and the slider show, so the worker's image cache holds them.
 */
export async function recordView(details: PropertyDetails, savedAt: number): Promise<void> {
  const list = await loadRecentlyViewed();
  const record: RecentRecord = { details, cover: coverOf(details), savedAt, viewedAt: Date.now() };
  save(addRecent(list, record));
  warmListingImages(details, record.cover);
}

export async function findRecentlyViewed(propertyUrl: string): Promise<RecentRecord | undefined> {
  const list = await loadRecentlyViewed();
  return list.find((record) => record.details.PropertyUrl === propertyUrl);
}

/** A listing that is gone (sold, removed) leaves the list: it would only open to "not available". */
export async function forgetRecentlyViewed(propertyUrl: string): Promise<void> {
  const list = await loadRecentlyViewed();
  if (list.some((record) => record.details.PropertyUrl === propertyUrl)) {
    save(list.filter((record) => record.details.PropertyUrl !== propertyUrl));
  }
}

export function clearRecentlyViewed(): void {
  records = [];
  emit();
  writes = writes.then(() => del(STORAGE_KEY)).catch(() => undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  void loadRecentlyViewed();
  return () => listeners.delete(listener);
}

/** The list, newest first; null until it has been read from the device. */
export function useRecentlyViewed(): RecentRecord[] | null {
  return useSyncExternalStore(subscribe, () => records, () => null);
}
