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
 * is whatever the client wrote, so taking it let anyone pick a fresh address per request. An IPv6
 * address is counted by its /64 (limitAddress): one home or phone line gets a whole /64, so a
 * budget per full address gave an attacker endless fresh ones.
 */
export function clientAddress(c: Context, proxies: number): string {
  if (proxies > 0) {
    const forwarded = forwardedAddress(c, proxies);
    if (forwarded) return limitAddress(forwarded);
  }
  return limitAddress(socketAddress(c));
}

function forwardedAddress(c: Context, proxies: number): string | undefined {
  const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((h) => h.trim()).filter(Boolean);
  return hops[Math.max(0, hops.length - proxies)]?.slice(0, 64);
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (the renderer asking the API for a page) have no socket.
    return 'unknown';
  }
}

const LOOPBACK = new Set(['unknown', '127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A request from this machine itself, which no read budget limits: health checks, the page
 * renderer's in-process reads (no socket), and a proxy on this machine when TRUST_PROXY is not set
 * (which would otherwise put every visitor in one bucket). Decided by the socket: with trusted proxies, a loopback socket is also what nginx
 * on the same host looks like, so its forwarded address must be loopback too. The forwarded value
 * alone never decides: with TRUST_PROXY set and Node reachable directly, anyone could write
 * "X-Forwarded-For: 127.0.0.1".
 */
export function isOwnMachine(c: Context, proxies: number): boolean {
  return ownMachine(socketAddress(c), proxies > 0 ? forwardedAddress(c, proxies) : undefined);
}

/** isOwnMachine's rule, given the socket's address and the trusted forwarded one (if any). */
export function ownMachine(socket: string, forwarded: string | undefined): boolean {
  return LOOPBACK.has(socket) && (forwarded === undefined || LOOPBACK.has(forwarded));
}

/**
 * The part of an address a limit counts: IPv4 as it is (an IPv4-mapped IPv6 address as its IPv4),
 * IPv6 as its first 64 bits ("2001:db8:1:2::/64"). Anything unreadable is kept as written.
 */
export function limitAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const bare = address.replace(/%.*$/, '').toLowerCase();
  const halves = bare.split('::');
  if (halves.length > 2) return address;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return address;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return address;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
