/**
 * Searches saved on this device: the exact criteria of the results page,
 * a name, and when the person last opened it, so the list can say how many listings are new
 * since, on the device (local-list.ts).
 */
import type { SearchCriteria } from '../lib/search-criteria.ts';
import { localList } from './local-list.ts';
import { SAVED_SEARCHES_KEY } from './saved-searches-key.ts';
import { randomId } from '../lib/random-id.ts';

export interface SavedSearch {
  id: string;
  name: string;
  criteria: Omit<SearchCriteria, 'Page'>;
  savedAt: number;
  lastOpenedAt: number;
}

export const SAVED_SEARCH_LIMIT = 20;
const list = localList<SavedSearch>(SAVED_SEARCHES_KEY);
const read = list.read;
const write = list.write;

export function useSavedSearches(): SavedSearch[] {
  return list.use();
}

/** Saves the criteria under a name, newest first; the oldest gives way past the limit. */
export function saveSearch(name: string, criteria: SearchCriteria, now = Date.now()): SavedSearch {
  const { Page: _page, ...rest } = criteria;
  const id = randomId();
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
