/**
 * The edge cache's side of the app (server/http/edge-cache.ts, server/edge/*): which answers a shared
 * cache may keep, under which surrogate keys, and the purge a listing's change sends. The nginx
 * reference edge itself is tested in tests/api/edge-nginx.test.ts.
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import { bearer, registeredUser } from './support/accounts.ts';
import { insertListing } from './support/listings.ts';
import { linkIn, mailsTo } from '../support/mail.ts';
import { createApp } from '../../server/app.ts';
import { ROOT } from '../../server/paths.ts';
import { ConfigError, loadConfig, type EdgePurgeConfig } from '../../server/config.ts';
import { createEdgePurger } from '../../server/edge/purge.ts';
import { guardSharedAnswers, markShared } from '../../server/http/edge-cache.ts';
import type { SubmitResult } from '../../src/contract/types.ts';

interface Seen { method: string; url: string; headers: http.IncomingHttpHeaders; body: string; at: number }

/** A stand-in for an edge's purge API: records every request and answers with `status(n)` for the n-th. */
async function standIn(status: (n: number) => number = () => 200): Promise<{ url: string; seen: Seen[]; close: () => Promise<void> }> {
  const seen: Seen[] = [];
  const srv = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8').on('data', (d: string) => { body += d; }).on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body, at: Date.now() });
      res.writeHead(status(seen.length), { 'Content-Type': 'application/json' }).end('{"status":"ok"}');
    });
  });
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(srv.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise((resolve) => { srv.closeAllConnections(); srv.close(() => resolve()); }),
  };
}

