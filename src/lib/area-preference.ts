/**
 * The area preference on this device. It lives in a cookie rather than localStorage because the
 * server must read it too: a server-rendered page is drawn in the visitor's unit from the first byte,
 * so the app's render over it (src/main.tsx) shows the same figures and nothing flashes. The cookie
 * is also there offline and on a first visit to any page (the default until someone chooses).
 */
import {
  AREA_COOKIE,
  areaPreferenceFromCookies,
  areaPreferenceText,
  type AreaPreference,
} from '../contract/area.ts';

/** A year: a preference is kept until changed, and each change writes it again. */
const COOKIE_SECONDS = 365 * 24 * 60 * 60;

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

export function setDeviceAreaPreference(preference: AreaPreference): void {
  if (typeof document !== 'undefined') {
    const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${AREA_COOKIE}=${encodeURIComponent(areaPreferenceText(preference))}; Path=/; Max-Age=${COOKIE_SECONDS}; SameSite=Lax${secure}`;
  }
  for (const listener of listeners) listener();
}

export function subscribeAreaPreference(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
