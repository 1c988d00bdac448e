import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import type { Log } from '../log.ts';
import { describeError } from '../log.ts';

/**
 * Read replicas (DATABASE_READ_URL). Services ask for `database.publicRead` for what any visitor
 * may see (search, listing pages, reference lists, projects, guides, agent and agency pages); every
 * other query, every write and everything in a transaction stays on the primary.
 *
 * Read-your-writes is a time window, not an LSN comparison: a request that changed something marks
 * its sender (a cookie, so the next request may reach another instance) and a cache change heard
 * from any instance marks the process; for READ_YOUR_WRITES_MS after either, public reads go to the
 * primary. The window is safe because a replica is used only while its measured lag stays under
 * MAX_REPLICA_LAG_MS, measured every HEALTH_INTERVAL_MS: a replica in use is at most their sum
 * behind, well inside the window. An LSN per user would need pg_current_wal_lsn() after every write
 * and a replica round trip before each read; the window needs neither.
 */
export const READ_YOUR_WRITES_MS = 5_000;
/** A replica further behind than this (time since its last replayed commit, when WAL is pending) is skipped. */
export const MAX_REPLICA_LAG_MS = 1_000;
/** How often each replica's reachability and lag are measured. */
export const HEALTH_INTERVAL_MS = 1_000;
/** A health check, or a replica's new connection, given up after this. */
export const REPLICA_TIMEOUT_MS = 1_000;
/** The cookie that carries a sender's read-your-writes window to whichever instance answers next. */
export const READ_YOUR_WRITES_COOKIE = 'basera-rw';

// ---------------------------------------------------------------------------------------------
// Pure policy (tests/unit/read-routing.test.ts)

/** An LSN as PostgreSQL prints it ("16/B374D848") as a byte position. */
export function parseLsn(text: string | null | undefined): bigint | null {
  const m = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text ?? '');
  if (!m) return null;
  return (BigInt(`0x${m[1]}`) << 32n) + BigInt(`0x${m[2]}`);
}

/** What one health check saw on a replica (null fields: it did not answer). */
export interface ReplicaSample {
  reachable: boolean;
  inRecovery: boolean;
  /** pg_last_wal_replay_lsn() on the replica. */
  replayLsn: string | null;
  /** Seconds since the replica replayed its last commit (null: none yet). */
  replayAgeSeconds: number | null;
  /** pg_current_wal_lsn() on the primary, read just before the replica (null: primary did not answer). */
  primaryLsn: string | null;
}

export interface ReplicaVerdict {
  usable: boolean;
  lagBytes: number | null;
  lagSeconds: number | null;
  reason: 'ok' | 'unreachable' | 'not a standby' | 'lagging' | 'unknown lag';
}

/**
 * Whether a replica may serve public reads. Lag in time is read only when WAL is pending: a
 * replica that replayed everything the primary wrote is current however long ago the last commit
 * was (on a quiet primary, now() - pg_last_xact_replay_timestamp() grows without any lag).
 */
export function replicaVerdict(s: ReplicaSample, maxLagMs = MAX_REPLICA_LAG_MS): ReplicaVerdict {
  if (!s.reachable) return { usable: false, lagBytes: null, lagSeconds: null, reason: 'unreachable' };
  // Promoted, or a primary named by mistake: its data may have parted from ours.
  if (!s.inRecovery) return { usable: false, lagBytes: null, lagSeconds: null, reason: 'not a standby' };
  const primary = parseLsn(s.primaryLsn);
  const replay = parseLsn(s.replayLsn);
  if (primary === null || replay === null) return { usable: false, lagBytes: null, lagSeconds: null, reason: 'unknown lag' };
  const pending = primary > replay ? primary - replay : 0n;
  if (pending === 0n) return { usable: true, lagBytes: 0, lagSeconds: 0, reason: 'ok' };
  const seconds = s.replayAgeSeconds;
  if (seconds === null) return { usable: false, lagBytes: Number(pending), lagSeconds: null, reason: 'unknown lag' };
  const usable = seconds * 1000 <= maxLagMs;
  return { usable, lagBytes: Number(pending), lagSeconds: seconds, reason: usable ? 'ok' : 'lagging' };
}

/**
 * Which replica serves the next public read: none when the request or the process follows its
 * writes, or when no replica is usable; otherwise the usable ones in turn from `cursor`.
 */
export function chooseReplica(usable: readonly boolean[], cursor: number, followWrites: boolean): number | null {
  if (followWrites || usable.length === 0) return null;
  for (let i = 0; i < usable.length; i++) {
    const at = (cursor + i) % usable.length;
    if (usable[at]) return at;
  }
  return null;
}

/** Whether a read-your-writes cookie's value (the window's end, ms since the epoch) still holds at `now`. */
export function windowOpen(cookieValue: string | undefined, now: number): boolean {
  if (!cookieValue || !/^\d{1,15}$/.test(cookieValue)) return false;
  const until = Number(cookieValue);
  // A value further ahead than one window was not set by us: ignored rather than pinning reads.
  return until > now && until <= now + READ_YOUR_WRITES_MS;
}

