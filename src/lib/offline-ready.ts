/**
 * "Ready offline": the moment the page may tell its visitor that the app works without a connection.
 * The worker being ready is not that moment: on 2G it is ready well before the screens a first
 * visitor needs offline (search over saved listings, a listing seen, Add Property, Recently viewed,
 * the Outbox) are on the device, and going offline then left only the home page. The worker posts
 * OFFLINE_READY_MESSAGE to its pages once that tier is all in its cache (sw/idle-warm.ts); the page
 * announces it then (src/offline/register-sw.ts).
 */

/** The worker's message to its pages: every core page now opens offline. */
export const OFFLINE_READY_MESSAGE = 'OFFLINE_READY';

/** Set on the root element once the worker has said so, for the page's own scripts (and the benchmark) to read. */
export const OFFLINE_READY_ATTRIBUTE = 'data-offline-ready';

/** More than any page loads; a longer list from a hostile page is cut, not trusted. */
export const MAX_SEEN_FILES = 200;

/**
 * The built files (`/assets/…`) this page has loaded, by path, from its resource timings. A page
 * loaded before the worker controlled it (every first page) fetched them past the worker, so the
 * worker takes them into its cache with the core tier: the listing a visitor landed on then opens
 * offline too, while a visit that saw none pays nothing for the listing page's code. They come from
 * the HTTP cache, not the wire.
 */
export function seenBuiltFiles(entries: ReadonlyArray<{ name: string }>, origin: string): string[] {
  const seen = new Set<string>();
  for (const { name } of entries) {
    let url: URL;
    try {
      url = new URL(name);
    } catch {
      continue;
    }
    if (url.origin === origin && url.pathname.startsWith('/assets/') && !url.search) seen.add(url.pathname);
    if (seen.size >= MAX_SEEN_FILES) break;
  }
  return [...seen];
}

/** The seen paths a message carries, if it carries a well-formed list (a page's message is input). */
export function readSeen(data: unknown): string[] {
  if (!data || typeof data !== 'object') return [];
  const seen = (data as { seen?: unknown }).seen;
  if (!Array.isArray(seen)) return [];
  return seen.filter((path): path is string => typeof path === 'string' && path.startsWith('/assets/') && path.length < 300).slice(0, MAX_SEEN_FILES);
}
