/**
 * The reference edge cache (deploy/nginx/basera-edge.conf) in front of the site (deploy/nginx/basera.conf)
 * in front of an instance, both files unchanged but for their placeholders: answers the app marks
 * public are kept and served as HITs, an approval reaches a cached search within 2 s through the
 * app's purge hook (EDGE_PURGE_URL), and nothing asked signed in is ever answered from the cache or
 * stored in it. Runs on PGlite with one instance and on PostgreSQL (TEST_PG_URL) with two, the
 * approval made on the second. Results pages are checked too when
 * `npm run build` has made the client and the renderer.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../server/paths.ts';
import { keysForListingChange } from '../../server/edge/surrogate-keys.ts';
import type { SearchResult, SubmitResult } from '../../src/contract/types.ts';
import { linkIn, mailsTo } from '../support/mail.ts';
import { registeredUser } from './support/accounts.ts';
import { nginxSkipReason, startSiteNginx, type SiteNginx } from './support/nginx.ts';
import { freePort } from './support/process.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { removeDir } from './support/template.ts';

const skipReason = nginxSkipReason({ postgres: false });

const CLIENT_DIR = path.join(ROOT, 'dist');
const RENDERER = path.join(ROOT, 'build', 'ssr', 'entry-server.js');
const built = existsSync(path.join(CLIENT_DIR, 'index.html')) && existsSync(RENDERER);

let server: TestServer;
/** On PostgreSQL, a second instance on the same database behind the same nginx. */
let second: TestServer | null = null;
let nginx: SiteNginx;
let emptyDist = '';

beforeAll(async () => {
  if (skipReason) return;
  const edgePort = await freePort();
  if (!built) {
    emptyDist = path.join(ROOT, '.tmp', `edge-dist-${process.pid}`);
    mkdirSync(emptyDist, { recursive: true });
  }
  // Two proxies in front (the edge, then the site): TRUST_PROXY=2, as deploy/nginx/basera-edge.conf says.
  const env = {
    TRUST_PROXY: '2', PUBLIC_URL: `http://127.0.0.1:${edgePort}`, SSR_THREADS: '0', PAGE_CACHE_SECONDS: '30',
    EDGE_PURGE_URL: `http://127.0.0.1:${edgePort}/.edge-purge`,
  };
  const site = built ? { clientDir: CLIENT_DIR, rendererFile: RENDERER } : {};
  server = await startTestServer({ ...site, env });
  const instances = [server];
  if (server.config.databaseUrl) {
    // Two instances on one PostgreSQL, each clearing its own caches on the other's NOTIFY, as in production.
    second = await startTestServer({ ...site, env: { ...env, DATABASE_URL: server.config.databaseUrl } });
    instances.push(second);
    await Promise.all(instances.map((i) => i.deps.cacheBus.start()));
  }
  nginx = await startSiteNginx('edge', instances.map((i) => Number(new URL(i.url).port)), built ? CLIENT_DIR : emptyDist, { edge: { port: edgePort } });
}, 180_000);

afterAll(async () => {
  if (skipReason) return;
  await server?.deps.edgePurge.settled();
  await second?.deps.edgePurge.settled();
  if (nginx && nginx.child.exitCode === null) {
    nginx.child.kill('SIGQUIT');
    await nginx.exited;
  }
  for (const instance of [second, server]) {
    await instance?.deps.cacheBus.stop();
    await instance?.close();
  }
  if (nginx) removeDir(nginx.dir);
  if (emptyDist) removeDir(emptyDist);
}, 60_000);

interface Raw { status: number; headers: http.IncomingHttpHeaders; body: string }

/** One request with node:http, from another loopback address if asked (nginx then sees another client). */
function raw(url: string, opts: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: opts.method ?? 'GET', headers: opts.headers, localAddress: opts.from, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (d: string) => { body += d; }).on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

const status = (r: Raw) => r.headers['x-cache-status'];
const titles = (r: Raw) => (JSON.parse(r.body) as { Data: SearchResult }).Data.Items.map((i) => i.Title);

const photo = () => sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 120, g: 60, b: 30 } } }).jpeg().toBuffer();

async function submit(title: string): Promise<number> {
  const fd = new FormData();
  for (const [k, v] of Object.entries({
    Title: title, Description: 'Made by the edge nginx test.', PurposeId: '1', TypeId: '1', Price: '18000000', Area: '10', AreaUnitId: '1',
    CityId: '1', FullName: 'Edge Tester', EmailAddress: 'edge@example.pk', PhoneNumber: '03001234567',
  })) fd.append(k, v);
  fd.append('file', new Blob([new Uint8Array(await photo())], { type: 'image/jpeg' }), 'front.jpg');
  const res = await server.json<SubmitResult>('/api/Property/SubmitPropertyAnonymous', { method: 'POST', body: fd, headers: { 'X-Forwarded-For': '198.51.100.1, 198.51.100.221' } });
  expect(res.status, res.body.Message).toBe(200);
  return res.body.Data.PropertyId;
}