async function until<T>(what: string, check: () => T | undefined, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const SITE = 'http://basera.test';
const CLIENT_DIR = path.join(ROOT, 'dist');
const RENDERER = path.join(ROOT, 'build', 'ssr', 'entry-server.js');
const built = existsSync(path.join(CLIENT_DIR, 'index.html')) && existsSync(RENDERER);

let edge: Awaited<ReturnType<typeof standIn>>;
let server: TestServer;
let pages: ReturnType<typeof createApp>;

beforeAll(async () => {
  edge = await standIn();
  // The page cache on (as in production) and PUBLIC_URL set: the two conditions for a public page.
  server = await startTestServer({ env: { PUBLIC_URL: SITE, SSR_THREADS: '0', PAGE_CACHE_SECONDS: '30', EDGE_PURGE_URL: `${edge.url}/.edge-purge` } });
  if (built) pages = createApp(server.deps, { clientDir: CLIENT_DIR, rendererFile: RENDERER });
}, 120_000);
afterAll(async () => {
  await server?.deps.edgePurge.settled();
  await server?.close();
  await edge?.close();
});

const headersOf = (res: Response) => ({
  cacheControl: res.headers.get('cache-control'), surrogateKey: res.headers.get('surrogate-key'), cacheTag: res.headers.get('cache-tag'), vary: res.headers.get('vary'),
});
const PRIVATE = { cacheControl: 'private, no-store', surrogateKey: null, cacheTag: null };

describe('Cache-Control and surrogate keys per route', () => {
  it('the search GET: public with search, city and location keys when anonymous; private signed in or with a cookie', async () => {
    const [loc] = await server.database.rows<{ id: number }>(sql`SELECT id FROM locations WHERE city_id = 2 ORDER BY id LIMIT 1`);
    const query = `/api/Property/SearchProperty?City=2&Location=${loc!.id}`;
    const anonymous = headersOf(await server.fetch(query));
    expect(anonymous).toMatchObject({
      cacheControl: 'public, max-age=0, s-maxage=10, stale-while-revalidate=30',
      surrogateKey: `search city-2 location-${loc!.id}`, cacheTag: `search,city-2,location-${loc!.id}`,
    });
    expect(anonymous.vary).toContain('Authorization');
    expect(headersOf(await server.fetch('/api/Property/SearchProperty?Purpose=1'))).toMatchObject({ surrogateKey: 'search', cacheTag: 'search' });

    const { token } = await registeredUser(server, 'edgesearch');
    expect(headersOf(await server.fetch(query, bearer(token)))).toMatchObject(PRIVATE);
    // A cookie the page does not draw with (anything but the area unit's) may be a session elsewhere on the domain.
    expect(headersOf(await server.fetch(query, { headers: { Cookie: 'sid=abc' } }))).toMatchObject(PRIVATE);
    // The POST and a refusal are never kept.
    expect(headersOf(await server.fetch('/api/Property/SearchProperty', jsonPost({ City: 2 })))).toMatchObject({ cacheControl: 'no-store', surrogateKey: null });
    expect(headersOf(await server.fetch('/api/Property/SearchProperty?Purpose=9'))).toMatchObject({ cacheControl: 'no-store', surrogateKey: null });
  });

  it('reference data: public for five minutes under `reference` when anonymous; no-store signed in or refused', async () => {
    const shared = { cacheControl: 'public, max-age=0, s-maxage=300, stale-while-revalidate=600', surrogateKey: 'reference', cacheTag: 'reference' };
    for (const address of ['/api/Property/GetDropDownData', '/api/Property/GetLocations?cityId=1', '/api/Property/Locations?cityId=2']) {
      const res = await server.fetch(address);
      expect(res.status, address).toBe(200);
      expect(headersOf(res), address).toMatchObject(shared);
    }
    const { token } = await registeredUser(server, 'edgeref');
    expect(headersOf(await server.fetch('/api/Property/GetDropDownData', bearer(token)))).toMatchObject({ cacheControl: 'no-store', surrogateKey: null });
    const refused = await server.fetch('/api/Property/GetLocations?cityId=karachi');
    expect(refused.status).toBe(400);
    expect(headersOf(refused)).toMatchObject({ cacheControl: 'no-store', surrogateKey: null });
  });

  it('personal and per-visitor answers carry no keys and stay no-store', async () => {
    const { token } = await registeredUser(server, 'edgeown');
    const listing = await insertListing(server.database, { title: 'Edge keyless house' });
    for (const [address, init] of [
      ['/api/Account/profile', bearer(token)],
      ['/api/Property/GetActiveProperties', bearer(token)],
      [`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${listing.url}`, {}],
      ['/api/Home/NewlyAdded', {}],
    ] as const) {
      const res = await server.fetch(address, init);
      expect(headersOf(res), address).toMatchObject({ cacheControl: 'no-store', surrogateKey: null, cacheTag: null });
    }
  });

  it.skipIf(!built)('pages: public with their keys when anonymous; no-cache with credentials, another cookie or an area unit of their own', async () => {
    const [loc] = await server.database.rows<{ id: number }>(sql`SELECT id FROM locations WHERE city_id = 1 ORDER BY id LIMIT 1`);
    const listing = await insertListing(server.database, { title: 'Edge page house', cityId: 1 });
    const id = listing.id;
    // The address as the app makes it: the id last (src/lib/slug.ts), which the page's key is read from.
    await server.database.rows(sql`UPDATE properties SET url = ${`house-for-sale-edge-${id}`} WHERE id = ${id}`);
    const shared = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';
    for (const [address, keys] of [
      ['/', 'search'],
      [`/properties?City=1&Location=${loc!.id}`, `search city-1 location-${loc!.id}`],
      ['/ur/properties?City=1', 'search city-1'],
      [`/property/house-for-sale-edge-${id}`, `listing-${id}`],
      ['/about-us', 'pages'],
    ] as const) {
      // Once to warm: a first render slower than the answer's limit is answered with the shell (never shared).
      await (await pages.request(address)).arrayBuffer();
      const res = await pages.request(address);
      expect(res.status, address).toBe(200);
      expect(res.headers.get('content-type'), address).toMatch(/^text\/html/);
      expect(res.headers.get('x-page-cache'), address).toBe('hit');
      expect(headersOf(res), address).toMatchObject({ cacheControl: shared, surrogateKey: keys, cacheTag: keys.replaceAll(' ', ',') });
      expect(res.headers.get('vary'), address).toContain('Authorization');
      // The page carries nothing a shared cache must not hand to the next visitor.
      expect(res.headers.get('set-cookie'), address).toBeNull();
      expect(res.headers.get('content-security-policy'), address).not.toMatch(/nonce-/);
    }
    const notShared = { cacheControl: 'no-cache', surrogateKey: null, cacheTag: null };
    for (const headers of [{ Authorization: 'Bearer whoever' } as Record<string, string>, { Cookie: 'sid=abc' }, { Cookie: 'basera-area=sqft%3A225; sid=abc' }, { Cookie: 'basera-area=sqm%3A225' }]) {
      const res = await pages.request('/properties?City=1', { headers });
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(headersOf(res), JSON.stringify(headers)).toMatchObject(notShared);
    }
    // A page the server does not render (behind a login) is the shell: never shared.
    expect(headersOf(await pages.request('/account/profile'))).toMatchObject(notShared);
  }, 60_000);

  it('the last guard takes keyed answers asked with credentials, or setting a cookie, out of shared caches', async () => {
    const app = new Hono();
    app.use('*', guardSharedAnswers());
    app.get('/keyed', (c) => { markShared(c, ['search'], { fresh: 10, stale: 10 }); return c.text('x'); });
    app.get('/cookie', (c) => { markShared(c, ['pages'], { fresh: 10, stale: 10 }); c.header('Set-Cookie', 'a=b'); return c.text('x'); });
    app.get('/photo', (c) => { c.header('Cache-Control', 'public, max-age=31536000, immutable'); return c.text('x'); });
    expect(headersOf(await app.request('/keyed'))).toMatchObject({ cacheControl: 'public, max-age=0, s-maxage=10, stale-while-revalidate=10', surrogateKey: 'search' });
    expect(headersOf(await app.request('/keyed', { headers: { Authorization: 'Bearer t' } }))).toMatchObject(PRIVATE);
    expect(headersOf(await app.request('/keyed', { headers: { Cookie: 'sid=1' } }))).toMatchObject(PRIVATE);
    expect(headersOf(await app.request('/keyed', { headers: { Cookie: 'basera-area=sqft%3A225' } }))).toMatchObject({ surrogateKey: 'search' });
    expect(headersOf(await app.request('/cookie'))).toMatchObject(PRIVATE);
    // Unkeyed public answers (a public photo) are the route's own business.
    expect(headersOf(await app.request('/photo', { headers: { Authorization: 'Bearer t' } })).cacheControl).toBe('public, max-age=31536000, immutable');
  });
});

const photo = () => sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 90, b: 140 } } }).jpeg().toBuffer();

