import { Hono } from 'hono';
import { ApiPaths } from '../../src/contract/api-paths.ts';
import { PushSubscribeSchema, PushUnsubscribeSchema } from '../../src/contract/schemas.ts';
import type { AppDeps } from '../deps.ts';
import { ok } from '../http/envelope.ts';
import { jsonBody, parseWith } from '../http/binding.ts';
import { requireAuth, type AuthVars } from '../http/auth.ts';
import { route } from './paths.ts';

/** Web push (issue 13, item 4): the public key browsers subscribe with, and a person's subscriptions. */
export function pushRoutes(deps: AppDeps) {
  const authed = requireAuth(deps.accounts);
  return new Hono<{ Variables: AuthVars }>()
    .get(route(ApiPaths.pushKey), (c) => ok(c, { PublicKey: deps.push.publicKey }))
    .post(route(ApiPaths.pushSubscribe), authed, async (c) => {
      const input = parseWith(PushSubscribeSchema, await jsonBody(c));
      const { userId, sessionId } = c.get('auth');
      await deps.push.subscribe(userId, sessionId, input);
      return ok(c, null, 'Notifications are on for this device.');
    })
    .post(route(ApiPaths.pushUnsubscribe), authed, async (c) => {
      const { Endpoint } = parseWith(PushUnsubscribeSchema, await jsonBody(c));
      await deps.push.unsubscribe(c.get('auth').userId, Endpoint);
      return ok(c, null, 'Notifications are off for this device.');
    });
}
