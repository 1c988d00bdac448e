/**
 * The owner's side of "Photo-checked": where a listing's check stands, and the request with fresh
 * photos. Sent while online only: the photos are for a person to compare, as report answers are.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as Endpoints from '../contract/endpoints.ts';
import type { Envelope } from '../contract/envelope.ts';
import type { PhotoCheckStatus } from '../contract/photo-check-limits.ts';
import { callData, callEnvelope } from './endpoint-call.ts';
import { notifyIfOffline } from './account.ts';
import { listingWriteKeys } from './query-keys.ts';

export function photoCheckQuery(propertyId: number) {
  return queryOptions({
    queryKey: listingWriteKeys.photoCheck(propertyId),
    queryFn: ({ signal }) => callData(Endpoints.photoCheckStatus, { query: { PropertyId: propertyId }, signal }),
    staleTime: 0,
  });
}

export function requestPhotoCheck(propertyId: number, photos: readonly File[]): Promise<Envelope<PhotoCheckStatus>> {
  const form = new FormData();
  form.set('PropertyId', String(propertyId));
  for (const photo of photos) form.append('file', photo, photo.name);
  // A write in effect: it must not be cancelled by a navigation, as plain reads are.
  return callEnvelope(Endpoints.photoCheckRequest, { form, signal: new AbortController().signal });
}

export function useRequestPhotoCheck(propertyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (photos: readonly File[]) => requestPhotoCheck(propertyId, photos),
    onSuccess: () => Promise.all([
      client.invalidateQueries({ queryKey: listingWriteKeys.photoCheck(propertyId) }),
      client.invalidateQueries({ queryKey: listingWriteKeys.lists() }),
    ]),
    onError: notifyIfOffline,
  });
}
