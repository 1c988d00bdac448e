/** 'Confirm available' and 'Renew' in My Properties (POST Property/ConfirmAvailable). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as Endpoints from '../contract/endpoints.ts';
import type { Envelope } from '../contract/envelope.ts';
import type { ConfirmAvailableResult } from '../contract/freshness.ts';
import { callEnvelope } from './endpoint-call.ts';
import { notifyIfOffline } from './account.ts';
import { homeKeys, listingKeys, listingWriteKeys } from './query-keys.ts';

export function confirmAvailable(propertyId: number): Promise<Envelope<ConfirmAvailableResult>> {
  // A write: a navigation must not cut it off half-way.
  return callEnvelope(Endpoints.confirmAvailable, { json: { PropertyId: propertyId }, signal: new AbortController().signal });
}

/**
 * The Active list is loaded again; search and home answers kept on this device are stale too, as
 * a renewed listing is back in them and every card's 'Confirmed available' date may have changed.
 */
export function useConfirmAvailable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (propertyId: number) => confirmAvailable(propertyId),
    onSettled: async () => {
      void queryClient.invalidateQueries({ queryKey: listingKeys.all });
      void queryClient.invalidateQueries({ queryKey: homeKeys.all });
      await queryClient.invalidateQueries({ queryKey: listingWriteKeys.list('Active') });
    },
    onError: notifyIfOffline,
  });
}
