// Photo fingerprint matching at 1,000,000 listings: about 4,000,000 photos' fingerprints, filled
// straight into photo_fingerprints with generate_series (a full 1,000,000-listing seed is not needed
// for this statement: only the photos it returns are joined to their listings), then the per-photo
// lookup a submission makes, timed through the driver for near copies and unrelated photos.
//
// PostgreSQL with DATABASE_URL (a fresh database of its own), otherwise PGlite (default 100,000).
//
// Options:
//   --fingerprints N   how many stored fingerprints (default 4,000,000 on PostgreSQL, 100,000 on PGlite)
//   --sample N         new photos looked up (default 500: half near copies, half unrelated)
//   --db NAME          PostgreSQL: reuse this database (its bench fingerprints are kept and topped up)
//   --dir PATH         PGlite: reuse this data dir
//   --keep             keep what was made and print where
//
// Example: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:fingerprints
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
const KEEP = argv.includes('--keep');
const onPostgres = Boolean(process.env.DATABASE_URL);
const TOTAL = Number(option('fingerprints') ?? (onPostgres ? 4_000_000 : 100_000));

async function admin(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try { await client.query(statement); } finally { await client.end(); }
}

await build({
  entryPoints: ['bench/lib/fingerprint-query.ts'], outfile: 'build/bench-fingerprints.js', bundle: true, platform: 'node',
  format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning',
});

const dataDir = option('dir') ?? tempDataDir('fingerprints');
let env = { DATA_DIR: dataDir, FINGERPRINTS: String(TOTAL), SAMPLE: option('sample') ?? '500' };
let drop = null;
if (onPostgres) {
  const name = option('db') ?? `basera_bench_fingerprints_${Date.now()}`;
  if (!option('db')) await admin(process.env.DATABASE_URL, `CREATE DATABASE ${name}`);
  const u = new URL(process.env.DATABASE_URL);
  u.pathname = `/${name}`;
  env = { ...env, DATABASE_URL: u.toString() };
  if (!option('db') && !KEEP) drop = () => admin(process.env.DATABASE_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  if (KEEP) console.log(`database: ${name} (reuse with --db ${name})`);
} else {
  env = { ...env, DATABASE_URL: '' };
  if (KEEP) console.log(`data dir: ${dataDir} (reuse with --dir ${dataDir})`);
}

try {
  const t = performance.now();
  const run = spawnSync(process.execPath, ['build/bench-fingerprints.js'], { env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`fingerprint run failed: ${run.stderr || run.stdout}`);
  const r = JSON.parse(run.stdout.trim().split('\n').at(-1));
  const ms = (n) => `${n.toFixed(2)} ms`;
  console.log(`\n[${r.driver === 'postgres' ? 'PostgreSQL' : 'PGlite'}] ${r.fingerprints.toLocaleString('en')} stored fingerprints`
    + (r.fillMs ? ` (filled and indexed in ${(r.fillMs / 1000).toFixed(1)} s)` : '') + `; whole run ${((performance.now() - t) / 1000).toFixed(1)} s`);
  console.log(`  per new photo, through the driver   p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)}  max ${ms(r.max)}  (${r.sample} photos)`);
  console.log(`  per new photo, database's own       p50 ${ms(r.own.p50)}  p95 ${ms(r.own.p95)}  p99 ${ms(r.own.p99)}  max ${ms(r.own.max)}`);
  console.log(`  near copies found    ${r.found} of ${r.copies}; unrelated photos matched: ${r.falseMatches}`);
} finally {
  await drop?.();
  if (!KEEP && !option('dir')) rmSync(dataDir, { recursive: true, force: true });
}
