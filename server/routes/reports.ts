import { Hono } from 'hono';
import { ApiPaths } from '../../src/contract/api-paths.ts';
import { Messages } from '../../src/contract/messages.ts';
import { ReportSchema } from '../../src/contract/schemas.ts';
import type { ReportResult } from '../../src/contract/types.ts';
import type { AppDeps } from '../deps.ts';
import { okAnswer } from '../http/envelope.ts';
import { jsonBody, parseWith } from '../http/binding.ts';
import { bearerToken, clientAddress } from '../http/auth.ts';
import { answerOnce, idempotencyKeyOf, reply } from '../http/idempotency.ts';
import { bindToRequest } from '../services/idempotency.ts';
import { route } from './paths.ts';

/** A second report is a success too: the person did nothing wrong, and a queued retry must settle. */
const answered = (result: ReportResult) => okAnswer(result, result.AlreadyReported ? Messages.reportAlready : Messages.reportThanks);

export function reportRoutes(deps: AppDeps) {
  const { reports, accounts, database, config } = deps;
  return new Hono()
    .post(route(ApiPaths.reportProperty), async (c) => {
      const input = parseWith(ReportSchema, await jsonBody(c));
      // Anyone may report; a signed-in reporter counts as their account (one report per account).
      const token = bearerToken(c);
      const userId = token ? (await accounts.authenticate(token))?.userId ?? null : null;
      const idem = bindToRequest(idempotencyKeyOf(c, userId), input);
      const ip = clientAddress(c, config.trustProxy);
      return reply(c, await answerOnce(database.db, idem, answered, (record) => reports.report(input, { userId, ip }, record)));
    });
}
