import { Hono, type Context } from 'hono';
import { ApiPaths } from '../../src/contract/api-paths.ts';
import { KeyQuery } from '../../src/contract/schemas.ts';
import { ConfirmAvailableSchema, STILL_AVAILABLE_PAGE } from '../../src/contract/freshness.ts';
import { FreshnessMessages } from '../../src/contract/freshness-messages.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError } from '../errors.ts';
import { ok } from '../http/envelope.ts';
import { jsonBody, parseWith } from '../http/binding.ts';
import { requireAuth, type AuthVars } from '../http/auth.ts';
import { streamingBodyLimit } from '../http/body-limit.ts';
import { escapeHtml } from '../html.ts';
import { route } from './paths.ts';

/** The owner's 'Confirm available' and 'Renew' in My Properties (issue 15, item 4). */
export function freshnessRoutes(deps: AppDeps) {
  const authed = requireAuth(deps.accounts);
  return new Hono<{ Variables: AuthVars }>()
    .post(route(ApiPaths.confirmAvailable), authed, async (c) => {
      const { PropertyId } = parseWith(ConfirmAvailableSchema, await jsonBody(c));
      const result = await deps.freshness.confirmOwn(c.get('auth').userId, PropertyId);
      return ok(c, result, result.Renewed ? FreshnessMessages.renewed : FreshnessMessages.confirmed);
    });
}

/**
 * The reminder's 'Still available' link: a page with one button, no login, as the alert mails'
 * links are (saved-searches.ts). Opening the link changes nothing, because mail scanners open
 * links; the button posts the key, which works once.
 */
export function stillAvailablePageRoutes(deps: AppDeps) {
  const page = (title: string, body: string, status: 200 | 400 | 409 = 200) => new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} | Basera</title><link rel="icon" href="/icons/favicon.svg" type="image/svg+xml"></head>`
    + `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1f2933"><h1>${escapeHtml(title)}</h1>${body}<p><a href="/account/properties">My Properties</a> · <a href="/">Basera — Homes across Pakistan</a></p></body></html>`,
    { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } },
  );
  const postedKey = async (c: Context) => {
    const form = await c.req.parseBody().catch(() => ({} as Record<string, unknown>));
    return parseWith(KeyQuery, { key: c.req.query('key') ?? form.key }).key;
  };
  return new Hono()
    // Outside /api, so not under the API's default cap: a small one of its own, as the form carries one key.
    .use(STILL_AVAILABLE_PAGE, streamingBodyLimit(4 * 1024, 'The request body is too large.'))
    .get(STILL_AVAILABLE_PAGE, (c) => page('Is your property still available?',
      '<p>Press the button to tell buyers it is still available. It stays in search, and the date on its card starts again from today.</p>'
      + `<form method="post"><input type="hidden" name="key" value="${escapeHtml(c.req.query('key') ?? '')}"><button type="submit" style="font:inherit;padding:.6rem 1.2rem;min-height:44px">Still available</button></form>`))
    .post(STILL_AVAILABLE_PAGE, async (c) => {
      try {
        const { title, result } = await deps.freshness.confirmByKey(await postedKey(c));
        return page(result.Renewed ? 'Back in search' : 'Thank you',
          `<p>“${escapeHtml(title)}”: ${escapeHtml(result.Renewed ? FreshnessMessages.renewed : FreshnessMessages.confirmed)}</p>`);
      } catch (err) {
        if (err instanceof ApiError && (err.status === 400 || err.status === 409)) {
          return page('This link does not work', `<p>${escapeHtml(err.message)}</p>`, err.status);
        }
        throw err;
      }
    });
}
