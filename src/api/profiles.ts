/**
 * Posters' public profiles and the listings on them (and on agency pages): public reads kept in the
 * saved query cache, so a profile seen once opens offline; and the account's own profile form.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as Endpoints from '../contract/endpoints.ts';
import type { MyProfile, ProfileListingsInput, ProfileSaveInput } from '../contract/profiles.ts';
import type { Envelope } from '../contract/envelope.ts';
import { callData, callEnvelope } from './endpoint-call.ts';
import { accountKeys, profileKeys } from './query-keys.ts';
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
