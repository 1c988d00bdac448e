/**
 * Favourites (issue 13, item 1), kept on the device first: a heart works with no account and no
 * connection, and the list reads offline with its cards. For a signed-in person each tap also goes
 * to the server through the outbox (saving is idempotent, so a resend is harmless); at login the
 * device's favourites are joined to the account's, and the account's list (from every device) is
 * brought back here, with what became of each listing since.
 */
import { clear, createStore, del, entries, set, setMany, type UseStore } from 'idb-keyval';
import { fetchFavourites, mergeFavourites, setFavourite } from '../api/favourites.ts';
import { getAuthToken, getCurrentUser, subscribeCurrentUser } from '../api/session.ts';
import type { FavouriteItem, ListingCard } from '../contract/types.ts';
import { sendOrQueue } from './outbox.ts';
import { readEntries } from './outbox-store.ts';
import { noteSaved } from './install-prompt.ts';

let store: UseStore | undefined;
const db = (): UseStore => (store ??= createStore('basera-favourites', 'favourites'));

const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

function changed(): void {
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

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Saves or forgets at once on the device; for a signed-in person the server follows (now or from the outbox). */
export async function toggleFavourite(item: FavouriteItem, saved: boolean): Promise<void> {
  if (saved) await set(item.PropertyId, item, db());
  else await del(item.PropertyId, db());
  changed();
  if (saved) noteSaved();
  if (!getAuthToken()) return;
  const key = newKey();
  await sendOrQueue({
    request: { kind: 'favourite', propertyId: item.PropertyId, saved, title: item.Title },
    idempotencyKey: key,
    needsLogin: true,
    silent: true,
    send: () => setFavourite(item.PropertyId, saved, key),
  }).catch(() => undefined); // refused (e.g. the listing is gone): the device keeps what the person chose
}

/**
 * The account's favourites brought to the device, with the taps still waiting in the outbox laid over
 * them (a heart tapped offline must not come back from the server's older list). At login
 * ('join') the device's own favourites are added to the account first: a union, so sending them
 * twice changes nothing. Later ('refresh') the account is the truth, so a heart taken away on
 * another phone goes here too.
 */
export async function syncFavourites(mode: 'join' | 'refresh' = 'refresh'): Promise<void> {
  if (!getAuthToken() || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
  const local = await readFavourites();
  const account = mode === 'join' && local.length
    ? await mergeFavourites(local.map((f) => ({ PropertyId: f.PropertyId, SavedPrice: f.SavedPrice })))
    : await fetchFavourites();
  const merged = new Map(account.map((f) => [f.PropertyId, f]));
  const me = getCurrentUser()?.UserName ?? null;
  const waiting = (await readEntries())
    .filter((e) => e.request.kind === 'favourite' && e.state !== 'sent' && (e.owner ?? null) === me)
    .sort((a, b) => a.createdAt - b.createdAt);
  for (const entry of waiting) {
    if (entry.request.kind !== 'favourite') continue;
    const { propertyId, saved } = entry.request;
    if (!saved) merged.delete(propertyId);
    else if (!merged.has(propertyId)) {
      const kept = local.find((f) => f.PropertyId === propertyId);
      if (kept) merged.set(propertyId, kept);
    }
  }
  await clear(db());
  await setMany([...merged.values()].map((f) => [f.PropertyId, f]), db());
  changed();
}

let started = false;

/** Joins the device's favourites to an account when someone signs in, and refreshes them at start. */
export function startFavouritesSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  let signedIn = Boolean(getAuthToken());
  const run = (mode: 'join' | 'refresh' = 'refresh') => void syncFavourites(mode).catch(() => undefined);
  if (signedIn) run();
  subscribeCurrentUser(() => {
    const now = Boolean(getAuthToken());
    if (now && !signedIn) run('join');
    // Logging out leaves no one's favourites on a shared phone; they are kept in the account.
    if (!now && signedIn) void clear(db()).then(changed);
    signedIn = now;
  });
  window.addEventListener('online', () => run());
}
