import { Hono } from 'hono';
import { ApiPaths } from '../../src/contract/api-paths.ts';
import { InsightQuery, PropertyEventsSchema } from '../../src/contract/insight.ts';
import type { AppDeps } from '../deps.ts';
import { ok } from '../http/envelope.ts';
import { jsonBody, parseWith } from '../http/binding.ts';
import { bearerToken, clientAddress, requireAuth, type AuthVars } from '../http/auth.ts';
import { route } from './paths.ts';

export function insightRoutes(deps: AppDeps) {
  const { insight, accounts, config } = deps;
  return new Hono<{ Variables: AuthVars }>()
    // Public: no login needed. A token only tells the owner apart; a stale one is simply ignored,
    // since a visitor whose session ended must not be sent to the login page for a page view.
    .post(route(ApiPaths.propertyEvents), async (c) => {
      const input = parseWith(PropertyEventsSchema, await jsonBody(c));
      const token = bearerToken(c);
      const userId = token ? (await accounts.authenticate(token))?.userId ?? null : null;
      return ok(c, await insight.record(input, { userId, ip: clientAddress(c, config.trustProxy), userAgent: c.req.header('user-agent') }));
    })
    .get(route(ApiPaths.propertyInsight), requireAuth(accounts), async (c) => {
      const { PropertyId } = parseWith(InsightQuery, c.req.query());
      return ok(c, await insight.forOwner(c.get('auth').userId, PropertyId));
    });
}