async function submitAndApprove(title: string, cityId: number, locationId: number): Promise<{ id: number; approvedAt: number }> {
  const fd = new FormData();
  for (const [k, v] of Object.entries({
    Title: title, Description: 'Made by the edge cache test.', PurposeId: '1', TypeId: '1', Price: '21000000', Area: '10', AreaUnitId: '1',
    CityId: String(cityId), LocationId: String(locationId), FullName: 'Edge Tester', EmailAddress: 'edge@example.pk', PhoneNumber: '03001234567',
  })) fd.append(k, v);
  fd.append('file', new Blob([new Uint8Array(await photo())], { type: 'image/jpeg' }), 'front.jpg');
  const submitted = await server.json<SubmitResult>('/api/Property/SubmitPropertyAnonymous', { method: 'POST', body: fd, headers: { 'X-Forwarded-For': '198.51.100.201' } });
  expect(submitted.status, submitted.body.Message).toBe(200);
  const mail = mailsTo(server.config.dataDir, server.config.adminEmail).filter((m) => m.subject === `Approve property: ${title}`).at(-1)!;
  const approve = linkIn(mail, '/property/verification/approve');
  const started = Date.now();
  const decided = await server.json(`/api/property/approve?${approve.searchParams.toString()}`);
  expect(decided.status).toBe(200);
  return { id: submitted.body.Data.PropertyId, approvedAt: started };
}

