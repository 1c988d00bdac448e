// Search latency and throughput through the HTTP API of the built server, with the database's own
// time for the same SQL beside it. Run after `npm run build`.
//
// PGlite always; with DATABASE_URL set, PostgreSQL beside it (a fresh database of its own).
// The server runs with SEARCH_CACHE_SECONDS=0, so every search reaches the database.
//
// Options:
//   --listings N     listings to seed (default 100000)
//   --seconds S      seconds of each throughput run (default 15)
//   --only pglite|postgres
//   --db NAME        PostgreSQL: reuse this database of the DATABASE_URL server as it is (no seeding)
//   --dir PATH       PGlite: reuse this data dir as it is (no seeding)
//   --keep           keep what was seeded and print where (for --db / --dir next time)
//
// Example at the target size: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//   npm run bench:search -- --only postgres --listings 1000000 --keep
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { onEachDatabase, percentile, seedOrReuse, startServer } from './lib/server.mjs';

const argv = process.argv.slice(2);
const option = (name) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const LISTINGS = Number(option('listings') ?? 100_000);
const SECONDS = Number(option('seconds') ?? 15);
const ONLY = option('only');
const KEEP = argv.includes('--keep');
const RUNS = 100;
const QUERY_BUDGET_MS = 10_000;
const CONNECTIONS = 10;

const KEYWORDS = {
  'house': { Keywords: 'house' },
  'plot': { Keywords: 'plot' },
  'dha': { Keywords: 'dha' },
  'lahore': { Keywords: 'lahore' },
  'flat rent': { Keywords: 'flat rent' },
  'corner house (Lahore)': { Keywords: 'corner house', City: 1 },
  'furnished': { Keywords: 'furnished' },
  'corner': { Keywords: 'corner' },
  'kothi for rent g13': { Keywords: 'kothi for rent g13' },
  '10 marla house DHA Lahore': { Keywords: '10 marla house DHA Lahore' },
  'house rent islamabad': { Keywords: 'house rent islamabad' },
  'furnished, page 7': { Keywords: 'furnished', PageNumber: 7 },
  // Words left over that rank rather than filter, a portion, a purpose read from the amount.
  'G-13/1 upper portion': { Keywords: 'G-13/1 upper portion' },
  'makan barae farokht madina town faisalabad': { Keywords: 'makan barae farokht madina town faisalabad' },
  'corner house dha 6 lahore': { Keywords: 'corner house dha 6 lahore' },
  'portion for rent lahore': { Keywords: 'portion for rent lahore' },
  '5 marla house lahore 50 lakh': { Keywords: '5 marla house lahore 50 lakh' },
  'gulshan iqbal 13d flat': { Keywords: 'gulshan iqbal 13d flat' },
};
// Searches that find nothing, as people make them: the page must come as fast as any other
// although it offers wider searches (each only counted when offered).
const EMPTY = {
  'empty: 40 kanal flat karachi': { Keywords: '40 kanal flat karachi' },
  'empty: 7 bed room for rent': { Keywords: '7 bed room for rent' },
  'empty: shop g-13 under 5 lakh sale': { Keywords: 'shop for sale g-13 under 5 lakh' },
  'empty: filters only': { City: 3, Purpose: 2, PropertyType: 1, MinPrice: 900_000_000 },
  'empty: unknown word quoted': { Keywords: '"zzqxv" house lahore' },
};
const FILTERS = {
  'city + purpose + price': { City: 2, Purpose: 1, MinPrice: 5_000_000, MaxPrice: 50_000_000 },
  'area in Kanal': { AreaUnit: 2, MinArea: 1, MaxArea: 2 },
  'no filter': {},
  'deep page (7)': { City: 1, PageNumber: 7 },
};

async function search(base, body) {
  const res = await fetch(`${base}/api/Property/SearchProperty`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!json.IsSuccess) throw new Error(`search failed: ${json.Message}`);
  return json.Data;
}

