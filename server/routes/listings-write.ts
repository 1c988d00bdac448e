import { Hono, type Context } from 'hono';
import * as Endpoints from '../../src/contract/endpoints.ts';
import { ApprovalQuery, IdQuery, PropertyIdQuery } from '../../src/contract/schemas.ts';
import { PropertySchema } from '../../src/contract/property-schema.ts';
import { Limits, type ListingStatus } from '../../src/contract/constants.ts';
import { Messages } from '../../src/contract/messages.ts';
import type { SubmitResult } from '../../src/contract/types.ts';
import type { AppDeps } from '../deps.ts';
import { bearerToken, clientAddress, requestLanguage, requireAuth, type AuthVars } from '../http/auth.ts';
import { routeBodyLimit } from '../http/body-limit.ts';
import { spoolDir, withFormBody } from '../http/multipart.ts';
import { IMAGE_FORMATS } from '../images/uploads.ts';
import { answeredAnonymously, bindToRequest } from '../services/idempotency.ts';
import { answerOnce, idempotencyKeyOf } from '../http/idempotency.ts';
import { MAX_IMAGE_BYTES } from '../services/listings-write.ts';
import { serve, type Replies } from './endpoint.ts';

/** Room for every photo at its largest, and a megabyte for the form's fields. */
const SUBMIT_BODY_LIMIT = Limits.maxImages * MAX_IMAGE_BYTES + 1024 * 1024;

export function listingWriteRoutes(deps: AppDeps) {
  const { listingsWrite: listings, accounts } = deps;
  const authed = requireAuth(accounts);
  const submitLimit = routeBodyLimit(SUBMIT_BODY_LIMIT, 'The images are too large: please send smaller photos.');
  type Submit = typeof Endpoints.submitPropertyDetails | typeof Endpoints.submitPropertyAnonymous;
  const submit = (mode: 'user' | 'anonymous') => async (c: Context<{ Variables: AuthVars }>, r: Replies<Submit>) => {
    let userId: number | null = null;
    if (mode === 'user') {
      userId = c.get('auth').userId;
    } else {
      // An anonymous submission from someone who is in fact logged in still belongs to them.
      const token = bearerToken(c);
      userId = token ? (await accounts.authenticate(token))?.userId ?? null : null;
    }
    const idem = idempotencyKeyOf(c, userId);
    const ip = clientAddress(c, deps.config.trustProxy);
    // An address past its budget is told before it sends its photos; a replay of an answered
    // request is not refused by the budget it was already counted in.
    const admit = userId === null
      ? async () => { if (!idem || !(await answeredAnonymously(deps.database.db, idem))) await listings.admitAnonymous(ip); }
      : undefined;
    const answer = await withFormBody(c, {
      fields: Object.keys(PropertySchema.entries), maxFiles: Limits.maxImages, maxFileBytes: MAX_IMAGE_BYTES,
      tooMany: `You can add at most ${Limits.maxImages} images.`, formats: IMAGE_FORMATS.listings,
      notImage: (name) => `"${name}" is not a PNG or JPEG image.`, spoolDir: spoolDir(deps.config.dataDir), address: ip, admit,
    }, async ({ fields, files }) => {
      const input = r.parse(PropertySchema, fields);
      const saved = (result: SubmitResult) => r.stored(result, Messages.propertySaved);
      return answerOnce(deps.database.db, bindToRequest(idem, input, files), saved, (record) => listings.submit(input, files, userId, ip, record, requestLanguage(c)));
    });
    return r.replay(answer);
  };

  type MyList = typeof Endpoints.activeProperties;
  const list = (status: ListingStatus) => async (c: Context<{ Variables: AuthVars }>, r: Replies<MyList>) =>
    r.ok(await listings.listMine(c.get('auth').userId, status));

  const app = new Hono<{ Variables: AuthVars }>();
  serve(app, Endpoints.submitPropertyDetails, submitLimit, authed, submit('user'));
  serve(app, Endpoints.submitPropertyAnonymous, submitLimit, submit('anonymous'));
  serve(app, Endpoints.detailsById, authed, async (c, r) => {
    const q = r.parse(PropertyIdQuery, c.req.query());
    return r.ok(await listings.forEdit(c.get('auth').userId, q.PropertyId, q.IncludeImages === 'true'));
  });
  serve(app, Endpoints.activeProperties, authed, list('Active'));
  serve(app, Endpoints.pendingProperties, authed, list('Pending'));
  serve(app, Endpoints.rejectedProperties, authed, list('Rejected'));
  serve(app, Endpoints.soldProperties, authed, list('Sold'));
  serve(app, Endpoints.deleteProperty, authed, async (c, r) => {
    const { Id } = r.parse(IdQuery, c.req.query());
    await listings.deleteOwn(c.get('auth').userId, Id);
    return r.ok(null, 'The property is deleted.');
  });
  serve(app, Endpoints.markSoldProperty, authed, async (c, r) => {
    const { Id } = r.parse(IdQuery, c.req.query());
    await listings.markSold(c.get('auth').userId, Id);
    return r.ok(null, 'The property is marked as sold.');
  });
  serve(app, Endpoints.approveProperty, async (c, r) => {
    const q = r.parse(ApprovalQuery, c.req.query());
    return r.ok(null, await listings.decide(q.key, q.email, 'approve'));
  });
  serve(app, Endpoints.rejectProperty, async (c, r) => {
    const q = r.parse(ApprovalQuery, c.req.query());
    return r.ok(null, await listings.decide(q.key, q.email, 'reject'));
  });
  return app;
}
