import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/connection.ts';
import { imageSource } from '../../src/contract/api-paths.ts';
import type { CurrentUser, PropertyForEdit, SubmitResult } from '../../src/contract/types.ts';
import { linkIn, readMails, type Mail } from '../support/mail.ts';
import { startTestS3, type TestS3 } from '../support/s3.ts';
import { bundleSite, freePort, scratchDatabase } from './support/process.ts';
import { nginxSkipReason, startSiteNginx, type SiteNginx } from './support/nginx.ts';
import { freshDataDir, removeDir } from './support/template.ts';

/**
 * Two PostgreSQL-backed instances A and B sharing an S3 bucket (s3rver,
 * started here) behind nginx running deploy/nginx/basera.conf itself. The file's five placeholders
 * (BASERA_LISTEN, BASERA_SERVER_NAME, BASERA_DIST, BASERA_UPSTREAM, BASERA_ACCESS_LOG) are filled in as the README's
 * envsubst line does; everything else in it (locations, caching, compression, proxy headers and
 * timeouts) is what is tested. Around it, the test writes only what /etc/nginx/nginx.conf gives a
 * site on Debian (events, mime types, the brotli module) plus paths in its own folder, and runs its
 * own nginx master as the current user.
 */
const skipReason = nginxSkipReason();

const HASHED_ASSET = 'assets/index-Bq3x9Zr1.js';
const ASSET_TEXT = `export const listings = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, title: 'House ${i} in DHA Lahore' }`).join(', ')}];\n`;
const SHELL = `<!doctype html><html><head><title>Basera</title></head><body><div id="root"></div>${'<!-- padding so it is worth compressing -->'.repeat(40)}</body></html>`;

interface Instance {
  name: string;
  child: ChildProcess;
  url: string;
  port: number;
  dataDir: string;
  exited: Promise<number | null>;
  stderr: () => string;
}

let site: { root: string; file: string; remove: () => void };
let s3: TestS3;
let databaseUrl: string;
let dropDatabase = async (): Promise<void> => undefined;
let a: Instance;
let b: Instance;
let nginx: SiteNginx;
let database: Database;
const METRICS_TOKEN = 'multi-instance-metrics-token';

async function startInstance(name: string): Promise<Instance> {
  const port = await freePort();
  const dataDir = freshDataDir(`multi-${name}`);
  const child = spawn(process.execPath, [site.file], {
    env: {
      ...process.env, ...s3.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false', TRUST_PROXY: 'true', METRICS_TOKEN, WEB_CONCURRENCY: '1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr!.setEncoding('utf8').on('data', (d: string) => { err += d; });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`instance ${name} exited with ${child.exitCode}: ${err.slice(-2000)}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { name, child, url, port, dataDir, exited, stderr: () => err };
    } catch { /* starting */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`instance ${name} did not start: ${err.slice(-2000)}`);
}

interface Raw { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/**
 * One request with node:http, which (unlike fetch) leaves the body compressed as sent and can
 * connect from another loopback address, so nginx sees a client other than itself.
 */
function raw(url: string, opts: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: opts.method ?? 'GET', headers: opts.headers, localAddress: opts.from, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body),
});

/** Mails written by either instance: the mail queue is worked by whichever claims a row first. */
function mails(): Mail[] {
  return [...readMails(a.dataDir), ...readMails(b.dataDir)];
}

async function waitFor<T>(what: string, check: () => T | undefined | Promise<T | undefined>, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

let photoCounter = 0;
async function listingForm(title: string, photos: number, size = { width: 800, height: 600 }): Promise<FormData> {
  const fd = new FormData();
  for (const [k, v] of Object.entries({
    Title: title, Description: 'Made by the multi-instance test.', PurposeId: '1', TypeId: '1', Price: '21000000', Area: '10',
    AreaUnitId: '1', CityId: '1', FullName: 'Two Instances', EmailAddress: 'multi@example.pk', PhoneNumber: '03001234567',
  })) fd.append(k, v);
  for (let n = 0; n < photos; n++) {
    photoCounter += 1;
    const photo = await sharp({ create: { ...size, channels: 3, background: { r: (photoCounter * 37) % 256, g: 110, b: (photoCounter * 91) % 256 } } }).jpeg({ quality: 90 }).toBuffer();
    fd.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `${title}-${n}.jpg`);
  }
  return fd;
}

