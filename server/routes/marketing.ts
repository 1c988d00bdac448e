import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiPaths } from '../../src/contract/api-paths.ts';
import { MarketingPhoneQuery } from '../../src/contract/schemas.ts';
import type { AppDeps } from '../deps.ts';
import { parseWith } from '../http/binding.ts';
import { requireAuth, type AuthVars } from '../http/auth.ts';
import { idempotencyKeyOf } from '../services/idempotency.ts';
import { route } from './paths.ts';

/** Spec: both calls answer a bare boolean, not an envelope; bad input still gets a 400 envelope. */
export function marketingRoutes(deps: AppDeps) {
  const authed = requireAuth(deps.accounts);
  return new Hono<{ Variables: AuthVars }>()
    .post(route(ApiPaths.marketingIsPhoneRegistered), authed, async (c) => {
      const q = parseWith(MarketingPhoneQuery, c.req.query());
      return c.json(await deps.marketing.isRegistered(q.PhoneNumber, c.get('auth').userId));
    })
    .post(route(ApiPaths.marketingRegisterPhone), authed, async (c) => {
      const q = parseWith(MarketingPhoneQuery, c.req.query());
      const { userId } = c.get('auth');
      const answer = await deps.marketing.register(q.PhoneNumber, q.Name, userId, idempotencyKeyOf(c, userId));
      return c.json(answer.body as boolean, answer.status as ContentfulStatusCode);
    });
}
