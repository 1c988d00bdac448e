import { Hono } from 'hono';
import * as Endpoints from '../../src/contract/endpoints.ts';
import { Messages } from '../../src/contract/messages.ts';
import { ReportSchema } from '../../src/contract/schemas.ts';
import type { ReportResult } from '../../src/contract/types.ts';
import type { AppDeps } from '../deps.ts';
import { jsonBody } from '../http/binding.ts';
import { bearerToken, clientAddress } from '../http/auth.ts';
import { answerOnce, idempotencyKeyOf } from '../http/idempotency.ts';
import { bindToRequest } from '../services/idempotency.ts';
import { serve } from './endpoint.ts';
import { ApiError } from '../errors.ts';

export function reportRoutes(deps: AppDeps) {
  const { reports, accounts, database, config } = deps;
  const app = new Hono();
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
  return app;
}
