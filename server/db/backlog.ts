import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './connection.ts';

export interface Backlog {
  pending: number;
  oldestSeconds: number;
}

/**
 * How many rows of a work queue table still wait, and how old the oldest is. Each queue says what
 * "waiting" means for it (unsent, not given up); the count uses the queue's partial index.
 */
export async function backlogOf(database: Database, table: 'mail_queue' | 'push_queue' | 'alert_jobs', waiting: SQL): Promise<Backlog> {
  const [row] = await database.rows<{ pending: number; oldest: number }>(sql`
    SELECT count(*)::int AS pending, COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 AS oldest
    FROM ${sql.identifier(table)} WHERE ${waiting}`);
  return { pending: Number(row?.pending ?? 0), oldestSeconds: Math.max(0, Number(row?.oldest ?? 0)) };
}
