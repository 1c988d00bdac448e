import { Hono, type Context } from 'hono';
import * as Endpoints from '../../src/contract/endpoints.ts';
import { ContactSchema, EnquirySchema } from '../../src/contract/schemas.ts';
import {
  EnquiryHandledSchema, EnquiryMessages, EnquiryReleaseSchema, EnquiryReplySchema, EnquiryStatusSchema, EnquiryThreadQuery, ResponseFigureQuery,
  type EnquiryThread,
} from '../../src/contract/enquiries.ts';
import type { AppDeps } from '../deps.ts';
import { bindToRequest } from '../services/idempotency.ts';
import { answerOnce, idempotencyKeyOf } from '../http/idempotency.ts';
import { jsonBody } from '../http/binding.ts';
import { bearerToken, clientAddress, requestLanguage, requireAuth, type AuthVars } from '../http/auth.ts';
import { ApiError } from '../errors.ts';
import { serve } from './endpoint.ts';

export function messageRoutes(deps: AppDeps) {
  const { messages, enquiryThreads, accounts, database, config } = deps;
  const app = new Hono<{ Variables: AuthVars }>();
  const authed = requireAuth(accounts);

  /**
   * The account a request carries, or null without a bearer. A bearer that no longer works is a 401,
   * never a quiet fall back to anonymous: an account's queued write waits for its owner's next login
   * rather than going as someone else (src/offline/outbox/write-requests.ts).
   */
  const optionalAccount = async (c: Context): Promise<number | null> => {
    const token = bearerToken(c);
    if (!token) return null;
    const session = await accounts.authenticate(token);
    if (!session) throw new ApiError(401, 'Please log in to continue.');
    return session.userId;
  };

  /** A thread's reader: an account, or the buyer's mailed key; neither is a 401. */
  const readerOf = async (c: Context, key: string | undefined) => {
    const userId = key ? null : await optionalAccount(c);
    if (!key && userId === null) throw new ApiError(401, 'Please log in to continue.');
    return { userId, key, ip: clientAddress(c, config.trustProxy) };
  };

  // Signed in, the enquiry is the buyer's account's too ("My enquiries"); both answer the service's words.
  serve(app, Endpoints.contactPropertyOwner, async (c, r) => {
    const input = r.parse(EnquirySchema, await jsonBody(c));
    const userId = await optionalAccount(c);
    const idem = bindToRequest(idempotencyKeyOf(c, userId), input);
    const ip = clientAddress(c, config.trustProxy);
    const language = requestLanguage(c);
    return r.replay(await answerOnce(database.db, idem, (message: string) => r.stored(null, message),
      (record) => messages.enquire(input, { ip, userId, language }, record)));
  });
  serve(app, Endpoints.contactUs, async (c, r) => {
    const input = r.parse(ContactSchema, await jsonBody(c));
    const idem = bindToRequest(idempotencyKeyOf(c, null), input);
    const ip = clientAddress(c, config.trustProxy);
    return r.replay(await answerOnce(database.db, idem, (message: string) => r.stored(null, message), (record) => messages.contact(input, ip, record)));
  });

  serve(app, Endpoints.enquiryInbox, authed, async (c, r) => r.ok(await enquiryThreads.inbox(c.get('auth').userId)));
  serve(app, Endpoints.enquiryMine, authed, async (c, r) => r.ok(await enquiryThreads.mine(c.get('auth').userId)));
  serve(app, Endpoints.enquiryThread, async (c, r) => {
    const q = r.parse(EnquiryThreadQuery, c.req.query());
    return r.ok(await enquiryThreads.thread(await readerOf(c, q.Key), q.ThreadId));
  });
  // Replayable: a reply queued offline goes again with its Idempotency-Key and is stored once.
  serve(app, Endpoints.enquiryReply, async (c, r) => {
    const input = r.parse(EnquiryReplySchema, await jsonBody(c));
    const reader = await readerOf(c, input.Key);
    const idem = bindToRequest(idempotencyKeyOf(c, reader.userId), input);
    return r.replay(await answerOnce(database.db, idem, (thread: EnquiryThread) => r.stored(thread, EnquiryMessages.replySent),
      (record) => enquiryThreads.reply(reader, input, record)));
  });
  // Idempotent by nature: closing a closed thread changes nothing.
  serve(app, Endpoints.enquirySetStatus, authed, async (c, r) => {
    const input = r.parse(EnquiryStatusSchema, await jsonBody(c));
    const thread = await enquiryThreads.setStatus(c.get('auth').userId, input);
    return r.ok(thread, input.Status === 'closed' ? EnquiryMessages.closed : EnquiryMessages.reopened);
  });
  serve(app, Endpoints.enquiryHandled, async (c, r) => {
    const input = r.parse(EnquiryHandledSchema, await jsonBody(c));
    await enquiryThreads.handled(await readerOf(c, input.Key), input);
    return r.ok(null, EnquiryMessages.handled);
  });
  serve(app, Endpoints.enquiryRelease, async (c, r) => {
    const input = r.parse(EnquiryReleaseSchema, await jsonBody(c));
    await messages.release(input);
    return r.ok(null, EnquiryMessages.released);
  });
  serve(app, Endpoints.responseFigure, async (c, r) => {
    const { PropertyId } = r.parse(ResponseFigureQuery, c.req.query());
    return r.ok(await enquiryThreads.figureFor(PropertyId));
  });
  return app;
}
