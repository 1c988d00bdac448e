/**
 * The signed-in user, kept in localStorage under `currentUser` (docs/product.md, section 4). Everything that
 * needs it reads through here so the header, the API client and guards agree, across tabs too.
 */
import { useSyncExternalStore } from 'react';
import type { CurrentUser } from '../contract/types.ts';

const STORAGE_KEY = 'currentUser';
const listeners = new Set<() => void>();

let cachedRaw: string | null = null;
let cachedUser: CurrentUser | null = null;

function readRaw(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be blocked (private modes, policies): behave as signed out.
    return null;
  }
}

function parse(raw: string | null): CurrentUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && typeof (value as CurrentUser).FirstName === 'string') {
      return value as CurrentUser;
    }
  } catch {
    // A damaged record is treated as no session rather than breaking every page.
  }
  return null;
}

export function getCurrentUser(): CurrentUser | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parse(raw);
  }
  return cachedUser;
}

function emit(): void {
  for (const listener of listeners) listener();
}

/**
 * The account whose session ended without a logout (the server answered 401: expired, or revoked
 * elsewhere). Its outbox entries still wait for it, so the outbox lists them with "Log in to send"
 * rather than hiding them as it does after a logout, when the next person may be someone else.
 */
const LAPSED_KEY = 'lapsedUser';

function removeLapsed(): void {
  try {
    localStorage.removeItem(LAPSED_KEY);
  } catch {
    // Blocked storage: there is no record to remove either.
  }
}

export function setCurrentUser(user: CurrentUser): void {
  try {
    removeLapsed();
    localStorage.setItem(STORAGE_KEY, JSON.stringify(user));
  } finally {
    emit();
  }
}

/** A logout: the person has left, and nothing of theirs stays in view. */
export function clearCurrentUser(): void {
  try {
    removeLapsed();
    localStorage.removeItem(STORAGE_KEY);
  } finally {
    emit();
  }
}

/** The session ended on the server (a 401 with its bearer): signed out, but its outbox still shows. */
export function expireCurrentUser(): void {
  const userName = getCurrentUser()?.UserName ?? null;
  try {
    if (userName) localStorage.setItem(LAPSED_KEY, userName);
    localStorage.removeItem(STORAGE_KEY);
  } finally {
    emit();
  }
}

/** The user name of the account whose session lapsed on this device, while nobody has signed in since. */
export function getLapsedUserName(): string | null {
  if (getCurrentUser()) return null;
  try {
    return localStorage.getItem(LAPSED_KEY);
  } catch {
    return null;
  }
}

export function getAuthToken(): string | null {
  return getCurrentUser()?.AuthWebToken ?? null;
}

export function subscribeCurrentUser(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === LAPSED_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Re-renders when the user signs in or out, in this tab or another. */
export function useCurrentUser(): CurrentUser | null {
  return useSyncExternalStore(subscribeCurrentUser, getCurrentUser, () => null);
}

/** Re-renders when a session lapses or someone signs in, in this tab or another. */
export function useLapsedUserName(): string | null {
  return useSyncExternalStore(subscribeCurrentUser, getLapsedUserName, () => null);
}
