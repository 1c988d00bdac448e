/**
 * Posters' public profiles and the listings on them (and on agency pages): public reads kept in the
 * saved query cache, so a profile seen once opens offline; and the account's own profile form.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as Endpoints from '../contract/endpoints.ts';
import type { MyProfile, ProfileListingsInput, ProfileSaveInput } from '../contract/profiles.ts';
import type { Envelope } from '../contract/envelope.ts';
import type { AgencyAcceptInput, AgencyInviteInput, AgencyRemoveInput, AgencySaveInput, MyAgency } from '../contract/agencies.ts';
import { callData, callEnvelope } from './endpoint-call.ts';
import type { QueryClient } from '@tanstack/react-query';
import { dropDownDataQuery } from './reference.ts';

/**
 * Keys under the `profiles` root (public, kept; src/api/query-keys.ts) and the account's own under
 * `account` (memory only). Here rather than in query-keys.ts, which the first load carries.
 */
const profileKeys = {
  all: ['profiles'] as const,
  agent: (slug: string) => [...profileKeys.all, 'agent', slug] as const,
  agency: (slug: string) => [...profileKeys.all, 'agency', slug] as const,
  listings: (query: Record<string, unknown>) => [...profileKeys.all, 'listings', query] as const,
};
const accountKeys = {
  publicProfile: (userName: string) => ['account', 'public-profile', userName.toLowerCase()] as const,
  agency: (userName: string) => ['account', 'agency', userName.toLowerCase()] as const,
};
import { notifyIfOffline } from './account.ts';

export function agentProfileQuery(slug: string) {
  return queryOptions({
    queryKey: profileKeys.agent(slug),
    queryFn: ({ signal }) => callData(Endpoints.profileDetails, { query: { Slug: slug }, signal, quiet: true }),
  });
}

/** Only the filters set, so equal pages share one cache entry. */
export function profileListingsParams(q: Partial<ProfileListingsInput>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (q.Agent) out.Agent = q.Agent;
  if (q.Agency) out.Agency = q.Agency;
  if (q.Purpose) out.Purpose = q.Purpose;
  if (q.PropertyType) out.PropertyType = q.PropertyType;
  if (q.SortBy) out.SortBy = q.SortBy;
  if (q.Page && q.Page > 1) out.Page = q.Page;
  return out;
}

export function profileListingsQuery(q: Partial<ProfileListingsInput>) {
  const query = profileListingsParams(q);
  return queryOptions({
    queryKey: profileKeys.listings(query),
    queryFn: ({ signal }) => callData(Endpoints.profileListings, { query, signal, quiet: true }),
  });
}

/** What a profile's or an agency's page needs before it renders (the router's loader, and the server's render). */
export function prefetchPage(queryClient: QueryClient, owner: { Agent: string } | { Agency: string }, search: Partial<ProfileListingsInput>): void {
  void queryClient.prefetchQuery(dropDownDataQuery());
  if ('Agent' in owner) void queryClient.prefetchQuery(agentProfileQuery(owner.Agent));
  else void queryClient.prefetchQuery(agencyQuery(owner.Agency));
  void queryClient.prefetchQuery(profileListingsQuery({ ...search, ...owner }));
}

export function myProfileQuery(userName: string) {
  return queryOptions({
    queryKey: accountKeys.publicProfile(userName),
    queryFn: ({ signal }) => callData(Endpoints.profileMine, { signal }),
  });
}

export function useSavePublicProfile(userName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileSaveInput): Promise<Envelope<MyProfile>> => callEnvelope(Endpoints.profileSave, { json: input }),
    onSuccess: ({ Data }) => {
      queryClient.setQueryData(accountKeys.publicProfile(userName), Data);
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
    onError: notifyIfOffline,
  });
}

export function useSaveProfilePhoto(userName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photo: Blob): Promise<Envelope<MyProfile>> => {
      const form = new FormData();
      form.set('file', photo, photo instanceof File ? photo.name : 'photo');
      return callEnvelope(Endpoints.profileSavePhoto, { form });
    },
    onSuccess: ({ Data }) => {
      queryClient.setQueryData(accountKeys.publicProfile(userName), Data);
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
    onError: notifyIfOffline,
  });
}

// ---- Agencies ----

export function agencyQuery(slug: string) {
  return queryOptions({
    queryKey: profileKeys.agency(slug),
    queryFn: ({ signal }) => callData(Endpoints.agencyDetails, { query: { Slug: slug }, signal, quiet: true }),
  });
}

export function myAgencyQuery(userName: string) {
  return queryOptions({
    queryKey: accountKeys.agency(userName),
    queryFn: ({ signal }) => callData(Endpoints.agencyMine, { signal }),
  });
}

export function agencyInviteQuery(userName: string, invite: number, key: string) {
  return queryOptions({
    queryKey: [...accountKeys.agency(userName), 'invite', invite, key] as const,
    queryFn: ({ signal }) => callData(Endpoints.agencyInviteView, { query: { Invite: invite, Key: key }, signal, quiet: true }),
    retry: false,
  });
}

/** The agency's changes: each answer is the account's agency as it now is, or null (invite, remove) to read again. */
export function useAgencyChange<Input>(userName: string, call: (input: Input) => Promise<Envelope<MyAgency | null>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ Data }) => {
      if (Data) queryClient.setQueryData(accountKeys.agency(userName), Data);
      else void queryClient.invalidateQueries({ queryKey: accountKeys.agency(userName) });
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
    onError: notifyIfOffline,
  });
}

export const saveAgency = (input: AgencySaveInput) => callEnvelope(Endpoints.agencySave, { json: input });
export const inviteAgent = (input: AgencyInviteInput) => callEnvelope(Endpoints.agencyInvite, { json: input });
export const acceptInvite = (input: AgencyAcceptInput) => callEnvelope(Endpoints.agencyAccept, { json: input });
export const removeAgent = (input: AgencyRemoveInput) => callEnvelope(Endpoints.agencyRemove, { json: input });
export const leaveAgency = () => callEnvelope(Endpoints.agencyLeave, { json: {} });

/** An invitation link opened signed out: the agency, the invited address and whether it has an account. */
export function agencyInvitePreviewQuery(invite: number, key: string) {
  return queryOptions({
    queryKey: ['agency-invite', invite, key] as const,
    queryFn: ({ signal }) => callData(Endpoints.agencyInvitePreview, { query: { Invite: invite, Key: key }, signal, quiet: true }),
    retry: false,
  });
}
export function saveAgencyLogo(logo: Blob) {
  const form = new FormData();
  form.set('file', logo, logo instanceof File ? logo.name : 'logo');
  return callEnvelope(Endpoints.agencySaveLogo, { form });
}
