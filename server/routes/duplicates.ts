import { Hono } from 'hono';
import * as Endpoints from '../../src/contract/endpoints.ts';
import { DuplicateMessages, RelistSchema } from '../../src/contract/duplicates.ts';
import type { AppDeps } from '../deps.ts';
import { jsonBody } from '../http/binding.ts';
import { requireAuth, type AuthVars } from '../http/auth.ts';
import { serve } from './endpoint.ts';

/** 'Relist #id', offered when a new listing repeats one of the owner's own. */
export function duplicateRoutes(deps: AppDeps) {
  const authed = requireAuth(deps.accounts);
  const app = new Hono<{ Variables: AuthVars }>();
  serve(app, Endpoints.relist, authed, async (c, r) => {
    const input = r.parse(RelistSchema, await jsonBody(c));
    const { result, title } = await deps.duplicates.relist(c.get('auth').userId, input);
    return r.ok(result, DuplicateMessages.relisted(title));
  });
  return app;
}
