import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { READ_YOUR_WRITES_COOKIE, READ_YOUR_WRITES_MS, windowOpen, withReadContext } from '../db/read-routing.ts';

/**
 * Read-your-writes with replicas (server/db/read-routing.ts): a request that changed something on
 * the primary opens a window, carried by a short cookie so that it holds on whichever instance
 * answers next; a request inside the window reads public data from the primary. Reads sent as
 * POST (search, map search) open none. Without replicas nothing is set or read.
 */
export function readYourWrites(enabled: boolean, https: boolean): MiddlewareHandler {
  return async (c, next) => {
    if (!enabled) return next();
    const { wrote } = await withReadContext(windowOpen(getCookie(c, READ_YOUR_WRITES_COOKIE), Date.now()), next);
    if (!wrote) return;
    setCookie(c, READ_YOUR_WRITES_COOKIE, String(Date.now() + READ_YOUR_WRITES_MS), {
      path: '/', maxAge: Math.ceil(READ_YOUR_WRITES_MS / 1000), httpOnly: true, sameSite: 'Lax', secure: https,
    });
  };
}
