import { Hono } from 'hono';
import * as Endpoints from '../../src/contract/endpoints.ts';
import { ContactSchema, EnquirySchema } from '../../src/contract/schemas.ts';
import type { AppDeps } from '../deps.ts';
import { bindToRequest } from '../services/idempotency.ts';
import { answerOnce, idempotencyKeyOf } from '../http/idempotency.ts';
import { jsonBody } from '../http/binding.ts';
import { clientAddress } from '../http/auth.ts';
import { serve } from './endpoint.ts';

export function messageRoutes(deps: AppDeps) {
  const { messages, database, config } = deps;
  // Both answer an envelope with the service's words and no data.
  const app = new Hono();
  serve(app, Endpoints.contactPropertyOwner, async (c, r) => {
    const input = r.parse(EnquirySchema, await jsonBody(c));
    const idem = bindToRequest(idempotencyKeyOf(c, null), input);
    const ip = clientAddress(c, config.trustProxy);
    return r.replay(await answerOnce(database.db, idem, (message: string) => r.stored(null, message), (record) => messages.enquire(input, ip, record)));
  });
  serve(app, Endpoints.contactUs, async (c, r) => {
    const input = r.parse(ContactSchema, await jsonBody(c));
    const idem = bindToRequest(idempotencyKeyOf(c, null), input);
    const ip = clientAddress(c, config.trustProxy);
    return r.replay(await answerOnce(database.db, idem, (message: string) => r.stored(null, message), (record) => messages.contact(input, ip, record)));
  });
  return app;
}
