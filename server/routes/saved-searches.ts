import { Hono, type Context } from 'hono';
import { ApiPaths } from '../../src/contract/api-paths.ts';
import { IdQuery, KeyQuery, SavedSearchByEmailSchema, SavedSearchSaveSchema } from '../../src/contract/schemas.ts';
import type { AppDeps } from '../deps.ts';
import { ok } from '../http/envelope.ts';
import { jsonBody, parseWith } from '../http/binding.ts';
import { clientAddress, requireAuth, type AuthVars } from '../http/auth.ts';
import { streamingBodyLimit } from '../http/body-limit.ts';
import { escapeHtml } from '../html.ts';
import { route } from './paths.ts';

export function savedSearchRoutes(deps: AppDeps) {
  const authed = requireAuth(deps.accounts);
  return new Hono<{ Variables: AuthVars }>()
    .get(route(ApiPaths.savedSearches), authed, async (c) => ok(c, await deps.savedSearches.list(c.get('auth').userId)))
    .post(route(ApiPaths.savedSearchSave), authed, async (c) => {
      const input = parseWith(SavedSearchSaveSchema, await jsonBody(c));
      return ok(c, await deps.savedSearches.save(c.get('auth').userId, input), 'Your search is saved.');
    })
    .post(route(ApiPaths.savedSearchByEmail), async (c) => {
      const input = parseWith(SavedSearchByEmailSchema, await jsonBody(c));
      await deps.savedSearches.saveForAddress(input, clientAddress(c, deps.config.trustProxy));
      return ok(c, null, 'Check your e-mail to confirm the alerts.');
    })
    .post(route(ApiPaths.savedSearchDelete), authed, async (c) => {
      const { Id } = parseWith(IdQuery, await jsonBody(c));
      await deps.savedSearches.remove(c.get('auth').userId, Id);
      return ok(c, null, 'The saved search is deleted.');
    });
}

/**
 * The "Stop these alerts" link of an alert mail: a page with one button, no login. The link itself
 * changes nothing, because mail scanners open links; the button posts (RFC 8058's one click).
 */
export function unsubscribeRoutes(deps: AppDeps) {
  const page = (title: string, body: string, status: 200 | 400 = 200) => new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} | Basera</title><link rel="icon" href="/icons/favicon.svg" type="image/svg+xml"></head>`
    + `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1f2933"><h1>${escapeHtml(title)}</h1>${body}<p><a href="/">Basera — Homes across Pakistan</a></p></body></html>`,
    { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } },
  );
  const keyForm = (button: string, key: string) => `<form method="post"><input type="hidden" name="key" value="${escapeHtml(key)}"><button type="submit" style="font:inherit;padding:.6rem 1.2rem">${escapeHtml(button)}</button></form>`;
  const postedKey = async (c: Context) => {
    const form = await c.req.parseBody().catch(() => ({} as Record<string, unknown>));
    return parseWith(KeyQuery, { key: c.req.query('key') ?? form.key }).key;
  };
  return new Hono()
    // Outside /api, so not under the API's default cap: a small one of their own, as the form carries one key.
    .use('/alerts/*', streamingBodyLimit(4 * 1024, 'The request body is too large.'))
    // The confirmation of alerts saved without an account: the same one button, for the same reason.
    .get('/alerts/confirm', (c) => page('Confirm your alerts?', `<p>Basera will e-mail you new listings for this search.</p>${keyForm('Confirm the alerts', c.req.query('key') ?? '')}`))
    .post('/alerts/confirm', async (c) => {
      const name = await deps.savedSearches.confirmAddress(await postedKey(c));
      if (name !== null) return page('Alerts confirmed', `<p>You will get new listings for “${escapeHtml(name)}” by e-mail. Every alert has a link to stop them.</p>`);
      return page('This link does not work any more', '<p>Confirmation links work for 7 days and only once. Save the search again to get a new one.</p>', 400);
    })
    .get('/alerts/unsubscribe', (c) => {
      const key = c.req.query('key') ?? '';
      return page('Stop these alerts?', keyForm('Stop these alerts', key));
    })
    .post('/alerts/unsubscribe', async (c) => {
      const key = await postedKey(c);
      const name = await deps.savedSearches.unsubscribe(key);
      if (name !== null) return page('Alerts stopped', `<p>You will get no more alerts for “${escapeHtml(name)}”. You can turn them on again under Saved searches.</p>`);
      if (await deps.favourites.stopAlerts(key)) {
        return page('Alerts stopped', '<p>You will get no more news of your favourites: no mails, no notifications. Your favourites stay as they are.</p>');
      }
      return page('This link does not work any more', '<p>The saved search may have been deleted.</p>', 400);
    });
}
