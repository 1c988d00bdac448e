import { Hono } from 'hono';
import { Limits } from '../../src/contract/constants.ts';
import * as Endpoints from '../../src/contract/endpoints.ts';
import { Messages } from '../../src/contract/messages.ts';
import { ReportAnswerSchema, ReportSchema } from '../../src/contract/schemas.ts';
import type { ReportResult } from '../../src/contract/types.ts';
import type { AppDeps } from '../deps.ts';
import { jsonBody } from '../http/binding.ts';
import { bearerToken, clientAddress, requireAuth, type AuthVars } from '../http/auth.ts';
import { routeBodyLimit } from '../http/body-limit.ts';
import { spoolDir, withFormBody } from '../http/multipart.ts';
import { IMAGE_FORMATS } from '../images/uploads.ts';
import { answerOnce, idempotencyKeyOf } from '../http/idempotency.ts';
import { bindToRequest } from '../services/idempotency.ts';
import { serve } from './endpoint.ts';
import { ApiError } from '../errors.ts';

export function reportRoutes(deps: AppDeps) {
  const { reports, accounts, database, config } = deps;
  const app = new Hono<{ Variables: AuthVars }>();
  const authed = requireAuth(accounts);
  /** Each answer photo is at most what a listing photo may be; three of them, and the note. */
  const ANSWER_PHOTO_BYTES = 10 * 1024 * 1024;
  serve(app, Endpoints.reportProperty, async (c, r) => {
    const input = r.parse(ReportSchema, await jsonBody(c));
    // Anyone may report; a signed-in reporter counts as their account (one report per account). A
    // report that carries a bearer is the account's (src/offline/outbox/write-requests.ts): when that
    // session has ended it is a 401, so the app keeps it for the owner's next login, rather than
    // storing it as anonymous under another idempotency scope (docs/product.md, 'The outbox').
    const token = bearerToken(c);
    const userId = token ? (await accounts.authenticate(token))?.userId ?? null : null;
    if (token && userId === null) throw new ApiError(401, 'Please log in to continue.');
    const idem = bindToRequest(idempotencyKeyOf(c, userId), input);
    const ip = clientAddress(c, config.trustProxy);
    // A second report is a success too: the person did nothing wrong, and a queued retry must settle.
    const answered = (result: ReportResult) => r.stored(result, result.AlreadyReported ? Messages.reportAlready : Messages.reportThanks);
    return r.replay(await answerOnce(database.db, idem, answered, (record) => reports.report(input, { userId, ip }, record)));
  });
  serve(app, Endpoints.reportsAboutMine, authed, async (c, r) => r.ok(await reports.aboutMine(c.get('auth').userId)));
  serve(app, Endpoints.answerReports, routeBodyLimit(Limits.reportAnswerPhotos * ANSWER_PHOTO_BYTES + 64 * 1024, 'The photos are too large: please send photos under 10 MB each.'), authed, async (c, r) => {
    await withFormBody(c, {
      fields: Object.keys(ReportAnswerSchema.entries), maxFiles: Limits.reportAnswerPhotos, maxFileBytes: ANSWER_PHOTO_BYTES,
      tooMany: Messages.reportAnswerTooManyPhotos, formats: IMAGE_FORMATS.listings, notImage: (name) => `"${name}" is not a PNG or JPEG image.`,
      spoolDir: spoolDir(config.dataDir), address: clientAddress(c, config.trustProxy),
      // The account's budget of answers, before a byte of the photos is read.
      admit: () => reports.answerBudget(c.get('auth').userId),
    }, async ({ fields, files }) => reports.answer(c.get('auth').userId, r.parse(ReportAnswerSchema, fields), files));
    return r.ok(null, Messages.reportAnswerSent);
  });
  return app;
}
