import { renameSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { visitor } from './support/accounts.ts';

// Liveness, readiness and Prometheus metrics through HTTP, on this run's database.
// The shutdown and a database that stops answering are in ops-process.test.ts, with a real process.

const TOKEN = 'metrics-token-for-tests-0123456789';
let server: TestServer;
beforeAll(async () => { server = await startTestServer({ env: { METRICS_TOKEN: TOKEN } }); });
afterAll(async () => { await server?.close(); });

const scrape = async (token = TOKEN) => {
  const res = await server.fetch('/metrics', { headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};

/** The value of one series in the exposition text, or null when it is absent. */
const sample = (text: string, series: string): number | null => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? null : Number(line.slice(series.length + 1));
};

describe('/healthz', () => {
  it('answers 200 without the envelope, is never cached and never rate limited', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => server.fetch('/healthz')));
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-request-id')).toBeTruthy();
      expect(await res.json()).toEqual({ status: 'alive' });
    }
  });
});

describe('/readyz', () => {
  it('is ready when the database answers, every migration is applied and storage takes files', async () => {
    const res = await server.fetch('/readyz');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } });
  });

  it('names the migrations when one this build ships is not applied', async () => {
    const [last] = await server.database.rows<{ version: string }>(sql`SELECT version FROM schema_migrations ORDER BY version DESC LIMIT 1`);
    await server.database.rows(sql`DELETE FROM schema_migrations WHERE version = ${last!.version}`);
    try {
      const res = await server.fetch('/readyz');
      expect(res.status).toBe(503);
      const body = await res.json() as { status: string; failed: string[]; checks: Record<string, string> };
      expect(body).toMatchObject({ status: 'unavailable', failed: ['migrations'] });
      expect(body.checks.migrations).toBe(`not applied: ${last!.version}`);
      expect(body.checks.database).toBe('ok');
    } finally {
      await server.database.rows(sql`INSERT INTO schema_migrations (version) VALUES (${last!.version})`);
    }
    expect((await server.fetch('/readyz')).status).toBe(200);
  });

  it('names storage when the image cache folder cannot take a file', async () => {
    // A file where the folder should be: running as root, permissions alone would not stop a write.
    const cache = path.join(server.config.dataDir, 'cache');
    const aside = `${cache}-aside`;
    mkdirSync(cache, { recursive: true });
    renameSync(cache, aside);
    writeFileSync(cache, 'not a folder');
    try {
      const res = await server.fetch('/readyz');
      expect(res.status).toBe(503);
      const body = await res.json() as { failed: string[]; checks: Record<string, string> };
      expect(body.failed).toEqual(['storage']);
      expect(body.checks.storage).toMatch(/^image cache not writable/);
      expect(body.checks.database).toBe('ok');
      expect(JSON.stringify(body)).not.toContain(server.config.dataDir);
    } finally {
      rmSync(cache);
      renameSync(aside, cache);
    }
    expect((await server.fetch('/readyz')).status).toBe(200);
    const warned = server.logs.map((l) => JSON.parse(l) as Record<string, unknown>).filter((e) => e.msg === 'not ready');
    expect(warned.length).toBeGreaterThanOrEqual(2);
  });
});

describe('/metrics', () => {
  it('refuses a missing or wrong token with 401', async () => {
    const none = await server.fetch('/metrics');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await scrape('wrong-token-for-tests-0123456789')).status).toBe(401);
    expect((await scrape(`${TOKEN}x`)).status).toBe(401);
    expect((await scrape(TOKEN.slice(0, -1))).status).toBe(401);
  });

  it('counts requests by route pattern and status, never by raw URL', async () => {
    const before = await scrape();
    expect(before.status).toBe(200);
    expect(before.type).toMatch(/^text\/plain; version=0\.0\.4/);
    const series = 'http_requests_total{method="GET",route="/api/property/getpropertydetailsbyurl",status="404"}';
    const was = sample(before.text, series) ?? 0;
    // Two addresses of one route, in two spellings: one series.
    expect((await server.fetch('/api/Property/GetPropertyDetailsByUrl?propertyUrl=no-such-house-7001', visitor())).status).toBe(404);
    expect((await server.fetch('/api/property/getpropertydetailsbyurl?propertyUrl=no-such-house-7002', visitor())).status).toBe(404);
    await server.fetch('/api/No/Such/Thing-7003');
    await server.fetch('/healthz', { method: 'PROPFIND' });
    const after = await scrape();
    expect(sample(after.text, series)).toBe(was + 2);
    expect(after.text).not.toContain('no-such-house');
    expect(after.text).not.toContain('Thing-7003');
    expect(sample(after.text, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(after.text).toMatch(/http_requests_total\{method="OTHER",route="[^"]+",status="404"\} 1/);
    expect(sample(after.text, `http_request_duration_seconds_count${series.slice('http_requests_total'.length)}`)).toBe(was + 2);
    expect(after.text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/property/getpropertydetailsbyurl",status="404"}');
  });

  it('reports the database connections, the queues and the caches', async () => {
    // A mail due tomorrow stays in the queue while we look.
    await server.database.rows(sql`INSERT INTO mail_queue (recipient, subject, message, next_attempt_at)
      VALUES ('later@example.pk', 'Later', '{}'::jsonb, now() + interval '1 day')`);
    const [{ n }] = await server.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM mail_queue WHERE sent_at IS NULL`) as [{ n: number }];
    const criteria = { PageNumber: 1, PageSize: 10, City: 1, Purpose: 1 };
    for (let i = 0; i < 3; i++) expect((await server.fetch('/api/Property/SearchProperty', visitor(jsonPost(criteria)))).status).toBe(200);

    const { text } = await scrape();
    const driver = server.database.kind;
    expect(sample(text, `basera_db_connections{driver="${driver}",state="total"}`)).toBeGreaterThanOrEqual(1);
    expect(sample(text, `basera_db_connections_max{driver="${driver}"}`)).toBe(driver === 'postgres' ? 10 : 1);
    if (driver === 'postgres') {
      expect(sample(text, 'basera_db_connections{driver="postgres",state="idle"}')).not.toBeNull();
      expect(sample(text, 'basera_db_waiting_queries{driver="postgres"}')).toBe(0);
    } else {
      // PGlite does not expose its statement queue: no made-up figure.
      expect(text).not.toContain('basera_db_waiting_queries{');
    }
    expect(sample(text, 'basera_queue_depth{queue="mail"}')).toBe(n);
    expect(n).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'basera_queue_depth{queue="push"}')).not.toBeNull();
    expect(sample(text, 'basera_queue_depth{queue="alert_jobs"}')).not.toBeNull();
    expect(sample(text, 'basera_queue_oldest_seconds{queue="mail"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'basera_cache_lookups_total{cache="search",result="hit"}')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'basera_cache_lookups_total{cache="search",result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'basera_cache_lookups_total{cache="reference",result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('basera_cache_lookups_total{cache="image_variants",result="miss"}');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });
});

describe('a database that went away (in-process, PGlite)', () => {
  it('makes /readyz answer 503 naming the database, while /healthz stays 200', async () => {
    if (server.database.kind !== 'pglite') return; // PostgreSQL: a real process and a cut connection, in ops-process.test.ts
    const close = server.database.close.bind(server.database);
    await close();
    server.database.close = async () => undefined;
    const res = await server.fetch('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'unavailable', failed: ['database'], checks: { database: 'unreachable', migrations: 'not checked', storage: 'ok' } });
    expect((await server.fetch('/healthz')).status).toBe(200);
  });
});
