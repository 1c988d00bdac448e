import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/connection.ts';
import { describeError, type Log } from '../log.ts';
import { everyInterval, type StopJob } from '../jobs.ts';
import { backlogOf, type Backlog } from '../db/backlog.ts';

export type ListingEvent = 'published' | 'sold' | 'removed';

/** A job claimed by one process is left to it this long; a crashed one's job is then taken again. */
const CLAIM_SECONDS = 300;
/** A job that fails this often is left in the table, for a person to look at, and no longer tried. */
const MAX_ATTEMPTS = 10;

interface Claimed {
  id: number;
  property_id: number;
  event: ListingEvent;
}

/**
 * What a listing's change means for the people who follow it, as a durable job:
 * `enqueue` writes it in the transaction of the change, `runNow` does it just after the commit, and
 * `drain` (every instance, every minute, FOR UPDATE SKIP LOCKED) does whatever a crash or a failure
 * left undone. The work itself must be safe to repeat; the alert tables' primary keys make it so.
 */
export class AlertJobs {
  constructor(
    private readonly database: Database,
    private readonly work: (propertyId: number, event: ListingEvent) => Promise<void>,
    private readonly log: Log,
  ) {}

  async enqueue(db: Db, propertyId: number, event: ListingEvent): Promise<number> {
    const result = await db.execute(sql`INSERT INTO alert_jobs (property_id, event) VALUES (${propertyId}, ${event}) RETURNING id`);
    const [row] = ((result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as Array<{ id: number }>;
    return Number(row!.id);
  }

  /** After the commit, without holding up the answer: never throws, a failure waits for `drain`. */
  runNow(id: number): void {
    this.claim(sql`id = ${id}`, 1)
      .then((jobs) => this.run(jobs))
      .catch((err: unknown) => this.log('alert job failed, it will be retried', { level: 'error', jobId: id, ...describeError(err) }));
  }

  /** Runs the jobs nobody is running; returns how many were done. */
  async drain(limit = 20): Promise<number> {
    return this.run(await this.claim(sql`true`, limit));
  }

  /** Jobs not done yet that will be tried again (past MAX_ATTEMPTS a job stays only as a record). */
  backlog(): Promise<Backlog> {
    return backlogOf(this.database, 'alert_jobs', sql`attempts < ${MAX_ATTEMPTS}`);
  }

  start(intervalMs = 60_000): StopJob {
    return everyInterval(intervalMs, 'alert jobs', () => this.drain(), this.log);
  }

  private claim(which: ReturnType<typeof sql>, limit: number): Promise<Claimed[]> {
    return this.database.rows<Claimed>(sql`
      UPDATE alert_jobs SET locked_until = now() + make_interval(secs => ${CLAIM_SECONDS}), attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM alert_jobs
        WHERE (locked_until IS NULL OR locked_until < now()) AND attempts < ${MAX_ATTEMPTS} AND ${which}
        ORDER BY id LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, property_id, event`);
  }

  private async run(jobs: Claimed[]): Promise<number> {
    let done = 0;
    for (const job of jobs) {
      try {
        await this.work(Number(job.property_id), job.event);
        await this.database.rows(sql`DELETE FROM alert_jobs WHERE id = ${job.id}`);
        done += 1;
      } catch (err) {
        // Left claimed: tried again once the claim runs out.
        this.log('alert job failed, it will be retried', { level: 'error', jobId: Number(job.id), propertyId: Number(job.property_id), ...describeError(err) });
      }
    }
    return done;
  }
}
