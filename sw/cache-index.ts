/**
 * The runtime caches' index (sw/cache-lru.ts): per kept answer its cache, address, size and last
 * use, in an IndexedDB store of its own. The Cache API can tell none of these without reading
 * every body.
 */
import { createStore, delMany, getMany, setMany, values } from 'idb-keyval';

export interface IndexEntry {
  cache: string;
  url: string;
  bytes: number;
  usedAt: number;
}

export interface KeptIndex {
  keyOf(cache: string, url: string): string;
  all(): Promise<IndexEntry[]>;
  put(...entries: IndexEntry[]): Promise<void>;
  /** Moves the last use of entries already indexed; unknown keys are left alone. */
  touch(uses: ReadonlyMap<string, number>): Promise<void>;
  remove(entries: readonly Pick<IndexEntry, 'cache' | 'url'>[]): Promise<void>;
}

export function createIndex(): KeptIndex {
  const store = createStore('basera-cache-lru', 'entries');
  const keyOf = (cache: string, url: string) => `${cache} ${url}`;
  return {
    keyOf,
    all: () => values<IndexEntry>(store),
    put: (...entries) => setMany(entries.map((entry) => [keyOf(entry.cache, entry.url), entry]), store),
    touch: async (uses) => {
      if (uses.size === 0) return;
      const keys = [...uses.keys()];
      const found = await getMany<IndexEntry | undefined>(keys, store);
      const updated: [string, IndexEntry][] = [];
      found.forEach((entry, i) => {
        const key = keys[i];
        if (entry && key !== undefined) updated.push([key, { ...entry, usedAt: Math.max(entry.usedAt, uses.get(key) ?? 0) }]);
      });
      if (updated.length > 0) await setMany(updated, store);
    },
    remove: (entries) => delMany(entries.map((entry) => keyOf(entry.cache, entry.url)), store),
  };
}
