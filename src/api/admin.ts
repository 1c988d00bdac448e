/**
 * The admin console's calls. Only src/features/admin imports this, so it lands in
 * the console's lazy chunk. Query keys start with 'admin', a root the persisted query cache never
 * keeps (src/offline/persist-policy.ts), and the service worker caches none of these paths.
 */
import * as Endpoints from '../contract/endpoints.ts';
import type { AdminApproveInput, AdminDecideReportInput, AdminMe, AdminRejectInput, AdminSuspendInput } from '../contract/admin.ts';
import type { SocietyRemoveInput, SocietySetInput } from '../contract/society.ts';
import type { ProjectIdInput, ProjectLinkInput, ProjectSaveInput } from '../contract/projects.ts';
import type { AdminPhotoCheckApproveInput, AdminPhotoCheckRefuseInput } from '../contract/photo-check.ts';
import type { AdminHeldEnquiryInput } from '../contract/enquiries.ts';
import { callData, callEnvelope } from './endpoint-call.ts';
import { adminKeys } from './query-keys.ts';

/** Whether the signed-in person is an admin: a 403 (anyone else) is thrown as an ApiError. */
export function fetchAdminMe(): Promise<AdminMe> {
  return callData(Endpoints.adminMe, { quiet: true });
}

// Plain option objects, not queryOptions(): importing it here split the public pages' shared chunk.
export const adminPendingQuery = () => ({
  queryKey: adminKeys.pending,
  queryFn: () => callData(Endpoints.adminPending, { quiet: true }),
});

export const adminReportedQuery = () => ({
  queryKey: adminKeys.reported,
  queryFn: () => callData(Endpoints.adminReported, { quiet: true }),
});

export const adminUsersQuery = (query: string) => ({
  queryKey: adminKeys.users(query),
  queryFn: () => callData(Endpoints.adminUsers, { query: { Query: query }, quiet: true }),
  enabled: query.length >= 2,
});

export const fetchAuditPage = (before: number | null) =>
  callData(Endpoints.adminAudit, { query: { Before: before ?? undefined }, quiet: true });

/** Decisions and suspensions answer a message for the toast; a refused one throws with the server's message. */
export const approveListing = (input: AdminApproveInput) => callEnvelope(Endpoints.adminApprove, { json: input, quiet: true });
export const rejectListing = (input: AdminRejectInput) => callEnvelope(Endpoints.adminReject, { json: input, quiet: true });
export const suspendUser = (input: AdminSuspendInput) => callEnvelope(Endpoints.adminSuspend, { json: input, quiet: true });
export const unsuspendUser = (input: AdminSuspendInput) => callEnvelope(Endpoints.adminUnsuspend, { json: input, quiet: true });
export const decideReport = (input: AdminDecideReportInput) => callEnvelope(Endpoints.adminDecideReport, { json: input, quiet: true });

export const adminSocietiesQuery = () => ({
  queryKey: adminKeys.societies,
  queryFn: () => callData(Endpoints.adminSocieties, { quiet: true }),
});
export const setSociety = (input: SocietySetInput) => callEnvelope(Endpoints.adminSocietySet, { json: input, quiet: true });
export const removeSociety = (input: SocietyRemoveInput) => callEnvelope(Endpoints.adminSocietyRemove, { json: input, quiet: true });

export const adminProjectsQuery = () => ({
  queryKey: adminKeys.projects,
  queryFn: () => callData(Endpoints.adminProjects, { quiet: true }),
});
export const saveProject = (input: ProjectSaveInput) => callEnvelope(Endpoints.adminProjectSave, { json: input, quiet: true });
export const removeProject = (input: ProjectIdInput) => callEnvelope(Endpoints.adminProjectRemove, { json: input, quiet: true });
export const linkProjectListing = (input: ProjectLinkInput) => callEnvelope(Endpoints.adminProjectLink, { json: input, quiet: true });
/** Stores a project's new photos (already shrunk on the device); answers their upload names in order. */
export function uploadProjectPhotos(files: readonly File[]) {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  return callData(Endpoints.adminProjectPhotos, { form, quiet: true });
}
export const adminPhotoChecksQuery = () => ({
  queryKey: adminKeys.photoChecks,
  queryFn: () => callData(Endpoints.adminPhotoChecks, { quiet: true }),
});
export const approvePhotoCheck = (input: AdminPhotoCheckApproveInput) => callEnvelope(Endpoints.adminPhotoCheckApprove, { json: input, quiet: true });
export const refusePhotoCheck = (input: AdminPhotoCheckRefuseInput) => callEnvelope(Endpoints.adminPhotoCheckRefuse, { json: input, quiet: true });
export const adminHeldEnquiriesQuery = () => ({
  queryKey: adminKeys.heldEnquiries,
  queryFn: () => callData(Endpoints.adminHeldEnquiries, { quiet: true }),
});
export const releaseHeldEnquiry = (input: AdminHeldEnquiryInput) => callEnvelope(Endpoints.adminHeldRelease, { json: input, quiet: true });
export const deleteHeldEnquiry = (input: AdminHeldEnquiryInput) => callEnvelope(Endpoints.adminHeldDelete, { json: input, quiet: true });
