import { Hono } from 'hono';
import * as v from 'valibot';
import { ApiPaths } from '../../src/contract/api-paths.ts';
import { SearchSchema } from '../../src/contract/schemas.ts';
import type { AppDeps } from '../deps.ts';
import { ok } from '../http/envelope.ts';
import { jsonBody, parseWith } from '../http/binding.ts';
import { route } from './paths.ts';

const UrlQuery = v.object({
  propertyUrl: v.pipe(v.string('propertyUrl is required.'), v.trim(),
    // A link copied out of a sentence brings its full stop or bracket along (issue 14, item 25).
    v.transform((s) => s.replace(/[.,;:!?)\]}'"»”’]+$/u, '')),
    v.nonEmpty('propertyUrl is required.'),
    v.maxLength(200, 'propertyUrl is too long.'), v.regex(/^[A-Za-z0-9-]+$/, 'propertyUrl is not a property address.')),
});

export function listingReadRoutes(deps: AppDeps) {
  return new Hono()
    .post(route(ApiPaths.searchProperty), async (c) => {
      const criteria = parseWith(SearchSchema, await jsonBody(c));
      return ok(c, await deps.listingsRead.search(criteria));
    })
    .get(route(ApiPaths.detailsByUrl), async (c) => {
      const { propertyUrl } = parseWith(UrlQuery, c.req.query());
      return ok(c, await deps.listingsRead.detailsByUrl(propertyUrl));
    });
}