async function latency(base, body) {
  const times = [];
  let data;
  const until = performance.now() + QUERY_BUDGET_MS;
  for (let i = 0; i < RUNS && (i < 5 || performance.now() < until); i++) {
    const s = performance.now();
    data = await search(base, body);
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  return { data, runs: times.length, p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** Searches per second at CONNECTIONS connections, with autocannon (lighter on the shared cores than fetch). */
async function throughput(base, bodies) {
  const r = await autocannon({
    url: `${base}/api/Property/SearchProperty`, connections: CONNECTIONS, duration: SECONDS, timeout: 30,
    requests: bodies.map((body) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })),
  });
  // Searches still running when the time is up must not weigh on the next measurement.
  for (const until = performance.now() + 60_000; performance.now() < until;) {
    const started = performance.now();
    await search(base, {});
    if (performance.now() - started < 100) break;
  }
  return { perSecond: r.requests.total / SECONDS, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

async function explainTimes(env, queries) {
  const run = spawnSync(process.execPath, ['build/bench-explain.js'], {
    env: { ...process.env, ...env }, input: JSON.stringify(queries), encoding: 'utf8', maxBuffer: 1 << 24,
  });
  if (run.status !== 0) throw new Error(`explain failed: ${run.stderr || run.stdout}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1));
}

const fmt = (n, w = 9) => (Number.isFinite(n) ? n.toFixed(1) : '-').padStart(w);

async function run(label, env, { seed }) {
  const dataDir = env.DATA_DIR;
  seedOrReuse(label, env, seed, LISTINGS);
  const all = { ...KEYWORDS, ...EMPTY, ...FILTERS };
  const rows = {};
  const mixes = {};
  const server = await startServer({ dataDir, env: { ...env, SEED_DEMO: 'false', SEARCH_CACHE_SECONDS: '0' } });
  try {
    for (const body of Object.values(all)) for (let i = 0; i < 3; i++) await search(server.url, body);
    for (const [name, body] of Object.entries(all)) rows[name] = await latency(server.url, body);
    mixes.keywords = await throughput(server.url, Object.values(KEYWORDS));
    mixes.filters = await throughput(server.url, Object.values(FILTERS));
    console.log(`[${label}] server RSS ${server.rssMiB().toFixed(0)} MiB`);
  } finally {
    await server.stop();
  }
  const db = await explainTimes(env, all);
  console.log(`[${label}] one client; API = through HTTP, database = EXPLAIN ANALYZE of the same statements (sum of their planning and execution times)`);
  console.log(`${'query'.padEnd(28)}${'total'.padStart(7)}${'runs'.padStart(6)}${'API p50'.padStart(9)}${'API p95'.padStart(9)}${'db ms'.padStart(9)}${'stmts'.padStart(6)}  read as`);
  for (const [name, r] of Object.entries(rows)) {
    const total = `${r.data.TotalCount}${r.data.TotalCountCapped ? '+' : ''}`;
    const readAs = r.data.Readings?.map((x) => x.Meaning).join(', ') ?? '';
    const left = r.data.Understood ? r.data.Understood.Keywords : all[name].Keywords;
    console.log(`${name.padEnd(28)}${total.padStart(7)}${String(r.runs).padStart(6)}${fmt(r.p50)}${fmt(r.p95)}${fmt(db[name]?.ms)}${String(db[name]?.statements ?? '-').padStart(6)}  ${readAs}${left ? `${readAs ? '; ' : ''}words: "${left}"` : ''}`);
  }
  for (const [mix, m] of Object.entries(mixes)) {
    console.log(`[${label}] ${mix} mix, ${CONNECTIONS} connections, ${SECONDS} s: ${m.perSecond.toFixed(0)} searches/s, p50 ${m.p50.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms, ${m.errors} errors`);
  }
}

await build({
  entryPoints: ['bench/lib/explain-search.ts'], outfile: 'build/bench-explain.js', bundle: true, platform: 'node',
  format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning',
});

await onEachDatabase('bench-search', { only: ONLY, keep: KEEP, dir: option('dir'), db: option('db') }, run);
