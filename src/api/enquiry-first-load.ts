/**
 * The enquiry reads the app chunk makes: the account menu's count of new enquiries (the poster's
 * inbox) and a listing page's response figure. Apart from enquiries.ts because the header and the
 * listing's page are in the app chunk, which must not take in the endpoint table.
 */
import { queryOptions } from '@tanstack/react-query';
import { enquiryInbox, responseFigure } from '../contract/endpoints-first-load.ts';
import { callData } from './endpoint-call.ts';
import { enquiryKeys } from './query-keys.ts';

export function enquiryInboxQuery() {
  return queryOptions({
    queryKey: enquiryKeys.inbox(),
    queryFn: ({ signal }) => callData(enquiryInbox, { signal, quiet: true }),
    staleTime: 30_000,
  });
}

/** Shown on a listing's page when the poster has enough enquiries for a fair figure. */
export function responseFigureQuery(propertyId: number) {
  return queryOptions({
    queryKey: enquiryKeys.figure(propertyId),
    queryFn: ({ signal }) => callData(responseFigure, { signal, query: { PropertyId: propertyId }, quiet: true }),
    staleTime: 10 * 60_000,
  });
}
