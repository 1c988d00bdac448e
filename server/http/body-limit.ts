import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { ApiError } from '../errors.ts';

/** How much of a refused body is still read (and dropped) so the client can read the answer. */
const DRAIN_BYTES = 32 * 1024 * 1024;
const DRAIN_MS = 15_000;

/**
 * Reads and drops the rest of a body that was refused, in the background. Closing the connection at
 * once instead would make the client's kernel reset it while the client is still sending, and a
 * reset throws away the answer it has not read yet; a client that reads the answer stops sending.
 * Past a few megabytes or seconds the connection is dropped anyway.
 */
export function drainBody(reader: ReadableStreamDefaultReader<Uint8Array>): void {
  const timer = setTimeout(() => void reader.cancel().catch(() => undefined), DRAIN_MS);
  timer.unref();
  void (async () => {
    let seen = 0;
    try {
      while (seen < DRAIN_BYTES) {
        const { done, value } = await reader.read();
        if (done) return;
        seen += value.length;
      }
      await reader.cancel();
    } catch {
      // The client went away.
    } finally {
      clearTimeout(timer);
    }
  })();
}

/**
 * Caps a request body without buffering it. Hono's own bodyLimit reads a chunked body whole into
 * memory before the route sees a byte, which defeats streaming uploads: here a
 * declared Content-Length over the cap is refused at once, and an undeclared (chunked) body is
 * counted as the route reads it, the read failing with a 413 as soon as it passes the cap.
 */
export function streamingBodyLimit(maxBytes: number, message: string): MiddlewareHandler {
  return async (c: Context, next) => {
    const raw = c.req.raw;
    const declared = raw.headers.get('content-length');
    if (declared !== null && !raw.headers.has('transfer-encoding')) {
      // Node refuses a body longer than its Content-Length, so the header is the whole truth.
      if (Number(declared) > maxBytes) {
        c.header('Connection', 'close');
        throw new ApiError(413, message);
      }
      return next();
    }
    if (!raw.body) return next();
    const source = raw.body.getReader();
    let seen = 0;
    const counted = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await source.read();
        if (done) return controller.close();
        seen += value.length;
        if (seen > maxBytes) {
          controller.error(new ApiError(413, message));
          drainBody(source);
        } else {
          controller.enqueue(value);
        }
      },
      cancel(reason) {
        return source.cancel(reason);
      },
    }, { highWaterMark: 0 });
    c.req.raw = new Request(raw, { body: counted, duplex: 'half' } as RequestInit);
    return next();
  };
}

/** The caps routes declare for themselves, so the default cap knows to stand aside. */
const routeCaps = new WeakSet<MiddlewareHandler>();

/**
 * A route's own cap, for the routes that take uploads. Put it first on the route, before its
 * authentication, since the default cap it replaces runs before anything a route does.
 */
export function routeBodyLimit(maxBytes: number, message: string): MiddlewareHandler {
  const cap = streamingBodyLimit(maxBytes, message);
  routeCaps.add(cap);
  return cap;
}

/** Every other request's body: capped at `maxBytes`, unless the matched route brings its own cap. */
export function defaultBodyLimit(maxBytes: number, message: string): MiddlewareHandler {
  const cap = streamingBodyLimit(maxBytes, message);
  return (c, next) => (matchedRoutes(c).some((r) => routeCaps.has(r.handler)) ? next() : cap(c, next));
}
