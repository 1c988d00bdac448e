import { Hono } from 'hono';
import * as Endpoints from '../../src/contract/endpoints.ts';
import { IdQuery, SavedSearchByEmailSchema, SavedSearchSaveSchema } from '../../src/contract/schemas.ts';
import type { AppDeps } from '../deps.ts';
import { jsonBody } from '../http/binding.ts';
import { clientAddress, requestLanguage, requireAuth, type AuthVars } from '../http/auth.ts';
import { streamingBodyLimit } from '../http/body-limit.ts';
import { inBothLanguages, invalidLinkPage, keyForm, keyPage, paragraph, postedKey } from '../http/key-page.ts';
import { keyPageMessages as m } from '../http/key-page-messages.ts';
import { URDU_BASE } from '../../src/contract/locale.ts';
import { serve } from './endpoint.ts';

export function savedSearchRoutes(deps: AppDeps) {
  const authed = requireAuth(deps.accounts);
  const app = new Hono<{ Variables: AuthVars }>();
  serve(app, Endpoints.savedSearches, authed, async (c, r) => r.ok(await deps.savedSearches.list(c.get('auth').userId)));
  serve(app, Endpoints.savedSearchSave, authed, async (c, r) => {
    const input = r.parse(SavedSearchSaveSchema, await jsonBody(c));
    return r.ok(await deps.savedSearches.save(c.get('auth').userId, input), 'Your search is saved.');
  });
  serve(app, Endpoints.savedSearchByEmail, async (c, r) => {
    const input = r.parse(SavedSearchByEmailSchema, await jsonBody(c));
    await deps.savedSearches.saveForAddress(input, clientAddress(c, deps.config.trustProxy), requestLanguage(c));
    return r.ok(null, 'Check your e-mail to confirm the alerts.');
  });
  serve(app, Endpoints.savedSearchDelete, authed, async (c, r) => {
    const { Id } = r.parse(IdQuery, await jsonBody(c));
    await deps.savedSearches.remove(c.get('auth').userId, Id);
    return r.ok(null, 'The saved search is deleted.');
  });
  return app;
}

/**
 * The "Stop these alerts" link of an alert mail, and the confirmation of alerts saved without an
 * account: pages with one button, no login (http/key-page.ts), in English and under `/ur`.
 */
export function unsubscribeRoutes(deps: AppDeps) {
  const app = new Hono()
    // Outside /api, so not under the API's default cap: a small one of their own, as the form carries one key.
    .use('/alerts/*', streamingBodyLimit(4 * 1024, 'The request body is too large.'))
    .use(`${URDU_BASE}/alerts/*`, streamingBodyLimit(4 * 1024, 'The request body is too large.'));
  for (const { path, locale } of inBothLanguages('/alerts/confirm')) {
    app.get(path, (c) => keyPage(locale, () => ({
      title: m.confirmAlerts.title,
      body: paragraph(m.confirmAlerts.body) + keyForm(m.confirmAlerts.button, c.req.query('key') ?? ''),
    })));
    app.post(path, async (c) => {
      const key = await postedKey(c);
      if (key === null) return invalidLinkPage(locale);
      const name = await deps.savedSearches.confirmAddress(key);
      return keyPage(locale, () => (name !== null
        ? { title: m.confirmAlerts.doneTitle, body: paragraph(m.confirmAlerts.done(name)) }
        : { title: m.confirmAlerts.failedTitle, body: paragraph(m.confirmAlerts.failed), status: 400 }));
    });
  }
  for (const { path, locale } of inBothLanguages('/alerts/unsubscribe')) {
    app.get(path, (c) => keyPage(locale, () => ({ title: m.stopAlerts.title, body: keyForm(m.stopAlerts.button, c.req.query('key') ?? '') })));
    app.post(path, async (c) => {
      const key = await postedKey(c);
      if (key === null) return invalidLinkPage(locale);
      const name = await deps.savedSearches.unsubscribe(key);
      const favourites = name === null && await deps.favourites.stopAlerts(key);
      return keyPage(locale, () => (name !== null ? { title: m.stopAlerts.doneTitle, body: paragraph(m.stopAlerts.done(name)) }
        : favourites ? { title: m.stopAlerts.doneTitle, body: paragraph(m.stopAlerts.favouritesDone) }
          : { title: m.stopAlerts.failedTitle, body: paragraph(m.stopAlerts.failed), status: 400 }));
    });
  }
  return app;
}
