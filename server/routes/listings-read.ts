import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import * as Endpoints from '../../src/contract/endpoints.ts';
import { MapSearchSchema, SearchSchema } from '../../src/contract/schemas.ts';
import type { AppDeps } from '../deps.ts';
import { jsonBody, parseWith } from '../http/binding.ts';
import { bearerToken } from '../http/auth.ts';
import { spendReadBudget } from '../http/read-budget.ts';
import { serve } from './endpoint.ts';
import { SURROGATE_HEADERS, isAnonymous } from '../http/edge-cache.ts';
import { searchKeys, surrogateHeaders } from '../edge/surrogate-keys.ts';

const UrlQuery = v.object({
  propertyUrl: v.pipe(v.string('propertyUrl is required.'), v.trim(),
    // A link copied out of a sentence brings its full stop or bracket along.
    v.transform((s) => s.replace(/[.,;:!?)\]}'"»”’]+$/u, '')),
    v.nonEmpty('propertyUrl is required.'),
    v.maxLength(200, 'propertyUrl is too long.'), v.regex(/^[A-Za-z0-9-]+$/, 'propertyUrl is not a property address.')),
});

/** How long a shared cache may keep an anonymous search answer, and serve it stale while it asks again. */
export const SEARCH_SHARED_SECONDS = { fresh: 10, stale: 30 } as const;

/**
 * A search's answer is the same for everyone, but one asked with a token is never marked public: a
 * shared cache must not learn who searched for what. The browser itself always asks again (max-age=0);
 * the device's copy for offline use is the app's own (src/offline/query-persistence.ts). With the
 * server's own search cache off, nothing is shared.
 */
export function searchCacheControl(signedIn: boolean, searchCacheSeconds: number): string {
  if (signedIn) return 'private, no-store';
  if (searchCacheSeconds === 0) return 'no-cache';
  const fresh = Math.min(SEARCH_SHARED_SECONDS.fresh, searchCacheSeconds);
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${SEARCH_SHARED_SECONDS.stale}`;
}

/** A query's values by key, keys without regard to case as the POST's body takes them; a key given twice as a list. */
function queryLists(params: URLSearchParams): Record<string, string | string[]> {
  const byKey = new Map<string, { key: string; values: string[] }>();
  for (const [key, value] of params) {
    const entry = byKey.get(key.toLowerCase());
    if (entry) entry.values.push(value);
    else byKey.set(key.toLowerCase(), { key, values: [value] });
  }
  return Object.fromEntries([...byKey.values()].map(({ key, values }) => [key, values.length === 1 ? values[0]! : values]));
}

export function listingReadRoutes(deps: AppDeps) {
  const app = new Hono();
  const budget = (c: Context) => spendReadBudget(c, deps.readBudgets.search, deps.config.trustProxy);
  serve(app, Endpoints.searchProperty, async (c, r) => {
    budget(c);
    const criteria = r.parse(SearchSchema, await jsonBody(c));
    return r.ok(await deps.listingsRead.search(criteria));
  });
  // The same search as a GET, criteria in the query (src/contract/search-query.ts writes the app's
  // canonical spelling; any the POST's body takes is read). A key given twice comes as a list, which
  // Location takes and the others refuse, naming the field.
  serve(app, Endpoints.searchPropertyGet, async (c, r) => {
    budget(c);
    const criteria = r.parse(SearchSchema, queryLists(new URL(c.req.url).searchParams));
    const answer = await deps.listingsRead.search(criteria);
    const cacheControl = searchCacheControl(bearerToken(c) !== null || !isAnonymous(c), deps.config.searchCacheSeconds);
    c.header('Cache-Control', cacheControl);
    // Public answers name what purges them (server/edge/surrogate-keys.ts): a listing's change purges `search`.
    if (cacheControl.startsWith('public')) {
      const keys = surrogateHeaders(searchKeys(criteria));
      for (const name of SURROGATE_HEADERS) c.header(name, keys[name]);
      c.header('Vary', 'Authorization', { append: true });
    }
    return r.ok(answer);
  });
  serve(app, Endpoints.mapSearch, async (c, r) => {
    budget(c);
    const body = await jsonBody(c);
    const { Zoom, Extent } = parseWith(MapSearchSchema, body);
    return r.ok(await deps.mapSearch.clusters(r.parse(SearchSchema, body), Zoom, Extent));
  });
  serve(app, Endpoints.detailsByUrl, async (c, r) => {
    const { propertyUrl } = parseWith(UrlQuery, c.req.query());
    return r.ok(await deps.listingsRead.detailsByUrl(propertyUrl));
  });
  return app;
}
