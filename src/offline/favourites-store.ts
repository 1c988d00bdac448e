/**
 * The device's favourites: IndexedDB, readable offline, with change notices for
 * this tab and others. Small on purpose, since every listing card uses it; saving to the account
 * lives in favourites.ts, loaded when a heart is tapped or someone signs in.
 */
import { clear, createStore, del, entries, set, setMany, type UseStore } from 'idb-keyval';
import type { FavouriteItem, ListingCard } from '../contract/types.ts';

let store: UseStore | undefined;
export const db = (): UseStore => (store ??= createStore('basera-favourites', 'favourites'));

const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

export function changed(): void {
  for (const listener of listeners) listener();
  channel?.postMessage('changed');
}

/** Called when favourites change here or in another tab. */
export function subscribeFavourites(listener: () => void): () => void {
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel('basera-favourites');
    channel.onmessage = () => { for (const l of listeners) l(); };
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Newest first. */
export async function readFavourites(): Promise<FavouriteItem[]> {
  const all = (await entries<number, FavouriteItem>(db())).map(([, item]) => item);
  return all.sort((a, b) => b.SavedAt.localeCompare(a.SavedAt));
}

/** What a card knows is enough to show the favourite offline. */
export function favouriteFromCard(
  card: Pick<ListingCard, 'PropertyId' | 'PropertyUrl' | 'Title' | 'Purpose' | 'Type' | 'Price' | 'PriceInWords' | 'Area' | 'AreaUnit' | 'Location' | 'City'>,
  imageRef: string,
): FavouriteItem {
  return {
    PropertyId: card.PropertyId,
    PropertyUrl: card.PropertyUrl,
    Title: card.Title,
    Purpose: card.Purpose,
    Type: card.Type,
    Price: card.Price,
    PriceInWords: card.PriceInWords,
    SavedPrice: card.Price,
    Area: card.Area,
    AreaUnit: card.AreaUnit,
    Location: card.Location,
    City: card.City,
    ImageUrl: imageRef,
    Status: 'Active',
    SavedAt: new Date().toISOString(),
  };
}

/** Keeps or forgets one favourite on this device. */
export async function keepFavourite(item: FavouriteItem, saved: boolean): Promise<void> {
  if (saved) await set(item.PropertyId, item, db());
  else await del(item.PropertyId, db());
  changed();
}

/** Replaces the device's favourites (with the account's). */
export async function replaceFavourites(items: FavouriteItem[]): Promise<void> {
  await clear(db());
  await setMany(items.map((f) => [f.PropertyId, f]), db());
  changed();
}

export async function clearFavourites(): Promise<void> {
  await clear(db());
  changed();
}
