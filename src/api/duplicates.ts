/** 'Relist #id' from the listing form (POST Property/Relist). */
import * as Endpoints from '../contract/endpoints.ts';
import type { RelistInput, RelistResult } from '../contract/duplicates.ts';
import type { Envelope } from '../contract/envelope.ts';
import { callEnvelope } from './endpoint-call.ts';

export function relistListing(input: RelistInput): Promise<Envelope<RelistResult>> {
  // A write: a navigation must not cut it off half-way.
  return callEnvelope(Endpoints.relist, { json: input, signal: new AbortController().signal });
}
