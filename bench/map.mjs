// Map search through the HTTP API of the built server: clusters for a whole city and a neighbourhood,
// "near me" nearest first, a drawn area (tiles have their own, bench/tiles.mjs). Run after
// `npm run build`. The server runs with SEARCH_CACHE_SECONDS=0, so every request reaches the database.
//
// PGlite always; with DATABASE_URL set, PostgreSQL beside it (a fresh database of its own).
//
// Options (as bench/search.mjs):
//   --listings N     listings to seed (default 100000)
//   --only pglite|postgres
//   --db NAME        PostgreSQL: reuse this database of the DATABASE_URL server as it is (no seeding)
//   --dir PATH       PGlite: reuse this data dir as it is (no seeding)
//   --keep           keep what was seeded and print where
//
// At the target size: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//   npm run bench:map -- --only postgres --listings 1000000 --keep
import { onEachDatabase, percentile, seedOrReuse, startServer } from './lib/server.mjs';

const argv = process.argv.slice(2);
const option = (name) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const LISTINGS = Number(option('listings') ?? 100_000);
const ONLY = option('only');
const KEEP = argv.includes('--keep');
const RUNS = 60;
const QUERY_BUDGET_MS = 8_000;

const LAHORE = '31.35,74.15,31.65,74.55';
const KARACHI = '24.78,66.95,25.05,67.25';
const DHA_LAHORE = '31.445,74.38,31.49,74.48';
// Gulberg to Model Town, drawn with a finger.
const DRAWN = '31.535,74.33;31.525,74.37;31.49,74.36;31.47,74.33;31.48,74.30;31.515,74.305';

const QUERIES = {
  'city clusters, Lahore z11': ['map', { Bounds: LAHORE, Zoom: 11 }],
  'city clusters, Karachi z11': ['map', { Bounds: KARACHI, Zoom: 11 }],
  'city clusters, houses for sale': ['map', { Bounds: LAHORE, Zoom: 11, Purpose: 1, PropertyType: 1 }],
  'neighbourhood + filters z14': ['map', { Bounds: DHA_LAHORE, Zoom: 14, Purpose: 1, MinPrice: 10_000_000, MaxPrice: 100_000_000 }],
  'neighbourhood, keywords z14': ['map', { Bounds: DHA_LAHORE, Zoom: 14, Keywords: 'corner house' }],
  'near me 3 km, nearest first': ['list', { Near: '31.475,74.41,3' }],
  'near me 3 km, rent, houses': ['list', { Near: '31.475,74.41,3', Purpose: 2, PropertyType: 1 }],
  'near me 3 km, page 5': ['list', { Near: '31.475,74.41,3', PageNumber: 5 }],
  'drawn area, list': ['list', { Area: DRAWN }],
  'drawn area, clusters z13': ['map', { Area: DRAWN, Bounds: '31.46,74.29,31.54,74.38', Zoom: 13 }],
};

async function call(base, kind, body) {
  const path = kind === 'map' ? 'Property/MapSearch' : 'Property/SearchProperty';
  const res = await fetch(`${base}/api/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const json = await res.json();
  if (!json.IsSuccess) throw new Error(`${path} failed: ${json.Message}`);
  return json.Data;
}

async function latency(base, kind, body) {
  const times = [];
  let data;
  const until = performance.now() + QUERY_BUDGET_MS;
  for (let i = 0; i < RUNS && (i < 5 || performance.now() < until); i++) {
    const s = performance.now();
    data = await call(base, kind, body);
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  return { data, runs: times.length, p50: percentile(times, 50), p95: percentile(times, 95) };
}

const fmt = (n, w = 9) => (Number.isFinite(n) ? n.toFixed(1) : '-').padStart(w);

async function run(label, env, { seed }) {
  seedOrReuse(label, env, seed, LISTINGS);
  const server = await startServer({ dataDir: env.DATA_DIR, env: { ...env, SEED_DEMO: 'false', SEARCH_CACHE_SECONDS: '0' } });
  console.log(`[${label}] server ready in ${(server.readyMs / 1000).toFixed(1)} s (migrations included)`);
  try {
    for (const [kind, body] of Object.values(QUERIES)) for (let i = 0; i < 3; i++) await call(server.url, kind, body);
    console.log(`${'query'.padEnd(32)}${'found'.padStart(8)}${'marks'.padStart(7)}${'runs'.padStart(6)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}`);
    for (const [name, [kind, body]] of Object.entries(QUERIES)) {
      const r = await latency(server.url, kind, body);
      const found = kind === 'map' ? r.data.TotalCount : `${r.data.TotalCount}${r.data.TotalCountCapped ? '+' : ''}`;
      const marks = kind === 'map' ? r.data.Clusters.length : r.data.Items.length;
      console.log(`${name.padEnd(32)}${String(found).padStart(8)}${String(marks).padStart(7)}${String(r.runs).padStart(6)}${fmt(r.p50)}${fmt(r.p95)}`);
    }
    console.log(`[${label}] server RSS ${server.rssMiB().toFixed(0)} MiB`);
  } finally {
    await server.stop();
  }
}

await onEachDatabase('bench-map', { only: ONLY, keep: KEEP, dir: option('dir'), db: option('db') }, run);
