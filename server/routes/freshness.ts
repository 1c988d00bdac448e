import { Hono } from 'hono';
import * as Endpoints from '../../src/contract/endpoints.ts';
import { STILL_AVAILABLE_PAGE } from '../../src/contract/freshness.ts';
import { ConfirmAvailableSchema } from '../../src/contract/schemas.ts';
import { FreshnessMessages } from '../../src/contract/freshness-messages.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError } from '../errors.ts';
import { jsonBody } from '../http/binding.ts';
import { requireAuth, type AuthVars } from '../http/auth.ts';
import { streamingBodyLimit } from '../http/body-limit.ts';
import { inBothLanguages, invalidLinkPage, keyForm, keyPage, paragraph, postedKey } from '../http/key-page.ts';
import { keyPageMessages as m } from '../http/key-page-messages.ts';
import { localize } from '../../src/contract/i18n.ts';
import { serve } from './endpoint.ts';

/** The owner's 'Confirm available' and 'Renew' in My Properties. */
export function freshnessRoutes(deps: AppDeps) {
  const authed = requireAuth(deps.accounts);
  const app = new Hono<{ Variables: AuthVars }>();
  serve(app, Endpoints.confirmAvailable, authed, async (c, r) => {
    const { PropertyId } = r.parse(ConfirmAvailableSchema, await jsonBody(c));
    const result = await deps.freshness.confirmOwn(c.get('auth').userId, PropertyId);
    return r.ok(result, result.Renewed ? FreshnessMessages.renewed : FreshnessMessages.confirmed);
  });
  return app;
}

/**
 * The reminder's 'Still available' link: a page with one button, no login (http/key-page.ts), as
 * the alert mails' links are; in English and under `/ur`. The key works once.
 */
export function stillAvailablePageRoutes(deps: AppDeps) {
  const app = new Hono();
  // Read inside each page's build, where its language is set.
  const toMyProperties = () => [{ label: m.myProperties, path: '/account/properties' }];
  for (const { path, locale } of inBothLanguages(STILL_AVAILABLE_PAGE)) {
    // Outside /api, so not under the API's default cap: a small one of its own, as the form carries one key.
    app.use(path, streamingBodyLimit(4 * 1024, 'The request body is too large.'));
    app.get(path, (c) => keyPage(locale, () => ({
      title: m.stillAvailable.title,
      body: paragraph(m.stillAvailable.body) + keyForm(m.stillAvailable.button, c.req.query('key') ?? ''),
      links: toMyProperties(),
    })));
    app.post(path, async (c) => {
      try {
        const key = await postedKey(c);
        if (key === null) return invalidLinkPage(locale);
        const { title, result } = await deps.freshness.confirmByKey(key);
        return keyPage(locale, () => ({
          title: result.Renewed ? m.stillAvailable.renewedTitle : m.stillAvailable.confirmedTitle,
          body: paragraph(`“${title}”: ${result.Renewed ? FreshnessMessages.renewed : FreshnessMessages.confirmed}`),
          links: toMyProperties(),
        }));
      } catch (err) {
        if (err instanceof ApiError && (err.status === 400 || err.status === 409)) {
          const status = err.status;
          return keyPage(locale, () => ({ title: m.stillAvailable.failedTitle, body: paragraph(localize(err.message)), status, links: toMyProperties() }));
        }
        throw err;
      }
    });
  }
  return app;
}
