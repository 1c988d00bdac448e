import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../server/paths.ts';
import { S3BlobStore } from '../../server/storage/s3.ts';
import { listingPool } from '../../server/seed/illustrations.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { freshDataDir, removeDir, TEST_PG_URL } from './support/template.ts';
import { S3RVER_CREDENTIALS, startTestS3, type TestS3 } from '../support/s3.ts';

/**
 * Photos in object storage: with S3_BUCKET an upload and its variants live in the
 * bucket (here s3rver, a local S3-compatible server), a second server process on the same bucket and
 * database serves them, and /readyz says "storage" when the bucket cannot be reached.
 */
let s3: TestS3;
let server: TestServer;
const bundle = path.join(ROOT, '.tmp', `s3-build-${process.pid}`, 'server.js');
let bucket: { uploads: S3BlobStore; variants: S3BlobStore };

const keys = async (store: S3BlobStore, prefix = '') => {
  const out: string[] = [];
  for await (const e of store.list(prefix)) out.push(e.key);
  return out;
};

beforeAll(async () => {
  s3 = await startTestS3('basera-photos');
  // The AWS SDK reads its credentials from the environment, as a deployment's would.
  Object.assign(process.env, S3RVER_CREDENTIALS);
  server = await startTestServer({ env: s3.env });
  const options = { bucket: s3.bucket, region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true };
  bucket = { uploads: new S3BlobStore({ ...options, prefix: 'uploads/' }), variants: new S3BlobStore({ ...options, prefix: 'variants/' }) };
  mkdirSync(path.dirname(bundle), { recursive: true });
  await build({ entryPoints: [path.join(ROOT, 'server/main.ts')], outfile: bundle, bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'error' });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await s3?.close();
  removeDir(path.dirname(bundle));
});

const freePort = () => new Promise<number>((resolve) => {
  const s = net.createServer();
  s.listen(0, '127.0.0.1', () => { const { port } = s.address() as net.AddressInfo; s.close(() => resolve(port)); });
});

/** A real server process (the built main.ts) on the given data folder, the bucket and the test database. */
async function startProcess(dataDir: string): Promise<{ child: ChildProcess; url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, [bundle], {
    env: {
      ...process.env, ...s3.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', TRUST_PROXY: 'true',
      ...(server.config.databaseUrl ? { DATABASE_URL: server.config.databaseUrl } : {}),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => { stderr += d.toString(); });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr.slice(-2000)}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { child, url, stop };
    } catch { /* starting */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error('server did not start');
}

let upload = '';

