import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';

/**
 * Files stored for a submission that never committed (the process was killed between writing the
 * photos and the commit) are found and removed here: uploads no row refers to, older than an hour so
 * a request still in flight keeps its files. Seed pool photos live under listings/pool and are kept.
 */
export async function removeOrphanUploads(database: Database, uploadsDir: string, minAgeMs = 60 * 60_000): Promise<number> {
  const rows = await database.rows<{ file: string }>(sql`
    SELECT file FROM property_images WHERE file NOT LIKE 'listings/pool/%'
    UNION SELECT image AS file FROM users WHERE image IS NOT NULL`);
  const referenced = new Set(rows.map((r) => r.file));
  const cutoff = Date.now() - minAgeMs;
  let removed = 0;
  for (const kind of ['listings', 'avatars']) {
    let shards: string[];
    try {
      shards = await readdir(path.join(uploadsDir, kind));
    } catch {
      continue;
    }
    for (const shard of shards) {
      if (shard === 'pool') continue;
      let files: string[];
      try {
        files = await readdir(path.join(uploadsDir, kind, shard));
      } catch {
        continue;
      }
      for (const file of files) {
        const upload = `${kind}/${shard}/${file}`;
        if (referenced.has(upload)) continue;
        const full = path.join(uploadsDir, upload);
        const info = await stat(full).catch(() => null);
        if (!info || !info.isFile() || info.mtimeMs > cutoff) continue;
        await unlink(full).catch(() => undefined);
        removed += 1;
      }
    }
  }
  return removed;
}
