import type { FieldError } from '../../src/contract/envelope.ts';

/** An error a service raises on purpose: it becomes an envelope with this status and message. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
    message: string,
    readonly field?: string,
    readonly data?: unknown,
  ) {
    super(message);
  }

  get fieldError(): FieldError | null {
    return this.field ? { Field: this.field, Message: this.message } : null;
  }
}
