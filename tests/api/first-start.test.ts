import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connection.ts';
import { ROOT } from '../../server/paths.ts';
import { removeDir, TEST_PG_URL, withDatabase } from './support/template.ts';
import { bundleServer, freePort } from './support/process.ts';

/**
 * `npm start` prepares the database (build/prepare.js) beside the client's build, then starts the
 * server: the server must find an empty database already migrated and seeded, and do neither again.
 * On an empty PGlite folder or an empty PostgreSQL database.
 */
let prepareFile: string;
let serverFile: string;
const removals: Array<() => void> = [];
let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase = async (): Promise<void> => undefined;

interface Ran { code: number | null; lines: Array<Record<string, unknown>>; stderr: string }

function env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', SEED_DEMO_LISTINGS: '20', METRICS_TOKEN: '',
    DATABASE_URL: databaseUrl ?? '', ...extra,
  };
}

function parse(text: string): Array<Record<string, unknown>> {
  return text.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
}

function prepare(): Promise<Ran> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [prepareFile], { env: env(), stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout!.setEncoding('utf8').on('data', (c: string) => { out += c; });
    child.stderr!.setEncoding('utf8').on('data', (c: string) => { err += c; });
    child.once('exit', (code) => resolve({ code, lines: parse(out), stderr: err }));
  });
}

const messages = (ran: { lines: Array<Record<string, unknown>> }) => ran.lines.map((l) => String(l.msg));

beforeAll(async () => {
  const prepareBundle = await bundleServer('first-start', 'server/prepare.ts');
  const serverBundle = await bundleServer('first-start-server');
  prepareFile = prepareBundle.file;
  serverFile = serverBundle.file;
  removals.push(prepareBundle.remove, serverBundle.remove);
  // Empty, not a copy of the suite's template: this is a first start.
  dataDir = mkdtempSync(path.join(ROOT, '.tmp', 'first-start-'));
  if (TEST_PG_URL) {
    const name = `basera_first_start_${process.pid}_${Date.now()}`;
    const admin = await openDatabase({ databaseUrl: TEST_PG_URL, dataDir });
    await admin.exec(`CREATE DATABASE ${name}`);
    await admin.close();
    databaseUrl = withDatabase(TEST_PG_URL, name);
    dropDatabase = async () => {
      const again = await openDatabase({ databaseUrl: TEST_PG_URL!, dataDir });
      await again.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.close();
    };
  }
}, 120_000);

afterAll(async () => {
  await dropDatabase();
  removeDir(dataDir);
  for (const remove of removals) remove();
});

describe('preparing the database before the server starts', () => {
  it('migrates and seeds an empty database, and the server that follows does neither again', async () => {
    const first = await prepare();
    expect(first.code, first.stderr).toBe(0);
    expect(messages(first).some((m) => m.startsWith('migrations applied: 0001_init'))).toBe(true);
    expect(messages(first)).toContain('demo catalogue seeded: 20 listings by 21 people');

    // A second preparation finds everything done: no migration, no second catalogue.
    const again = await prepare();
    expect(again.code, again.stderr).toBe(0);
    expect(messages(again).some((m) => m.startsWith('migrations applied'))).toBe(false);
    expect(messages(again).some((m) => m.startsWith('demo catalogue seeded'))).toBe(false);

    const port = await freePort();
    const server = spawn(process.execPath, [serverFile], { env: env({ PORT: String(port) }), stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    server.stdout!.setEncoding('utf8').on('data', (c: string) => { out += c; });
    server.stderr!.resume();
    const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
    try {
      let answered = false;
      for (let i = 0; i < 600 && !answered; i++) {
        if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}: ${out}`);
        try { answered = (await fetch(`http://127.0.0.1:${port}/healthz`)).ok; } catch { /* starting */ }
        if (!answered) await new Promise((r) => setTimeout(r, 100));
      }
      expect(answered).toBe(true);
      const started = messages({ lines: parse(out) });
      expect(started.some((m) => m.startsWith('migrations applied'))).toBe(false);
      expect(started.some((m) => m.startsWith('demo catalogue seeded'))).toBe(false);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    } finally {
      server.kill('SIGTERM');
      await exited;
    }
    const database = await openDatabase({ databaseUrl, dataDir });
    try {
      const [row] = await database.rows<{ n: number | string }>(sql`SELECT count(*) AS n FROM properties`);
      expect(Number(row!.n)).toBeGreaterThanOrEqual(20);
    } finally {
      await database.close();
    }
  }, 240_000);
});
