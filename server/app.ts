import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { routePath } from 'hono/route';
import { HTTPException } from 'hono/http-exception';
import { compress } from 'hono/compress';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { Messages } from '../src/contract/messages.ts';
import type { AppDeps } from './deps.ts';
import { ApiError } from './errors.ts';
import { errorAnswer } from './http/errors.ts';
import { describeError, withRequestId } from './log.ts';
import { fail } from './http/envelope.ts';
import { StaticFiles } from './http/static.ts';
import { isDatabaseUnavailable } from './db/connection.ts';
import { ServerPages } from './http/pages.ts';
import { securityHeaders } from './http/security.ts';
import { guardSharedAnswers } from './http/edge-cache.ts';
import { defaultBodyLimit } from './http/body-limit.ts';
import { sameOriginWrites } from './http/origin.ts';
import { requestLanguage } from './http/auth.ts';
import { homeRoutes } from './routes/home.ts';
import { referenceRoutes } from './routes/reference.ts';
import { guideRoutes } from './routes/guides.ts';
import { imageRoutes } from './routes/images.ts';
import { accountRoutes } from './routes/account.ts';
import { listingReadRoutes } from './routes/listings-read.ts';
import { messageRoutes } from './routes/messages.ts';
import { listingWriteRoutes } from './routes/listings-write.ts';
import { marketingRoutes } from './routes/marketing.ts';
import { favouriteRoutes } from './routes/favourites.ts';
import { savedSearchRoutes, unsubscribeRoutes } from './routes/saved-searches.ts';
import { freshnessRoutes, stillAvailablePageRoutes } from './routes/freshness.ts';
import { duplicateRoutes } from './routes/duplicates.ts';
import { pushRoutes } from './routes/push.ts';
import { opsRoutes } from './routes/ops.ts';
import { reportRoutes } from './routes/reports.ts';
import { phoneRoutes } from './routes/phone.ts';
import { adminRoutes } from './routes/admin.ts';
import { projectRoutes } from './routes/projects.ts';
import { profileRoutes } from './routes/profiles.ts';
import { agencyRoutes } from './routes/agencies.ts';
import { photoCheckRoutes } from './routes/photo-checks.ts';
import { insightRoutes } from './routes/insight.ts';
import { phoneRevealRoutes } from './routes/phone-reveal.ts';
import { vitalsRoutes } from './routes/vitals.ts';
import { askingRoutes } from './routes/asking.ts';
import { tileRoutes } from './routes/tiles.ts';
import { readBudget } from './http/read-budget.ts';
import { readYourWrites } from './http/read-your-writes.ts';
import { APP_VERSION } from './paths.ts';
import { APP_VERSION_HEADER, MIN_CLIENT_VERSION, MIN_CLIENT_VERSION_HEADER } from '../src/contract/app-version.ts';

/** `route`: what answered when no route pattern did (a page, a file, nothing), for the metrics. */
type Env = { Variables: { requestId: string; route?: string } };

/** A failover or restart of PostgreSQL takes seconds: a client asked to wait this long finds it back. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** A request id we take from the proxy in front: nginx's 32 hex digits, a UUID, a load balancer's. */
const REQUEST_ID = /^[A-Za-z0-9-]{1,64}$/;

/** JSON bodies are small; the routes that take uploads declare room for their files themselves (routeBodyLimit). */
const DEFAULT_BODY_LIMIT = 256 * 1024;

/**
 * The original server matched API routes without regard to case or a trailing slash (the spec's
 * marketing path ends in one); assets keep their case because their names are hashes.
 */
function routingPath(req: Request): string {
  const { pathname } = new URL(req.url);
  const lower = pathname.toLowerCase();
  if (lower === '/api' || lower.startsWith('/api/')) return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
  if (lower.startsWith('/tiles/')) return lower;
  return pathname;
}

interface AppOptions {
  /** The built client (dist/); without it only the API answers. */
  clientDir?: string | null;
  /** The server-side renderer bundle (build/ssr/entry-server.js); used when it and clientDir exist. */
  rendererFile?: string | null;
}

