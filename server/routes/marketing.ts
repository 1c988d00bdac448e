import { Hono } from 'hono';
import { ApiPaths } from '../../src/contract/api-paths.ts';
import { MarketingPhoneQuery } from '../../src/contract/schemas.ts';
import type { AppDeps } from '../deps.ts';
import { parseWith } from '../http/binding.ts';
import { requireAuth, type AuthVars } from '../http/auth.ts';
import { answerOnce, idempotencyKeyOf, reply } from '../http/idempotency.ts';
import { route } from './paths.ts';

/** Spec: both calls answer a bare boolean, not an envelope; bad input still gets a 400 envelope. */
export function marketingRoutes(deps: AppDeps) {
  const authed = requireAuth(deps.accounts);
  const added = (isNew: boolean) => ({ status: 200, body: isNew });
  return new Hono<{ Variables: AuthVars }>()
    .post(route(ApiPaths.marketingIsPhoneRegistered), authed, async (c) => {
      const q = parseWith(MarketingPhoneQuery, c.req.query());
      return c.json(await deps.marketing.isRegistered(q.PhoneNumber, c.get('auth').userId));
    })
    .post(route(ApiPaths.marketingRegisterPhone), authed, async (c) => {
      const q = parseWith(MarketingPhoneQuery, c.req.query());
      const { userId } = c.get('auth');
      return reply(c, await answerOnce(deps.database.db, idempotencyKeyOf(c, userId), added,
        (record) => deps.marketing.register(q.PhoneNumber, q.Name, userId, record)));
    });
}
