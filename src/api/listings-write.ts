/**
 * Submitting, editing and managing one's own listings, and the admin's approve / reject links
 * (docs/product.md, sections 2, 4 and 7). The client shows the catalogue's toasts for 400 and 500 answers; callers
 * add what the spec asks for on success and put a 400's named field next to that field.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as Endpoints from '../contract/endpoints.ts';
import type { ListingStatus } from '../contract/constants.ts';
import type { Envelope } from '../contract/envelope.ts';
import { callChecked, callData, callEnvelope } from './endpoint-call.ts';
import { notifyIfOffline } from './account.ts';
import { listingWriteKeys, referenceKeys } from './query-keys.ts';

/** Option lists change rarely; the form can use an hour-old copy (and an offline one). */
export function submitFormOptionsQuery() {
  return queryOptions({
    queryKey: referenceKeys.submitFormOptions(),
    queryFn: ({ signal }) => callData(Endpoints.submitFormOptions, { signal }),
    staleTime: 60 * 60_000,
  });
}

/**
 * One of the user's own properties, for the edit form. Stored photos are shown through the image
 * endpoint, so the base64 copies the spec's call can carry are not asked for.
 */
export function propertyForEditQuery(propertyId: number) {
  return queryOptions({
    queryKey: listingWriteKeys.forEdit(propertyId),
    queryFn: ({ signal }) =>
      callData(Endpoints.detailsById, { query: { PropertyId: propertyId, IncludeImages: false }, signal }),
    // Always the saved state: an older copy would overwrite changes made on another device.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

const LISTS = {
  Active: Endpoints.activeProperties,
  Pending: Endpoints.pendingProperties,
  Rejected: Endpoints.rejectedProperties,
  Sold: Endpoints.soldProperties,
} satisfies Record<ListingStatus, unknown>;

/** One tab of My Properties; "a tab click loads its list", so every visit asks again. */
export function myPropertiesQuery(status: ListingStatus) {
  return queryOptions({
    queryKey: listingWriteKeys.list(status),
    queryFn: ({ signal }) => callChecked('myProperties', LISTS[status], { signal }),
    staleTime: 0,
  });
}

export function deleteProperty(id: number): Promise<Envelope<null>> {
  // A write in effect: it must not be cancelled by a navigation, as plain reads are.
  return callEnvelope(Endpoints.deleteProperty, { query: { Id: id }, signal: new AbortController().signal });
}

export function markPropertySold(id: number): Promise<Envelope<null>> {
  return callEnvelope(Endpoints.markSoldProperty, { query: { Id: id }, signal: new AbortController().signal });
}

export type Decision = 'approve' | 'reject';

/**
 * The admin's mailed link. Quiet: the page shows the server's text itself, as info or as an error.
 * Its own signal: the key is used up by the call, so a navigation must not cut it off half-way.
 */
export function decideProperty(decision: Decision, key: string, email: string): Promise<Envelope<null>> {
  const endpoint = decision === 'approve' ? Endpoints.approveProperty : Endpoints.rejectProperty;
  return callEnvelope(endpoint, { query: { key, email }, quiet: true, signal: new AbortController().signal });
}

// ---- Mutations ----

/** Delete from any of Active, Pending and Rejected; the list it came from is loaded again. */
export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number; from: ListingStatus }) => deleteProperty(id),
    onSettled: (_answer, _error, { from }) => queryClient.invalidateQueries({ queryKey: listingWriteKeys.list(from) }),
    onError: notifyIfOffline,
  });
}

/** Mark sold: the active list is loaded again (docs/product.md, section 4), and the sold one is no longer current. */
export function useMarkSold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => markPropertySold(id),
    onSettled: async () => {
      queryClient.removeQueries({ queryKey: listingWriteKeys.list('Sold') });
      await queryClient.invalidateQueries({ queryKey: listingWriteKeys.list('Active') });
    },
    onError: notifyIfOffline,
  });
}
