/**
 * The owner's side of reports (docs/product.md, "Reports"): what visitors said about their listings,
 * and their answer for the admin. Sent while online only: an answer is read by a person before a
 * decision, so it is not queued for later like an enquiry.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as Endpoints from '../contract/endpoints.ts';
import type { Envelope } from '../contract/envelope.ts';
import type { ReportAnswerInput } from '../contract/schemas.ts';
import { callData, callEnvelope } from './endpoint-call.ts';
import { notifyIfOffline } from './account.ts';
import { listingWriteKeys } from './query-keys.ts';

export function reportsAboutMineQuery() {
  return queryOptions({
    queryKey: listingWriteKeys.reports(),
    queryFn: ({ signal }) => callData(Endpoints.reportsAboutMine, { signal }),
    staleTime: 0,
  });
}

export function answerReports(input: ReportAnswerInput, photos: readonly File[]): Promise<Envelope<null>> {
  const form = new FormData();
  form.set('PropertyId', String(input.PropertyId));
  form.set('Note', input.Note);
  for (const photo of photos) form.append('file', photo, photo.name);
  // A write in effect: it must not be cancelled by a navigation, as plain reads are.
  return callEnvelope(Endpoints.answerReports, { form, signal: new AbortController().signal });
}

export function useAnswerReports() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, photos }: { input: ReportAnswerInput; photos: readonly File[] }) => answerReports(input, photos),
    onSuccess: () => client.invalidateQueries({ queryKey: listingWriteKeys.reports() }),
    onError: notifyIfOffline,
  });
}