describe('photos in the bucket', () => {
  it('stores an uploaded listing photo and its variant in the bucket, not on the disk', async () => {
    const photo = await sharp({ create: { width: 1400, height: 1000, channels: 3, background: { r: 30, g: 140, b: 90 } } }).jpeg().toBuffer();
    const fd = new FormData();
    for (const [k, v] of Object.entries({
      Title: 'House with photos in S3', Description: 'Stored in object storage.', PurposeId: '1', TypeId: '1', Price: '25000000', Area: '10',
      AreaUnitId: '1', CityId: '1', FullName: 'Bucket Owner', EmailAddress: 'bucket@example.pk', PhoneNumber: '03001234567',
    })) fd.append(k, v);
    fd.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'front.jpg');
    const res = await server.fetch('/api/Property/SubmitPropertyAnonymous', { method: 'POST', body: fd, headers: { 'X-Forwarded-For': '198.51.100.77' } });
    expect(res.status, await res.clone().text()).toBe(200);
    const [row] = await server.database.rows<{ id: number; file: string }>(sql`
      SELECT p.id, i.file FROM properties p JOIN property_images i ON i.property_id = p.id WHERE p.title = 'House with photos in S3'`);
    expect(row?.file).toMatch(/^listings\/[0-9a-f]{2}\/[0-9a-f]{40}\.jpg$/);
    upload = row!.file;
    expect(await bucket.uploads.exists(upload)).toBe(true);
    expect(existsSync(path.join(server.config.dataDir, 'uploads', upload))).toBe(false);

    // Approved: everyone may see it.
    await server.database.exec(`UPDATE properties SET status = 'Active' WHERE id = ${row!.id}`);
    server.deps.imageLinks.forget();
    const before = (await keys(bucket.variants)).length;
    const img = await server.fetch(`/api/Images/Image?upload=${encodeURIComponent(upload)}&size=320x240`, { headers: { Accept: 'image/webp' } });
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await img.arrayBuffer())).metadata()).width).toBe(320);
    expect((await keys(bucket.variants)).length).toBe(before + 1);
    const cacheDir = path.join(server.config.dataDir, 'cache', 'images');
    expect(existsSync(cacheDir) ? readdirSync(cacheDir, { recursive: true }).filter((f) => String(f).endsWith('.webp')) : []).toEqual([]);
  });

  it('makes a missing variant once when many ask for it together', async () => {
    const before = { stored: (await keys(bucket.variants)).length, made: server.deps.images.cacheCounts.misses };
    const answers = await Promise.all(Array.from({ length: 6 }, () =>
      server.fetch(`/api/Images/Image?upload=${encodeURIComponent(upload)}&size=480x360`, { headers: { Accept: 'image/jpeg' } })));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const etags = new Set(answers.map((a) => a.headers.get('etag')));
    expect(etags.size).toBe(1);
    expect(server.deps.images.cacheCounts.misses - before.made).toBe(1);
    expect((await keys(bucket.variants)).length).toBe(before.stored + 1);
  });

  it('a second server process on the same bucket and database serves the photo, and draws the demo pool into the bucket once it listens', async () => {
    expect(upload).not.toBe('');
    // A demo listing's photo from the shared pool (asked before PGlite's database is handed over).
    const [demo] = await server.database.rows<{ file: string }>(sql`SELECT file FROM property_images i JOIN properties p ON p.id = i.property_id
      WHERE p.status = 'Active' AND i.file LIKE 'listings/pool/%' LIMIT 1`);
    expect(demo?.file).toBeTruthy();
    const check = async (url: string) => {
      const fromB = await fetch(`${url}/api/Images/Image?upload=${encodeURIComponent(upload)}&size=320x240`, { headers: { Accept: 'image/webp' } });
      expect(fromB.status).toBe(200);
      expect((await sharp(Buffer.from(await fromB.arrayBuffer())).metadata()).width).toBe(320);
      // A size nobody asked for yet: B reads the original from the bucket and stores the variant there.
      const fresh = await fetch(`${url}/api/Images/Image?upload=${encodeURIComponent(upload)}&size=200x150`, { headers: { Accept: 'image/webp' } });
      expect(fresh.status).toBe(200);
      // The demo listing's photo answers at once: drawn on request if B has not drawn it yet.
      const poolImage = await fetch(`${url}/api/Images/Image?upload=${encodeURIComponent(demo!.file)}&size=320x240`);
      expect(poolImage.status).toBe(200);
      expect(await bucket.uploads.exists(demo!.file)).toBe(true);
      // B draws the seed pictures (city tiles, portraits, the listing pool) into the bucket once it listens.
      const wanted = listingPool().length;
      let pool: string[] = [];
      for (let i = 0; i < 1800 && pool.length < wanted; i++) {
        pool = await keys(bucket.uploads, 'listings/pool/');
        if (pool.length < wanted) await new Promise((r) => setTimeout(r, 100));
      }
      expect(pool.length).toBe(wanted);
      expect((await keys(bucket.uploads, 'cities/')).length).toBeGreaterThan(0);
    };
    if (TEST_PG_URL) {
      // PostgreSQL: B runs beside A, on a data folder of its own (so nothing can come from A's disk).
      const dir = freshDataDir('s3-b');
      const b = await startProcess(dir);
      try {
        await check(b.url);
        expect(existsSync(path.join(dir, 'uploads', upload))).toBe(false);
      } finally {
        await b.stop();
        removeDir(dir);
      }
    } else {
      // PGlite is one process per folder: A steps aside while B opens the same database.
      await server.whileStopped(async () => {
        const b = await startProcess(server.config.dataDir);
        try {
          await check(b.url);
        } finally {
          await b.stop();
        }
      });
    }
    expect(existsSync(path.join(server.config.dataDir, 'uploads', upload))).toBe(false);
  }, 300_000);

  it('/readyz turns 503 naming storage while the bucket cannot be reached, and ready again after', async () => {
    expect((await server.fetch('/readyz')).status).toBe(200);
    await s3.close({ keepFiles: true });
    try {
      const res = await server.fetch('/readyz');
      expect(res.status).toBe(503);
      const body = await res.json() as { failed: string[]; checks: Record<string, string> };
      expect(body.failed).toEqual(['storage']);
      expect(body.checks.storage).toMatch(/^bucket not writable/);
      expect(body.checks.storage).not.toContain('127.0.0.1');
    } finally {
      await s3.restart();
    }
    expect((await server.fetch('/readyz')).status).toBe(200);
    // The photo is still there after the store came back.
    expect((await server.fetch(`/api/Images/Image?upload=${encodeURIComponent(upload)}&size=640x480`)).status).toBe(200);
  }, 60_000);
});
