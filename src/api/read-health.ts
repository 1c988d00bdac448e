/**
 * Whether reads are reaching the server now. Offline, a refused
 * connection, a stalled link and a 5xx outage all leave the page showing the device's copies under
 * one banner, which names the cause and gives the oldest copy's real age. `client.ts` reports every
 * read here, and what the worker says of the refreshes it makes after answering from its copy; the
 * banner listens.
 */
import type { ReadFailure } from '../lib/timeouts.ts';

interface ReadHealth {
  /** When reads began to fail or to be answered from the device; null while they reach the server. */
  failingSince: number | null;
  /** Why the latest read failed; null while they reach the server. */
  cause: ReadFailure | null;
  /** The device copies shown since then: when each was fetched, and when it was shown. */
  copies: Array<{ savedAt: number; shownAt: number }>;
}

let state: ReadHealth = { failingSince: null, cause: null, copies: [] };
const listeners = new Set<() => void>();

function set(next: ReadHealth): void {
  state = next;
  for (const listener of listeners) listener();
}

export function readHealth(): ReadHealth {
  return state;
}

export function subscribeReadHealth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A read failed on the network, timed out, or the server answered 5xx. */
export function readFailed(cause: ReadFailure, now = Date.now()): void {
  // Copies already on screen (a home section shown first from the worker) stay: they are still shown.
  // The latest cause is the one named: a server that now refuses is no longer a slow link.
  if (state.failingSince === null || state.cause !== cause) set({ failingSince: state.failingSince ?? now, cause, copies: state.copies });
}

/** The oldest of the device copies shown since `since` (this page's), or null. */
export function oldestCopySince(health: ReadHealth, since: number): number | null {
  let oldest: number | null = null;
  for (const copy of health.copies) {
    if (copy.shownAt >= since && (oldest === null || copy.savedAt < oldest)) oldest = copy.savedAt;
  }
  return oldest;
}

/** A read was answered from the device's copy, fetched at `savedAt`, because the network did not (`cause`). */
export function readFromDevice(savedAt: number, cause: ReadFailure, now = Date.now()): void {
  set({ failingSince: state.failingSince ?? now, cause, copies: [...state.copies, { savedAt: Math.min(savedAt, now), shownAt: now }] });
}

/** The copies remembered at most; the oldest shown go first. */
const MAX_COPIES = 50;

/**
 * A copy the worker answers with first by design (the home page's sections), whatever the network
 * does: it is saved data on screen, which the banner dates once reads fail or the device is offline.
 */
export function copyShown(savedAt: number, now = Date.now()): void {
  set({ ...state, copies: [...state.copies, { savedAt: Math.min(savedAt, now), shownAt: now }].slice(-MAX_COPIES) });
}

/** A read came back from the server: whatever was failing works again. */
export function readReachedServer(): void {
  if (state.failingSince !== null) set({ failingSince: null, cause: null, copies: [] });
}
