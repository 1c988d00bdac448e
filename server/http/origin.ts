import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API requests that a browser says come from another site.
 * The app's own requests carry the site's Origin; an HTML form on another site posting through a
 * visitor's browser carries that site's, or Sec-Fetch-Site: cross-site. Requests with neither header
 * (apps, scripts, curl) are not browsers acting for someone else and pass. The site's own origin is
 * PUBLIC_URL's and the one the request was addressed to (Host), which covers a dev proxy.
 */
export function sameOriginWrites(publicUrl: string): MiddlewareHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (c.req.header('sec-fetch-site') === 'cross-site') throw new ApiError(403, 'Requests from other sites are not accepted.');
    const origin = c.req.header('origin');
    if (origin !== undefined) {
      const host = c.req.header('host');
      let allowed = origin === publicOrigin;
      if (!allowed && host) {
        try {
          allowed = new URL(origin).host === host;
        } catch {
          allowed = false; // "null" (a sandboxed frame, a file:) or garbage
        }
      }
      if (!allowed) throw new ApiError(403, 'Requests from other sites are not accepted.');
    }
    return next();
  };
}
