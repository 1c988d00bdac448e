import { Hono } from 'hono';
import * as Endpoints from '../../src/contract/endpoints.ts';
import { PhoneMessages, PhoneSendCodeSchema, PhoneVerifySchema } from '../../src/contract/verification.ts';
import type { AppDeps } from '../deps.ts';
import { jsonBody } from '../http/binding.ts';
import { bearerToken, clientAddress, requestLanguage, requireAuth, type AuthVars } from '../http/auth.ts';
import { ApiError } from '../errors.ts';
import { serve } from './endpoint.ts';

/** "Phone verified": a code by SMS to a listing's contact number, entered on the listing form. */
export function phoneRoutes(deps: AppDeps) {
  const { phones, accounts, config } = deps;
  const app = new Hono<{ Variables: AuthVars }>();
  const authed = requireAuth(accounts);
  // Signed in or not, as the listing form is; a bearer that no longer works is a 401, not anonymous.
  const userOf = async (c: Parameters<typeof bearerToken>[0]) => {
    const token = bearerToken(c);
    const userId = token ? (await accounts.authenticate(token))?.userId ?? null : null;
    if (token && userId === null) throw new ApiError(401, 'Please log in to continue.');
    return userId;
  };
  serve(app, Endpoints.phoneSendCode, async (c, r) => {
    const input = r.parse(PhoneSendCodeSchema, await jsonBody(c));
    const userId = await userOf(c);
    const sent = await phones.sendCode(input.PhoneNumber, userId, clientAddress(c, config.trustProxy), requestLanguage(c) ?? 'en');
    return r.ok(sent, sent.AlreadyVerified ? PhoneMessages.verified : PhoneMessages.codeSent);
  });
  serve(app, Endpoints.phoneVerify, async (c, r) => {
    const input = r.parse(PhoneVerifySchema, await jsonBody(c));
    const userId = await userOf(c);
    return r.ok(await phones.verify(input.PhoneNumber, input.Code, userId, clientAddress(c, config.trustProxy)), PhoneMessages.verified);
  });
  serve(app, Endpoints.phoneVerified, authed, async (c, r) => r.ok(await phones.numbersOf(c.get('auth').userId)));
  return app;
}
