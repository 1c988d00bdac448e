// A realistic mix against the built server on a 100,000-listing database, with autocannon:
// server-rendered first visits (HTML), home sections, searches, details, images and a few
// submissions, all at once for 60 s.
// Prints requests/s and p50 / p97.5 / p99 latency per kind and the error count, then the figures of
// A health probe's p50/p99 while the mix runs and server-rendered first visits per
// second (answers carrying the rendered page, not the shell a busy server falls back to).
// Run after `npm run build`. Options: --listings N (100000), --seconds S (60), --connections N (50;
// the first-visit kind takes what the others leave), --server PATH (another checkout's build/server.js,
// for a before), --db NAME (with DATABASE_URL: an existing database seeded by an earlier --keep run is
// used as it is), --keep (leave the database for --db), --workers N (WEB_CONCURRENCY for the server,
// PostgreSQL only), --pages-only (every connection asks for server-rendered first visits, nothing
// else). DATABASE_URL: PostgreSQL.
// Health on new connections: a probe of /healthz and /readyz every 50 ms, each on a connection of its
// own (as a balancer's probe is), on PORT and on HEALTH_PORT (the health thread, given to the server
// here), side by side in the same run; p50/p99/max of each, and the machine's load average.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import pg from 'pg';
import sharp from 'sharp';
import { freePort, percentile, startServer, tempDataDir } from './lib/server.mjs';
import { probeOnce } from './lib/probe-worker.mjs';

const text = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const arg = (name, fallback) => Number(text(name, fallback));
const LISTINGS = arg('listings', 100_000);
const SECONDS = arg('seconds', 60);
const CONNECTIONS = arg('connections', 50);
const SERVER = text('server', 'build/server.js');
const REUSE = text('db', null);
const KEEP = process.argv.includes('--keep');
const WORKERS = arg('workers', 1);
const PAGES_ONLY = process.argv.includes('--pages-only');

/** Probes each URL every `everyMs` (on a thread of its own, bench/lib/probe-worker.mjs) until `stop()`; then the figures of each. */
function probeLoop(urls, everyMs = 50) {
  const worker = new Worker(new URL('./lib/probe-worker.mjs', import.meta.url), { workerData: { urls, everyMs } });
  return async () => {
    const done = new Promise((resolve) => worker.once('message', resolve));
    worker.postMessage('stop');
    const { samples, statuses } = await done;
    await worker.terminate();
    return urls.map((u) => {
      const sorted = samples[u].sort((x, y) => x - y);
      return { url: u, n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1], statuses: statuses[u] };
    });
  };
}

const dataDir = tempDataDir('bench-load');
let pgDb = null;
const env = {};
if (REUSE && !process.env.DATABASE_URL) throw new Error('--db needs DATABASE_URL');
if (process.env.DATABASE_URL) {
  const name = REUSE ?? `basera_load_${Date.now()}`;
  if (!REUSE) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
  }
  const u = new URL(process.env.DATABASE_URL);
  u.pathname = `/${name}`;
  env.DATABASE_URL = u.toString();
  if (!REUSE && !KEEP) pgDb = name;
  if (KEEP && !REUSE) console.log(`load: the database ${name} is kept (--db ${name} next time)`);
}

