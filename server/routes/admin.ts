import { Hono } from 'hono';
import { ApiPaths } from '../../src/contract/api-paths.ts';
import {
  AdminApproveSchema, AdminAuditQuery, AdminDecideReportSchema, AdminRejectSchema, AdminSuspendSchema, AdminUsersQuery,
} from '../../src/contract/admin.ts';
import type { AppDeps } from '../deps.ts';
import { ok } from '../http/envelope.ts';
import { jsonBody, parseWith } from '../http/binding.ts';
import { requireAdmin, type AuthVars } from '../http/auth.ts';
import { route } from './paths.ts';

/** The admin console's API (issue 15, item 1): admins only, everyone else 403. */
export function adminRoutes(deps: AppDeps) {
  const { admin } = deps;
  const admins = requireAdmin(deps.accounts, admin);
  const me = (c: { get(key: 'auth'): AuthVars['auth'] }) => c.get('auth').userId;
  return new Hono<{ Variables: AuthVars }>()
    .get(route(ApiPaths.adminMe), admins, async (c) => ok(c, await admin.me(me(c))))
    .get(route(ApiPaths.adminPending), admins, async (c) => ok(c, await admin.pending(me(c))))
    .post(route(ApiPaths.adminApprove), admins, async (c) => {
      const input = parseWith(AdminApproveSchema, await jsonBody(c));
      return ok(c, null, await admin.approve(me(c), input));
    })
    .post(route(ApiPaths.adminReject), admins, async (c) => {
      const input = parseWith(AdminRejectSchema, await jsonBody(c));
      return ok(c, null, await admin.reject(me(c), input));
    })
    .get(route(ApiPaths.adminReported), admins, async (c) => ok(c, await admin.reported(me(c))))
    .post(route(ApiPaths.adminDecideReport), admins, async (c) => {
      const input = parseWith(AdminDecideReportSchema, await jsonBody(c));
      const { decision, message } = await admin.decideReport(me(c), input);
      return ok(c, decision, message);
    })
    .get(route(ApiPaths.adminUsers), admins, async (c) => {
      const q = parseWith(AdminUsersQuery, c.req.query());
      return ok(c, await admin.findUsers(q.Query));
    })
    .post(route(ApiPaths.adminSuspend), admins, async (c) => {
      const input = parseWith(AdminSuspendSchema, await jsonBody(c));
      return ok(c, null, await admin.suspend(me(c), input));
    })
    .post(route(ApiPaths.adminUnsuspend), admins, async (c) => {
      const input = parseWith(AdminSuspendSchema, await jsonBody(c));
      return ok(c, null, await admin.unsuspend(me(c), input));
    })
    .get(route(ApiPaths.adminAudit), admins, async (c) => {
      const q = parseWith(AdminAuditQuery, c.req.query());
      return ok(c, await admin.audit(q.Before));
    });
}
