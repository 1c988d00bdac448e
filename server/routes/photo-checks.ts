import { Hono } from 'hono';
import * as Endpoints from '../../src/contract/endpoints.ts';
import {
  AdminPhotoCheckApproveSchema, AdminPhotoCheckRefuseSchema, PhotoCheckRequestSchema, PhotoCheckStatusQuery,
} from '../../src/contract/photo-check.ts';
import { PHOTO_CHECK_MAX_PHOTOS, PHOTO_CHECK_PHOTO_BYTES, PhotoCheckMessages } from '../../src/contract/photo-check-limits.ts';
import type { AppDeps } from '../deps.ts';
import { jsonBody } from '../http/binding.ts';
import { clientAddress, requireAdmin, requireAuth, type AuthVars } from '../http/auth.ts';
import { routeBodyLimit } from '../http/body-limit.ts';
import { spoolDir, withFormBody } from '../http/multipart.ts';
import { IMAGE_FORMATS } from '../images/uploads.ts';
import { serve } from './endpoint.ts';

/** "Photo-checked": the owner's request and its state, and the console's queue and decisions (admins only). */
export function photoCheckRoutes(deps: AppDeps) {
  const { photoChecks, accounts, config } = deps;
  const app = new Hono<{ Variables: AuthVars }>();
  const authed = requireAuth(accounts);
  const admins = requireAdmin(accounts, deps.admin);
  const me = (c: { get(key: 'auth'): AuthVars['auth'] }) => c.get('auth').userId;

  serve(app, Endpoints.photoCheckRequest, routeBodyLimit(PHOTO_CHECK_MAX_PHOTOS * PHOTO_CHECK_PHOTO_BYTES + 64 * 1024, PhotoCheckMessages.tooLarge), authed, async (c, r) => {
    const status = await withFormBody(c, {
      fields: Object.keys(PhotoCheckRequestSchema.entries), maxFiles: PHOTO_CHECK_MAX_PHOTOS, maxFileBytes: PHOTO_CHECK_PHOTO_BYTES,
      tooMany: PhotoCheckMessages.tooManyPhotos, formats: IMAGE_FORMATS.listings, notImage: PhotoCheckMessages.notImage,
      spoolDir: spoolDir(config.dataDir), address: clientAddress(c, config.trustProxy),
    }, async ({ fields, files }) => photoChecks.request(me(c), r.parse(PhotoCheckRequestSchema, fields), files));
    return r.ok(status, PhotoCheckMessages.sent);
  });
  serve(app, Endpoints.photoCheckStatus, authed, async (c, r) => {
    const q = r.parse(PhotoCheckStatusQuery, c.req.query());
    return r.ok(await photoChecks.details(me(c), q.PropertyId));
  });

  serve(app, Endpoints.adminPhotoChecks, admins, async (c, r) => r.ok(await photoChecks.queue(me(c))));
  serve(app, Endpoints.adminPhotoCheckApprove, admins, async (c, r) => {
    const input = r.parse(AdminPhotoCheckApproveSchema, await jsonBody(c));
    return r.ok(null, await photoChecks.approve(me(c), input));
  });
  serve(app, Endpoints.adminPhotoCheckRefuse, admins, async (c, r) => {
    const input = r.parse(AdminPhotoCheckRefuseSchema, await jsonBody(c));
    return r.ok(null, await photoChecks.refuse(me(c), input));
  });
  return app;
}
