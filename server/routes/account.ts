import { Hono, type Context } from 'hono';
import { spoolDir, withFormBody } from '../http/multipart.ts';
import { IMAGE_FORMATS } from '../images/uploads.ts';
import { Messages } from '../../src/contract/messages.ts';
import * as Endpoints from '../../src/contract/endpoints.ts';
import {
  AreaPreferenceSchema, ChangePasswordSchema, EmailQuery, ForgotPasswordSchema, KeyQuery, LoginSchema, ProfileSchema, RegisterSchema,
  ResetPasswordSchema, UserNameQuery,
} from '../../src/contract/schemas.ts';
import type { AppDeps } from '../deps.ts';
import { jsonBody } from '../http/binding.ts';
import { clientAddress, requestLanguage, requireAuth, type AuthVars } from '../http/auth.ts';
import { routeBodyLimit } from '../http/body-limit.ts';
import { serve } from './endpoint.ts';

export function accountRoutes(deps: AppDeps) {
  const { accounts } = deps;
  const ip = (c: Context) => clientAddress(c, deps.config.trustProxy);
  const authed = requireAuth(accounts);

  const app = new Hono<{ Variables: AuthVars }>();
  serve(app, Endpoints.login, async (c, r) => {
    const input = r.parse(LoginSchema, await jsonBody(c));
    const user = await accounts.login(input.username, input.password, ip(c), requestLanguage(c));
    return r.ok(user, 'You are logged in.');
  });
  serve(app, Endpoints.logout, authed, async (c, r) => {
    await accounts.logout(c.get('auth').sessionId);
    return r.ok(null, 'You are logged out.');
  });
  serve(app, Endpoints.register, async (c, r) => {
    const input = r.parse(RegisterSchema, await jsonBody(c));
    return r.ok(null, await accounts.register(input, ip(c), requestLanguage(c)));
  });
  // Spec: these two answer a bare boolean, not an envelope.
  serve(app, Endpoints.isUserNameAvailable, async (c, r) => {
    const { userName } = r.parse(UserNameQuery, c.req.query());
    return r.bare(await accounts.isUserNameAvailable(userName, ip(c)));
  });
  serve(app, Endpoints.isEmailRegistered, async (c, r) => {
    const { emailAddress } = r.parse(EmailQuery, c.req.query());
    return r.bare(await accounts.isEmailFree(emailAddress, ip(c)));
  });
  serve(app, Endpoints.confirmEmail, async (c, r) => {
    const { key } = r.parse(KeyQuery, c.req.query());
    const { message, user } = await accounts.confirmEmail(key, ip(c));
    return r.ok(user, message);
  });
  serve(app, Endpoints.profile, authed, async (c, r) => r.ok(await accounts.profile(c.get('auth').userId)));
  serve(app, Endpoints.saveProfile, routeBodyLimit(10 * 1024 * 1024, 'The photo is too large: please choose one under 10 MB.'), authed, async (c, r) => {
    const { profile, user } = await withFormBody(c, {
      fields: Object.keys(ProfileSchema.entries), maxFiles: 1, maxFileBytes: 10 * 1024 * 1024, tooMany: 'Please choose one photo.',
      formats: IMAGE_FORMATS.avatars, notImage: () => Messages.onlyImages, spoolDir: spoolDir(deps.config.dataDir),
      address: clientAddress(c, deps.config.trustProxy),
    }, async ({ fields, files }) => {
      const input = r.parse(ProfileSchema, fields);
      return accounts.saveProfile(c.get('auth').userId, input, files[0]?.path ?? null);
    });
    return r.ok({ ...profile, CurrentUser: user }, 'Your profile is saved.');
  });
  serve(app, Endpoints.changePassword, authed, async (c, r) => {
    const input = r.parse(ChangePasswordSchema, await jsonBody(c));
    const { userId, sessionId } = c.get('auth');
    await accounts.changePassword(userId, sessionId, input.currentPassword, input.newPassword);
    return r.ok(null, 'Your password is changed.');
  });
  serve(app, Endpoints.areaUnit, authed, async (c, r) => r.ok(await accounts.areaPreference(c.get('auth').userId)));
  serve(app, Endpoints.saveAreaUnit, authed, async (c, r) => {
    const input = r.parse(AreaPreferenceSchema, await jsonBody(c));
    return r.ok(await accounts.saveAreaPreference(c.get('auth').userId, input), 'Your area unit is saved.');
  });
  serve(app, Endpoints.forgotPassword, async (c, r) => {
    const input = r.parse(ForgotPasswordSchema, await jsonBody(c));
    return r.ok(null, await accounts.forgotPassword(input.EmailAddress, ip(c)));
  });
  serve(app, Endpoints.checkResetKey, async (c, r) => {
    const { key } = r.parse(KeyQuery, c.req.query());
    await accounts.checkResetKey(key, ip(c));
    return r.ok(null, 'The link can be used.');
  });
  serve(app, Endpoints.resetPassword, async (c, r) => {
    const input = r.parse(ResetPasswordSchema, await jsonBody(c));
    return r.ok(null, await accounts.resetPassword(input.key, input.newPassword, ip(c)));
  });
  return app;
}
