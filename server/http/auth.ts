import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { ApiError } from '../errors.ts';
import type { AccountService } from '../services/accounts.ts';
import type { AdminService } from '../services/admin.ts';
import { AdminMessages } from '../../src/contract/admin.ts';
import { isLocale, LANGUAGE_HEADER, LOCALES, type Locale } from '../../src/contract/locale.ts';

export interface AuthVars {
  auth: { userId: number; sessionId: number };
}

/**
 * The page language the app sent (`X-Language`, src/contract/locale.ts); undefined when it sent
 * none, a 400 envelope naming the header when it is not a language we have.
 */
export function requestLanguage(c: Context): Locale | undefined {
  const value = c.req.header(LANGUAGE_HEADER);
  if (value === undefined || value === '') return undefined;
  const lower = value.trim().toLowerCase();
  if (!isLocale(lower)) throw new ApiError(400, `${LANGUAGE_HEADER} must be one of: ${LOCALES.join(', ')}.`, LANGUAGE_HEADER);
  return lower;
}

export function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Protected calls: a missing, unknown, revoked or expired token is a 401 envelope. */
export function requireAuth(accounts: AccountService): MiddlewareHandler<{ Variables: AuthVars }> {
  return async (c, next) => {
    const token = bearerToken(c);
    const session = token ? await accounts.authenticate(token) : null;
    if (!session) throw new ApiError(401, 'Please log in to continue.');
    // The language the user reads the site in now is the one their mails use.
    const language = requestLanguage(c);
    if (language && language !== session.language) await accounts.rememberLanguage(session.userId, language);
    c.set('auth', { userId: session.userId, sessionId: session.sessionId });
    await next();
  };
}

/**
 * The admin console's API: anyone who is not a signed-in admin (no token, an expired or revoked one,
 * a normal or suspended account) gets the same 403, so the answer tells an outsider nothing more.
 */
export function requireAdmin(accounts: AccountService, admin: AdminService): MiddlewareHandler<{ Variables: AuthVars }> {
  return async (c, next) => {
    const token = bearerToken(c);
    const session = token ? await accounts.authenticate(token) : null;
    if (!session || !(await admin.isAdmin(session.userId))) throw new ApiError(403, AdminMessages.forbidden);
    c.set('auth', { userId: session.userId, sessionId: session.sessionId });
    await next();
  };
}

/**
 * The caller's address for rate limits: the socket's, or with `proxies` trusted proxies in front,
 * the X-Forwarded-For entry the outermost one appended, counted from the right. The left-most entry
 * is whatever the client wrote, so taking it let anyone pick a fresh address per request.
 */
export function clientAddress(c: Context, proxies: number): string {
  if (proxies > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((h) => h.trim()).filter(Boolean);
    const forwarded = hops[Math.max(0, hops.length - proxies)];
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
