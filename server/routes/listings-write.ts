import { Hono, type Context } from 'hono';
import { ApiPaths } from '../../src/contract/api-paths.ts';
import { ApprovalQuery, IdQuery, PropertyIdQuery, PropertySchema } from '../../src/contract/schemas.ts';
import { Limits, type ListingStatus } from '../../src/contract/constants.ts';
import { Messages } from '../../src/contract/messages.ts';
import type { SubmitResult } from '../../src/contract/types.ts';
import type { AppDeps } from '../deps.ts';
import { ok, okAnswer } from '../http/envelope.ts';
import { parseWith } from '../http/binding.ts';
import { bearerToken, clientAddress, requestLanguage, requireAuth, type AuthVars } from '../http/auth.ts';
import { routeBodyLimit } from '../http/body-limit.ts';
import { spoolDir, withFormBody } from '../http/multipart.ts';
import { IMAGE_FORMATS } from '../images/uploads.ts';
import { bindToRequest } from '../services/idempotency.ts';
import { answerOnce, idempotencyKeyOf, reply } from '../http/idempotency.ts';
import { MAX_IMAGE_BYTES } from '../services/listings-write.ts';
import { route } from './paths.ts';

/** Room for every photo at its largest, and a megabyte for the form's fields. */
const SUBMIT_BODY_LIMIT = Limits.maxImages * MAX_IMAGE_BYTES + 1024 * 1024;

export function listingWriteRoutes(deps: AppDeps) {
  const { listingsWrite: listings, accounts } = deps;
  const authed = requireAuth(accounts);
  const submitLimit = routeBodyLimit(SUBMIT_BODY_LIMIT, 'The images are too large: please send smaller photos.');
  const saved = (result: SubmitResult) => okAnswer(result, Messages.propertySaved);

  const submit = (mode: 'user' | 'anonymous') => async (c: Context<{ Variables: AuthVars }>) => {
    let userId: number | null = null;
    if (mode === 'user') {
      userId = c.get('auth').userId;
    } else {
      // An anonymous submission from someone who is in fact logged in still belongs to them.
      const token = bearerToken(c);
      userId = token ? (await accounts.authenticate(token))?.userId ?? null : null;
    }
    const idem = idempotencyKeyOf(c, userId);
    const answer = await withFormBody(c, {
      fields: Object.keys(PropertySchema.entries), maxFiles: Limits.maxImages, maxFileBytes: MAX_IMAGE_BYTES,
      tooMany: `You can add at most ${Limits.maxImages} images.`, formats: IMAGE_FORMATS.listings,
      notImage: (name) => `"${name}" is not a PNG or JPEG image.`, spoolDir: spoolDir(deps.config.dataDir),
    }, async ({ fields, files }) => {
      const input = parseWith(PropertySchema, fields);
      const ip = clientAddress(c, deps.config.trustProxy);
      return answerOnce(deps.database.db, bindToRequest(idem, input, files), saved, (record) => listings.submit(input, files, userId, ip, record, requestLanguage(c)));
    });
    return reply(c, answer);
  };

  const list = (status: ListingStatus) => async (c: Context<{ Variables: AuthVars }>) =>
    ok(c, await listings.listMine(c.get('auth').userId, status));

  return new Hono<{ Variables: AuthVars }>()
    .post(route(ApiPaths.submitPropertyDetails), submitLimit, authed, submit('user'))
    .post(route(ApiPaths.submitPropertyAnonymous), submitLimit, submit('anonymous'))
    .get(route(ApiPaths.detailsById), authed, async (c) => {
      const q = parseWith(PropertyIdQuery, c.req.query());
      return ok(c, await listings.forEdit(c.get('auth').userId, q.PropertyId, q.IncludeImages === 'true'));
    })
    .get(route(ApiPaths.activeProperties), authed, list('Active'))
    .get(route(ApiPaths.pendingProperties), authed, list('Pending'))
    .get(route(ApiPaths.rejectedProperties), authed, list('Rejected'))
    .get(route(ApiPaths.soldProperties), authed, list('Sold'))
    .get(route(ApiPaths.deleteProperty), authed, async (c) => {
      const { Id } = parseWith(IdQuery, c.req.query());
      await listings.deleteOwn(c.get('auth').userId, Id);
      return ok(c, null, 'The property is deleted.');
    })
    .get(route(ApiPaths.markSoldProperty), authed, async (c) => {
      const { Id } = parseWith(IdQuery, c.req.query());
      await listings.markSold(c.get('auth').userId, Id);
      return ok(c, null, 'The property is marked as sold.');
    })
    .get(route(ApiPaths.approveProperty), async (c) => {
      const q = parseWith(ApprovalQuery, c.req.query());
      return ok(c, null, await listings.decide(q.key, q.email, 'approve'));
    })
    .get(route(ApiPaths.rejectProperty), async (c) => {
      const q = parseWith(ApprovalQuery, c.req.query());
      return ok(c, null, await listings.decide(q.key, q.email, 'reject'));
    });
}
