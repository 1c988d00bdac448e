/**
 * The area preference on this device. It lives in a cookie rather than localStorage because the
 * server must read it too: a server-rendered page is drawn in the visitor's unit from the first byte,
 * so the app's render over it (src/main.tsx) shows the same figures and nothing flashes. The cookie
 * is also there offline and on a first visit to any page (the default until someone chooses).
 */
import { areaPreferenceFromCookies, type AreaPreference } from '../contract/area.ts';

/** Set only while the server renders a page, from the request's cookie. */
let serverPreference: AreaPreference | null = null;
let cached: { text: string; value: AreaPreference } | null = null;
const listeners = new Set<() => void>();

/** Runs a synchronous server render in the visitor's unit; a browser reads its own cookie. */
export function withAreaPreference<T>(preference: AreaPreference, render: () => T): T {
  serverPreference = preference;
  try {
    return render();
  } finally {
    serverPreference = null;
  }
}

function cookieText(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

/** The same object while the cookie is unchanged, as useSyncExternalStore needs. */
export function currentAreaPreference(): AreaPreference {
  if (serverPreference) return serverPreference;
  const text = cookieText();
  if (cached?.text !== text) cached = { text, value: areaPreferenceFromCookies(text) };
  return cached.value;
}

export function subscribeAreaPreference(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the pages the cookie changed (src/lib/area-preference-write.ts writes it). */
export function areaPreferenceChanged(): void {
  for (const listener of listeners) listener();
}
