import { Hono } from 'hono';
import { ApiPaths } from '../../src/contract/api-paths.ts';
import { ContactSchema, EnquirySchema } from '../../src/contract/schemas.ts';
import type { AppDeps } from '../deps.ts';
import { bindToRequest } from '../services/idempotency.ts';
import { answerOnce, idempotencyKeyOf, reply } from '../http/idempotency.ts';
import { okAnswer } from '../http/envelope.ts';
import { jsonBody, parseWith } from '../http/binding.ts';
import { clientAddress } from '../http/auth.ts';
import { route } from './paths.ts';

export function messageRoutes(deps: AppDeps) {
  const { messages, database, config } = deps;
  // Both answer an envelope with the service's words and no data.
  const said = (message: string) => okAnswer(null, message);
  return new Hono()
    .post(route(ApiPaths.contactPropertyOwner), async (c) => {
      const input = parseWith(EnquirySchema, await jsonBody(c));
      const idem = bindToRequest(idempotencyKeyOf(c, null), input);
      const ip = clientAddress(c, config.trustProxy);
      return reply(c, await answerOnce(database.db, idem, said, (record) => messages.enquire(input, ip, record)));
    })
    .post(route(ApiPaths.contactUs), async (c) => {
      const input = parseWith(ContactSchema, await jsonBody(c));
      const idem = bindToRequest(idempotencyKeyOf(c, null), input);
      const ip = clientAddress(c, config.trustProxy);
      return reply(c, await answerOnce(database.db, idem, said, (record) => messages.contact(input, ip, record)));
    });
}
