import { Hono } from 'hono';
import * as Endpoints from '../../src/contract/endpoints.ts';
import { PhoneRevealSchema } from '../../src/contract/phone-reveal.ts';
import type { AppDeps } from '../deps.ts';
import { jsonBody } from '../http/binding.ts';
import { bearerToken, clientAddress, isOwnMachine } from '../http/auth.ts';
import { serve } from './endpoint.ts';

export function phoneRevealRoutes(deps: AppDeps) {
  const { phoneReveal, accounts, config } = deps;
  const app = new Hono();
  // Public: no login needed. A token tells the owner and admins apart and gives a larger budget; a
  // stale one is ignored, as for a page view, rather than sending the visitor to the login page.
  serve(app, Endpoints.revealPhone, async (c, r) => {
    const input = r.parse(PhoneRevealSchema, await jsonBody(c));
    const token = bearerToken(c);
    const userId = token ? (await accounts.authenticate(token))?.userId ?? null : null;
    const ip = clientAddress(c, config.trustProxy);
    return r.ok(await phoneReveal.reveal(input, { userId, ip, ownMachine: isOwnMachine(c, config.trustProxy), userAgent: c.req.header('user-agent') }));
  });
  return app;
}
