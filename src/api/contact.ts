/** The contact form to the site (docs/product.md, section 7: POST Contact/Us). */
import { ApiPaths } from '../contract/api-paths.ts';
import type { Envelope } from '../contract/envelope.ts';
import type { ContactInput } from '../contract/schemas.ts';
import { apiEnvelope } from './client.ts';

/**
 * Quiet: every failure, rate limit and network error included, reads the same to the visitor
 * ('Something went wrong…', docs/product.md, section 8), so the page shows it instead of the catalogue's toast.
 */
export function sendContactMessage(input: ContactInput, idempotencyKey?: string): Promise<Envelope<null>> {
  return apiEnvelope<null>(ApiPaths.contactUs, {
    json: input,
    quiet: true,
    // The same key on every retry (the outbox's included): a replay never sends a second mail.
    ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
  });
}
