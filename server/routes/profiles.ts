import { Hono } from 'hono';
import * as Endpoints from '../../src/contract/endpoints.ts';
import { Messages } from '../../src/contract/messages.ts';
import { ProfileListingsQuery, ProfileMessages, ProfilePhotoSchema, ProfileQuery, ProfileSaveSchema } from '../../src/contract/profiles.ts';
import type { AppDeps } from '../deps.ts';
import { jsonBody } from '../http/binding.ts';
import { clientAddress, requireAuth, type AuthVars } from '../http/auth.ts';
import { routeBodyLimit } from '../http/body-limit.ts';
import { spoolDir, withFormBody } from '../http/multipart.ts';
import { IMAGE_FORMATS } from '../images/uploads.ts';
import { serve } from './endpoint.ts';

const PHOTO_BYTES = 10 * 1024 * 1024;

/** Posters' public profiles, their listings (and an agency's), and the account's own profile form. */
export function profileRoutes(deps: AppDeps) {
  const { profiles, accounts, config } = deps;
  const app = new Hono<{ Variables: AuthVars }>();
  const authed = requireAuth(accounts);
  const me = (c: { get(key: 'auth'): AuthVars['auth'] }) => c.get('auth').userId;

  serve(app, Endpoints.profileDetails, async (c, r) => r.ok(await profiles.details(r.parse(ProfileQuery, c.req.query()).Slug)));
  serve(app, Endpoints.profileListings, async (c, r) => r.ok(await profiles.listings(r.parse(ProfileListingsQuery, c.req.query()))));
  serve(app, Endpoints.profileMine, authed, async (c, r) => r.ok(await profiles.mine(me(c))));
  serve(app, Endpoints.profileSave, authed, async (c, r) => {
    const input = r.parse(ProfileSaveSchema, await jsonBody(c));
    return r.ok(await profiles.save(me(c), input), ProfileMessages.saved);
  });
  serve(app, Endpoints.profileSavePhoto, routeBodyLimit(PHOTO_BYTES, 'The photo is too large: please choose one under 10 MB.'), authed, async (c, r) => {
    const saved = await withFormBody(c, {
      fields: Object.keys(ProfilePhotoSchema.entries), maxFiles: 1, maxFileBytes: PHOTO_BYTES, tooMany: 'Please choose one photo.',
      formats: IMAGE_FORMATS.avatars, notImage: () => Messages.onlyImages, spoolDir: spoolDir(config.dataDir),
      address: clientAddress(c, config.trustProxy),
    }, async ({ files }) => profiles.savePhoto(me(c), files[0]?.path ?? null));
    return r.ok(saved, ProfileMessages.photoSaved);
  });
  return app;
}
