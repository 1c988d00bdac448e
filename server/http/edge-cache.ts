/**
 * What a shared cache in front of the instances (a CDN, or the nginx reference edge in
 * deploy/nginx/basera-edge.conf) may keep, and under which surrogate keys (server/edge/surrogate-keys.ts).
 *
 * Only anonymous answers are ever public. A request is anonymous when it carries no Authorization
 * header and no cookie but the area unit's (which only picks the unit a page is drawn in). Sessions
 * are bearer tokens here (server/http/auth.ts). The only cookie the server sets is the read-your-writes
 * window's, on a request that wrote (server/http/read-your-writes.ts), and a request carrying it is
 * not anonymous, so a writer never reads their page from the edge; should any answer set a cookie,
 * `guardSharedAnswers` takes it out of shared caches, as it does any public answer to a signed-in
 * request.
 *
 * Pages carry no per-request secret: the content security policy is one fixed header without a
 * nonce (server/http/security.ts), and the anti-forgery marker is made by the browser for each tab
 * (src/api/xsrf.ts), not written into the page. So the same bytes are right for every anonymous
 * visitor, and a shared cache may keep them.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { AREA_COOKIE } from '../../src/contract/area.ts';
import { surrogateHeaders, type SurrogateKey } from '../edge/surrogate-keys.ts';

/**
 * The request's cookies other than the area preference's. That one only picks the unit a page is
 * drawn in (part of the cache key); any other cookie leaves the request out of the shared cache.
 */
export function otherCookies(header: string | undefined): string {
  return (header ?? '').split(';').map((part) => part.trim()).filter((part) => part && !part.startsWith(`${AREA_COOKIE}=`)).join('; ');
}

/** How long a shared cache keeps each kind of answer, and serves it stale while it asks again. */
export const EDGE_SECONDS = {
  /** Pages are purged when a listing changes; the time bounds the staleness of a lost purge. */
  pages: { fresh: 60, stale: 60 },
  /** Option lists change with a seed or an operator's command, which does not purge: see README. */
  reference: { fresh: 300, stale: 600 },
} as const;

export const SURROGATE_HEADERS = ['Surrogate-Key', 'Cache-Tag'] as const;

/** The browser always asks again (max-age=0); a shared cache keeps it `fresh` seconds, then serves it stale up to `stale` more while it refetches. */
export function sharedCacheControl(seconds: { fresh: number; stale: number }): string {
  return `public, max-age=0, s-maxage=${seconds.fresh}, stale-while-revalidate=${seconds.stale}`;
}

/** No credentials and no cookie but the area unit's. */
export function isAnonymous(c: Context): boolean {
  return !c.req.header('authorization') && !otherCookies(c.req.header('cookie'));
}

/** Whether the request names an area unit: a page drawn in it differs from everyone else's. */
export function hasAreaCookie(c: Context): boolean {
  return (c.req.header('cookie') ?? '').split(';').some((part) => part.trim().startsWith(`${AREA_COOKIE}=`));
}

/** Marks an anonymous answer public for `seconds` under `keys`; Vary names Authorization so a cache that ignores our bypass still keys signed-in requests apart. */
export function markShared(c: Context, keys: readonly SurrogateKey[], seconds: { fresh: number; stale: number }): void {
  c.header('Cache-Control', sharedCacheControl(seconds));
  for (const [name, value] of Object.entries(surrogateHeaders(keys))) c.header(name, value);
  c.header('Vary', 'Authorization', { append: true });
}

/**
 * The last word on what goes public: an answer carrying surrogate keys that was asked with
 * credentials or a cookie, or that sets a cookie, is made private and loses its keys. Routes mark
 * only anonymous answers; this keeps that true if one forgets.
 */
export function guardSharedAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const keyed = res.headers.has('Surrogate-Key');
    const setsCookie = res.headers.has('Set-Cookie');
    if (!keyed && !(setsCookie && /\bpublic\b/.test(res.headers.get('Cache-Control') ?? ''))) return;
    if (isAnonymous(c) && !setsCookie) return;
    res.headers.set('Cache-Control', 'private, no-store');
    for (const name of SURROGATE_HEADERS) res.headers.delete(name);
  };
}
