// Starts the built server (build/server.js) as a child process and waits until it answers.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import net from 'node:net';
import pg from 'pg';

export function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
  });
}

export function tempDataDir(label) {
  return mkdtempSync(path.join(tmpdir(), `basera-${label}-`));
}

/** `serverFile`: another checkout's build/server.js, to measure a before beside an after. */
export async function startServer({ dataDir, env = {}, quiet = true, serverFile = 'build/server.js' } = {}) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [serverFile], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', quiet ? 'pipe' : 'inherit', 'inherit'],
  });
  const output = [];
  child.stdout?.on('data', (d) => output.push(String(d)));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output.join('')}`);
    try {
      const res = await fetch(`${url}/api/Home/WhatOurClientSays`);
      if (res.ok) break;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 50));
  }
  const readyMs = performance.now() - started;
  return {
    url, port, readyMs, child, output,
    rssMiB() {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
      } catch { return NaN; }
    },
    stop() {
      return new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export async function timeRequests(url, n) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await fetch(url, { headers: { Accept: 'image/webp,*/*' } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95) };
}

/**
 * A database of its own on the DATABASE_URL server: a fresh one (`fresh`, to seed), or `name` as it is.
 */
export async function postgresDatabase(url, name) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const fresh = !name;
  const db = name ?? `basera_bench_${Date.now()}`;
  if (fresh) await admin.query(`CREATE DATABASE ${db}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${db}`;
  return {
    name: db, url: u.toString(), fresh,
    async drop() {
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
      await a.end();
    },
  };
}

/**
 * Runs `run(label, env, { seed })` on PGlite and, with DATABASE_URL set, on PostgreSQL beside it, each
 * on data of its own (seeded by `run`), or on the data dir `dir` / database `db` as they are. What was
 * made is removed afterwards unless `keep`.
 */
export async function onEachDatabase(name, { only, keep, dir, db }, run) {
  if (only !== 'postgres') {
    const dataDir = dir ?? tempDataDir(name);
    try {
      await run('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, { seed: !dir });
    } finally {
      if (keep || dir) console.log(`[PGlite] data dir kept: ${dataDir}`);
      else rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (only === 'pglite') return;
  if (!process.env.DATABASE_URL) {
    console.log('\n(set DATABASE_URL to run the same on PostgreSQL)');
    return;
  }
  const database = await postgresDatabase(process.env.DATABASE_URL, db);
  const dataDir = tempDataDir(`${name}-pg`);
  try {
    await run('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: database.url }, { seed: database.fresh });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (keep || !database.fresh) console.log(`[PostgreSQL] database kept: ${database.name}`);
    else await database.drop();
  }
}

/** Seeds `listings` listings with the built seed (`seed` true), or says the data is reused as it is. */
export function seedOrReuse(label, env, seed, listings) {
  if (!seed) {
    console.log(`\n[${label}] reusing what is there`);
    return;
  }
  const t = performance.now();
  const seeded = spawnSync(process.execPath, ['build/seed.js', '--listings', String(listings)], { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr || seeded.stdout}`);
  console.log(`\n[${label}] seeded ${listings} listings in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}
