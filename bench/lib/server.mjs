// Starts the built server (build/server.js) as a child process and waits until it answers.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
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
