// Map tiles of the built server (embedded basemap with our overlay): what they add to the start,
// the first tile's wait, and tiles served per second, kept (a city browsed again) and made (each
// request a tile never asked for). Run after `npm run build:server` (or `npm run build`).
//
// Then the memory a stream of distinct deep tiles leaves behind (each a tile geojson-vt cuts and, left
// to itself, keeps for ever): RSS before and after N distinct z14 tiles across Pakistan, and /healthz
// probed all the while; and how long one /healthz waits behind a burst of 100 tiles made at once.
//
// Options: --seconds S (default 10 per run), --connections C (default 10), --distinct N (default
// 50000; 0 skips the memory run), --server <other build/server.js> (a before beside an after)
import { rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { percentile, startServer, tempDataDir } from './lib/server.mjs';

const argv = process.argv.slice(2);
const option = (name) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const SECONDS = Number(option('seconds') ?? 10);
const CONNECTIONS = Number(option('connections') ?? 10);
const DISTINCT = Number(option('distinct') ?? 50_000);
const SERVER_FILE = option('server') ?? 'build/server.js';

function tileOf(lng, lat, z) {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return { z, x: Math.floor(((lng + 180) / 360) * n), y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n) };
}

/** The tiles a map of a city asks for at zooms 10 to 14: a block of them around its centre. */
function cityTiles(lng, lat, radius) {
  const out = [];
  for (let z = 10; z <= 14; z++) {
    const c = tileOf(lng, lat, z);
    for (let dx = -radius; dx <= radius; dx++) for (let dy = -radius; dy <= radius; dy++) out.push(`/tiles/${z}/${c.x + dx}/${c.y + dy}`);
  }
  return out;
}

async function run(url, paths, label) {
  let i = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-encoding': 'gzip' },
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  console.log(`${label.padEnd(44)}${String(Math.round(result.requests.average)).padStart(8)} /s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ${(result.throughput.average / 1024 / 1024).toFixed(1)} MiB/s${bad ? `   (${bad} not 200)` : ''}`);
  return { result, used: i };
}

/** `n` distinct z14 tiles spread evenly over Pakistan (61-77.5 E, 24-37 N), offset by `shift` columns. */
function pakistanTiles(n, shift = 0) {
  const nw = tileOf(61, 37, 14);
  const se = tileOf(77.5, 24, 14);
  const w = se.x - nw.x;
  const h = se.y - nw.y;
  const step = Math.max(1, Math.floor(Math.sqrt((w * h) / n)));
  const out = [];
  for (let y = nw.y; y <= se.y && out.length < n; y += step) {
    for (let x = nw.x + shift; x <= se.x && out.length < n; x += step) out.push(`/tiles/14/${x}/${y}`);
  }
  return out;
}

/** Probes /healthz one after another until `stop()`; the waits, sorted. */
function probeHealth(url) {
  const waits = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const t = performance.now();
      await (await fetch(`${url}/healthz`)).arrayBuffer();
      waits.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return async () => {
    running = false;
    await done;
    return waits.sort((a, b) => a - b);
  };
}

const ms = (v) => `${v.toFixed(0)} ms`;

