/**
 * Anti-CSRF marker for writes: the server's cookie value when it set one, otherwise a random
 * value for this tab. A cross-site form cannot add custom headers, which is what the server checks.
 */
import { randomId } from '../lib/random-id.ts';

const COOKIE = 'XSRF-TOKEN';
const SESSION_KEY = 'basera.xsrf';

function readCookie(name: string): string | null {
  // The server-side renderer has no document; its reads go to the server itself.
  if (typeof document === 'undefined') return null;
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return null;
}

let tabToken: string | null = null;

export function xsrfToken(): string {
  const fromCookie = readCookie(COOKIE);
  if (fromCookie) return fromCookie;
  if (tabToken) return tabToken;
  try {
    tabToken = sessionStorage.getItem(SESSION_KEY);
    if (!tabToken) {
      tabToken = randomId();
      sessionStorage.setItem(SESSION_KEY, tabToken);
    }
  } catch {
    tabToken = randomId();
  }
  return tabToken;
}
