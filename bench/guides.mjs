// The area guide's cost on a miss: the whole answer (live count, medians for sale and rent, the
// 12-month trend and the city's busiest societies) for the city with the most live listings, a
// middling city and the busiest society, through the driver and per statement (EXPLAIN ANALYZE).
//
// PostgreSQL with DATABASE_URL (a fresh database of its own, seeded), otherwise PGlite.
//
// Options:
//   --listings N     listings to seed (default 100000)
//   --db NAME        PostgreSQL: reuse this database of the DATABASE_URL server as it is (no seeding)
//   --dir PATH       PGlite: reuse this data dir (no seeding; migrated to the latest first)
//   --keep           keep what was seeded and print where
//
// Example: npm run bench:guides -- --listings 100000
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { build } from 'esbuild';
import pg from 'pg';
import { tempDataDir } from './lib/server.mjs';

const argv = process.argv.slice(2);
const option = (name) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const LISTINGS = Number(option('listings') ?? 100_000);
const KEEP = argv.includes('--keep');

async function admin(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try { await client.query(statement); } finally { await client.end(); }
}

await build({
  entryPoints: ['bench/lib/guides-query.ts'], outfile: 'build/bench-guides.js', bundle: true, platform: 'node',
  format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning',
});

const dataDir = option('dir') ?? tempDataDir('guides');
let env = { DATA_DIR: dataDir };
let drop = null;
let seed = !option('dir');
if (process.env.DATABASE_URL) {
  const name = option('db') ?? `basera_bench_guides_${Date.now()}`;
  seed = !option('db');
  if (seed) await admin(process.env.DATABASE_URL, `CREATE DATABASE ${name}`);
  const u = new URL(process.env.DATABASE_URL);
  u.pathname = `/${name}`;
  env = { ...env, DATABASE_URL: u.toString() };
  if (seed && !KEEP) drop = () => admin(process.env.DATABASE_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  if (KEEP) console.log(`database: ${name} (reuse with --db ${name})`);
} else {
  env = { ...env, DATABASE_URL: '' };
  if (KEEP) console.log(`data dir: ${dataDir} (reuse with --dir ${dataDir})`);
}

try {
  if (seed) {
    const built = spawnSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
    const t = performance.now();
    const seeded = spawnSync(process.execPath, ['build/seed.js', '--listings', String(LISTINGS)], { env: { ...process.env, ...env }, encoding: 'utf8' });
    if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr || seeded.stdout}`);
    console.log(`seeded ${LISTINGS} listings in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  if (env.DATABASE_URL) await admin(env.DATABASE_URL, 'VACUUM ANALYZE properties');
  const run = spawnSync(process.execPath, ['build/bench-guides.js'], { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`guide run failed: ${run.stderr || run.stdout}`);
  const r = JSON.parse(run.stdout.trim().split('\n').at(-1));
  const ms = (n) => `${n.toFixed(1)} ms`;
  console.log(`\n[${r.driver === 'postgres' ? 'PostgreSQL' : 'PGlite'}] ${r.prices.toLocaleString('en')} asked prices in listing_prices${r.applied.length ? `; migrated ${r.applied.join(', ')}` : ''}`);
  for (const c of r.results) {
    console.log(`  ${c.label} (${c.live.toLocaleString('en')} live): whole guide p50 ${ms(c.guideMs)}, max ${ms(c.guideMaxMs)}`);
    console.log(`    medians  ${ms(c.medians.ms)}  ${c.medians.plan}`);
    console.log(`    trend    ${ms(c.trend.ms)}  ${c.trend.plan}`);
  }
} finally {
  await drop?.();
  if (!KEEP && !option('dir')) rmSync(dataDir, { recursive: true, force: true });
}
