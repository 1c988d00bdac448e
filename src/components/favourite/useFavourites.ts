import { useSyncExternalStore } from 'react';
import type { FavouriteItem } from '../../contract/types.ts';
import { readFavourites, subscribeFavourites } from '../../offline/favourites-store.ts';

/**
 * The device's favourites for React: read once, then kept current from the store (this tab's taps,
 * other tabs, a sync with the account). null until the first read; on the server, always null.
 */
let snapshot: FavouriteItem[] | null = null;
let ids: ReadonlySet<number> = new Set();
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function reload(): Promise<void> {
  loading = readFavourites()
    .then((items) => {
      snapshot = items;
      ids = new Set(items.map((f) => f.PropertyId));
    })
    .catch(() => {
      snapshot = snapshot ?? [];
    })
    .finally(() => {
      for (const l of listeners) l();
    });
  return loading;
}

let subscribed = false;
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!subscribed) {
    subscribed = true;
    subscribeFavourites(() => void reload());
  }
  if (!loading) void reload();
  return () => listeners.delete(listener);
}

export function useFavourites(): FavouriteItem[] | null {
  return useSyncExternalStore(subscribe, () => snapshot, () => null);
}

export function useFavouriteIds(): ReadonlySet<number> {
  return useSyncExternalStore(subscribe, () => ids, () => ids);
}
