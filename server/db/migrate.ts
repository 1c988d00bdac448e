import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './connection.ts';
import { MIGRATIONS_DIR } from '../paths.ts';

/** Applies server/db/migrations/NNNN_name.sql in order, each in its own transaction, once. */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await database.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const files = readdirSync(dir).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
  const applied = new Set(
    (await database.rows<{ version: string }>(sql`SELECT version FROM schema_migrations`)).map((r) => r.version),
  );
  const done: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    if (applied.has(version)) continue;
    const body = readFileSync(path.join(dir, file), 'utf8');
    // The script runs as one implicit transaction (simple query protocol on both drivers). Two servers
    // starting together on PostgreSQL: the lock makes the second wait, then skip what the first applied.
    const script = `SELECT pg_advisory_xact_lock(727274);
      DO $$ BEGIN
        IF EXISTS (SELECT 1 FROM schema_migrations WHERE version = '${version}') THEN
          RAISE EXCEPTION 'already-applied';
        END IF;
      END $$;
      ${body}
      ;INSERT INTO schema_migrations (version) VALUES ('${version}');`;
    try {
      await database.exec(script);
    } catch (err) {
      if (err instanceof Error && err.message.includes('already-applied')) continue;
      throw new Error(`Migration ${file} failed: ${err instanceof Error ? err.message : String(err)}`);
    }
    done.push(version);
  }
  return done;
}
