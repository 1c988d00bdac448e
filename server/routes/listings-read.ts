import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import * as Endpoints from '../../src/contract/endpoints.ts';
import { MapSearchSchema, SearchSchema } from '../../src/contract/schemas.ts';
import type { AppDeps } from '../deps.ts';
import { jsonBody, parseWith } from '../http/binding.ts';
import { spendReadBudget } from '../http/read-budget.ts';
import { serve } from './endpoint.ts';

const UrlQuery = v.object({
  propertyUrl: v.pipe(v.string('propertyUrl is required.'), v.trim(),
    // A link copied out of a sentence brings its full stop or bracket along.
    v.transform((s) => s.replace(/[.,;:!?)\]}'"»”’]+$/u, '')),
    v.nonEmpty('propertyUrl is required.'),
    v.maxLength(200, 'propertyUrl is too long.'), v.regex(/^[A-Za-z0-9-]+$/, 'propertyUrl is not a property address.')),
});

export function listingReadRoutes(deps: AppDeps) {
  const app = new Hono();
  const budget = (c: Context) => spendReadBudget(c, deps.readBudgets.search, deps.config.trustProxy);
  serve(app, Endpoints.searchProperty, async (c, r) => {
    budget(c);
    const criteria = r.parse(SearchSchema, await jsonBody(c));
    return r.ok(await deps.listingsRead.search(criteria));
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
