/**
 * Calls of the endpoint table (src/contract/endpoints.ts): the method and path come
 * from the entry and the answer's type too, so a call cannot expect another shape than the one the
 * server's handler is checked against. Built on client.ts's functions, which keep the bearer token,
 * the anti-CSRF header, the timeouts and the error catalogue (docs/architecture.md, "The client").
 *
 * Every call the app makes itself comes through here, reads and writes alike. The one exception is
 * the queued writes (listings, enquiries, contact, marketing numbers, favourites, reports, logout):
 * the outbox resends them, from the worker too, so src/offline/outbox/write-requests.ts builds each
 * request whole and names its path from api-paths.ts until the one write path
 * takes them onto the table. An entry costs the home page's first load about ten bytes gzip only if
 * the app chunk calls it (src/contract/endpoints-first-load.ts); the others are defined in a chunk
 * that the lazily loaded screens share.
 */
import type * as v from 'valibot';
import type { AnswerOf, AnyEndpoint, SchemaOf, ShapeOf } from '../contract/endpoints-first-load.ts';
import type { AnswerKind } from '../contract/answer-schemas.ts';
import type { Envelope } from '../contract/envelope.ts';
import { checkAnswer } from './answer-check.ts';
import { apiData, apiEnvelope, apiFetch, type RequestOptions } from './client.ts';

/** A JSON body is what the entry's schema accepts, when the table names one. */
type JsonOf<E> = SchemaOf<E> extends v.GenericSchema ? v.InferInput<SchemaOf<E>> : unknown;

export type CallOptions<E> = Omit<RequestOptions, 'method' | 'json'> & { json?: JsonOf<E> };

const withMethod = (endpoint: AnyEndpoint, options?: RequestOptions): RequestOptions => ({ ...options, method: endpoint.method });

/** The `Data` of a successful envelope; an answer with IsSuccess false throws (there is nothing to show). */
export function callData<E extends AnyEndpoint>(endpoint: E & (ShapeOf<E> extends 'envelope' ? unknown : never), options?: CallOptions<E>): Promise<AnswerOf<E>> {
  return apiData<AnswerOf<E>>(endpoint.path, withMethod(endpoint, options));
}

/** The whole envelope, for callers that show the server's Message. */
export function callEnvelope<E extends AnyEndpoint>(endpoint: E & (ShapeOf<E> extends 'envelope' ? unknown : never), options?: CallOptions<E>): Promise<Envelope<AnswerOf<E>>> {
  return apiEnvelope<AnswerOf<E>>(endpoint.path, withMethod(endpoint, options));
}

/** A bare answer (the spec's availability checks answer a plain boolean). */
export function callBare<E extends AnyEndpoint>(endpoint: E & (ShapeOf<E> extends 'bare' ? unknown : never), options?: CallOptions<E>): Promise<AnswerOf<E>> {
  return apiFetch<AnswerOf<E>>(endpoint.path, withMethod(endpoint, options));
}

/** A main read: the envelope's `Data`, then the shape check of src/api/answer-check.ts. */
export async function callChecked<E extends AnyEndpoint>(kind: AnswerKind, endpoint: E & (ShapeOf<E> extends 'envelope' ? unknown : never), options?: CallOptions<E>): Promise<AnswerOf<E>> {
  return checkAnswer(kind, await callData(endpoint, options));
}
