import type { Context, Env, Hono, MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import type { AnswerOf, AnyEndpoint, SchemaOf, ShapeOf } from '../../src/contract/endpoints.ts';
import type { StoredAnswer } from '../services/idempotency.ts';
import { parseWith } from '../http/binding.ts';
import { ok, okAnswer } from '../http/envelope.ts';
import { reply } from '../http/idempotency.ts';
import { route } from './paths.ts';

declare const answers: unique symbol;

/**
 * A response that answers endpoint E. Only the replies below make one, so a handler that answers
 * another shape than the endpoint table says (src/contract/endpoints.ts) fails the type check.
 */
export type Sent<E> = Response & { readonly [answers]: AnswerOf<E> };

type IfShape<E, Shape, Fn> = ShapeOf<E> extends Shape ? Fn : never;

/** What a handler answers with, typed by its table entry. */
export interface Replies<E> {
  /** The envelope with `data` and the service's words. */
  ok: IfShape<E, 'envelope', (data: AnswerOf<E>, message?: string) => Sent<E>>;
  /** The answer itself, no envelope (the spec's availability checks). */
  bare: IfShape<E, 'bare', (data: AnswerOf<E>) => Sent<E>>;
  /** For `answerOnce` (server/http/idempotency.ts): what a replayable write answers for `data`, now and on a replay. */
  stored: IfShape<E, 'envelope', (data: AnswerOf<E>, message?: string) => StoredAnswer>;
  /** A stored answer of a replayable write: the first answer, or the same one replayed. */
  replay(answer: StoredAnswer): Sent<E>;
  /** A `file` entry's bytes, with the headers the handler chose. */
  file: IfShape<E, 'file', (response: Response) => Sent<E>>;
  /** The input checked with the schema the table names for this endpoint (keys folded, docs/traps.md, trap 23). */
  parse: SchemaOf<E> extends v.GenericSchema ? (schema: SchemaOf<E>, raw: Record<string, unknown>) => v.InferOutput<SchemaOf<E>> : never;
}

export type EndpointHandler<V extends Env, E> = (c: Context<V>, reply: Replies<E>) => Promise<Sent<E>> | Sent<E>;

function repliesFor<E>(c: Context): Replies<E> {
  const sent = (response: Response) => response as Sent<E>;
  return {
    ok: (data: unknown, message?: string) => sent(ok(c, data, message)),
    bare: (data: unknown) => sent(c.json(data)),
    stored: (data: unknown, message?: string) => okAnswer(data, message),
    replay: (answer: StoredAnswer) => sent(reply(c, answer)),
    file: sent,
    parse: (schema: v.GenericSchema, raw: Record<string, unknown>) => parseWith(schema, raw),
  } as unknown as Replies<E>;
}

/**
 * Registers a route from its table entry: the method and the lower-cased path (server/routes/paths.ts,
 * as the app lower-cases every /api path before routing, docs/traps.md, trap 13), then the middleware
 * (login, body limits), then the handler, whose answer must be the entry's.
 */
export function serve<V extends Env, E extends AnyEndpoint>(
  app: Hono<V>, endpoint: E, ...handlers: [...MiddlewareHandler<V>[], EndpointHandler<V, E>]
): void {
  const handle = handlers[handlers.length - 1] as EndpointHandler<V, E>;
  const middleware = handlers.slice(0, -1) as MiddlewareHandler<V>[];
  const register = app as unknown as { on(method: string, path: string, ...handlers: unknown[]): unknown };
  register.on(endpoint.method, route(endpoint.path), ...middleware, (c: Context<V>) => handle(c, repliesFor<E>(c)));
}
