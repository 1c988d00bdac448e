/**
 * A short shared cache of server-rendered public pages. Rendering a page runs
 * React on the main thread for tens of milliseconds; under a burst of first visits that starved every
 * other request (a health probe waited a second). The same anonymous page is now rendered once per
 * time-to-live and per low-bandwidth hint, and concurrent first visits of one address share one render.
 *
 * Only anonymous renders are kept, and a render is always anonymous: the renderer is given the URL and
 * the low-bandwidth hint, never the request's headers, cookies or token (server/http/pages.ts). The
 * caller still leaves requests that carry credentials out of the cache, so that stays true if a page
 * ever learns who asks.
 *
 * Any change of a public listing clears it (`invalidate`, from `listingChanged` in server/deps.ts),
 * in this process at once and in the others through PostgreSQL NOTIFY (server/db/cache-bus.ts).
 */
import { parseFlatSearch, stringifyFlatSearch } from '../../src/lib/query-string.ts';

export interface CachedPage {
  status: 200 | 404;
  /**
   * The page's UTF-8 bytes, encoded once per render: answering each hit from a string had the
   * runtime check and encode the whole page (often over 100 KB) again every time, about a tenth of the
   * main thread's time in `npm run bench:load` (a CPU profile, README's design notes).
   */
  body: Uint8Array<ArrayBuffer>;
  /** The same bytes compressed with Brotli once per render, for browsers that accept it; null if that failed. */
  brotli: Uint8Array<ArrayBuffer> | null;
}

/**
 * The address a page is rendered and cached for: its path and, in the router's own spelling, only
 * the query parameters the page reads (`keys`). Others (`utm_source`, `fbclid`, anything a visitor
 * makes up) change nothing on the page but would each cost a render and a cache entry.
 */
export function pageAddress(pathname: string, search: string, keys: ReadonlySet<string>): string {
  const read = Object.entries(parseFlatSearch(search)).filter(([key]) => keys.has(key));
  return `${pathname}${stringifyFlatSearch(Object.fromEntries(read))}`;
}

export class PageCache {
  private readonly entries = new Map<string, { at: number; value: Promise<CachedPage | null>; bytes: number }>();
  private bytes = 0;
  /** Lookups since start (metrics): a miss rendered the page. */
  readonly cacheCounts = { hits: 0, misses: 0 };

  constructor(
    private readonly ttlMs: number,
    /** Query strings are the visitor's to choose: the number of addresses kept is bounded... */
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
    /**
     * ...and so are their bytes: every unknown parameter is written back into the page a dozen times
     * (links, pager, hreflang), so a few long query strings made pages of 250 KB.
     */
    private readonly maxBytes = 48 * 1024 * 1024,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** One entry per address, low-bandwidth hint and area preference ("sqft:225"; empty for the default). */
  static key(pathAndQuery: string, lowBandwidth: boolean, area = ''): string {
    return `${lowBandwidth ? 'low' : 'full'}${area ? ` ${area}` : ''} ${pathAndQuery}`;
  }

  /**
   * The cached page for the key, or `render()`'s page, kept for the time-to-live unless it is null
   * (the shell answers: a late or failed render is not remembered) or a change came meanwhile.
   */
  get(key: string, render: () => Promise<CachedPage | null>): { hit: boolean; value: Promise<CachedPage | null> } {
    const now = this.now();
    const found = this.entries.get(key);
    if (found && now - found.at < this.ttlMs) {
      this.cacheCounts.hits += 1;
      return { hit: true, value: found.value };
    }
    this.cacheCounts.misses += 1;
    const value = render();
    this.remove(key);
    const entry = { at: now, value, bytes: 0 };
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.remove(key);
    };
    value.then((page) => {
      if (!page) return forget();
      if (this.entries.get(key) !== entry) return undefined;
      entry.bytes = page.body.byteLength + (page.brotli?.byteLength ?? 0);
      this.bytes += entry.bytes;
      return this.trim(this.now());
    }, forget);
    this.trim(now);
    return { hit: false, value };
  }

  /** Oldest first (the map keeps insertion order, and a page is inserted when rendered): the expired, then any over the bounds. */
  private trim(now: number): void {
    for (const [key, entry] of this.entries) {
      const over = this.entries.size > this.maxEntries || this.bytes > this.maxBytes;
      if (!over && now - entry.at < this.ttlMs) break;
      this.remove(key);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }

  /** The bytes of the pages kept (metrics and tests). */
  get byteSize(): number {
    return this.bytes;
  }

  /**
   * A public listing changed: every page may show it. A render still running is dropped with the
   * rest (visits that already wait for it get it; later ones render afresh).
   */
  invalidate(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }
}
