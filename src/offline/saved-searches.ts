/**
 * Searches saved on this device (issue 13, item 2, first part): the exact criteria of the results
 * page, a name, and when the person last opened it, so the list can say how many listings are new
 * since. localStorage: a few searches of a few hundred bytes, read synchronously, offline.
 */
import { useSyncExternalStore } from 'react';
import type { SearchCriteria } from '../lib/search-criteria.ts';

export interface SavedSearch {
  id: string;
  name: string;
  criteria: Omit<SearchCriteria, 'Page'>;
  savedAt: number;
  lastOpenedAt: number;
}

const KEY = 'basera-saved-searches';
export const SAVED_SEARCH_LIMIT = 20;
const listeners = new Set<() => void>();
let cached: SavedSearch[] | null = null;
const EMPTY: SavedSearch[] = [];

function read(): SavedSearch[] {
  if (cached) return cached;
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    cached = Array.isArray(parsed) ? (parsed as SavedSearch[]) : [];
  } catch {
    cached = [];
  }
  return cached;
}

function write(list: SavedSearch[]): void {
  cached = list;
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Full or private storage: kept for this page's life.
  }
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) {
      cached = null;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSavedSearches(): SavedSearch[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}

/** Saves the criteria under a name, newest first; the oldest gives way past the limit. */
export function saveSearch(name: string, criteria: SearchCriteria, now = Date.now()): SavedSearch {
  const { Page: _page, ...rest } = criteria;
  const id = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : String(now);
  const saved: SavedSearch = { id, name: name.trim(), criteria: rest, savedAt: now, lastOpenedAt: now };
  write([saved, ...read()].slice(0, SAVED_SEARCH_LIMIT));
  return saved;
}

export function removeSavedSearch(id: string): void {
  write(read().filter((s) => s.id !== id));
}

/** Opening a saved search resets its "new since" count. */
export function markSearchOpened(id: string, now = Date.now()): void {
  write(read().map((s) => (s.id === id ? { ...s, lastOpenedAt: now } : s)));
}

/** Listings of a newest-first page published after the last visit ("10+" when the whole page is new). */
export function newSince(items: ReadonlyArray<{ PublishDate: string }>, since: number, pageSize: number): string | null {
  const fresh = items.filter((i) => Date.parse(i.PublishDate) > since).length;
  if (!fresh) return null;
  return fresh >= pageSize ? `${pageSize}+` : String(fresh);
}
