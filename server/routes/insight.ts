import { Hono } from 'hono';
import * as Endpoints from '../../src/contract/endpoints.ts';
import { InsightQuery, PropertyEventsSchema } from '../../src/contract/insight.ts';
import type { AppDeps } from '../deps.ts';
import { jsonBody } from '../http/binding.ts';
import { bearerToken, clientAddress, requireAuth, type AuthVars } from '../http/auth.ts';
import { serve } from './endpoint.ts';

export function insightRoutes(deps: AppDeps) {
  const { insight, accounts, config } = deps;
  const app = new Hono<{ Variables: AuthVars }>();
  // Public: no login needed. A token only tells the owner apart; a stale one is simply ignored,
  // since a visitor whose session ended must not be sent to the login page for a page view.
  serve(app, Endpoints.propertyEvents, async (c, r) => {
    const input = r.parse(PropertyEventsSchema, await jsonBody(c));
    const token = bearerToken(c);
    const userId = token ? (await accounts.authenticate(token))?.userId ?? null : null;
    return r.ok(await insight.record(input, { userId, ip: clientAddress(c, config.trustProxy), userAgent: c.req.header('user-agent') }));
  });
  serve(app, Endpoints.propertyInsight, requireAuth(accounts), async (c, r) => {
    const { PropertyId } = r.parse(InsightQuery, c.req.query());
    return r.ok(await insight.forOwner(c.get('auth').userId, PropertyId));
  });
  return app;
}
