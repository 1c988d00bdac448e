import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/connection.ts';
import { ROOT } from '../../server/paths.ts';
import { freshDataDir, removeDir, TEST_PG_URL } from './support/template.ts';

const dataDir = freshDataDir('backup');
const archive = path.join(dataDir, '..', `backup-${process.pid}.tar.gz`);
afterAll(() => {
  removeDir(dataDir);
  removeDir(archive);
});

const run = (script: string, args: string[]) => spawnSync(process.execPath, [path.join(ROOT, 'scripts', script), ...args], {
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8',
});

// The embedded database only: PostgreSQL is backed up with pg_dump.
describe.skipIf(Boolean(TEST_PG_URL))('backup and restore (PGlite)', () => {
  it('restores the database and uploads as they were, keeping what it replaced', async () => {
    const count = async () => {
      const db = await openDatabase({ dataDir });
      try {
        return (await db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM properties`))[0]!.n;
      } finally {
        await db.close();
      }
    };
    const before = await count();
    expect(before).toBeGreaterThan(0);
    const backup = run('backup.mjs', ['--out', archive]);
    expect(backup.status, backup.stderr).toBe(0);

    const db = await openDatabase({ dataDir });
    await db.exec('DELETE FROM property_images; DELETE FROM property_features; DELETE FROM properties');
    await db.close();
    expect(await count()).toBe(0);

    const restore = run('restore.mjs', [archive]);
    expect(restore.status, restore.stderr).toBe(0);
    expect(await count()).toBe(before);
    expect(readdirSync(dataDir).some((f) => f.startsWith('pre-restore-'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'uploads', 'cities'))).toBe(true);
  });

  it('refuses while a server holds the folder', () => {
    writeFileSync(path.join(dataDir, 'server.pid'), String(process.pid));
    const backup = run('backup.mjs', ['--out', archive]);
    expect(backup.status).toBe(1);
    expect(backup.stderr).toMatch(/Stop it first/);
    const restore = run('restore.mjs', [archive]);
    expect(restore.status).toBe(1);
    removeDir(path.join(dataDir, 'server.pid'));
  });
});

// With S3_BUCKET the photos are the bucket's to protect: the archive holds the
// embedded database only and says so; with PostgreSQL as well there is nothing for the script.
describe.skipIf(Boolean(TEST_PG_URL))('backup with photos in a bucket', () => {
  const runS3 = (env: Record<string, string>) => spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'backup.mjs'), '--out', archive], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', S3_BUCKET: 'basera-photos', S3_PREFIX: 'live/', ...env }, encoding: 'utf8',
  });

  it('archives the embedded database, not the local uploads folder, and points at the bucket', () => {
    removeDir(archive);
    const out = runS3({});
    expect(out.status, out.stderr).toBe(0);
    expect(out.stdout).toMatch(/backup written: .* \(db\)/);
    expect(out.stdout).toContain('Photos live in s3://basera-photos/live/uploads/');
    expect(out.stdout).toMatch(/versioning and replication/);
    const listed = spawnSync('tar', ['-tzf', archive], { encoding: 'utf8' }).stdout.split('\n');
    expect(listed.some((l) => l.startsWith('db/'))).toBe(true);
    expect(listed.some((l) => l.startsWith('uploads/'))).toBe(false);
  });

  it('with PostgreSQL too, writes nothing and says where each part is protected', () => {
    removeDir(archive);
    const out = runS3({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(out.status).toBe(1);
    expect(out.stderr).toMatch(/pg_dump/);
    expect(out.stderr).toContain('s3://basera-photos/live/uploads/');
    expect(existsSync(archive)).toBe(false);
  });
});
