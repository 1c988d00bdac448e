/**
 * The TanStack Query cache, kept in IndexedDB so listings, searches, details, reference data and the
 * user's own lists survive a reload and show offline. The service worker keeps no searches (sw/matchers.ts:
 * one copy, the most recent few, is kept here by their criteria), and a first visit's answers arrive before it controls the page (docs/traps.md, traps 6 and 12), so this
 * layer is what makes "offline, showing saved data" work everywhere.
 */
import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { createStore, del, delMany, entries, get, set, setMany } from 'idb-keyval';
import { subscribeCurrentUser, getCurrentUser } from '../api/session.ts';
import { PERSIST_MAX_AGE_MS } from '../api/query-client.ts';
import { isPerUserKey, shouldPersistKey } from './persist-policy.ts';
import { changedQueries, pack, stampOf, unpack, type DehydratedQuery } from './query-packing.ts';
import { withRoom } from './storage-room.ts';
import { listingKeys, referenceKeys } from '../api/query-keys.ts';

/** The whole client as one value, as releases up to 0.2.1 wrote it: read once, then deleted. */
const LEGACY_KEY = 'query-cache';
/** Which release wrote the entries (the buster) and when. */
const META_KEY = 'meta';
/** One entry per query (query-packing.ts). */
const QUERY_PREFIX = 'q ';
/**
 * Writes are batched (a page load settles a dozen queries at once) but soon after: someone who opens
 * a result a moment after the list arrived, with a full page load, should still find the list offline.
 */
const SAVE_DELAY_MS = 300;
/** Search pages are many and each is a full page of cards: keep the most recent ones only. */
const MAX_PERSISTED_SEARCHES = 20;

// A store of its own: the other offline data (recently viewed, outbox) never shares its lifecycle.
const store = typeof indexedDB === 'undefined' ? undefined : createStore('basera-query-cache', 'keyval');

interface Meta {
  buster: string;
}

/** The build's version (vite `define`): a new release starts from an empty persisted cache. */
const buster = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

/** Hash → stamp of what is on the device now, so a save writes only what changed. */
const saved = new Map<string, string>();

function recentSearchHashes(queryClient: QueryClient): Set<string> {
  const searches = queryClient
    .getQueryCache()
    .findAll({ queryKey: listingKeys.searches(), type: 'all' })
    .filter((query) => query.state.data !== undefined)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, MAX_PERSISTED_SEARCHES);
  return new Set(searches.map((query) => query.queryHash));
}

function queriesToKeep(queryClient: QueryClient): DehydratedQuery[] {
  const signedIn = getCurrentUser() !== null;
  const searches = recentSearchHashes(queryClient);
  return dehydrate(queryClient, {
    shouldDehydrateQuery: (query: Query) => {
      // Kept whenever it has data: a refresh that failed once (offline, an outage) leaves the last
      // good answer on screen, and it must still be there next time.
      if (query.state.data === undefined) return false;
      if (!shouldPersistKey(query.queryKey, signedIn)) return false;
      const [root, kind] = query.queryKey;
      if (root === 'listings' && kind === 'search') return searches.has(query.queryHash);
      return true;
    },
    // Writes made offline belong to the outbox, which stores them itself.
    shouldDehydrateMutation: () => false,
  }).queries;
}

async function save(queryClient: QueryClient): Promise<void> {
  if (!store) return;
  const { write, remove } = changedQueries(saved, queriesToKeep(queryClient));
  if (write.length === 0 && remove.length === 0) return;
  const packed = await Promise.all(write.map(async (query) => [QUERY_PREFIX + query.queryHash, await pack(query)] as [string, unknown]));
  // Refused for quota, the worker trims its caches and the write goes again.
  if (packed.length > 0) await withRoom(() => setMany(packed, store));
  if (remove.length > 0) await delMany(remove.map((hash) => QUERY_PREFIX + hash), store);
  for (const query of write) saved.set(query.queryHash, stampOf(query));
  for (const hash of remove) saved.delete(hash);
}

