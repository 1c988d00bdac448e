import { Hono } from 'hono';
import * as Endpoints from '../../src/contract/endpoints.ts';
import {
  AdminApproveSchema, AdminAuditQuery, AdminDecideReportSchema, AdminRejectSchema, AdminSuspendSchema, AdminUsersQuery,
} from '../../src/contract/admin.ts';
import { SocietyRemoveSchema, SocietySetSchema } from '../../src/contract/society.ts';
import {
  MAX_PROJECT_PHOTOS, ProjectIdSchema, ProjectLinkSchema, ProjectMessages, ProjectPhotosSchema, ProjectSaveSchema,
} from '../../src/contract/projects.ts';
import { AdminHeldEnquirySchema } from '../../src/contract/enquiries.ts';
import type { AppDeps } from '../deps.ts';
import { jsonBody } from '../http/binding.ts';
import { clientAddress, requireAdmin, type AuthVars } from '../http/auth.ts';
import { routeBodyLimit } from '../http/body-limit.ts';
import { spoolDir, withFormBody } from '../http/multipart.ts';
import { LISTING_PHOTO_UPLOAD } from '../services/listings-write.ts';
import { serve } from './endpoint.ts';

/** The admin console's API: admins only, everyone else 403. */
export function adminRoutes(deps: AppDeps) {
  const { admin } = deps;
  const admins = requireAdmin(deps.accounts, admin);
  const me = (c: { get(key: 'auth'): AuthVars['auth'] }) => c.get('auth').userId;
  /** Room for every photo of a project at a listing photo's largest, and a little for the form. */
  const photosLimit = routeBodyLimit(MAX_PROJECT_PHOTOS * LISTING_PHOTO_UPLOAD.maxFileBytes + 64 * 1024, 'The photos are too large: please send smaller photos.');
  const app = new Hono<{ Variables: AuthVars }>();
  serve(app, Endpoints.adminMe, admins, async (c, r) => r.ok(await admin.me(me(c))));
  serve(app, Endpoints.adminPending, admins, async (c, r) => r.ok(await admin.pending(me(c))));
  serve(app, Endpoints.adminApprove, admins, async (c, r) => {
    const input = r.parse(AdminApproveSchema, await jsonBody(c));
    return r.ok(null, await admin.approve(me(c), input));
  });
  serve(app, Endpoints.adminReject, admins, async (c, r) => {
    const input = r.parse(AdminRejectSchema, await jsonBody(c));
    return r.ok(null, await admin.reject(me(c), input));
  });
  serve(app, Endpoints.adminReported, admins, async (c, r) => r.ok(await admin.reported(me(c))));
  serve(app, Endpoints.adminDecideReport, admins, async (c, r) => {
    const input = r.parse(AdminDecideReportSchema, await jsonBody(c));
    const { decision, message } = await admin.decideReport(me(c), input);
    return r.ok(decision, message);
  });
  serve(app, Endpoints.adminUsers, admins, async (c, r) => {
    const q = r.parse(AdminUsersQuery, c.req.query());
    return r.ok(await admin.findUsers(me(c), q.Query));
  });
  serve(app, Endpoints.adminSuspend, admins, async (c, r) => {
    const input = r.parse(AdminSuspendSchema, await jsonBody(c));
    return r.ok(null, await admin.suspend(me(c), input));
  });
  serve(app, Endpoints.adminUnsuspend, admins, async (c, r) => {
    const input = r.parse(AdminSuspendSchema, await jsonBody(c));
    return r.ok(null, await admin.unsuspend(me(c), input));
  });
  serve(app, Endpoints.adminAudit, admins, async (c, r) => {
    const q = r.parse(AdminAuditQuery, c.req.query());
    return r.ok(await admin.audit(q.Before));
  });
  serve(app, Endpoints.adminSocieties, admins, async (c, r) => r.ok(await deps.societies.list()));
  serve(app, Endpoints.adminSocietySet, admins, async (c, r) => {
    const input = r.parse(SocietySetSchema, await jsonBody(c));
    return r.ok(null, await deps.societies.set(me(c), input));
  });
  serve(app, Endpoints.adminSocietyRemove, admins, async (c, r) => {
    const input = r.parse(SocietyRemoveSchema, await jsonBody(c));
    return r.ok(null, await deps.societies.remove(me(c), input));
  });
  serve(app, Endpoints.adminProjects, admins, async (_c, r) => r.ok(await deps.projects.adminList()));
  serve(app, Endpoints.adminProjectSave, admins, async (c, r) => {
    const input = r.parse(ProjectSaveSchema, await jsonBody(c));
    const saved = await deps.projects.save(me(c), input);
    return r.ok({ ProjectId: saved.id, Slug: saved.slug }, saved.message);
  });
  serve(app, Endpoints.adminProjectRemove, admins, async (c, r) => {
    const input = r.parse(ProjectIdSchema, await jsonBody(c));
    return r.ok(null, await deps.projects.remove(me(c), input));
  });
  serve(app, Endpoints.adminProjectLink, admins, async (c, r) => {
    const input = r.parse(ProjectLinkSchema, await jsonBody(c));
    return r.ok(null, await deps.projects.link(me(c), input));
  });
  serve(app, Endpoints.adminHeldEnquiries, admins, async (_c, r) => r.ok(await deps.messages.heldQueue()));
  serve(app, Endpoints.adminHeldRelease, admins, async (c, r) => {
    const input = r.parse(AdminHeldEnquirySchema, await jsonBody(c));
    return r.ok(null, await deps.messages.adminRelease(me(c), input));
  });
  serve(app, Endpoints.adminHeldDelete, admins, async (c, r) => {
    const input = r.parse(AdminHeldEnquirySchema, await jsonBody(c));
    return r.ok(null, await deps.messages.adminDelete(me(c), input));
  });
  serve(app, Endpoints.adminProjectPhotos, admins, photosLimit, async (c, r) => {
    const stored = await withFormBody(c, {
      fields: Object.keys(ProjectPhotosSchema.entries), maxFiles: MAX_PROJECT_PHOTOS, tooMany: `At most ${MAX_PROJECT_PHOTOS} photos.`,
      ...LISTING_PHOTO_UPLOAD, spoolDir: spoolDir(deps.config.dataDir), address: clientAddress(c, deps.config.trustProxy),
    }, async ({ files }) => deps.projects.storePhotos(me(c), files));
    return r.ok(stored, ProjectMessages.photosStored(stored.Uploads.length));
  });
  return app;
}