/**
 * Approves through the edge, as the admin's click arrives (never cached: the answer is no-store), or
 * on PostgreSQL straight to the second instance, while searches go through the edge to either: the
 * instance that approves purges, and the other must have cleared its own caches by then.
 */
async function approve(title: string): Promise<void> {
  const mail = mailsTo(server.config.dataDir, server.config.adminEmail).filter((m) => m.subject === `Approve property: ${title}`).at(-1)!;
  const link = linkIn(mail, '/property/verification/approve');
  const decided = await raw(`${second ? second.url : nginx.url}/api/property/approve?${link.searchParams.toString()}`);
  expect(decided.status, decided.body).toBe(200);
  expect(status(decided)).not.toBe('HIT');
}

async function waitFor(what: string, check: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    if (await check()) return;
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(skipReason !== null)(skipReason ? `the nginx edge cache (skipped: ${skipReason})` : 'the nginx edge cache', () => {
  it('keeps the anonymous search GET and reference data: a MISS, then HITs with the surrogate keys passed on', async () => {
    const search = `${nginx.url}/api/Property/SearchProperty?City=1&PageSize=5`;
    const first = await raw(search);
    expect(first.status).toBe(200);
    expect(status(first)).toBe('MISS');
    const second = await raw(search);
    expect(status(second)).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers['surrogate-key']).toBe('search city-1');
    expect(second.headers['cache-tag']).toBe('search,city-1');
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=30');
    // An answer is stored once per encoding, whatever list the browser writes.
    const gz = await raw(search, { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    expect(status(gz)).toBe('MISS');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(status(await raw(search, { headers: { 'Accept-Encoding': 'deflate, gzip' } }))).toBe('HIT');

    const lists = `${nginx.url}/api/Property/GetDropDownData`;
    expect(status(await raw(lists))).toBe('MISS');
    expect(status(await raw(lists))).toBe('HIT');
    // The POST is never cached.
    const post = await raw(`${nginx.url}/api/Property/SearchProperty`, { method: 'POST', body: '{"City":1}', headers: { 'Content-Type': 'application/json' } });
    expect(post.status).toBe(200);
    expect(status(post)).toBeUndefined();
  });

  it('shows an approved listing in a cached search within 2 s of the approval', async () => {
    const word = `Qandeel${Date.now().toString(36)}`;
    const title = `${word} edge house`;
    const search = `${nginx.url}/api/Property/SearchProperty?Keywords=${word}`;
    expect(titles(await raw(search))).toEqual([]);
    const cached = await raw(search);
    expect(status(cached)).toBe('HIT');
    expect(titles(cached)).toEqual([]);
    // Pending: the cached answer stands (a submission purges nothing).
    await submit(title);
    expect(status(await raw(search))).toBe('HIT');

    await approve(title);
    const approvedAt = Date.now();
    await waitFor('the cached search to show the approved listing', async () => titles(await raw(search)).includes(title), 2000);
    expect(Date.now() - approvedAt).toBeLessThan(2000);
    // Kept again once refetched.
    const again = await raw(search);
    expect(status(again)).toBe('HIT');
    expect(titles(again)).toContain(title);
  }, 30_000);

  it.skipIf(!built)('shows an approved listing on a cached results page within 2 s, and purges the listing\'s own page', async () => {
    const word = `Sarmast${Date.now().toString(36)}`;
    const title = `${word} edge page house`;
    const page = `${nginx.url}/properties?Keyword=${word}`;
    const html = { headers: { Accept: 'text/html' } };
    const warm = async () => {
      // The first render may be answered with the shell (never kept); the page is kept once rendered.
      await waitFor('a rendered, cached results page', async () => status(await raw(page, html)) === 'HIT', 10_000);
    };
    await warm();
    expect((await raw(page, html)).body).not.toContain(title);
    const id = await submit(title);
    await approve(title);
    const approvedAt = Date.now();
    await waitFor('the cached results page to show the approved listing', async () => (await raw(page, html)).body.includes(title), 2000);
    expect(Date.now() - approvedAt).toBeLessThan(2000);

    // The listing's own page, kept, then purged by the app's hook for a change of that listing.
    const [row] = await server.database.rows<{ url: string }>(sql`SELECT url FROM properties WHERE id = ${id}`);
    const own = `${nginx.url}/property/${row!.url}`;
    await waitFor('the listing page to be kept', async () => status(await raw(own, html)) === 'HIT', 10_000);
    expect((await raw(own, html)).headers['surrogate-key']).toBe(`listing-${id}`);
    server.deps.edgePurge.purge(keysForListingChange([{ id, cityId: 1, locationId: null }]));
    await server.deps.edgePurge.settled();
    expect(status(await raw(own, html))).toBe('MISS');
  }, 60_000);

  it('never answers a signed-in request from the cache, never stores its answer, and keeps a signed-in answer from anonymous visitors', async () => {
    const { token } = await registeredUser(server, 'edgenginx');
    const signedIn = { headers: { Authorization: `Bearer ${token}` } };
    // A query nobody has asked yet: asked signed in first, twice.
    const search = `${nginx.url}/api/Property/SearchProperty?City=2&PageSize=7`;
    for (let i = 0; i < 2; i++) {
      const res = await raw(search, signedIn);
      expect(res.status).toBe(200);
      expect(status(res)).toBe('BYPASS');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['surrogate-key']).toBeUndefined();
    }
    // Not stored: the first anonymous request is a MISS, and only then is it kept.
    expect(status(await raw(search))).toBe('MISS');
    expect(status(await raw(search))).toBe('HIT');
    // A kept anonymous answer is not given to a signed-in request either.
    expect(status(await raw(search, signedIn))).toBe('BYPASS');
    // Another cookie than the area unit's bypasses too; the area unit's alone does not.
    expect(status(await raw(search, { headers: { Cookie: 'sid=someone' } }))).toBe('BYPASS');
    expect(status(await raw(search, { headers: { Cookie: 'basera-area=marla%3A225' } }))).toBe('MISS');

    // Personal answers through the edge: the profile, twice, is never a HIT, and its 401 without a token is not kept.
    for (let i = 0; i < 2; i++) {
      const profile = await raw(`${nginx.url}/api/Account/profile`, signedIn);
      expect(profile.status).toBe(200);
      expect(status(profile)).toBe('BYPASS');
      const anonymous = await raw(`${nginx.url}/api/Account/profile`);
      expect(anonymous.status).toBe(401);
      expect(status(anonymous)).toBe('MISS');
      expect(anonymous.body).not.toContain('"UserName"');
    }
    const log = readFileSync(path.join(nginx.dir, 'logs', 'basera-edge.access.log'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { path: string; cache: string });
    expect(log.filter((l) => l.path === '/api/Account/profile').map((l) => l.cache)).not.toContain('HIT');
  }, 30_000);

  it('takes purges only from this machine and only as PURGE, empties only the section named; counts the visitor\'s address behind two proxies', async () => {
    const lists = `${nginx.url}/api/Property/GetDropDownData`;
    const search = `${nginx.url}/api/Property/SearchProperty?City=3`;
    await raw(lists);
    await raw(search);
    expect(status(await raw(lists))).toBe('HIT');
    expect(status(await raw(search))).toBe('HIT');
    expect((await raw(`${nginx.url}/.edge-purge/search/0/`, { method: 'PURGE', from: '127.0.0.2' })).status).toBe(403);
    expect((await raw(`${nginx.url}/.edge-dav/search/0/`, { method: 'DELETE', from: '127.0.0.2' })).status).toBe(403);
    expect((await raw(`${nginx.url}/.edge-purge/search/0/`)).status).toBe(405);
    expect((await raw(`${nginx.url}/.edge-purge/../search/0/`, { method: 'PURGE' })).status).not.toBe(204);
    for (const d of '0123456789abcdef') expect([204, 404]).toContain((await raw(`${nginx.url}/.edge-purge/search/${d}/`, { method: 'PURGE' })).status);
    expect(status(await raw(search))).toBe('MISS');
    expect(status(await raw(search))).toBe('HIT');
    expect(status(await raw(lists))).toBe('HIT');

    // TRUST_PROXY=2: the rate limit counts 127.0.0.2, the address the edge saw, not one the client wrote.
    const message = { fullName: 'Edge Visitor', emailAddress: 'visitor@example.pk', phoneNumber: '03001112223', subject: 'Edge', message: 'Who am I?' };
    const sent = await raw(`${nginx.url}/api/Contact/Us`, {
      method: 'POST', from: '127.0.0.2', body: JSON.stringify(message), headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.77' },
    });
    expect(sent.status, sent.body).toBe(200);
    const buckets = (await server.database.rows<{ bucket: string }>(sql`SELECT bucket FROM rate_limits WHERE bucket LIKE 'contact:ip:%'`)).map((r) => r.bucket);
    expect(buckets).toContain('contact:ip:127.0.0.2');
    expect(buckets.some((k) => k.includes('203.0.113.77') || k === 'contact:ip:127.0.0.1')).toBe(false);
  });
});

if (skipReason) console.log(`tests/api/edge-nginx.test.ts: skipped, ${skipReason}`);