// ---------------------------------------------------------------------------------------------
// The request's read context

interface ReadContext {
  followWrites: boolean;
  /** Set when the request changed something on the primary: its sender's window opens. */
  wrote: boolean;
}

const context = new AsyncLocalStorage<ReadContext>();

/**
 * Runs a request's work with its public reads on the primary when `followWrites`, and answers
 * whether the work wrote. A request made in-process while another runs (server rendering's API
 * calls) keeps its caller's choice.
 */
export async function withReadContext(followWrites: boolean, work: () => Promise<unknown>): Promise<{ wrote: boolean }> {
  const outer = context.getStore();
  const store: ReadContext = { followWrites: followWrites || (outer?.followWrites ?? false), wrote: false };
  await context.run(store, work);
  if (outer && store.wrote) outer.wrote = true;
  return { wrote: store.wrote };
}

/** The tables a statement changes, also inside a CTE (`WITH ... AS (UPDATE ...)`); `DO UPDATE SET` is no table. */
const TARGETS = /\b(?:INSERT\s+INTO|DELETE\s+FROM|MERGE\s+INTO|TRUNCATE(?:\s+TABLE)?)\s+([\w."]+)|\bUPDATE\s+(?!SET\b)([\w."]+)(?:\s+(?:AS\s+)?\w+)?\s+SET\b/gi;

/**
 * Bookkeeping that no later read of the writer depends on: rate limits and the view counters a
 * listing page's events write. A visitor browsing (each listing view posts its events) would
 * otherwise keep their public reads on the primary.
 */
const BOOKKEEPING: ReadonlySet<string> = new Set(['rate_limits', 'insight_salts', 'insight_seen', 'listing_daily_counts']);

/** Whether a statement sent to the primary changes data a later read may show (pure; unit-tested). */
export function isWrite(text: string): boolean {
  for (const m of text.matchAll(TARGETS)) {
    const table = (m[1] ?? m[2] ?? '').replaceAll('"', '').split('.').pop()!.toLowerCase();
    if (!BOOKKEEPING.has(table)) return true;
  }
  return false;
}

/**
 * Notes, for the request running now, a statement the primary is about to run or a transaction
 * it opens: either makes the request a write, whatever its method (a POST search is a read, an
 * e-mail confirmation link is a GET that writes).
 */
export function notePrimaryUse(statement: string | null): void {
  const store = context.getStore();
  if (store && !store.wrote && (statement === null || isWrite(statement))) store.wrote = true;
}

function requestFollowsWrites(): boolean {
  return context.getStore()?.followWrites ?? false;
}

// ---------------------------------------------------------------------------------------------
// Routing over node-postgres pools

/** One replica's state, for /metrics and /readyz. */
export interface ReplicaState {
  /** host:port/database, never the password. */
  name: string;
  usable: boolean;
  reason: ReplicaVerdict['reason'];
  lagBytes: number | null;
  lagSeconds: number | null;
  /** Public reads it answered, and those retried on the primary after it failed. */
  reads: number;
  fallbacks: number;
}

interface Replica {
  url: string;
  pool: pg.Pool;
  state: ReplicaState;
}

type QueryArgs = [config: unknown, values?: unknown];

/** A URL without its password, to name a replica in metrics and logs. */
export function replicaName(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'replica';
  }
}

/**
 * Looks like a pg Pool to drizzle: `query` goes to a usable replica (and once more to the
 * primary if that replica cannot be reached), `connect` (drizzle's transactions) to the primary.
 * drizzle takes a client whose class name holds "Pool" for a pool.
 */
export class ReplicaRoutingPool {
  private readonly replicas: Replica[];
  private cursor = 0;
  private fencedUntil = 0;
  private timer: NodeJS.Timeout | null = null;
  /** Public reads the primary answered because a window was open or no replica was usable. */
  primaryReads = 0;

