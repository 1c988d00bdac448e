import { Hono } from 'hono';
import { ApiPaths } from '../../src/contract/api-paths.ts';
import { FavouriteSetSchema, FavouritesMergeSchema } from '../../src/contract/schemas.ts';
import type { AppDeps } from '../deps.ts';
import { ok } from '../http/envelope.ts';
import { jsonBody, parseWith } from '../http/binding.ts';
import { requireAuth, type AuthVars } from '../http/auth.ts';
import { route } from './paths.ts';

export function favouriteRoutes(deps: AppDeps) {
  const authed = requireAuth(deps.accounts);
  return new Hono<{ Variables: AuthVars }>()
    .get(route(ApiPaths.favourites), authed, async (c) => ok(c, await deps.favourites.list(c.get('auth').userId)))
    .post(route(ApiPaths.favouriteSet), authed, async (c) => {
      const input = parseWith(FavouriteSetSchema, await jsonBody(c));
      await deps.favourites.set(c.get('auth').userId, input.PropertyId, input.Saved);
      return ok(c, null, input.Saved ? 'Saved to your favourites.' : 'Removed from your favourites.');
    })
    .post(route(ApiPaths.favouritesMerge), authed, async (c) => {
      const input = parseWith(FavouritesMergeSchema, await jsonBody(c));
      return ok(c, await deps.favourites.merge(c.get('auth').userId, input));
    });
}
