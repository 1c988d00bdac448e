import { Hono } from 'hono';
import * as Endpoints from '../../src/contract/endpoints.ts';
import { Messages } from '../../src/contract/messages.ts';
import {
  AgencyAcceptSchema, AgencyInviteQuery, AgencyInviteSchema, AgencyLeaveSchema, AgencyLogoSchema, AgencyMessages, AgencyQuery, AgencyRemoveSchema, AgencySaveSchema,
} from '../../src/contract/agencies.ts';
import type { AppDeps } from '../deps.ts';
import { jsonBody } from '../http/binding.ts';
import { clientAddress, requireAuth, type AuthVars } from '../http/auth.ts';
import { routeBodyLimit } from '../http/body-limit.ts';
import { spoolDir, withFormBody } from '../http/multipart.ts';
import { IMAGE_FORMATS } from '../images/uploads.ts';
import { serve } from './endpoint.ts';

const LOGO_BYTES = 10 * 1024 * 1024;

/** Agencies' public pages, and the admin's and agents' own calls. */
export function agencyRoutes(deps: AppDeps) {
  const { agencies, accounts, config } = deps;
  const app = new Hono<{ Variables: AuthVars }>();
  const authed = requireAuth(accounts);
  const me = (c: { get(key: 'auth'): AuthVars['auth'] }) => c.get('auth').userId;

  serve(app, Endpoints.agencyDetails, async (c, r) => r.ok(await agencies.page(r.parse(AgencyQuery, c.req.query()).Slug)));
  serve(app, Endpoints.agencyMine, authed, async (c, r) => r.ok(await agencies.mine(me(c))));
  serve(app, Endpoints.agencySave, authed, async (c, r) => {
    const { agency, created } = await agencies.save(me(c), r.parse(AgencySaveSchema, await jsonBody(c)));
    return r.ok(agency, created ? AgencyMessages.created : AgencyMessages.saved);
  });
  serve(app, Endpoints.agencySaveLogo, routeBodyLimit(LOGO_BYTES, 'The photo is too large: please choose one under 10 MB.'), authed, async (c, r) => {
    const saved = await withFormBody(c, {
      fields: Object.keys(AgencyLogoSchema.entries), maxFiles: 1, maxFileBytes: LOGO_BYTES, tooMany: 'Please choose one photo.',
      formats: IMAGE_FORMATS.avatars, notImage: () => Messages.onlyImages, spoolDir: spoolDir(config.dataDir),
      address: clientAddress(c, config.trustProxy),
    }, async ({ files }) => agencies.saveLogo(me(c), files[0]?.path ?? null));
    return r.ok(saved, AgencyMessages.logoSaved);
  });
  serve(app, Endpoints.agencyInvite, authed, async (c, r) => {
    const input = r.parse(AgencyInviteSchema, await jsonBody(c));
    return r.ok(null, await agencies.invite(me(c), input));
  });
  // Signed out: the secret in the link is the permission, as it is for the signed-in view.
  serve(app, Endpoints.agencyInvitePreview, async (c, r) => r.ok(await agencies.invitePreview(r.parse(AgencyInviteQuery, c.req.query()))));
  serve(app, Endpoints.agencyInviteView, authed, async (c, r) => r.ok(await agencies.inviteView(me(c), r.parse(AgencyInviteQuery, c.req.query()))));
  serve(app, Endpoints.agencyAccept, authed, async (c, r) => {
    const { agency, message } = await agencies.accept(me(c), r.parse(AgencyAcceptSchema, await jsonBody(c)));
    return r.ok(agency, message);
  });
  serve(app, Endpoints.agencyRemove, authed, async (c, r) => {
    const input = r.parse(AgencyRemoveSchema, await jsonBody(c));
    return r.ok(null, await agencies.remove(me(c), input));
  });
  serve(app, Endpoints.agencyLeave, authed, async (c, r) => {
    r.parse(AgencyLeaveSchema, await jsonBody(c));
    const { agency, message } = await agencies.leave(me(c));
    return r.ok(agency, message);
  });
  return app;
}
