import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/connection.ts';
import { freshDataDir, removeDir } from './support/template.ts';
import { bundleServer, freePort, scratchDatabase } from './support/process.ts';
import { readMails } from '../support/mail.ts';

/**
 * A real server process is killed (SIGKILL) while submissions are in flight. After a restart each
 * submission is either whole (row, images, files) or absent, and replaying every request with its
 * Idempotency-Key then makes each listing exactly once.
 */
let bundle: string;
let removeBundle = () => undefined as void;
let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase = async (): Promise<void> => undefined;


async function start(): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [bundle], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', TRUST_PROXY: 'true', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/Home/WhatOurClientSays`)).ok) return { child, url };
    } catch { /* starting */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

beforeAll(async () => {
  ({ file: bundle, remove: removeBundle } = await bundleServer('crash'));
  dataDir = freshDataDir('crash');
  ({ url: databaseUrl, drop: dropDatabase } = await scratchDatabase('crash', dataDir));
}, 120_000);

afterAll(async () => {
  await dropDatabase();
  removeDir(dataDir);
  removeBundle();
});

describe('shutdown', () => {
  it('SIGTERM lets the server finish, exit 0 and release its data folder', async () => {
    const server = await start();
    expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(!databaseUrl);
    const code = await new Promise<number | null>((resolve) => {
      server.child.once('exit', (c) => resolve(c));
      server.child.kill('SIGTERM');
    });
    expect(code).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
  }, 120_000);
});

describe('crash safety', () => {
  it('a killed server keeps each submission whole or absent, and replays deliver each exactly once', async () => {
    const photos = await Promise.all([1, 2, 3].map((i) => sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 40 * i, g: 120, b: 200 - 30 * i } } })
      .jpeg({ quality: 95 }).toBuffer()));
    // Twelve sellers on twelve phones: one seller's budget of anonymous listings is ten a day.
    const requests = Array.from({ length: 12 }, (_, i) => ({ key: `crash-${Date.now()}-${i}`, title: `Crash test house ${i}`, n: i }));
    const send = (url: string, r: { key: string; title: string; n: number }) => {
      const fd = new FormData();
      for (const [k, v] of Object.entries({
        Title: r.title, Description: 'Submitted while the server dies.', PurposeId: '1', TypeId: '1', Price: '25000000', Area: '10',
        AreaUnitId: '1', CityId: '1', FullName: 'Crash Owner', EmailAddress: `crash${r.n}@example.pk`, PhoneNumber: '03001234567',
      })) fd.append(k, v);
      for (const [n, p] of photos.entries()) fd.append('file', new Blob([new Uint8Array(p)], { type: 'image/jpeg' }), `${r.title}-${n}.jpg`);
      return fetch(`${url}/api/Property/SubmitPropertyAnonymous`, {
        method: 'POST', body: fd, headers: { 'Idempotency-Key': r.key, 'X-Forwarded-For': `198.51.100.${r.n + 1}` },
      });
    };

    const first = await start();
    const inFlight = requests.map((r) => send(first.url, r).then((res) => res.status, () => 'lost'));
    // Kill as soon as one has been answered: the others are mid-way (images are re-encoded
    // before the transaction, so some are in sharp, some in the database).
    await Promise.race([...inFlight, new Promise((r) => setTimeout(r, 3000))]);
    first.child.kill('SIGKILL');
    const outcomes = await Promise.all(inFlight);
    expect(outcomes.some((o) => o === 'lost'), `outcomes ${outcomes.join(',')}`).toBe(true);

    // Inspect with no server running: one process per PGlite folder.
    const database = await openDatabase({ databaseUrl, dataDir });
    try {
      const rows = await database.rows<{ title: string; image_count: number; images: string[] }>(sql`
        SELECT p.title, p.image_count, ARRAY(SELECT file FROM property_images i WHERE i.property_id = p.id ORDER BY position) AS images
        FROM properties p WHERE p.title LIKE 'Crash test house %'`);
      const committed = new Set<string>();
      for (const row of rows) {
        expect(committed.has(row.title), `${row.title} twice`).toBe(false);
        committed.add(row.title);
        expect(row.image_count).toBe(3);
        expect(row.images).toHaveLength(3);
        for (const file of row.images) expect(existsSync(path.join(dataDir, 'uploads', file)), file).toBe(true);
      }
    } finally {
      await database.close();
    }

    const second = await start();
    // The outbox replays everything it did not see answered; the server answers each exactly once.
    const replays = await Promise.all(requests.map(async (r) => {
      const res = await send(second.url, r);
      return { status: res.status, body: await res.json() as { Data: { PropertyId: number } } };
    }));
    expect(replays.map((r) => r.status)).toEqual(requests.map(() => 200));
    const again = await Promise.all(requests.map(async (r) => (await (await send(second.url, r)).json() as { Data: { PropertyId: number } }).Data.PropertyId));
    expect(again).toEqual(replays.map((r) => r.body.Data.PropertyId));
    second.child.kill('SIGTERM');
    await new Promise((r) => second.child.once('exit', r));

    const check = await openDatabase({ databaseUrl, dataDir });
    try {
      const counts = await check.rows<{ title: string; n: number }>(sql`
        SELECT title, count(*)::int AS n FROM properties WHERE title LIKE 'Crash test house %' GROUP BY title ORDER BY title`);
      expect(counts).toHaveLength(12);
      expect(counts.every((c) => c.n === 1)).toBe(true);
    } finally {
      await check.close();
    }
  }, 180_000);

  it('mail committed with a listing survives a SIGKILL before it is sent, and goes exactly once after the restart', async () => {
    // The mail folder cannot be written, so every mail is still queued when the server is killed:
    // the same state as a crash between the commit and the send.
    const mailDir = path.join(dataDir, 'mail');
    rmSync(mailDir, { recursive: true, force: true });
    writeFileSync(mailDir, 'not a folder');
    const first = await start();
    const titles = [1, 2, 3].map((i) => `Crash mail house ${Date.now()} ${i}`);
    for (const [i, title] of titles.entries()) {
      const fd = new FormData();
      for (const [k, v] of Object.entries({
        Title: title, Description: 'Its mail must not be lost.', PurposeId: '1', TypeId: '1', Price: '25000000', Area: '10',
        AreaUnitId: '1', CityId: '1', FullName: 'Crash Owner', EmailAddress: `mailcrash${i}@example.pk`, PhoneNumber: '03001234567',
      })) fd.append(k, v);
      const res = await fetch(`${first.url}/api/Property/SubmitPropertyAnonymous`, {
        method: 'POST', body: fd, headers: { 'X-Forwarded-For': `198.51.100.${100 + i}` },
      });
      expect(res.status).toBe(200);
    }
    await new Promise<void>((resolve) => { first.child.once('exit', () => resolve()); first.child.kill('SIGKILL'); });

    rmSync(mailDir, { force: true });
    const approvals = () => readMails(dataDir).filter((m) => titles.some((t) => m.subject === `Approve property: ${t}`));
    expect(approvals()).toHaveLength(0);
    // No waiting out the retry backoff of the failed first try.
    const db = await openDatabase({ databaseUrl, dataDir });
    try {
      const [q] = await db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM mail_queue WHERE sent_at IS NULL AND subject LIKE 'Approve property: Crash mail house%'`);
      expect(q!.n).toBe(3);
      await db.rows(sql`UPDATE mail_queue SET next_attempt_at = now() WHERE sent_at IS NULL`);
    } finally {
      await db.close();
    }

    const second = await start();
    await expect.poll(() => approvals().length, { timeout: 30_000, interval: 500 }).toBe(3);
    // Another round of the worker sends nothing again.
    await new Promise((r) => setTimeout(r, 6_000));
    expect(approvals()).toHaveLength(3);
    expect(new Set(approvals().map((m) => m.subject)).size).toBe(3);
    second.child.kill('SIGTERM');
    await new Promise((r) => second.child.once('exit', r));
  }, 120_000);
});
