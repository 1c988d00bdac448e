import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import type { BlobStore } from '../storage/blob-store.ts';

/**
 * Files stored for a submission that never committed (the process was killed between writing the
 * photos and the commit) are found and removed here: uploads no row refers to, older than an hour so
 * a request still in flight keeps its files. Seed pool photos live under listings/pool and are kept.
 * Works on the disk and on the bucket alike (listed by prefix).
 */
/**
 * How long a project photo waits for the save that names it (migration 0051): an admin who uploads and
 * finishes the project the next day still has it.
 */
export const PROJECT_PHOTO_WAIT_MS = 2 * 24 * 60 * 60_000;

export async function removeOrphanUploads(
  database: Database, uploads: BlobStore, minAgeMs = 60 * 60_000, projectPhotoWaitMs = PROJECT_PHOTO_WAIT_MS,
): Promise<number> {
  const waitedSince = new Date(Date.now() - projectPhotoWaitMs).toISOString();
  await database.rows(sql`DELETE FROM project_photo_uploads WHERE created_at < ${waitedSince}::timestamptz RETURNING file`);
  const rows = await database.rows<{ file: string }>(sql`
    SELECT file FROM property_images WHERE file NOT LIKE 'listings/pool/%'
    UNION SELECT image AS file FROM users WHERE image IS NOT NULL
    UNION SELECT profile_photo AS file FROM users WHERE profile_photo IS NOT NULL
    UNION SELECT logo AS file FROM agencies WHERE logo IS NOT NULL
    UNION SELECT unnest(photos) AS file FROM report_answers
    UNION SELECT file FROM photo_check_images
    UNION SELECT jsonb_array_elements_text(photos) AS file FROM projects
    UNION SELECT file FROM project_photo_uploads`);
  const referenced = new Set(rows.map((r) => r.file));
  const cutoff = Date.now() - minAgeMs;
  let removed = 0;
  for (const kind of ['listings/', 'avatars/']) {
    const stale: string[] = [];
    for await (const entry of uploads.list(kind)) {
      if (entry.key.startsWith('listings/pool/') || referenced.has(entry.key) || entry.modifiedMs > cutoff) continue;
      stale.push(entry.key);
    }
    for (const key of stale) {
      await uploads.delete(key).catch(() => undefined);
      removed += 1;
    }
  }
  return removed;
}

/**
 * Of some just-stored uploads, those no row refers to: a request that fails removes only these, since
 * files are named by content and a listing, a report answer, a photo check or a project (or a photo
 * uploaded for one and not yet saved) may share one.
 */
export async function unreferencedUploads(database: Database, uploads: readonly string[]): Promise<string[]> {
  if (!uploads.length) return [];
  const list = sql.join(uploads.map((u) => sql`${u}`), sql`, `);
  const used = await database.rows<{ file: string }>(sql`
    SELECT file FROM property_images WHERE file IN (${list})
    UNION SELECT file FROM photo_check_images WHERE file IN (${list})
    UNION SELECT unnest(photos) AS file FROM report_answers WHERE photos && ARRAY[${list}]::text[]
    UNION SELECT f.file FROM projects, jsonb_array_elements_text(photos) AS f(file) WHERE f.file IN (${list})
    UNION SELECT file FROM project_photo_uploads WHERE file IN (${list})`);
  const keep = new Set(used.map((r) => r.file));
  return uploads.filter((u) => !keep.has(u));
}
