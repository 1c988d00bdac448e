// Search latency and throughput at 100,000 listings, through the HTTP API of the built server.
// PGlite by default; with DATABASE_URL set, the same run against PostgreSQL (a fresh database).
// Run after `npm run build`. Options: --listings N (default 100000), --seconds S (default 15).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { percentile, startServer, tempDataDir } from './lib/server.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const LISTINGS = arg('listings', 100_000);
const SECONDS = arg('seconds', 15);

const MIX = {
  'city + purpose + price': { City: 2, Purpose: 1, MinPrice: 5_000_000, MaxPrice: 50_000_000 },
  'keywords + city': { Keywords: 'corner house', City: 1 },
  'area in Kanal': { AreaUnit: 2, MinArea: 1, MaxArea: 2 },
  'no filter': {},
  'deep page (7)': { City: 1, PageNumber: 7 },
};

async function freshPostgres(url) {
  const name = `basera_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return { url: u.toString(), async drop() {
    const a = new pg.Client({ connectionString: url });
    await a.connect();
    await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await a.end();
  } };
}

async function search(base, body) {
  const res = await fetch(`${base}/api/Property/SearchProperty`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!json.IsSuccess) throw new Error(`search failed: ${json.Message}`);
  return json.Data;
}

async function run(label, env) {
  const dataDir = tempDataDir('bench-search');
  try {
    const t = performance.now();
    const seed = spawnSync(process.execPath, ['build/seed.js', '--listings', String(LISTINGS)], {
      env: { ...process.env, ...env, DATA_DIR: dataDir }, encoding: 'utf8',
    });
    if (seed.status !== 0) throw new Error(`seed failed: ${seed.stderr || seed.stdout}`);
    console.log(`\n[${label}] seeded ${LISTINGS} listings in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    const server = await startServer({ dataDir, env: { ...env, SEED_DEMO: 'false' } });
    try {
      // Warm up: plans, caches, JIT.
      for (const body of Object.values(MIX)) for (let i = 0; i < 5; i++) await search(server.url, body);
      console.log('query kind                 total    median ms   p95 ms   (one client, 100 each)');
      for (const [kind, body] of Object.entries(MIX)) {
        const times = [];
        let total = 0;
        for (let i = 0; i < 100; i++) {
          const s = performance.now();
          total = (await search(server.url, body)).TotalCount;
          times.push(performance.now() - s);
        }
        times.sort((a, b) => a - b);
        console.log(`${kind.padEnd(25)}${String(total).padStart(7)}${percentile(times, 50).toFixed(2).padStart(12)}${percentile(times, 95).toFixed(2).padStart(9)}`);
      }
      const bodies = Object.values(MIX);
      let done = 0;
      let errors = 0;
      const until = performance.now() + SECONDS * 1000;
      const latencies = [];
      await Promise.all(Array.from({ length: 10 }, async (_, w) => {
        for (let i = w; performance.now() < until; i++) {
          const s = performance.now();
          try {
            await search(server.url, bodies[i % bodies.length]);
            done++;
            latencies.push(performance.now() - s);
          } catch {
            errors++;
          }
        }
      }));
      latencies.sort((a, b) => a - b);
      console.log(`10 clients for ${SECONDS} s: ${(done / SECONDS).toFixed(0)} searches/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, errors ${errors}`);
      console.log(`server RSS ${server.rssMiB().toFixed(0)} MiB`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// The PGlite runs must not inherit DATABASE_URL (the seed and the server read the environment);
// the PostgreSQL run gets a fresh database of its own on that server.
const postgresUrl = process.env.DATABASE_URL;
delete process.env.DATABASE_URL;

// Cold: every search reaches the database. Warm: the server's short result cache as shipped.
await run('pglite, cold (SEARCH_CACHE_SECONDS=0)', { SEARCH_CACHE_SECONDS: '0' });
await run('pglite, with the result cache', {});
if (postgresUrl) {
  const db = await freshPostgres(postgresUrl);
  try {
    await run('postgres, cold', { DATABASE_URL: db.url, SEARCH_CACHE_SECONDS: '0' });
  } finally {
    await db.drop();
  }
}