try {
  if (!REUSE) {
    const started = Date.now();
    const seed = spawnSync(process.execPath, ['build/seed.js', '--listings', String(LISTINGS)], { env: { ...process.env, ...env, DATA_DIR: dataDir }, encoding: 'utf8' });
    if (seed.status !== 0) throw new Error(seed.stderr || seed.stdout);
    console.log(`load: seeded ${LISTINGS} listings in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const healthPort = WORKERS === 1 ? await freePort() : null;
  const server = await startServer({ dataDir, env: { ...env, SEED_DEMO: 'false', WEB_CONCURRENCY: String(WORKERS), ...(healthPort ? { HEALTH_PORT: String(healthPort) } : {}) }, serverFile: SERVER });
  try {
    const base = server.url;
    const urls = [];
    const images = [];
    for (let page = 1; page <= 5; page++) {
      const res = await fetch(`${base}/api/Property/SearchProperty`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ PageNumber: page, PageSize: 50 }) });
      for (const item of (await res.json()).Data.Items) {
        urls.push(item.PropertyUrl);
        // ImageUrl is the whole address (PUBLIC_URL/api/Images/Image?upload=…): the upload name is its parameter.
        if (item.ImageUrl) images.push(new URL(item.ImageUrl).searchParams.get('upload'));
      }
    }
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8a6' } }).jpeg().toBuffer();
    const boundary = '----basera-load';
    const fields = { Title: 'Load test house', Description: 'Made by the load benchmark.', PurposeId: '1', TypeId: '1', Price: '15000000', Area: '5', AreaUnitId: '1', CityId: '1', FullName: 'Load Test', EmailAddress: 'load@example.pk', PhoneNumber: '03001234567' };
    const multipart = Buffer.concat([
      ...Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`), photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const searches = [
      { City: 2, Purpose: 1, MinPrice: 5_000_000, MaxPrice: 50_000_000 }, { Keywords: 'corner house', City: 1 },
      { AreaUnit: 2, MinArea: 1, MaxArea: 2 }, {}, { City: 1, PageNumber: 3 }, { City: 3, Purpose: 2 }, { Keywords: 'flat', Purpose: 2 },
    ];
    let i = 0;
    const pick = (list) => list[(i++) % list.length];
    const pages = ['/', '/properties?City=1&Purpose=1', '/properties?Keywords=corner%20house', null];
    // A server-rendered answer carries the page's data; the shell (a busy server's fallback) does not.
    const rendered = { pages: 0, shell: 0 };
    const others = PAGES_ONLY ? 0 : 3 + 4 + 4 + 4 + 1 + 1;
    if (CONNECTIONS <= others) throw new Error(`--connections must be more than ${others}`);
    const allKinds = {
      // First visits: each asks for a server render (markup plus its data) of home, results or a listing.
      pages: { connections: CONNECTIONS - others, requests: [{ headers: { accept: 'text/html' }, setupRequest: (r) => ({ ...r, path: pick(pages) ?? `/property/${pick(urls)}` }),
        onResponse: (status, body) => { if (status === 200) rendered[String(body).includes('id="server-state"') ? 'pages' : 'shell'] += 1; } }] },
      // What a load balancer does meanwhile: one probe after another.
      health: { connections: 1, requests: [{ path: '/healthz' }] },
      home: { connections: 3, requests: [{ path: '/api/Home/NewlyAdded' }, { path: '/api/Home/MostPopularPlaces' }, { path: '/api/Home/WhatOurClientSays' }, { path: '/api/Property/GetDropDownData' }] },
      search: { connections: 4, requests: [{ method: 'POST', path: '/api/Property/SearchProperty', headers: { 'content-type': 'application/json' },
        setupRequest: (r) => ({ ...r, body: JSON.stringify(pick(searches)) }) }] },
      details: { connections: 4, requests: [{ setupRequest: (r) => ({ ...r, path: `/api/Property/GetPropertyDetailsByUrl?propertyUrl=${pick(urls)}` }) }] },
      images: { connections: 4, requests: [{ headers: { accept: 'image/webp' }, setupRequest: (r) => ({ ...r, path: `/api/Images/Image?upload=${encodeURIComponent(pick(images))}&size=480x360&quality=80` }) }] },
      submissions: { connections: 1, requests: [{ method: 'POST', path: '/api/Property/SubmitPropertyAnonymous', body: multipart,
        setupRequest: (r) => ({ ...r, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'idempotency-key': randomUUID() } }) }] },
    };
    const kinds = PAGES_ONLY ? { pages: allKinds.pages } : allKinds;
    // An older build (--server) without HEALTH_PORT has nothing there: only PORT is probed then.
    const healthThread = healthPort && (await probeOnce(`http://127.0.0.1:${healthPort}/healthz`)).status === 200;
    const probeUrls = [`${base}/healthz`, `${base}/readyz`, ...(healthThread ? [`http://127.0.0.1:${healthPort}/healthz`, `http://127.0.0.1:${healthPort}/readyz`] : [])];
    const stopProbes = probeLoop(probeUrls);
    const loadBefore = loadavg();
    console.log(`load: ${LISTINGS} listings, ${SECONDS} s, ${Object.values(kinds).reduce((a, k) => a + k.connections, 0)} connections (${env.DATABASE_URL ? 'postgres' : 'pglite'}${WORKERS > 1 ? `, ${WORKERS} workers` : ''})`);
    const results = await Promise.all(Object.entries(kinds).map(([name, k]) => autocannon({
      url: base, connections: k.connections, duration: SECONDS, requests: k.requests,
    }).then((r) => [name, r])));
    console.log('kind          req/s    p50 ms  p97.5 ms   p99 ms   errors  non-2xx');
    let total = 0;
    let errors = 0;
    for (const [name, r] of results) {
      total += r.requests.average;
      errors += r.errors + r.timeouts + r.non2xx;
      console.log(`${name.padEnd(12)}${r.requests.average.toFixed(0).padStart(7)}${String(r.latency.p50).padStart(10)}${String(r.latency.p97_5).padStart(10)}${String(r.latency.p99).padStart(9)}${String(r.errors + r.timeouts).padStart(9)}${String(r.non2xx).padStart(9)}`);
    }
    console.log(`all         ${total.toFixed(0).padStart(7)} req/s, ${errors} errors; server RSS ${server.rssMiB().toFixed(0)} MiB`);
    const probes = await stopProbes();
    const loadAfter = loadavg();
    console.log(`health on new connections, one probe per URL every 50 ms while the mix ran (load average before ${loadBefore.map((x) => x.toFixed(2)).join(' ')}, after ${loadAfter.map((x) => x.toFixed(2)).join(' ')}):`);
    for (const p of probes) {
      const where = p.url.startsWith(base) ? `PORT ${new URL(p.url).pathname}` : `HEALTH_PORT ${new URL(p.url).pathname}`;
      console.log(`  ${where.padEnd(20)} p50 ${p.p50.toFixed(1)} ms, p99 ${p.p99.toFixed(1)} ms, max ${p.max.toFixed(1)} ms (${p.n} probes; statuses ${JSON.stringify(p.statuses)})`);
    }
    const health = results.find(([name]) => name === 'health')?.[1];
    const pagesRun = results.find(([name]) => name === 'pages')[1];
    const seconds = pagesRun.duration || SECONDS;
    if (health) console.log(`health probe while the mix runs (kept-alive, PORT): p50 ${health.latency.p50} ms, p99 ${health.latency.p99} ms, max ${health.latency.max} ms`);
    console.log(`server-rendered first visits: ${(rendered.pages / seconds).toFixed(1)}/s (${rendered.pages} in ${seconds.toFixed(0)} s; ${rendered.shell} answered with the shell instead)`);
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  if (pgDb) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${pgDb} WITH (FORCE)`);
    await admin.end();
  }
}
