import { mkdirSync, writeFileSync, utimesSync, existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './support/server.ts';
import { removeOrphanUploads } from '../../server/images/orphans.ts';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

describe('removing orphan uploads', () => {
  it('removes old unreferenced uploads and keeps referenced, recent and pool files', async () => {
    const uploads = path.join(server.config.dataDir, 'uploads');
    const old = (Date.now() - 2 * 60 * 60_000) / 1000;
    const place = (rel: string, age: number | null) => {
      const file = path.join(uploads, rel);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, 'x');
      if (age !== null) utimesSync(file, age, age);
      return file;
    };
    const orphan = place('listings/ab/orphan.jpg', old);
    const recent = place('listings/ab/recent.jpg', null);
    const avatarOrphan = place('avatars/cd/gone.jpg', old);
    const referenced = place('listings/ef/kept.jpg', old);
    const updated = await server.database.rows(sql`UPDATE property_images SET file = 'listings/ef/kept.jpg'
      WHERE (property_id, position) = (SELECT property_id, position FROM property_images ORDER BY property_id LIMIT 1) RETURNING file`);
    expect(updated).toHaveLength(1);
    const pool = place('listings/pool/house-999.jpg', old);

    const removed = await removeOrphanUploads(server.database, server.deps.uploads);
    expect(removed).toBe(2);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(avatarOrphan)).toBe(false);
    expect(existsSync(recent)).toBe(true);
    expect(existsSync(referenced)).toBe(true);
    expect(existsSync(pool)).toBe(true);
  });
});

describe('daily housekeeping', () => {
  it('drops idempotency answers past their keeping time and expired rate-limit windows, and keeps the rest', async () => {
    const { purgeOldAnswers } = await import('../../server/services/idempotency.ts');
    const { RateLimiter } = await import('../../server/services/rate-limit.ts');
    await server.database.exec(`
      INSERT INTO idempotency_records (scope, key, method, path, status, body, created_at) VALUES
        ('anon', 'old-key-1', 'POST', '/x', 200, '{}', now() - interval '9 days'),
        ('anon', 'new-key-1', 'POST', '/x', 200, '{}', now() - interval '1 day');
      INSERT INTO rate_limits (bucket, hits, window_ends_at) VALUES
        ('test:expired', 3, now() - interval '1 minute'), ('test:live', 3, now() + interval '1 hour');`);
    await purgeOldAnswers(server.database.db);
    await new RateLimiter(server.database).sweep();
    const keys = await server.database.rows<{ key: string }>(sql`SELECT key FROM idempotency_records WHERE key LIKE '%-key-1' ORDER BY key`);
    expect(keys.map((k) => k.key)).toEqual(['new-key-1']);
    const buckets = await server.database.rows<{ bucket: string }>(sql`SELECT bucket FROM rate_limits WHERE bucket LIKE 'test:%'`);
    expect(buckets.map((b) => b.bucket)).toEqual(['test:live']);
  });
});
