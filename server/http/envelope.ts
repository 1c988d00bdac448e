import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Envelope } from '../../src/contract/envelope.ts';

export function envelope<T>(isSuccess: boolean, message: string, data: T): Envelope<T> {
  return { IsSuccess: isSuccess, Message: message, Data: data };
}

export function ok<T>(c: Context, data: T, message = '') {
  return c.json(envelope(true, message, data), 200);
}

/** A success envelope as a stored answer: what a replayable write answers, now and on replay. */
export function okAnswer<T>(data: T, message = ''): { status: 200; body: Envelope<T> } {
  return { status: 200, body: envelope(true, message, data) };
}

export function fail(c: Context, status: ContentfulStatusCode, message: string, data: unknown = null) {
  return c.json(envelope(false, message, data), status);
}
