// The asking-price comparison's query: the count and median price per square foot
// of one purpose, type and location, timed as the service sends it (through the driver) and as the
// database reports it (EXPLAIN ANALYZE, planning plus execution), over 200 groups of randomly drawn
// Active listings and over the largest group. No cache in the way: this is the cost of a miss.
//
// PostgreSQL with DATABASE_URL (a fresh database of its own, seeded), otherwise PGlite.
//
// Options:
//   --listings N     listings to seed (default 200000)
//   --db NAME        PostgreSQL: reuse this database of the DATABASE_URL server as it is (no seeding)
//   --dir PATH       PGlite: reuse this data dir as it is (no seeding)
//   --keep           keep what was seeded and print where (for --db / --dir next time)
//
// Example: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:asking-price -- --listings 200000
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
const LISTINGS = Number(option('listings') ?? 200_000);
const KEEP = argv.includes('--keep');

async function admin(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try { await client.query(statement); } finally { await client.end(); }
}

await build({
  entryPoints: ['bench/lib/asking-price-query.ts'], outfile: 'build/bench-asking-price.js', bundle: true, platform: 'node',
  format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning',
});
const built = spawnSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const dataDir = option('dir') ?? tempDataDir('asking');
let env = { DATA_DIR: dataDir };
let drop = null;
let seed = !option('dir');
if (process.env.DATABASE_URL) {
  const name = option('db') ?? `basera_bench_asking_${Date.now()}`;
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
    const t = performance.now();
    const seeded = spawnSync(process.execPath, ['build/seed.js', '--listings', String(LISTINGS)], { env: { ...process.env, ...env }, encoding: 'utf8' });
    if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr || seeded.stdout}`);
    console.log(`seeded ${LISTINGS} listings in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  if (env.DATABASE_URL) await admin(env.DATABASE_URL, 'VACUUM ANALYZE properties'); // as autovacuum leaves a settled table
  const run = spawnSync(process.execPath, ['build/bench-asking-price.js'], { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`query run failed: ${run.stderr || run.stdout}`);
  const r = JSON.parse(run.stdout.trim().split('\n').at(-1));
  const ms = (n) => `${n.toFixed(2)} ms`;
  console.log(`\n[${r.driver === 'postgres' ? 'PostgreSQL' : 'PGlite'}] ${r.active.toLocaleString('en')} Active listings; ${r.sampled} groups of random listings (${r.shown} with 10 or more)`);
  console.log(`  through the driver   p50 ${ms(r.wall.p50)}  p95 ${ms(r.wall.p95)}  max ${ms(r.wall.max)}`);
  console.log(`  database's own       p50 ${ms(r.own.p50)}  p95 ${ms(r.own.p95)}  max ${ms(r.own.max)}`);
  console.log(`  largest group (${r.largest.listings} listings)  ${ms(r.largest.ms)}  ${r.largest.plan}`);
} finally {
  await drop?.();
  if (!KEEP && !option('dir')) rmSync(dataDir, { recursive: true, force: true });
}