/** Reads what an earlier visit kept; drops what another release or more than a week ago wrote. */
async function restore(queryClient: QueryClient): Promise<void> {
  if (!store) return;
  const legacy = await get<{ clientState?: { queries?: DehydratedQuery[] }; buster?: string; timestamp?: number }>(LEGACY_KEY, store);
  const all = await entries<string, unknown>(store);
  const meta = all.find(([key]) => key === META_KEY)?.[1] as Meta | undefined;
  const stale = all.filter(([key]) => key.startsWith(QUERY_PREFIX)).map(([key]) => key);
  const oldest = Date.now() - PERSIST_MAX_AGE_MS;
  let queries: DehydratedQuery[] = [];
  if (meta?.buster === buster) {
    const unpacked = await Promise.all(all.filter(([key]) => key.startsWith(QUERY_PREFIX)).map(([, value]) => unpack(value)));
    queries = unpacked.filter((query): query is DehydratedQuery => !!query && query.state.dataUpdatedAt >= oldest);
  } else {
    if (stale.length > 0) await delMany(stale, store);
    if (legacy?.buster === buster && (legacy.timestamp ?? 0) >= oldest) queries = legacy.clientState?.queries ?? [];
    await set(META_KEY, { buster } satisfies Meta, store);
  }
  if (legacy) await del(LEGACY_KEY, store);
  // What was read and kept counts as saved; what was too old is deleted at the next save.
  for (const query of queries) saved.set(query.queryHash, stampOf(query));
  if (meta?.buster === buster) {
    for (const key of stale) if (!saved.has(key.slice(QUERY_PREFIX.length))) saved.set(key.slice(QUERY_PREFIX.length), 'expired');
  }
  // A legacy copy's queries are written in the new form by the first save.
  if (legacy) saved.clear();
  hydrate(queryClient, { queries, mutations: [] });
  // A copy from an earlier page load is shown at once and asked for again: a change made just before
  // the reload (a renewal, an edit) may not have reached the copy, and a 60-second staleTime would
  // otherwise trust it. Answers the server rendered into this page are newer and win the hydrate;
  // reference data changes only with a deploy and is trusted as it is.
  for (const restored of queries) {
    if (restored.queryKey[0] === referenceKeys.all[0]) continue;
    const query = queryClient.getQueryCache().find({ queryKey: restored.queryKey, exact: true });
    if (query && query.state.dataUpdatedAt === restored.state.dataUpdatedAt) query.invalidate();
  }
}

let started = false;

/**
 * Restores the saved cache into the client, then keeps it saved. Resolves once restored (or when
 * there was nothing to restore or IndexedDB failed: the app works without it).
 */
export async function startQueryPersistence(queryClient: QueryClient): Promise<void> {
  if (started || !store) return;
  started = true;

  try {
    await restore(queryClient);
  } catch {
    // A damaged or unreadable copy is dropped by the restore itself; start from the network.
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  // One save at a time, so `saved` always describes what the device holds.
  let saving: Promise<void> = Promise.resolve();
  const saveNow = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    saving = saving.then(() => save(queryClient)).catch(() => {
      // Quota or a closed database: the next change tries again.
    });
  };
  const scheduleSave = () => {
    timer ??= setTimeout(saveNow, SAVE_DELAY_MS);
  };

  // What is in the cache already (a server-rendered first visit's answers, hydrated before this
  // started) is saved too: those events came before this listener.
  scheduleSave();
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'removed' || (event.type === 'updated' && event.action.type === 'success')) {
      scheduleSave();
    }
  });

  // A phone may kill a backgrounded tab without warning: save what is pending when it is hidden.
  const flush = () => {
    if (timer) saveNow();
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);

  // Signing out (or another person signing in) must not leave one user's lists on the device.
  let userName = getCurrentUser()?.UserName ?? null;
  subscribeCurrentUser(() => {
    const next = getCurrentUser()?.UserName ?? null;
    if (next === userName) return;
    userName = next;
    queryClient.removeQueries({ predicate: (query) => isPerUserKey(query.queryKey) });
    // At once, not after the batching delay: the tab may close right after "Log out".
    saveNow();
  });
}