const submit = (base: string, token: string, fd: FormData, key: string) => fetch(`${base}/api/Property/SubmitPropertyDetails`, {
  method: 'POST', body: fd, headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': key },
});

const countTitled = async (title: string) =>
  (await database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM properties WHERE title = ${title}`))[0]!.n;

beforeAll(async () => {
  if (skipReason) return;
  site = await bundleSite('multi', { 'index.html': SHELL, '.vite/manifest.json': '{}', [HASHED_ASSET]: ASSET_TEXT, 'sw.js': 'self.addEventListener("fetch", () => {});\n',
    'manifest.webmanifest': JSON.stringify({ name: 'Basera', short_name: 'Basera', start_url: '/', display: 'standalone' }),
  });
  s3 = await startTestS3('basera-multi');
  const scratch = await scratchDatabase('multi', site.root);
  databaseUrl = scratch.url!;
  dropDatabase = scratch.drop;
  database = await openDatabase({ databaseUrl, dataDir: site.root });
  [a, b] = await Promise.all([startInstance('a'), startInstance('b')]);
  nginx = await startSiteNginx('multi', [a.port, b.port], path.join(site.root, 'dist'));
}, 180_000);

afterAll(async () => {
  if (skipReason) return;
  for (const instance of [a, b]) {
    if (instance && instance.child.exitCode === null && instance.child.signalCode === null) {
      instance.child.kill('SIGTERM');
      await instance.exited;
    }
  }
  if (nginx && nginx.child.exitCode === null) {
    nginx.child.kill('SIGQUIT');
    await nginx.exited;
  }
  await database?.close();
  await dropDatabase();
  await s3?.close();
  for (const instance of [a, b]) if (instance) removeDir(instance.dataDir);
  if (nginx) removeDir(nginx.dir);
  site?.remove();
}, 60_000);

describe.skipIf(skipReason !== null)(skipReason ? `two instances behind nginx (skipped: ${skipReason})` : 'two instances behind nginx', () => {
  let token = '';
  let userName = '';
  let pendingTitle = '';
  let pendingId = 0;

  it('spreads requests over both instances and gives them the client\'s address, not a forged one', async () => {
    // Both instances answer through nginx (each keeps its own connections, so count distinct ports via /metrics).
    const before = await Promise.all([a, b].map(async (i) => (await fetch(`${i.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text()));
    const healthz = (text: string) => Number(/http_requests_total\{[^}]*route="\/healthz"[^}]*status="200"[^}]*\} (\d+)/.exec(text)?.[1] ?? 0);
    await Promise.all(Array.from({ length: 20 }, async () => expect((await raw(`${nginx.url}/healthz`)).status).toBe(200)));
    const after = await Promise.all([a, b].map(async (i) => (await fetch(`${i.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text()));
    const served = [0, 1].map((i) => healthz(after[i]!) - healthz(before[i]!));
    expect(served[0]! + served[1]!).toBe(20);
    expect(served[0], `A answered ${served[0]}, B ${served[1]}`).toBeGreaterThan(0);
    expect(served[1], `A answered ${served[0]}, B ${served[1]}`).toBeGreaterThan(0);

    // A client at 127.0.0.2 that claims to be 203.0.113.66: the rate limit counts 127.0.0.2, the
    // address nginx saw, because the app takes the entry nginx appended (TRUST_PROXY=true).
    const message = { fullName: 'Real Address', emailAddress: 'real@example.pk', phoneNumber: '03001112223', subject: 'Proxy', message: 'Who am I?' };
    const sent = await raw(`${nginx.url}/api/Contact/Us`, {
      method: 'POST', from: '127.0.0.2', body: JSON.stringify(message),
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.66', 'X-Real-IP': '203.0.113.66' },
    });
    expect(sent.status, sent.body.toString()).toBe(200);
    const buckets = (await database.rows<{ bucket: string }>(sql`SELECT bucket FROM rate_limits WHERE bucket LIKE 'contact:ip:%'`)).map((r) => r.bucket);
    expect(buckets).toContain('contact:ip:127.0.0.2');
    expect(buckets.some((k) => k.includes('203.0.113.66'))).toBe(false);
  }, 60_000);

  it('counts a rate limit across both instances and through nginx', async () => {
    // Contact/Us takes 5 an hour from one address (server/services/messages.ts).
    const message = { fullName: 'Busy Writer', emailAddress: 'busy@example.pk', phoneNumber: '03001112223', subject: 'Again', message: 'Hello again.' };
    const direct = [];
    for (const instance of [a, b, a, b, a, b, a]) {
      direct.push((await fetch(`${instance.url}/api/Contact/Us`, json(message, { 'X-Forwarded-For': '198.51.100.61' }))).status);
    }
    expect(direct).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const viaNginx = [];
    for (let i = 0; i < 7; i++) {
      viaNginx.push((await raw(`${nginx.url}/api/Contact/Us`, { method: 'POST', from: '127.0.0.3', body: JSON.stringify(message), headers: { 'Content-Type': 'application/json' } })).status);
    }
    expect(viaNginx).toEqual([200, 200, 200, 200, 200, 429, 429]);
    // The same address asked directly of an instance (as nginx would send it) is already spent.
    expect((await fetch(`${a.url}/api/Contact/Us`, json(message, { 'X-Forwarded-For': '127.0.0.3' }))).status).toBe(429);
  }, 60_000);

  it('logs each request as one JSON line with its path but not its query, under the id the instance answers with', async () => {
    const forged = '<script>x</script>';
    const res = await fetch(`${nginx.url}/api/account/confirm/email?key=LOGSECRET7731&email=owner%40example.pk`, { headers: { 'X-Request-Id': forged } });
    await res.arrayBuffer();
    const id = res.headers.get('x-request-id');
    // nginx's own id (32 hex digits) reached the instance, which answered with it: not the client's.
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const file = path.join(nginx.dir, 'logs', 'basera.access.log');
    const lines = await waitFor('the access log line', () => {
      const all = existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n') : [];
      return all.some((l) => l.includes(id!)) ? all : undefined;
    });
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(entries.find((e) => e.requestId === id)).toMatchObject({ method: 'GET', path: '/api/account/confirm/email', status: res.status });
    const text = lines.join('\n');
    expect(text).not.toContain('LOGSECRET7731');
    expect(text).not.toContain('example.pk');
    expect(text).not.toContain('<script>');
  }, 30_000);

  it('logs in on A and uses the session on B and through nginx', async () => {
    userName = `multi${process.pid}${Date.now().toString(36)}`;
    const person = { FirstName: 'Ayesha', LastName: 'Khan', UserName: userName, Email: `${userName}@example.pk`, Password: 'Secret-pass-1', ConfirmPassword: 'Secret-pass-1' };
    const registered = await fetch(`${a.url}/api/Account/Register`, json(person, { 'X-Forwarded-For': '198.51.100.70' }));
    expect(registered.status).toBe(200);
    const mail = await waitFor('the confirmation mail', () => mails().find((m) => m.to.includes(person.Email)));
    const key = linkIn(mail, '/registration/confirmation').searchParams.get('key')!;
    expect((await fetch(`${b.url}/api/account/confirm/email?key=${encodeURIComponent(key)}`)).status).toBe(200);

    const login = await fetch(`${a.url}/api/Account/Login`, json({ username: userName, password: person.Password }, { 'X-Forwarded-For': '198.51.100.71' }));
    const body = await login.json() as { Data: CurrentUser };
    expect(login.status).toBe(200);
    token = body.Data.AuthWebToken!;
    expect(token).toBeTruthy();
    for (const base of [b.url, nginx.url]) {
      const profile = await fetch(`${base}/api/Account/profile`, { headers: { Authorization: `Bearer ${token}` } });
      expect(profile.status, base).toBe(200);
      expect(((await profile.json()) as { Data: { UserName: string } }).Data.UserName).toBe(userName);
    }
    // Logging out on B ends the session on A too.
    const second = await (await fetch(`${b.url}/api/Account/Login`, json({ username: userName, password: person.Password }, { 'X-Forwarded-For': '198.51.100.72' }))).json() as { Data: CurrentUser };
    expect((await fetch(`${b.url}/api/Account/Logout`, { method: 'POST', headers: { Authorization: `Bearer ${second.Data.AuthWebToken}` } })).status).toBe(200);
    expect((await fetch(`${a.url}/api/Account/profile`, { headers: { Authorization: `Bearer ${second.Data.AuthWebToken}` } })).status).toBe(401);
  }, 60_000);

  it('stores photos submitted on A where B serves them, and a replay on B or a race on both makes one listing', async () => {
    pendingTitle = `Zarghuna multi house ${Date.now()}`;
    const key = `multi-${Date.now()}-one`;
    const form = await listingForm(pendingTitle, 2);
    const first = await submit(a.url, token, form, key);
    const firstBody = await first.json() as { Data: SubmitResult };
    expect(first.status).toBe(200);
    pendingId = firstBody.Data.PropertyId;
    // The outbox sends it again, this time landing on B: the same answer, no second listing.
    const replay = await submit(b.url, token, form, key);
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { Data: SubmitResult }).Data.PropertyId).toBe(pendingId);
    expect(await countTitled(pendingTitle)).toBe(1);

    // Two copies of one request racing on both instances at once.
    const raceTitle = `${pendingTitle} race`;
    const raceForm = await listingForm(raceTitle, 1);
    const raceKey = `multi-${Date.now()}-race`;
    const raced = await Promise.all([submit(a.url, token, raceForm, raceKey), submit(b.url, token, raceForm, raceKey)]);
    expect(raced.map((r) => r.status)).toEqual([200, 200]);
    const ids = await Promise.all(raced.map(async (r) => ((await r.json()) as { Data: SubmitResult }).Data.PropertyId));
    expect(ids[0]).toBe(ids[1]);
    expect(await countTitled(raceTitle)).toBe(1);

    // Pending: its owner loads the photos from B (and through nginx, still private); a stranger does not.
    const edit = await fetch(`${b.url}/api/Property/GetPropertyDetailsByID?PropertyId=${pendingId}`, { headers: { Authorization: `Bearer ${token}` } });
    const refs = ((await edit.json()) as { Data: PropertyForEdit }).Data.ImageUrls;
    expect(refs).toHaveLength(2);
    for (const ref of refs) {
      const { upload, access } = imageSource(ref);
      const q = new URLSearchParams({ upload, size: '320x240', access: access! });
      const own = await fetch(`${b.url}/api/Images/Image?${q}`);
      expect(own.status).toBe(200);
      expect((await sharp(Buffer.from(await own.arrayBuffer())).metadata()).width).toBe(320);
      const proxied = await raw(`${nginx.url}/api/Images/Image?${q}`);
      expect(proxied.status).toBe(200);
      expect(proxied.headers['cache-control']).toBe('private, max-age=3600');
      expect((await fetch(`${b.url}/api/Images/Image?upload=${encodeURIComponent(upload)}&size=320x240`)).status).toBe(404);
    }
  }, 90_000);

  it('approves on B and A\'s search shows the listing within a second; its photos are public and cached for good', async () => {
    const search = async () => {
      const res = await fetch(`${a.url}/api/Property/SearchProperty`, json({ Keywords: 'Zarghuna multi' }));
      return ((await res.json()) as { Data: { Items: Array<{ Title: string; PropertyId: number }> } }).Data.Items;
    };
    // A has this search in its cache (SEARCH_CACHE_SECONDS, 30 s) before the approval.
    expect(await search()).toEqual([]);
    expect(await search()).toEqual([]);
    const mail = await waitFor('the approval mail', () => mails().find((m) => m.subject === `Approve property: ${pendingTitle}`));
    const link = linkIn(mail, '/property/verification/approve');
    expect((await fetch(`${b.url}/api/property/approve?${link.searchParams}`)).status).toBe(200);
    const approvedAt = Date.now();
    await waitFor('A to find the approved listing', async () => ((await search()).some((i) => i.PropertyId === pendingId) ? true : undefined), 1_000);
    expect(Date.now() - approvedAt).toBeLessThan(1_000);

    const [row] = await database.rows<{ file: string }>(sql`SELECT file FROM property_images WHERE property_id = ${pendingId} ORDER BY position LIMIT 1`);
    const address = `/api/Images/Image?upload=${encodeURIComponent(row!.file)}&size=480x360`;
    for (const base of [a.url, b.url]) expect((await fetch(`${base}${address}`)).status, base).toBe(200);
    const proxied = await raw(`${nginx.url}${address}`, { headers: { Accept: 'image/webp' } });
    expect(proxied.status).toBe(200);
    expect(proxied.headers['content-type']).toBe('image/webp');
    expect(proxied.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  }, 60_000);

  it('serves hashed assets for a year, the worker and pages with no-cache, text compressed, metrics only per instance', async () => {
    const gz = await raw(`${nginx.url}/${HASHED_ASSET}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.status).toBe(200);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(ASSET_TEXT);
    expect(gz.body.length).toBeLessThan(ASSET_TEXT.length / 4);
    const br = await raw(`${nginx.url}/${HASHED_ASSET}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(ASSET_TEXT);
    // A hashed file this build lacks is asked of the instances (a 404 here), not cached for a year.
    const missing = await raw(`${nginx.url}/assets/index-Missing0.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control'] ?? '').not.toContain('immutable');

    const worker = await raw(`${nginx.url}/sw.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(worker.status).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toBe('text/javascript');
    // Workers run under the policy their own script arrives with: nginx sends the instances' own.
    const policy = (await raw(`${a.url}/sw.js`)).headers['content-security-policy'];
    expect(policy).toContain("worker-src 'self';");
    expect(worker.headers['content-security-policy']).toBe(policy);
    expect(gz.headers['content-security-policy']).toBe(policy);
    expect(gz.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const manifest = await raw(`${nginx.url}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    // A page (the shell here: this build has no server renderer) comes from an instance, compressed by nginx.
    const page = await raw(`${nginx.url}/properties`, { headers: { 'Accept-Encoding': 'gzip', Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString()).toContain('<div id="root">');
    // API answers are compressed too; JSON from an instance arrives plain at nginx (it does the work).
    const api = await raw(`${nginx.url}/api/Property/GetDropDownData`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(api.status).toBe(200);
    expect(api.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(api.body).toString())).toMatchObject({ IsSuccess: true });

    // Metrics are each instance's own: scraped at its port, not through the balancer.
    expect((await raw(`${nginx.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(404);
    expect((await fetch(`${a.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(200);

    // The largest upload the app takes passes nginx (its default limit is 1 MiB): a 3 MiB body
    // reaches the instance, which answers with its own validation message.
    const big = await raw(`${nginx.url}/api/Property/SubmitPropertyDetails`, {
      method: 'POST', body: 'x'.repeat(3 * 1024 * 1024),
      headers: { 'Content-Type': 'multipart/form-data; boundary=nothing-here', Authorization: `Bearer ${token}` },
    });
    expect(big.status).toBe(400);
    expect(big.headers['content-type']).toMatch(/application\/json/);
  }, 60_000);

  it('keeps every acknowledged submission when A is killed mid-way; the rest, replayed through nginx, land once on B', async () => {
    const stamp = Date.now();
    const requests = await Promise.all(Array.from({ length: 8 }, async (_, n) => {
      const title = `Killed multi house ${stamp} ${n}`;
      return { title, key: `multi-kill-${stamp}-${n}`, form: await listingForm(title, 3, { width: 1600, height: 1200 }) };
    }));
    // An answer whose body dies with A was never read by the client: as lost as no answer at all
    // (the body's error was once left unhandled, failing the test when the kill fell mid-body).
    const inFlight = requests.map((r) => submit(a.url, token, r.form, r.key).then(
      async (res) => ({ status: res.status, id: res.ok ? ((await res.json()) as { Data: SubmitResult }).Data.PropertyId : null }),
    ).catch(() => ({ status: 'lost' as const, id: null })));
    // Killed as soon as one is answered: the others are in sharp, in the bucket or in the database.
    await Promise.race([...inFlight, new Promise((r) => setTimeout(r, 30_000))]);
    a.child.kill('SIGKILL');
    const outcomes = await Promise.all(inFlight);
    expect(outcomes.some((o) => o.status === 'lost'), `outcomes ${outcomes.map((o) => o.status).join(',')}`).toBe(true);

    // What got a 2xx is in the database, whole, with its photos in the bucket (B serves them to the owner).
    const acknowledged = outcomes.flatMap((o, n) => (o.status === 200 ? [{ ...requests[n]!, id: o.id! }] : []));
    expect(acknowledged.length, `outcomes ${outcomes.map((o) => o.status).join(',')}`).toBeGreaterThan(0);
    for (const r of acknowledged) {
      const rows = await database.rows<{ id: number; image_count: number }>(sql`SELECT id, image_count FROM properties WHERE title = ${r.title}`);
      expect(rows).toEqual([{ id: r.id, image_count: 3 }]);
      const edit = await fetch(`${b.url}/api/Property/GetPropertyDetailsByID?PropertyId=${r.id}`, { headers: { Authorization: `Bearer ${token}` } });
      for (const ref of ((await edit.json()) as { Data: PropertyForEdit }).Data.ImageUrls) {
        const { upload, access } = imageSource(ref);
        expect((await fetch(`${b.url}/api/Images/Image?${new URLSearchParams({ upload, size: '320x240', access: access! })}`)).status).toBe(200);
      }
    }
    // Anything else committed is whole too (answered, but the answer died with A).
    for (const r of requests) {
      const rows = await database.rows<{ image_count: number }>(sql`SELECT image_count FROM properties WHERE title = ${r.title}`);
      expect(rows.length).toBeLessThanOrEqual(1);
      for (const row of rows) expect(row.image_count).toBe(3);
    }

    // The outbox replays every entry with its key through nginx, which finds A gone and uses B.
    const replays = await Promise.all(requests.map(async (r) => {
      const res = await submit(nginx.url, token, r.form, r.key);
      return { status: res.status, id: ((await res.json()) as { Data: SubmitResult }).Data.PropertyId };
    }));
    expect(replays.map((r) => r.status)).toEqual(requests.map(() => 200));
    for (const r of acknowledged) expect(replays[requests.indexOf(requests.find((q) => q.key === r.key)!)]!.id).toBe(r.id);
    // Once more, straight to B: the same answers.
    const again = await Promise.all(requests.map(async (r) => ((await (await submit(b.url, token, r.form, r.key)).json()) as { Data: SubmitResult }).Data.PropertyId));
    expect(again).toEqual(replays.map((r) => r.id));
    for (const r of requests) expect(await countTitled(r.title), r.title).toBe(1);
    expect(nginx.errors()).toMatch(/connect\(\) failed \(111: Connection refused\)/);
  }, 180_000);
});

if (skipReason) console.log(`tests/api/multi-instance.test.ts: skipped, ${skipReason}`);
