import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connection.ts';
import { ROOT } from '../../server/paths.ts';
import { listingPool } from '../../server/seed/illustrations.ts';
import { photoFingerprint } from '../../server/images/fingerprint.ts';
import { removeDir, TEST_PG_URL, withDatabase } from './support/template.ts';
import { bundleServer, freePort } from './support/process.ts';

/**
 * `npm start` prepares the database (build/prepare.js) beside the client's build, then starts the
 * server: the server must find an empty database already migrated and seeded, and do neither again.
 * On an empty PGlite folder or an empty PostgreSQL database. The seed pictures are drawn by the server
 * once it listens; the home page's pictures answer at once all the same. A new PGlite folder copies
 * the empty cluster the first one kept instead of running initdb.
 */
let prepareFile: string;
let serverFile: string;
const removals: Array<() => void> = [];
let dataDir: string;
let clusterCache: string;
let databaseUrl: string | undefined;
let dropDatabase = async (): Promise<void> => undefined;

interface Ran { code: number | null; lines: Array<Record<string, unknown>>; stderr: string }

function env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', SEED_DEMO_LISTINGS: '20', METRICS_TOKEN: '',
    DATABASE_URL: databaseUrl ?? '', PGLITE_CLUSTER_CACHE: clusterCache, ...extra,
  };
}

function parse(text: string): Array<Record<string, unknown>> {
  return text.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
}

function prepare(extra: Record<string, string> = {}): Promise<Ran> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [prepareFile], { env: env(extra), stdio: ['ignore', 'pipe', 'pipe'] });
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
  // A cache of its own: the first folder runs initdb and keeps its cluster, the next copies it.
  clusterCache = mkdtempSync(path.join(ROOT, '.tmp', 'first-start-cluster-'));
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
  removeDir(clusterCache);
  for (const remove of removals) remove();
});

const poolFiles = listingPool().map((p) => p.upload);

describe('preparing the database before the server starts', () => {
  it('migrates and seeds an empty database, and the server that follows does neither again', async () => {
    const first = await prepare();
    expect(first.code, first.stderr).toBe(0);
    expect(messages(first).some((m) => m.startsWith('migrations applied: 0001_init'))).toBe(true);
    expect(messages(first)).toContain('demo catalogue seeded: 20 listings by 21 people');
    // The pictures are left to the server: drawing them held a first start up by seconds.
    expect(messages(first).some((m) => m.startsWith('illustrations:'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'uploads', 'listings', 'pool'))).toBe(false);
    if (!databaseUrl) {
      expect(messages(first).some((m) => m.startsWith('database cluster kept for new folders'))).toBe(true);
      expect(readdirSync(clusterCache).filter((f) => f.endsWith('-cluster'))).toHaveLength(1);
    }

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
      // The home page at once, with the demo listings, and every picture on it: those not drawn
      // yet are drawn on request, none is missing or broken.
      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.status).toBe(200);
      const pictures = [...new Set([...(await home.text()).matchAll(/\/api\/Images\/Image\?[^"'\s)]+/g)].map((m) => m[0].replace(/&amp;/g, '&')))];
      const uploads = pictures.map((p) => new URL(p, 'http://x').searchParams.get('upload'));
      expect(uploads.some((u) => u?.startsWith('listings/pool/'))).toBe(true);
      expect(uploads.some((u) => u?.startsWith('cities/'))).toBe(true);
      const answers = await Promise.all(pictures.map(async (p) => {
        const res = await fetch(`http://127.0.0.1:${port}${p}`, { headers: { Accept: 'image/webp,*/*' } });
        const bytes = Buffer.from(await res.arrayBuffer());
        return { p, status: res.status, type: res.headers.get('content-type'), width: res.ok ? (await sharp(bytes).metadata()).width : 0 };
      }));
      for (const a of answers) {
        expect(a.status, a.p).toBe(200);
        expect(a.type, a.p).toMatch(/^image\//);
        expect(a.width, a.p).toBeGreaterThan(0);
      }
      // Meanwhile the server draws the rest and takes the pool's fingerprints.
      for (let i = 0; i < 1200 && !messages({ lines: parse(out) }).some((m) => m.startsWith('demo photos:')); i++) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(messages({ lines: parse(out) }).find((m) => m.startsWith('demo photos:'))).toMatch(/^demo photos: \d+ fingerprints/);
      for (const file of poolFiles) expect(existsSync(path.join(dataDir, 'uploads', file)), file).toBe(true);
    } finally {
      server.kill('SIGTERM');
      await exited;
    }
    const database = await openDatabase({ databaseUrl, dataDir });
    try {
      const [row] = await database.rows<{ n: number | string }>(sql`SELECT count(*) AS n FROM properties`);
      expect(Number(row!.n)).toBeGreaterThanOrEqual(20);
      // Every pool photo with something in it has its fingerprint (a nearly blank one has none).
      const expected: string[] = [];
      for (const file of poolFiles) {
        if ((await photoFingerprint(readFileSync(path.join(dataDir, 'uploads', file)))) !== null) expected.push(file);
      }
      expect(expected.length).toBeGreaterThan(poolFiles.length / 2);
      const prints = await database.rows<{ file: string }>(sql`SELECT file FROM photo_fingerprints WHERE file LIKE 'listings/pool/%'`);
      expect(prints.map((r) => r.file).sort()).toEqual(expected.sort());
    } finally {
      await database.close();
    }
  }, 240_000);

  it.skipIf(TEST_PG_URL)('makes a new PGlite folder from the kept cluster, without initdb, and fills it as the first', async () => {
    const other = mkdtempSync(path.join(ROOT, '.tmp', 'first-start-copy-'));
    try {
      const ran = await prepare({ DATA_DIR: other });
      expect(ran.code, ran.stderr).toBe(0);
      expect(messages(ran).some((m) => m.startsWith('database cluster copied from'))).toBe(true);
      expect(messages(ran).some((m) => m.startsWith('database cluster kept'))).toBe(false);
      expect(messages(ran).some((m) => m.startsWith('migrations applied: 0001_init'))).toBe(true);
      expect(messages(ran)).toContain('demo catalogue seeded: 20 listings by 21 people');
      const database = await openDatabase({ dataDir: other });
      try {
        const [row] = await database.rows<{ n: number | string }>(sql`SELECT count(*) AS n FROM properties`);
        expect(Number(row!.n)).toBeGreaterThanOrEqual(20);
      } finally {
        await database.close();
      }
    } finally {
      removeDir(other);
    }
  }, 240_000);
});
