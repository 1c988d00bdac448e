/** Reporting a listing (issue 15, item 2: POST Property/ReportProperty). */
import { ApiPaths } from '../contract/api-paths.ts';
import type { Envelope } from '../contract/envelope.ts';
import type { ReportInput } from '../contract/schemas.ts';
import type { ReportResult } from '../contract/types.ts';
import { apiEnvelope } from './client.ts';

/**
 * Quiet: the dialog says what happened itself. A second report from this device or account is a
 * success whose Message says so (Data.AlreadyReported), not an error.
 */
export function sendReport(input: ReportInput, idempotencyKey: string): Promise<Envelope<ReportResult>> {
  return apiEnvelope<ReportResult>(ApiPaths.reportProperty, {
    method: 'POST',
    json: input,
    quiet: true,
    // The same key on every retry (the outbox's included): a replay is answered, never counted again.
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
