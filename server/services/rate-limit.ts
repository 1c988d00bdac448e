import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { ApiError } from '../errors.ts';
import { Messages } from '../../src/contract/messages.ts';

export interface Limit {
  /** How many hits a window allows. */
  max: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters kept in the database, so every server process shares them and a restart
 * does not reset an attacker's budget.
 */
export class RateLimiter {
  constructor(private readonly database: Database, private readonly disabled = false) {}

  /** Counts one hit on each bucket and throws a 429 ApiError when any is over its limit. */
  async hit(limit: Limit, ...buckets: string[]): Promise<void> {
    if (this.disabled) return;
    for (const bucket of buckets) {
      const row = await this.record(limit, bucket);
      if (row.hits > limit.max) throw RateLimiter.tooMany(row.retry);
    }
  }

  /** Counts one hit without refusing anything: the caller decides (failed logins). */
  async record(limit: Limit, bucket: string): Promise<{ hits: number; retry: number }> {
    if (this.disabled) return { hits: 0, retry: 0 };
    const [row] = await this.database.rows<{ hits: number; retry: number }>(sql`
      INSERT INTO rate_limits (bucket, hits, window_ends_at)
      VALUES (${bucket}, 1, now() + make_interval(secs => ${limit.windowSeconds}))
      ON CONFLICT (bucket) DO UPDATE SET
        hits = CASE WHEN rate_limits.window_ends_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
        window_ends_at = CASE WHEN rate_limits.window_ends_at <= now()
          THEN now() + make_interval(secs => ${limit.windowSeconds}) ELSE rate_limits.window_ends_at END
      RETURNING hits, ceil(extract(epoch FROM window_ends_at - now()))::int AS retry`);
    return row ?? { hits: 0, retry: 0 };
  }

  /** The hits of a bucket in its current window, without counting one. */
  async peek(bucket: string): Promise<{ hits: number; retry: number }> {
    if (this.disabled) return { hits: 0, retry: 0 };
    const [row] = await this.database.rows<{ hits: number; retry: number }>(sql`
      SELECT hits, ceil(extract(epoch FROM window_ends_at - now()))::int AS retry
      FROM rate_limits WHERE bucket = ${bucket} AND window_ends_at > now()`);
    return row ?? { hits: 0, retry: 0 };
  }

  static tooMany(retrySeconds: number): ApiError {
    return new ApiError(429, Messages.tooManyRequests, undefined, { RetryAfterSeconds: Math.max(1, retrySeconds) });
  }

  /** Forget a bucket, e.g. a person's failed logins after one succeeds. */
  async reset(bucket: string): Promise<void> {
    if (this.disabled) return;
    await this.database.rows(sql`DELETE FROM rate_limits WHERE bucket = ${bucket}`);
  }

  /** Drops expired windows; called now and then so the table stays small. */
  async sweep(): Promise<void> {
    await this.database.rows(sql`DELETE FROM rate_limits WHERE window_ends_at < now()`);
  }
}
