import type { Context } from 'hono';
import type { FieldError } from '../../src/contract/envelope.ts';
import type { ApiError } from '../errors.ts';
import { fail } from './envelope.ts';

/** An ApiError's answer: a failed envelope whose Data names the field to blame, or the error's own data. */
export function errorAnswer(c: Context, err: ApiError) {
  // A client told when to come back does not hammer the limit meanwhile (RFC 9110, 10.2.3).
  const retry = (err.data as { RetryAfterSeconds?: unknown } | undefined)?.RetryAfterSeconds;
  if ((err.status === 429 || err.status === 503) && typeof retry === 'number') c.header('Retry-After', String(Math.ceil(retry)));
  const fieldError: FieldError | null = err.field ? { Field: err.field, Message: err.message } : null;
  return fail(c, err.status, err.message, fieldError ?? err.data ?? null);
}
