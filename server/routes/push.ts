import { Hono } from 'hono';
import * as Endpoints from '../../src/contract/endpoints.ts';
import { PushSubscribeSchema, PushUnsubscribeSchema } from '../../src/contract/schemas.ts';
import type { AppDeps } from '../deps.ts';
import { jsonBody } from '../http/binding.ts';
import { requireAuth, type AuthVars } from '../http/auth.ts';
import { serve } from './endpoint.ts';

/** Web push: the public key browsers subscribe with, and a person's subscriptions. */
export function pushRoutes(deps: AppDeps) {
  const authed = requireAuth(deps.accounts);
  const app = new Hono<{ Variables: AuthVars }>();
  serve(app, Endpoints.pushKey, (_c, r) => r.ok({ PublicKey: deps.push.publicKey }));
  serve(app, Endpoints.pushSubscribe, authed, async (c, r) => {
    const input = r.parse(PushSubscribeSchema, await jsonBody(c));
    const { userId, sessionId } = c.get('auth');
    await deps.push.subscribe(userId, sessionId, input);
    return r.ok(null, 'Notifications are on for this device.');
  });
  serve(app, Endpoints.pushUnsubscribe, authed, async (c, r) => {
    const { Endpoint } = r.parse(PushUnsubscribeSchema, await jsonBody(c));
    await deps.push.unsubscribe(c.get('auth').userId, Endpoint);
    return r.ok(null, 'Notifications are off for this device.');
  });
  return app;
}
