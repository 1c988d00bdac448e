/**
 * Favourites, kept on the device first: a heart works with no account and no
 * connection, and the list reads offline with its cards. For a signed-in person each tap also goes
 * to the server through the outbox (saving is idempotent, so a resend is harmless); at login the
 * device's favourites are joined to the account's, and the account's list (from every device) is
 * brought back here, with what became of each listing since.
 */
import { fetchFavourites, mergeFavourites } from '../api/favourites.ts';
import { getAuthToken, getCurrentUser, subscribeCurrentUser } from '../api/session.ts';
import type { FavouriteItem } from '../contract/types.ts';
import { sendOrQueue } from './outbox/queue.ts';
import { readEntries } from './outbox/store.ts';
import { clearFavourites, keepFavourite, readFavourites, replaceFavourites } from './favourites-store.ts';
import { randomId } from '../lib/random-id.ts';
import { withModule } from '../lib/lazy-load.ts';

const newKey = randomId;

/** Saves or forgets at once on the device; for a signed-in person the server follows (now or from the outbox). */
export async function toggleFavourite(item: FavouriteItem, saved: boolean): Promise<void> {
  await keepFavourite(item, saved);
  if (saved) withModule(() => import('./install-moment.ts'), (m) => m.noteSaved());
  if (!getAuthToken()) return;
  if (saved) withModule(() => import('./push.ts'), (m) => m.offerPushForFavourites());
  const key = newKey();
  await sendOrQueue({
    request: { kind: 'favourite', propertyId: item.PropertyId, saved, title: item.Title },
    idempotencyKey: key,
    needsLogin: true,
    silent: true,
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
  await replaceFavourites([...merged.values()]);
}

let started = false;

/** Joins the device's favourites to an account when someone signs in, and refreshes them at start. */
export function startFavouritesSync(justSignedIn = false): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  let signedIn = Boolean(getAuthToken());
  const run = (mode: 'join' | 'refresh' = 'refresh') => void syncFavourites(mode).catch(() => undefined);
  if (signedIn) run(justSignedIn ? 'join' : 'refresh');
  subscribeCurrentUser(() => {
    const now = Boolean(getAuthToken());
    if (now && !signedIn) run('join');
    // Logging out leaves no one's favourites on a shared phone; they are kept in the account.
    if (!now && signedIn) void clearFavourites();
    signedIn = now;
  });
  window.addEventListener('online', () => run());
}
