/**
 * An error the server raises on purpose: a rule a request broke, with the HTTP status it answers
 * and, where one field is to blame, that field. It lives below every layer so that services,
 * images and push can raise it without importing the HTTP layer, which alone turns it into the
 * `{ IsSuccess, Message, Data }` envelope (server/http/errors.ts).
 */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
    message: string,
    readonly field?: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}
