import { Hono } from 'hono';
import * as Endpoints from '../../src/contract/endpoints.ts';
import { FavouriteSetSchema, FavouritesMergeSchema } from '../../src/contract/schemas.ts';
import type { AppDeps } from '../deps.ts';
import { jsonBody } from '../http/binding.ts';
import { requireAuth, type AuthVars } from '../http/auth.ts';
import { serve } from './endpoint.ts';

export function favouriteRoutes(deps: AppDeps) {
  const authed = requireAuth(deps.accounts);
  const app = new Hono<{ Variables: AuthVars }>();
  serve(app, Endpoints.favourites, authed, async (c, r) => r.ok(await deps.favourites.list(c.get('auth').userId)));
  serve(app, Endpoints.favouriteSet, authed, async (c, r) => {
    const input = r.parse(FavouriteSetSchema, await jsonBody(c));
    await deps.favourites.set(c.get('auth').userId, input.PropertyId, input.Saved);
    return r.ok(null, input.Saved ? 'Saved to your favourites.' : 'Removed from your favourites.');
  });
  serve(app, Endpoints.favouritesMerge, authed, async (c, r) => {
    const input = r.parse(FavouritesMergeSchema, await jsonBody(c));
    return r.ok(await deps.favourites.merge(c.get('auth').userId, input));
  });
  return app;
}
