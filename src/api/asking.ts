/** A location's asking median, for the listing form's price check (GET Property/AskingMedian). */
import { queryOptions } from '@tanstack/react-query';
import * as Endpoints from '../contract/endpoints.ts';
import type { AskingMedian } from '../contract/asking.ts';
import { callData } from './endpoint-call.ts';
import { referenceKeys } from './query-keys.ts';

/**
 * Asked once the purpose, type and location are chosen; an hour fresh, since a median moves slowly.
 * Offline it is simply absent: the check is a warning, never a gate, so the form submits without it.
 */
export function askingMedianQuery(purposeId: number, typeId: number, locationId: number) {
  return queryOptions({
    queryKey: referenceKeys.askingMedian(purposeId, typeId, locationId),
    queryFn: ({ signal }): Promise<AskingMedian | null> =>
      callData(Endpoints.askingMedian, { signal, query: { PurposeId: purposeId, TypeId: typeId, LocationId: locationId } }),
    enabled: purposeId > 0 && typeId > 0 && locationId > 0,
    staleTime: 60 * 60 * 1000,
    retry: false,
  });
}
