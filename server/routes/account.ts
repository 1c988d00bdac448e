import { Hono, type Context } from 'hono';
import { spoolDir, withFormBody } from '../http/multipart.ts';
import { IMAGE_FORMATS } from '../images/uploads.ts';
import { Messages } from '../../src/contract/messages.ts';
import { ApiPaths } from '../../src/contract/api-paths.ts';
import {
  ChangePasswordSchema, EmailQuery, ForgotPasswordSchema, KeyQuery, LoginSchema, ProfileSchema, RegisterSchema,
  ResetPasswordSchema, UserNameQuery,
} from '../../src/contract/schemas.ts';
import type { AppDeps } from '../deps.ts';
import { ok } from '../http/envelope.ts';
import { jsonBody, parseWith } from '../http/binding.ts';
import { clientAddress, requestLanguage, requireAuth, type AuthVars } from '../http/auth.ts';
import { routeBodyLimit } from '../http/body-limit.ts';
import { route } from './paths.ts';

export function accountRoutes(deps: AppDeps) {
  const { accounts } = deps;
  const ip = (c: Context) => clientAddress(c, deps.config.trustProxy);
  const authed = requireAuth(accounts);

  return new Hono<{ Variables: AuthVars }>()
    .post(route(ApiPaths.login), async (c) => {
      const input = parseWith(LoginSchema, await jsonBody(c));
      const user = await accounts.login(input.username, input.password, ip(c), requestLanguage(c));
      return ok(c, user, 'You are logged in.');
    })
    .post(route(ApiPaths.logout), authed, async (c) => {
      await accounts.logout(c.get('auth').sessionId);
      return ok(c, null, 'You are logged out.');
    })
    .post(route(ApiPaths.register), async (c) => {
      const input = parseWith(RegisterSchema, await jsonBody(c));
      return ok(c, null, await accounts.register(input, ip(c), requestLanguage(c)));
    })
    // Spec: these two answer a bare boolean, not an envelope.
    .post(route(ApiPaths.isUserNameAvailable), async (c) => {
      const { userName } = parseWith(UserNameQuery, c.req.query());
      return c.json(await accounts.isUserNameAvailable(userName, ip(c)));
    })
    .post(route(ApiPaths.isEmailRegistered), async (c) => {
      const { emailAddress } = parseWith(EmailQuery, c.req.query());
      return c.json(await accounts.isEmailFree(emailAddress, ip(c)));
    })
    .get(route(ApiPaths.confirmEmail), async (c) => {
      const { key } = parseWith(KeyQuery, c.req.query());
      const { message, user } = await accounts.confirmEmail(key, ip(c));
      return ok(c, user, message);
    })
    .get(route(ApiPaths.profile), authed, async (c) => ok(c, await accounts.profile(c.get('auth').userId)))
    .post(route(ApiPaths.saveProfile), routeBodyLimit(10 * 1024 * 1024, 'The photo is too large: please choose one under 10 MB.'), authed, async (c) => {
      const { profile, user } = await withFormBody(c, {
        fields: Object.keys(ProfileSchema.entries), maxFiles: 1, maxFileBytes: 10 * 1024 * 1024, tooMany: 'Please choose one photo.',
        formats: IMAGE_FORMATS.avatars, notImage: () => Messages.onlyImages, spoolDir: spoolDir(deps.config.dataDir),
      }, async ({ fields, files }) => {
        const input = parseWith(ProfileSchema, fields);
        return accounts.saveProfile(c.get('auth').userId, input, files[0]?.path ?? null);
      });
      return ok(c, { ...profile, CurrentUser: user }, 'Your profile is saved.');
    })
    .post(route(ApiPaths.changePassword), authed, async (c) => {
      const input = parseWith(ChangePasswordSchema, await jsonBody(c));
      const { userId, sessionId } = c.get('auth');
      await accounts.changePassword(userId, sessionId, input.currentPassword, input.newPassword);
      return ok(c, null, 'Your password is changed.');
    })
    .post(route(ApiPaths.forgotPassword), async (c) => {
      const input = parseWith(ForgotPasswordSchema, await jsonBody(c));
      return ok(c, null, await accounts.forgotPassword(input.EmailAddress, ip(c)));
    })
    .get(route(ApiPaths.checkResetKey), async (c) => {
      const { key } = parseWith(KeyQuery, c.req.query());
      await accounts.checkResetKey(key, ip(c));
      return ok(c, null, 'The link can be used.');
    })
    .post(route(ApiPaths.resetPassword), async (c) => {
      const input = parseWith(ResetPasswordSchema, await jsonBody(c));
      return ok(c, null, await accounts.resetPassword(input.key, input.newPassword, ip(c)));
    });
}