describe('the purge hook', () => {
  it('purges the keys an approval touches, twice, and nothing for a submission that is still pending', async () => {
    const [loc] = await server.database.rows<{ id: number }>(sql`SELECT id FROM locations WHERE city_id = 2 ORDER BY id LIMIT 1`);
    const before = edge.seen.length;
    const { id, approvedAt } = await submitAndApprove('Edge purged house', 2, loc!.id);
    const purges = () => edge.seen.slice(before);
    // The nginx edge's sections (deploy/nginx/basera-edge.conf): 16 folders each of search, listing
    // pages and other pages that show listings; city and location keys have none, `search` holds them.
    const sections = ['search', 'listing', 'listings'];
    const expected = sections.flatMap((section) => [...'0123456789abcdef'].map((d) => `/.edge-purge/${section}/${d}/`)).sort();
    const first = await until('the first purge', () => (purges().length >= 48 ? purges().slice(0, 48) : undefined));
    expect(first.every((p) => p.method === 'PURGE')).toBe(true);
    expect(first.map((p) => p.url).sort()).toEqual(expected);
    expect(first.find((p) => p.url === '/.edge-purge/listing/7/')!.headers['surrogate-key']).toBe(`listing-${id}`);
    expect(first.find((p) => p.url === '/.edge-purge/search/0/')!.headers['surrogate-key']).toBe('search');
    expect(first[0]!.at - approvedAt).toBeLessThan(1000);
    // Again a second later, for instances that cleared their own caches by NOTIFY a moment after.
    const repeat = await until('the repeated purge', () => (purges().length >= 96 ? purges().slice(48, 96) : undefined));
    expect(repeat.map((p) => p.url).sort()).toEqual(expected);
    expect(repeat[0]!.at - first[0]!.at).toBeGreaterThanOrEqual(900);
    await server.deps.edgePurge.settled();
    const logged = server.logs.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'edge purge');
    expect(logged.at(-1)).toMatchObject({ provider: 'http', keys: expect.arrayContaining([`listing-${id}`, 'city-2', `location-${loc!.id}`, 'search']), repeat: true });

    // A new submission is pending: nobody's page shows it, nothing to purge.
    const quiet = edge.seen.length;
    const fd = new FormData();
    for (const [k, v] of Object.entries({ Title: 'Edge pending house', Description: 'Pending.', PurposeId: '1', TypeId: '1', Price: '1000000', Area: '5', AreaUnitId: '1', CityId: '1', FullName: 'Edge Tester', EmailAddress: 'edge@example.pk', PhoneNumber: '03001234567' })) fd.append(k, v);
    fd.append('file', new Blob([new Uint8Array(await photo())], { type: 'image/jpeg' }), 'a.jpg');
    expect((await server.fetch('/api/Property/SubmitPropertyAnonymous', { method: 'POST', body: fd, headers: { 'X-Forwarded-For': '198.51.100.202' } })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(edge.seen.length).toBe(quiet);
  }, 30_000);

  it('an owner marking a listing sold purges its page', async () => {
    const { token, person } = await registeredUser(server, 'edgesold');
    const [owner] = await server.database.rows<{ id: number }>(sql`SELECT id FROM users WHERE user_name = ${person.UserName}`);
    const listing = await insertListing(server.database, { title: 'Edge sold house', userId: owner!.id, cityId: 3 });
    const before = edge.seen.length;
    const sold = await server.json(`/api/Property/MarkSoldProperty?Id=${listing.id}`, bearer(token));
    expect(sold.status, sold.body.Message).toBe(200);
    await until('the purge of the sold listing', () => edge.seen.slice(before).find((p) => p.url === '/.edge-purge/listing/0/' && p.headers['surrogate-key'] === `listing-${listing.id}`));
  }, 30_000);
});

describe('purge providers against stand-ins of their APIs', () => {
  const fast = { retryMs: [20, 20], repeatMs: 30 };

  it('Fastly: POST /service/{id}/purge with the keys in Surrogate-Key and the token in Fastly-Key; retried after a 5xx; token never logged', async () => {
    const api = await standIn((n) => (n === 1 ? 503 : 200));
    const lines: Array<[string, Record<string, unknown> | undefined]> = [];
    const config: EdgePurgeConfig = { kind: 'fastly', serviceId: 'SU1Z0isxPaozGVKXdv0eY', token: 'fastly-secret-token', apiUrl: api.url };
    const purger = createEdgePurger(config, (msg, fields) => lines.push([msg, fields]), fetch, fast);
    purger.purge(['listing-7', 'city-2', 'search']);
    await purger.settled();
    expect(api.seen.map((s) => [s.method, s.url])).toEqual([
      ['POST', '/service/SU1Z0isxPaozGVKXdv0eY/purge'], ['POST', '/service/SU1Z0isxPaozGVKXdv0eY/purge'], ['POST', '/service/SU1Z0isxPaozGVKXdv0eY/purge'],
    ]);
    expect(api.seen[0]!.headers['surrogate-key']).toBe('listing-7 city-2 search');
    expect(api.seen[0]!.headers['fastly-key']).toBe('fastly-secret-token');
    expect(lines.map(([msg, f]) => [msg, f?.attempt, f?.repeat])).toEqual([['edge purge', 2, false], ['edge purge', 1, true]]);
    expect(JSON.stringify(lines)).not.toContain('fastly-secret-token');
    await api.close();
  });

  it('Cloudflare: POST /zones/{zone}/purge_cache with {"tags": [...]} in batches of 30 and a bearer token', async () => {
    const api = await standIn();
    const purger = createEdgePurger({ kind: 'cloudflare', zoneId: 'zone123', token: 'cf-secret', apiUrl: api.url }, () => undefined, fetch, { ...fast, repeatMs: 0 });
    const keys = Array.from({ length: 35 }, (_, i) => `listing-${i + 1}` as const);
    purger.purge(keys);
    await purger.settled();
    const firstRound = api.seen.slice(0, 2);
    expect(firstRound.map((s) => [s.method, s.url, s.headers.authorization, s.headers['content-type']])).toEqual([
      ['POST', '/zones/zone123/purge_cache', 'Bearer cf-secret', 'application/json'], ['POST', '/zones/zone123/purge_cache', 'Bearer cf-secret', 'application/json'],
    ]);
    expect(firstRound.flatMap((s) => (JSON.parse(s.body) as { tags: string[] }).tags).sort()).toEqual([...keys].sort());
    expect((JSON.parse(firstRound[0]!.body) as { tags: string[] }).tags).toHaveLength(30);
    await api.close();
  });

  it('an edge that is down: the retries give up within bounds, logged as a warning, and the purge call itself returns at once', async () => {
    const api = await standIn();
    await api.close();
    const lines: Array<[string, Record<string, unknown> | undefined]> = [];
    const purger = createEdgePurger({ kind: 'http', url: `${api.url}/.edge-purge` }, (msg, fields) => lines.push([msg, fields]), fetch, fast);
    const started = performance.now();
    purger.purge(['search']);
    expect(performance.now() - started).toBeLessThan(10);
    await purger.settled();
    expect(lines.map(([msg, f]) => [msg, f?.level, f?.attempt])).toEqual([['edge purge failed', 'warn', 3], ['edge purge failed', 'warn', 3]]);
  });

  it('takes one purge API at a time, each with its id and token', () => {
    const env = { DATA_DIR: '/tmp/x' };
    expect(loadConfig({ ...env }).edgePurge).toBeUndefined();
    expect(loadConfig({ ...env, EDGE_PURGE_URL: 'http://127.0.0.1:8090/.edge-purge/' }).edgePurge).toEqual({ kind: 'http', url: 'http://127.0.0.1:8090/.edge-purge' });
    expect(loadConfig({ ...env, FASTLY_SERVICE_ID: 's', FASTLY_API_TOKEN: 't' }).edgePurge).toEqual({ kind: 'fastly', serviceId: 's', token: 't', apiUrl: 'https://api.fastly.com' });
    expect(loadConfig({ ...env, CLOUDFLARE_ZONE_ID: 'z', CLOUDFLARE_API_TOKEN: 't' }).edgePurge).toEqual({ kind: 'cloudflare', zoneId: 'z', token: 't', apiUrl: 'https://api.cloudflare.com/client/v4' });
    expect(() => loadConfig({ ...env, FASTLY_SERVICE_ID: 's' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, EDGE_PURGE_URL: 'ftp://x' })).toThrow(/EDGE_PURGE_URL/);
    expect(() => loadConfig({ ...env, EDGE_PURGE_URL: 'http://x', CLOUDFLARE_ZONE_ID: 'z', CLOUDFLARE_API_TOKEN: 't' })).toThrow(/only one/);
  });
});
