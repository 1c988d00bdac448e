import { Hono, type Context } from 'hono';
import type { AppDeps } from '../deps.ts';
import { sameSecret } from '../services/crypto.ts';

/**
 * Operations endpoints for load balancers, orchestrators and Prometheus, not for
 * the app: they live outside /api and answer plain JSON or text rather than the spec's
 * `{ IsSuccess, Message, Data }` envelope, because their readers (a Kubernetes probe, nginx, a
 * scraper) look at the status code and their own formats, and the spec's API stays the spec's.
 * Nothing here is rate limited: a probe every few seconds from each balancer must never see a 429.
 */
export function opsRoutes(deps: AppDeps) {
  // Probes must reach the server itself: no proxy, CDN or browser may keep an answer.
  const noStore = (c: Context) => c.header('Cache-Control', 'no-store');
  return new Hono()
    // Alive: the process answers. No database, no disk, so a slow database never gets an instance restarted.
    .get('/healthz', (c) => {
      noStore(c);
      return c.json({ status: 'alive' });
    })
    .get('/readyz', async (c) => {
      noStore(c);
      const r = await deps.health.readiness();
      if (!r.ready) return c.json({ status: 'unavailable', failed: r.failed, checks: r.checks }, 503);
      // Still ready (the shell answers first visits), but a balancer or a person should know.
      const degraded = deps.renderLoad.degradedReason();
      if (degraded) return c.json({ status: 'degraded', degraded: ['rendering'], checks: { ...r.checks, rendering: degraded } });
      return c.json({ status: 'ready', checks: r.checks });
    })
    .get('/metrics', async (c) => {
      noStore(c);
      const token = deps.config.metricsToken;
      // Off: the address does not exist, as for any other unknown path.
      if (!deps.metrics || !token) return c.text('Not found', 404);
      const presented = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
      if (!sameSecret(presented, token)) {
        c.header('WWW-Authenticate', 'Bearer realm="metrics"');
        return c.text('Unauthorized', 401);
      }
      const { contentType, body } = await deps.metrics.exposition();
      return c.body(body, 200, { 'Content-Type': contentType });
    });
}
