/**
 * The listings picked for comparing (issue 13, item 6): at most four, kept on the device with what
 * the table needs, so /compare works offline. localStorage: a few hundred bytes, read synchronously.
 */
import { useSyncExternalStore } from 'react';
import { toggleCompare } from '../lib/compare-pick.ts';
import type { CompareItem } from '../lib/compare.ts';

const KEY = 'basera-compare';
const listeners = new Set<() => void>();
let cached: CompareItem[] | null = null;
const EMPTY: CompareItem[] = [];

function read(): CompareItem[] {
  if (cached) return cached;
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    cached = Array.isArray(parsed) ? (parsed as CompareItem[]) : [];
  } catch {
    cached = [];
  }
  return cached;
}

function write(list: CompareItem[]): void {
  cached = list;
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Full or private storage: the pick lasts this page's life.
  }
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) {
      cached = null;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useCompareList(): CompareItem[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}

export function toggleCompared(item: CompareItem): void {
  write(toggleCompare(read(), item));
}

export function clearCompared(): void {
  write([]);
}
