import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { isAppPath } from '../../src/contract/app-paths.ts';
import { localeOfPath, type Locale } from '../../src/contract/locale.ts';
import { withDocumentLocale } from './document-locale.ts';
import { withContactEmail } from '../html.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Files that must be re-checked on every load so a deploy is picked up (the shell and the worker). */
const ALWAYS_REVALIDATE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);

/** How often a file with no usable Brotli copy is checked for one again. */
const BROTLI_RECHECK_MS = 5_000;

interface CachedFile {
  bytes: Buffer;
  etag: string;
  mtimeMs: number;
  /** The build's Brotli copy (scripts/precompress.mjs), null when there is none; undefined until looked for. */
  brotli?: Buffer | null;
  /** When a missing or stale copy was last looked for. */
  brotliCheckedAt?: number;
}

/** Whether the request's Accept-Encoding allows Brotli (a `q=0` refuses it). */
export function acceptsBrotli(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== 'br') return false;
    const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * If-None-Match uses the weak comparison (RFC 9110, 13.1.2). The compression middleware marks the
 * ETag of every compressed answer weak (W/"…"), and the browser sends that back, so an exact string
 * match never hit: /sw.js (14 KiB) came whole on every navigation's update check.
 */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Serves the built client from dist/: hashed assets immutable, the shell and worker no-cache, and
 * index.html for navigations (paths without a file extension) so client routes survive a reload.
 */
export class StaticFiles {
  private readonly cache = new Map<string, CachedFile>();
  private readonly localizedShells = new Map<string, CachedFile>();

  constructor(private readonly root: string, private readonly contactEmail: string | null = null) {}

  private async load(rel: string): Promise<CachedFile | null> {
    const file = path.resolve(this.root, `.${rel}`);
    if (!file.startsWith(this.root + path.sep)) return null;
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      const hit = this.cache.get(file);
      if (hit && hit.mtimeMs === info.mtimeMs) return hit;
      let bytes = await readFile(file);
      if (rel === '/index.html' && this.contactEmail) bytes = Buffer.from(withContactEmail(bytes.toString('utf8'), this.contactEmail));
      const entry = { bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"`, mtimeMs: info.mtimeMs };
      this.cache.set(file, entry);
      return entry;
    } catch {
      return null;
    }
  }

  /**
   * The build's Brotli copy of a file served as it is on disk. A copy older than its
   * file is stale (the file was changed or replaced after the build) and is never served.
   */
  private async brotliOf(rel: string, entry: CachedFile): Promise<Buffer | null> {
    // A copy found is kept with its file. A missing or stale one is looked for again, but at most every
    // few seconds, not on each request (small files and images never have one): a build may write the
    // copy just after a request read the new file.
    if (entry.brotli) return entry.brotli;
    const now = Date.now();
    if (entry.brotli === null && now - (entry.brotliCheckedAt ?? 0) < BROTLI_RECHECK_MS) return null;
    entry.brotliCheckedAt = now;
    const copy = `${path.resolve(this.root, `.${rel}`)}.br`;
    try {
      entry.brotli = (await stat(copy)).mtimeMs >= entry.mtimeMs ? await readFile(copy) : null;
    } catch {
      entry.brotli = null;
    }
    return entry.brotli;
  }

  private async respond(c: Context, rel: string, entry: CachedFile, status: 200 | 404 = 200): Promise<Response> {
    const ext = path.extname(rel).toLowerCase();
    const cacheControl = ALWAYS_REVALIDATE.has(rel)
      ? 'no-cache'
      : rel.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=86400';
    const headers: Record<string, string> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
      ETag: entry.etag,
    };
    if (rel === '/sw.js') headers['Service-Worker-Allowed'] = '/';
    // The shell is changed as it is served (contact address, Urdu direction), so it has no copy.
    const brotli = rel === '/index.html' ? null : await this.brotliOf(rel, entry);
    let body = entry.bytes;
    if (brotli) {
      headers.Vary = 'Accept-Encoding';
      if (acceptsBrotli(c.req.header('accept-encoding'))) {
        body = brotli;
        headers['Content-Encoding'] = 'br';
        // Another representation, another tag; the weak comparison still matches either on revalidation.
        headers.ETag = `W/${entry.etag}`;
      }
    }
    if (status === 200 && etagMatches(c.req.header('if-none-match'), entry.etag)) {
      // A 304 describes no body: no encoding or type that a strict cache could apply to its copy.
      delete headers['Content-Encoding'];
      delete headers['Content-Type'];
      return c.body(null, 304, headers);
    }
    if (c.req.method === 'HEAD') return c.body(null, status, headers);
    return c.body(new Uint8Array(body), status, headers);
  }

  /** The shell, with `<html lang="ur" dir="rtl">` for the Urdu pages so they lay out before the script runs. */
  private async shell(locale: Locale): Promise<CachedFile | null> {
    const english = await this.load('/index.html');
    if (!english || locale === 'en') return english;
    const key = `${english.etag}#${locale}`;
    let localized = this.localizedShells.get(key);
    if (!localized) {
      const bytes = Buffer.from(withDocumentLocale(english.bytes.toString('utf8'), locale));
      localized = { bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"`, mtimeMs: english.mtimeMs };
      this.localizedShells.clear();
      this.localizedShells.set(key, localized);
    }
    return localized;
  }

  /** Answers a GET/HEAD for a static file or a navigation; null when this is not ours to answer. */
  async serve(c: Context): Promise<Response | null> {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return null;
    let rel: string;
    try {
      rel = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return null;
    }
    if (rel.includes('\0')) return null;
    // Vite's build manifest and other dot-folders are for the server, not for browsers.
    if (rel.split('/').some((part) => part.startsWith('.'))) return null;
    // The Brotli copies are served in place of their file, never as files of their own.
    if (/\.br\/*$/i.test(rel)) return null;
    if (rel === '/') rel = '/index.html';
    const hasExtension = path.extname(rel) !== '';
    if (hasExtension) {
      const entry = await this.load(rel);
      return entry ? this.respond(c, rel, entry) : null;
    }
    // An address that is no page still gets the app, which shows its friendly not-found page, but
    // with a 404 so search engines and link checkers learn it is gone.
    const shell = await this.shell(localeOfPath(rel));
    return shell ? this.respond(c, '/index.html', shell, isAppPath(rel) ? 200 : 404) : null;
  }
}
