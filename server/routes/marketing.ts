import { Hono } from 'hono';
import * as Endpoints from '../../src/contract/endpoints.ts';
import { MarketingPhoneQuery } from '../../src/contract/schemas.ts';
import type { AppDeps } from '../deps.ts';
import { requireAuth, type AuthVars } from '../http/auth.ts';
import { answerOnce, idempotencyKeyOf } from '../http/idempotency.ts';
import { serve } from './endpoint.ts';

/** Spec: both calls answer a bare boolean, not an envelope; bad input still gets a 400 envelope. */
export function marketingRoutes(deps: AppDeps) {
  const authed = requireAuth(deps.accounts);
  const added = (isNew: boolean) => ({ status: 200, body: isNew });
  const app = new Hono<{ Variables: AuthVars }>();
  serve(app, Endpoints.marketingIsPhoneRegistered, authed, async (c, r) => {
    const q = r.parse(MarketingPhoneQuery, c.req.query());
    return r.bare(await deps.marketing.isRegistered(q.PhoneNumber, c.get('auth').userId));
  });
  serve(app, Endpoints.marketingRegisterPhone, authed, async (c, r) => {
    const q = r.parse(MarketingPhoneQuery, c.req.query());
    const { userId } = c.get('auth');
    return r.replay(await answerOnce(deps.database.db, idempotencyKeyOf(c, userId), added,
      (record) => deps.marketing.register(q.PhoneNumber, q.Name, userId, record)));
  });
  return app;
}