export function createApp(deps: AppDeps, opts: AppOptions = {}) {
  const app = new Hono<Env>({ getPath: routingPath });
  const statics = opts.clientDir ? new StaticFiles(opts.clientDir, deps.config.adminEmail) : null;
  // The renderer's reads are answered by this same app in-process.
  const inProcess: typeof fetch = async (input, init) => app.request(input, init);
  const pages = opts.clientDir && opts.rendererFile
    ? ServerPages.create(opts.clientDir, opts.rendererFile, inProcess, deps.log, deps.config.publicUrlSet ? deps.config.publicUrl : null, deps.config.adminEmail, deps.pageCache, deps.config.ssrThreads, deps.renderLoad).catch((err: unknown) => {
      deps.log('server rendering is off', { level: 'warn', ...describeError(err) });
      return null;
    })
    : Promise.resolve(null);

  app.use('*', async (c, next) => {
    // A proxy's id (nginx's $request_id) joins its log to ours; anything else a client makes up is
    // replaced, so the header cannot carry markup or a forged id into the logs and the answer.
    const offered = c.req.header('x-request-id');
    const requestId = offered && REQUEST_ID.test(offered) ? offered : randomUUID();
    c.set('requestId', requestId);
    const started = performance.now();
    // Every line logged while this request runs (services, mail) carries its id.
    await withRequestId(requestId, next);
    c.header('X-Request-Id', requestId);
    // Draining after SIGTERM: a kept-alive client reconnects, to another instance, for its next request.
    if (deps.health.isDraining()) c.header('Connection', 'close');
    // Labelled by the pattern that answered, never the URL: ids and query strings would make a
    // series per listing. After next() the route index is the handler that answered.
    deps.metrics?.observe(c.req.method, c.get('route') ?? routePath(c), c.res.status, (performance.now() - started) / 1000);
    if (deps.config.logRequests) {
      deps.log('request', {
        method: c.req.method, path: c.req.path, status: c.res.status, ms: Number((performance.now() - started).toFixed(1)), requestId,
      });
    }
  });
  // Runs after every route has answered: nothing asked with credentials, or setting a cookie, leaves public (server/http/edge-cache.ts).
  app.use('*', guardSharedAnswers());
  app.use('*', securityHeaders({ https: deps.config.publicUrl.startsWith('https:') }));
  app.use('*', readYourWrites(deps.config.databaseReadUrls.length > 0, deps.config.publicUrl.startsWith('https:')));
  app.use('*', compress());
  // First of the API's own, so that every answer carries them, refusals by the guards below included.
  app.use('/api/*', async (c, next) => {
    await next();
    // API answers are per-request data; the service worker decides what to keep, not shared caches.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
    // An installed older app compares these when it cannot read an answer.
    c.header(APP_VERSION_HEADER, APP_VERSION);
    c.header(MIN_CLIENT_VERSION_HEADER, MIN_CLIENT_VERSION);
  });
  app.use('/api/*', sameOriginWrites(deps.config.publicUrl));
  app.use('/api/*', defaultBodyLimit(DEFAULT_BODY_LIMIT, 'The request body is too large.'));
  // The page's language is checked on every call alike, signed in or not.
  app.use('/api/*', async (c, next) => {
    requestLanguage(c);
    await next();
  });

  const api = new Hono<Env>()
    .route('/', homeRoutes(deps))
    .route('/', referenceRoutes(deps))
    .route('/', imageRoutes(deps))
    .route('/', guideRoutes(deps))
    .route('/', accountRoutes(deps))
    .route('/', listingReadRoutes(deps))
    .route('/', projectRoutes(deps))
    .route('/', profileRoutes(deps))
    .route('/', agencyRoutes(deps))
    .route('/', messageRoutes(deps))
    .route('/', listingWriteRoutes(deps))
    .route('/', marketingRoutes(deps))
    .route('/', favouriteRoutes(deps))
    .route('/', savedSearchRoutes(deps))
    .route('/', pushRoutes(deps))
    .route('/', reportRoutes(deps))
    .route('/', phoneRoutes(deps))
    .route('/', adminRoutes(deps))
    .route('/', photoCheckRoutes(deps))
    .route('/', freshnessRoutes(deps))
    .route('/', duplicateRoutes(deps))
    .route('/', insightRoutes(deps))
    .route('/', phoneRevealRoutes(deps))
    .route('/', vitalsRoutes(deps))
    .route('/', askingRoutes(deps));
  app.route('/api', api);
  app.route('/', opsRoutes(deps));
  app.use('/tiles/*', readBudget(deps.readBudgets.tiles, deps.config.trustProxy));
  app.route('/', tileRoutes(deps));
  app.route('/', unsubscribeRoutes(deps));
  app.route('/', stillAvailablePageRoutes(deps));
  // Photos shared to the installed app (the manifest's share_target) are posted here. The service
  // worker takes them; if it is not running yet, the form still opens, without them.
  app.post('/property/forms/submit', (c) => c.redirect('/property/forms/submit?shared=1', 303));

  app.notFound(async (c) => {
    c.set('route', 'unmatched');
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return fail(c, 404, Messages.notFound);
    const rendered = await (await pages)?.serve(c);
    if (rendered) {
      c.set('route', 'page');
      return rendered;
    }
    const served = statics ? await statics.serve(c) : null;
    if (served) c.set('route', 'static');
    return served ?? c.text('Not found', 404);
  });

  app.onError((err, c: Context<Env>) => {
    if (err instanceof ApiError) return errorAnswer(c, err);
    if (err instanceof HTTPException) {
      const status = err.status as ContentfulStatusCode;
      return fail(c, status, status >= 500 ? Messages.unexpected : err.message || Messages.invalidRequest);
    }
    if (isDatabaseUnavailable(err)) {
      deps.log('database unavailable', { level: 'warn', method: c.req.method, path: c.req.path, ...describeError(err), stack: undefined });
      return errorAnswer(c, new ApiError(503, Messages.unavailable, undefined, { RetryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS }));
    }
    deps.log('request failed', { level: 'error', requestId: c.get('requestId'), method: c.req.method, path: c.req.path, ...describeError(err) });
    return fail(c, 500, Messages.unexpected, { RequestId: c.get('requestId') });
  });

  return app;
}
