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

    const removed = await removeOrphanUploads(server.database, uploads);
    expect(removed).toBe(2);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(avatarOrphan)).toBe(false);
    expect(existsSync(recent)).toBe(true);
    expect(existsSync(referenced)).toBe(true);
    expect(existsSync(pool)).toBe(true);
  });
});
