/**
 * The TanStack Query cache, kept in IndexedDB so listings, searches, details, reference data and the
 * user's own lists survive a reload and show offline. The service worker cannot cache search (a POST),
 * and a first visit's answers arrive before it controls the page (TOOLCHAIN traps 6 and 12), so this
 * layer is what makes "offline, showing saved data" work everywhere.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';
import { subscribeCurrentUser, getCurrentUser } from '../api/session.ts';
import { PERSIST_MAX_AGE_MS, isPerUserKey, shouldPersistKey } from './persist-policy.ts';

const STORAGE_KEY = 'query-cache';
/**
 * Writes are batched (a page load settles a dozen queries at once) but soon after: someone who opens
 * a result a moment after the list arrived, with a full page load, should still find the list offline.
 */
const SAVE_DELAY_MS = 300;
/** Search pages are many and each is a full page of cards: keep the most recent ones only. */
const MAX_PERSISTED_SEARCHES = 20;

// A store of its own: the other offline data (recently viewed, outbox) never shares its lifecycle.
const store = typeof indexedDB === 'undefined' ? undefined : createStore('basera-query-cache', 'keyval');

const persister: Persister = {
  persistClient: async (client: PersistedClient) => {
    if (store) await set(STORAGE_KEY, client, store);
  },
  restoreClient: async () => (store ? get<PersistedClient>(STORAGE_KEY, store) : undefined),
  removeClient: async () => {
    if (store) await del(STORAGE_KEY, store);
  },
};

/** The build's version (vite `define`): a new release starts from an empty persisted cache. */
const buster = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

function recentSearchHashes(queryClient: QueryClient): Set<string> {
  const searches = queryClient
    .getQueryCache()
    .findAll({ queryKey: ['listings', 'search'], type: 'all' })
    .filter((query) => query.state.data !== undefined)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, MAX_PERSISTED_SEARCHES);
  return new Set(searches.map((query) => query.queryHash));
}

function saveOptions(queryClient: QueryClient) {
  const signedIn = getCurrentUser() !== null;
  const searches = recentSearchHashes(queryClient);
  return {
    queryClient,
    persister,
    buster,
    dehydrateOptions: {
      shouldDehydrateQuery: (query: Query) => {
        // Kept whenever it has data: a refresh that failed once (offline, an outage) leaves the last
        // good answer on screen, and it must still be there next time (issue 19, item 4).
        if (query.state.data === undefined) return false;
        if (!shouldPersistKey(query.queryKey, signedIn)) return false;
        const [root, kind] = query.queryKey;
        if (root === 'listings' && kind === 'search') return searches.has(query.queryHash);
        return true;
      },
      // Writes made offline belong to the outbox, which stores them itself.
      shouldDehydrateMutation: () => false,
    },
  };
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
    await persistQueryClientRestore({ queryClient, persister, buster, maxAge: PERSIST_MAX_AGE_MS });
  } catch {
    // A damaged or unreadable copy is dropped by the restore itself; start from the network.
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  const saveNow = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    void persistQueryClientSave(saveOptions(queryClient)).catch(() => {
      // Quota or a closed database: the next change tries again.
    });
  };
  const scheduleSave = () => {
    timer ??= setTimeout(saveNow, SAVE_DELAY_MS);
  };

  // What is in the cache already (a server-rendered first visit's answers, hydrated before this
  // started) is saved too: those events came before this listener (issue 19, item 4).
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