const dataDir = tempDataDir('tiles');
try {
  // The demo catalogue is not what is measured here: a first start without it, then a restart.
  await (await startServer({ dataDir, env: { SEED_DEMO: 'false' }, serverFile: SERVER_FILE })).stop();
  const server = await startServer({ dataDir, env: { SEED_DEMO: 'false' }, serverFile: SERVER_FILE });
  console.log(`restart: ready in ${(server.readyMs / 1000).toFixed(2)} s (the embedded basemap is made after the server answers)`);
  let t = performance.now();
  const first = await fetch(`${server.url}/tiles/12/2894/1669`, { headers: { 'accept-encoding': 'gzip' } });
  await first.arrayBuffer();
  console.log(`first tile after ready: ${(performance.now() - t).toFixed(0)} ms (${first.status})`);
  const made = server.output.join('').match(/embedded basemap made in (\d+) ms/)?.[1];
  if (made) console.log(`embedded basemap and overlay made in ${made} ms (server's log)`);
  t = performance.now();
  const tj = await fetch(`${server.url}/tiles/tiles.json`);
  await tj.json();
  console.log(`TileJSON: ${(performance.now() - t).toFixed(1)} ms`);

  console.log(`\nthroughput, ${CONNECTIONS} connections, ${SECONDS} s each, Accept-Encoding: gzip`);
  // Lahore, Karachi, Islamabad: 3 x 5 zooms x 9 tiles = 135 tiles, warmed once, then kept.
  const kept = [...cityTiles(74.35, 31.52, 1), ...cityTiles(67.03, 24.86, 1), ...cityTiles(73.05, 33.68, 1)];
  for (const p of kept) await (await fetch(server.url + p, { headers: { 'accept-encoding': 'gzip' } })).arrayBuffer();
  await run(server.url, kept, 'kept tiles (135 in three cities, z10-14)');
  // Every request a tile not yet made: zoom 13 and 14 across Punjab and Sindh.
  const fresh = [];
  for (let z = 13; z <= 14; z++) {
    const nw = tileOf(66.5, 33.5, z);
    const se = tileOf(75.5, 24.5, z);
    for (let y = nw.y; y <= se.y; y += 3) for (let x = nw.x; x <= se.x; x += 3) fresh.push(`/tiles/${z}/${x}/${y}`);
  }
  const { used } = await run(server.url, fresh, 'tiles made on request (never asked before)');
  if (used > fresh.length) console.log(`  (${fresh.length} distinct tiles: the last ${used - fresh.length} requests were kept ones)`);
  console.log(`RSS after: ${server.rssMiB().toFixed(0)} MiB`);

  // One /healthz sent just after 100 tiles never made before, all at once (5 bursts, different tiles).
  const bursts = [];
  for (let b = 0; b < 5; b++) {
    const tiles = pakistanTiles(100, 7 + b);
    const t0 = performance.now();
    const all = Promise.all(tiles.map(async (p) => (await fetch(server.url + p, { headers: { 'accept-encoding': 'gzip' } })).arrayBuffer()));
    await new Promise((r) => setTimeout(r, 5));
    const t = performance.now();
    await (await fetch(`${server.url}/healthz`)).arrayBuffer();
    const health = performance.now() - t;
    await all;
    bursts.push({ health, burst: performance.now() - t0 });
  }
  console.log(`\n100 tiles made at once: /healthz waited ${bursts.map((b) => ms(b.health)).join(', ')} (the 100 took ${bursts.map((b) => ms(b.burst)).join(', ')})`);

  if (DISTINCT > 0) {
    const tiles = pakistanTiles(DISTINCT, 1);
    const before = server.rssMiB();
    const stop = probeHealth(server.url);
    const t = performance.now();
    let i = 0;
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      amount: tiles.length,
      timeout: 60,
      headers: { 'accept-encoding': 'gzip' },
      requests: [{ setupRequest: (req) => ({ ...req, path: tiles[i++ % tiles.length] }) }],
    });
    const seconds = (performance.now() - t) / 1000;
    const waits = await stop();
    const bad = result.non2xx + result.errors + result.timeouts;
    console.log(`\n${tiles.length} distinct z14 tiles across Pakistan, ${CONNECTIONS} connections: ${seconds.toFixed(0)} s (${Math.round(tiles.length / seconds)} /s)${bad ? ` (${bad} not 200)` : ''}`);
    console.log(`  RSS ${before.toFixed(0)} -> ${server.rssMiB().toFixed(0)} MiB`);
    console.log(`  /healthz meanwhile (${waits.length} probes): p50 ${ms(percentile(waits, 50))}, p99 ${ms(percentile(waits, 99))}, max ${ms(waits.at(-1) ?? NaN)}`);
    await new Promise((r) => setTimeout(r, 10_000));
    console.log(`  RSS 10 s later: ${server.rssMiB().toFixed(0)} MiB`);
  }
  await server.stop();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
