/**
 * What the app knows of the server's release: the `X-App-Version` and
 * `X-Min-Client-Version` of the last API answer, and whether this app has been found too old for
 * it. Small, as every page's first load carries it; the answer schemas load only when checked.
 */
import { useSyncExternalStore } from 'react';
import { APP_VERSION_HEADER, MIN_CLIENT_VERSION_HEADER, isAppOutdated } from '../contract/app-version.ts';

/** This build's release (vite `define`); 'dev' in tests without the define. */
export const OWN_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

const server: { version: string | null; minClient: string | null } = { version: null, minClient: null };
let outdated = false;
const listeners = new Set<() => void>();

function judge(unreadable: boolean): void {
  if (outdated || OWN_VERSION === 'dev' || !isAppOutdated(OWN_VERSION, server, unreadable)) return;
  outdated = true;
  for (const listener of listeners) listener();
}

/** Called with every API answer's headers. A copy the worker kept keeps its own, older, headers. */
export function noteServerHeaders(headers: Headers): void {
  const version = headers.get(APP_VERSION_HEADER);
  if (version === null) return;
  server.version = version;
  server.minClient = headers.get(MIN_CLIENT_VERSION_HEADER);
  judge(false);
}

/** Whether the last answer came from this app's own release (or said nothing of its release). */
export function isOwnRelease(): boolean {
  return server.version === null || server.version === OWN_VERSION;
}

/** An answer did not have the shape this app reads: too old if the server is newer. */
export function noteUnreadableAnswer(): boolean {
  judge(true);
  return outdated;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAppOutdated(): boolean {
  return useSyncExternalStore(subscribe, () => outdated, () => false);
}
