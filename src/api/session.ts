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

export function setCurrentUser(user: CurrentUser): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(user));
  } finally {
    emit();
  }
}

export function clearCurrentUser(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } finally {
    emit();
  }
}

export function getAuthToken(): string | null {
  return getCurrentUser()?.AuthWebToken ?? null;
}

export function subscribeCurrentUser(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
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
