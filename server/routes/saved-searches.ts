import { Hono } from 'hono';
import { ApiPaths } from '../../src/contract/api-paths.ts';
import { IdQuery, KeyQuery, SavedSearchSaveSchema } from '../../src/contract/schemas.ts';
import type { AppDeps } from '../deps.ts';
import { ok } from '../http/envelope.ts';
import { jsonBody, parseWith } from '../http/binding.ts';
import { requireAuth, type AuthVars } from '../http/auth.ts';
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
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} | Basera</title></head>`
    + `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1f2933"><h1>${escapeHtml(title)}</h1>${body}<p><a href="/">Basera — Homes across Pakistan</a></p></body></html>`,
    { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } },
  );
  return new Hono()
    .get('/alerts/unsubscribe', (c) => {
      const key = c.req.query('key') ?? '';
      return page('Stop these alerts?', `<form method="post"><input type="hidden" name="key" value="${escapeHtml(key)}"><button type="submit" style="font:inherit;padding:.6rem 1.2rem">Stop these alerts</button></form>`);
    })
    .post('/alerts/unsubscribe', async (c) => {
      const form = await c.req.parseBody().catch(() => ({} as Record<string, unknown>));
      const parsed = parseWith(KeyQuery, { key: c.req.query('key') ?? form.key });
      const name = await deps.savedSearches.unsubscribe(parsed.key);
      if (name !== null) return page('Alerts stopped', `<p>You will get no more alerts for “${escapeHtml(name)}”. You can turn them on again under Saved searches.</p>`);
      if (await deps.favourites.stopAlerts(parsed.key)) {
        return page('Alerts stopped', '<p>You will get no more news of your favourites: no mails, no notifications. Your favourites stay as they are.</p>');
      }
      return page('This link does not work any more', '<p>The saved search may have been deleted.</p>', 400);
    });
}