  constructor(
    private readonly primary: pg.Pool,
    private readonly pgModule: typeof pg,
    urls: readonly string[],
    private readonly log: Log,
    private readonly isUnavailable: (err: unknown) => boolean,
    private readonly now: () => number = Date.now,
  ) {
    this.replicas = urls.map((url) => {
      // Fewer than the primary's: replicas take the public reads only.
      const pool = new pgModule.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: REPLICA_TIMEOUT_MS, options: '-c jit=off', application_name: 'basera-replica-read' });
      pool.on('error', (err) => log('postgres replica pool error', { level: 'warn', replica: replicaName(url), cause: err.message }));
      // Not usable until a first check says so: a dead replica named at start costs nothing.
      return { url, pool, state: { name: replicaName(url), usable: false, reason: 'unknown lag', lagBytes: null, lagSeconds: null, reads: 0, fallbacks: 0 } };
    });
  }

  /** Measures the replicas now and then every HEALTH_INTERVAL_MS. */
  async start(): Promise<void> {
    await this.check();
    // Named once at start, in use or not and why: later only changes are logged.
    for (const r of this.replicas) this.log('read replica', { level: r.state.usable ? 'info' : 'warn', replica: r.state.name, usable: r.state.usable, reason: r.state.reason });
    this.timer = setInterval(() => { void this.check(); }, HEALTH_INTERVAL_MS);
    this.timer.unref();
  }

  /** Public reads go to the primary for one window: something changed that caches may refill. */
  fence(): void {
    this.fencedUntil = this.now() + READ_YOUR_WRITES_MS;
  }

  states(): ReplicaState[] {
    return this.replicas.map((r) => ({ ...r.state }));
  }

  /** drizzle's transactions on this handle run on the primary. */
  connect(): Promise<pg.PoolClient> {
    return this.primary.connect();
  }

  async query(...args: QueryArgs): Promise<unknown> {
    const followWrites = requestFollowsWrites() || this.now() < this.fencedUntil;
    const at = chooseReplica(this.replicas.map((r) => r.state.usable), this.cursor, followWrites);
    if (at === null) {
      this.primaryReads += 1;
      return (this.primary.query as (...a: QueryArgs) => Promise<unknown>)(...args);
    }
    this.cursor = at + 1;
    const replica = this.replicas[at]!;
    try {
      const result = await (replica.pool.query as (...a: QueryArgs) => Promise<unknown>)(...args);
      replica.state.reads += 1;
      return result;
    } catch (err) {
      // A standby cancels a read that conflicts with replay (40001): the primary has no such conflict.
      const conflict = (err as { code?: unknown }).code === '40001';
      if (!this.isUnavailable(err) && !conflict) throw err;
      replica.state.fallbacks += 1;
      if (!conflict && replica.state.usable) {
        // Skipped until a health check finds it again; the read is answered by the primary.
        replica.state.usable = false;
        replica.state.reason = 'unreachable';
        this.log('read replica failed, reading from the primary', { level: 'warn', replica: replica.state.name, ...describeError(err) });
      }
      this.primaryReads += 1;
      return (this.primary.query as (...a: QueryArgs) => Promise<unknown>)(...args);
    }
  }

  private checking = false;

  /** One health round: the primary's WAL position, then each replica's replay position and age. */
  async check(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      const primaryLsn = await this.sample(this.primary, 'SELECT pg_current_wal_lsn()::text AS lsn')
        .then((rows) => (rows[0] as { lsn?: string } | undefined)?.lsn ?? null, () => null);
      await Promise.all(this.replicas.map(async (r) => {
        const sample: ReplicaSample = await this.sample(r.pool, `SELECT pg_is_in_recovery() AS recovery, pg_last_wal_replay_lsn()::text AS lsn,
            extract(epoch FROM now() - pg_last_xact_replay_timestamp())::float8 AS age`)
          .then((rows) => {
            const row = rows[0] as { recovery: boolean; lsn: string | null; age: number | null };
            return { reachable: true, inRecovery: row.recovery, replayLsn: row.lsn, replayAgeSeconds: row.age, primaryLsn };
          }, () => ({ reachable: false, inRecovery: false, replayLsn: null, replayAgeSeconds: null, primaryLsn }));
        const verdict = replicaVerdict(sample);
        if (verdict.usable !== r.state.usable && (verdict.usable || r.state.reason === 'ok' || r.state.reason === 'unknown lag')) {
          this.log(verdict.usable ? 'read replica in use' : 'read replica skipped', { level: verdict.usable ? 'info' : 'warn', replica: r.state.name, reason: verdict.reason });
        }
        Object.assign(r.state, { usable: verdict.usable, reason: verdict.reason, lagBytes: verdict.lagBytes, lagSeconds: verdict.lagSeconds });
      }));
    } finally {
      this.checking = false;
    }
  }

  /** One statement with a deadline, on a pool's connection (a hung one is destroyed, not reused). */
  private async sample(pool: pg.Pool, text: string): Promise<unknown[]> {
    const client = await pool.connect();
    let broken: Error | undefined;
    let timer: NodeJS.Timeout | undefined;
    // A checked-out client has no listener of the pool's: a server that dies mid-check (a replica
    // killed) emits 'error' on it, which unheard would end the process. The query rejects as well.
    const onError = (err: Error) => { broken = err; };
    client.on('error', onError);
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${REPLICA_TIMEOUT_MS} ms`)), REPLICA_TIMEOUT_MS);
      });
      return (await Promise.race([client.query(text), timeout])).rows;
    } catch (err) {
      broken = err as Error;
      throw err;
    } finally {
      clearTimeout(timer);
      client.removeListener('error', onError);
      client.release(broken);
    }
  }

  async end(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await Promise.all(this.replicas.map((r) => r.pool.end().catch(() => undefined)));
  }
}
