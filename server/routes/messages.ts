import { Hono } from 'hono';
import { ApiPaths } from '../../src/contract/api-paths.ts';
import { ContactSchema, EnquirySchema } from '../../src/contract/schemas.ts';
import type { AppDeps } from '../deps.ts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { bindToRequest, idempotencyKeyOf } from '../services/idempotency.ts';
import { jsonBody, parseWith } from '../http/binding.ts';
import { clientAddress } from '../http/auth.ts';
import { route } from './paths.ts';

export function messageRoutes(deps: AppDeps) {
  return new Hono()
    .post(route(ApiPaths.contactPropertyOwner), async (c) => {
      const input = parseWith(EnquirySchema, await jsonBody(c));
      const idem = bindToRequest(idempotencyKeyOf(c, null), input);
      const answer = await deps.messages.enquire(input, clientAddress(c, deps.config.trustProxy), idem);
      return c.json(answer.body as object, answer.status as ContentfulStatusCode);
    })
    .post(route(ApiPaths.contactUs), async (c) => {
      const input = parseWith(ContactSchema, await jsonBody(c));
      const idem = bindToRequest(idempotencyKeyOf(c, null), input);
      const answer = await deps.messages.contact(input, clientAddress(c, deps.config.trustProxy), idem);
      return c.json(answer.body as object, answer.status as ContentfulStatusCode);
    });
}
