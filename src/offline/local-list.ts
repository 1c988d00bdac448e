/**
 * A short list kept in localStorage for React: read synchronously (so it works offline and on the
 * first render), shared by this tab's components and kept in step with other tabs. Compare picks and
 * device-saved searches use it; a few hundred bytes each, so localStorage rather than IndexedDB.
 */
import { useSyncExternalStore } from 'react';

export interface LocalList<T> {
  read(): T[];
  write(list: T[]): void;
  use(): T[];
}

export function localList<T>(key: string): LocalList<T> {
  const listeners = new Set<() => void>();
  const empty: T[] = [];
  let cached: T[] | null = null;

  const read = (): T[] => {
    if (cached) return cached;
    try {
      const parsed = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown;
      cached = Array.isArray(parsed) ? (parsed as T[]) : [];
    } catch {
      cached = [];
    }
    return cached;
  };

  const write = (list: T[]): void => {
    cached = list;
    try {
      localStorage.setItem(key, JSON.stringify(list));
    } catch {
      // Full or private storage: the list lasts this page's life.
    }
    for (const l of listeners) l();
  };

  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) {
        cached = null;
        listener();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  return { read, write, use: () => useSyncExternalStore(subscribe, read, () => empty) };
}
