import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import * as schema from './schema.ts';
import { jsonLogger } from '../log.ts';
import { clusterDir, DEFAULT_CLUSTER_CACHE, isEmptyCluster, keepCluster, restoreCluster } from './pglite-cluster.ts';
import { notePrimaryUse, ReplicaRoutingPool, type ReplicaState } from './read-routing.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of `db.execute(...)` inside a transaction: node-postgres and PGlite both answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] =>
  (result as { rows?: T[] }).rows ?? (result as T[]);

/** Queries for what any visitor may see (db/read-routing.ts). */
export interface ReadHandle {
  db: Db;
  rows<T>(query: SQL): Promise<T[]>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  /** The primary: writes, transactions, and reads of a user's own data. */
  db: Db;
  /**
   * Public reads (search, listing pages, reference lists, projects, guides, agent and agency pages):
   * a healthy replica of DATABASE_READ_URL unless the request or the process follows its writes;
   * the primary otherwise, and always without replicas.
   */
  publicRead: ReadHandle;
  /** The replicas' state (empty without DATABASE_READ_URL). */
  replicas(): ReplicaState[];
  /** Public reads go to the primary for the read-your-writes window (a cache change was heard). */
  fenceReplicas(): void;
  /** Runs a script of several statements (migrations); no parameters. */
  exec(script: string): Promise<void>;
  /** Rows of a raw query; numeric aggregates should be cast to int in SQL so both drivers agree. */
  rows<T>(query: SQL): Promise<T[]>;
  /**
   * Rows of one statement, given up after `timeoutMs` (readiness probes). On PostgreSQL it uses a
   * connection of its own, so a database that stopped answering cannot leave the probe waiting for
   * a pool slot or hold one while the kernel gives up on the socket.
   */
  probe<T>(text: string, timeoutMs: number): Promise<T[]>;
  /** How the connections are used right now (metrics). */
  connections(): ConnectionUse;
  /**
   * Runs `work` unless another process on this database is running the work of that name; answers
   * whether it ran. Scheduled housekeeping uses it so N instances sweep once, not N times. With
   * `wait`, it waits for the other process instead and then runs (start-up seeding).
   */
  exclusive(name: string, work: () => Promise<unknown>, opts?: { wait?: boolean }): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * PostgreSQL: the pg pool's figures. PGlite is one embedded connection, always open, with its own
 * queue of statements that it does not expose: idle and waiting are null there rather than a guess.
 */
export interface ConnectionUse {
  max: number;
  total: number;
  idle: number | null;
  waiting: number | null;
}

export class ProbeTimeout extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
  }
}

function within<T>(work: Promise<T>, ms: number, onTimeout: () => void = () => undefined): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => { onTimeout(); reject(new ProbeTimeout(ms)); }, ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** DATABASE_READ_URL's streaming replicas, for public reads. */
  readUrls?: readonly string[] | undefined;
  /**
   * DATABASE_DIRECT_URL: the primary without a transaction-mode pooler between, for what needs a
   * session of its own (the job locks of `exclusive`); DATABASE_URL when not given.
   */
  directUrl?: string | undefined;
  dataDir: string;
  /**
   * PGlite: where the empty cluster of each PGlite version is kept for new folders
   * (db/pglite-cluster.ts); null to run initdb for every new folder.
   */
  clusterCache?: string | null;
  log?: (line: string) => void;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.directUrl ?? opts.databaseUrl, opts.readUrls ?? []);
  return openPglite(path.join(opts.dataDir, 'db'), opts.clusterCache === undefined ? DEFAULT_CLUSTER_CACHE : opts.clusterCache, opts.log ?? (() => undefined));
}

async function openPglite(dir: string, clusterCache: string | null, log: (line: string) => void): Promise<Database> {
  mkdirSync(dir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  // pg_trgm compares listing descriptions (migration 0029); PGlite loads an extension only when asked.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  let keep = false;
  if (clusterCache !== null && isEmptyCluster(dir)) {
    const started = performance.now();
    if (restoreCluster(clusterCache, dir)) log(`database cluster copied from ${clusterDir(clusterCache)} (${Math.round(performance.now() - started)} ms)`);
    // Only a cluster initdb makes in an empty folder is kept: leftovers of another run would be copied on.
    else keep = clusterDir(clusterCache) !== null && readdirSync(dir).length === 0;
  }
  let client = await PGlite.create(dir, { extensions: { pg_trgm } });
  if (keep) {
    // initdb just ran: its cluster, closed and copied, spares the next new folder from running it.
    // Costs a close and a reopen (about a second) once per PGlite version.
    await client.close();
    if (keepCluster(clusterCache!, dir)) log(`database cluster kept for new folders in ${clusterDir(clusterCache!)}`);
    client = await PGlite.create(dir, { extensions: { pg_trgm } });
  }
  const db = drizzle(client, { schema }) as unknown as Db;
  const rows = async <T>(query: SQL) => (await db.execute(query) as unknown as { rows: T[] }).rows;
  return {
    kind: 'pglite',
    db,
    publicRead: { db, rows },
    replicas: () => [],
    fenceReplicas: () => undefined,
    async exec(script) { await client.exec(script); },
    rows,
    async probe<T>(text: string, timeoutMs: number) {
      return (await within(client.query<T>(text), timeoutMs)).rows;
    },
    connections: () => ({ max: 1, total: client.closed ? 0 : 1, idle: null, waiting: null }),
    // One process per PGlite folder (db/lock.ts): nobody else can be running it.
    async exclusive(_name, work) {
      await work();
      return true;
    },
    async close() { await client.close(); },
  };
}

/** First key of the advisory locks taken by `exclusive` (the second is the job name's hash). */
const JOB_LOCK_SPACE = 7272;

async function openPostgres(url: string, directUrl: string, readUrls: readonly string[]): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // int8 as JS numbers: ids and prices stay far below 2^53.
  pg.default.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
  const max = 10;
  // No JIT: our statements are short index lookups, and a cost estimate past jit_above_cost (a table
  // not analysed yet) once spent 315 ms compiling a query that ran in 1.4 ms.
  const pool = new pg.default.Pool({ connectionString: url, max, options: '-c jit=off' });
  // An idle client the server dropped (a restart, a failover): the pool replaces it. Logged as JSON,
  // like every other line, with the driver's message only.
  const poolLog = jsonLogger();
  pool.on('error', (err) => poolLog('postgres pool error', { level: 'error', cause: err.message }));
  /** A connection of its own to the primary, released by ending it. */
  const directClient = async () => {
    const client = new pg.default.Client({ connectionString: directUrl, options: '-c jit=off' });
    client.on('error', () => undefined);
    await client.connect();
    return Object.assign(client, { release: () => { client.end().catch(() => undefined); } });
  };
  const db = drizzle(pool, { schema }) as unknown as Db;
  const rows = async <T>(query: SQL) => (await db.execute(query) as unknown as { rows: T[] }).rows;
  let publicRead: ReadHandle = { db, rows };
  let routing: ReplicaRoutingPool | null = null;
  if (readUrls.length > 0) {
    // What a request sends to the primary tells whether it wrote (its sender's read-your-writes
    // window). drizzle runs a statement with pool.query and a transaction on pool.connect(); the
    // pool's own query connects with a callback, which is not a transaction.
    const query = pool.query.bind(pool) as (...a: unknown[]) => unknown;
    const connect = pool.connect.bind(pool) as (...a: unknown[]) => unknown;
    (pool as unknown as { query: typeof query }).query = (...a) => {
      const first = a[0] as string | { text?: string } | undefined;
      notePrimaryUse(typeof first === 'string' ? first : first?.text ?? '');
      return query(...a);
    };
    (pool as unknown as { connect: typeof connect }).connect = (...a) => {
      if (typeof a[0] !== 'function') notePrimaryUse(null);
      return connect(...a);
    };
    routing = new ReplicaRoutingPool(pool, pg.default, readUrls, poolLog, isDatabaseUnavailable);
    await routing.start();
    const readDb = drizzle(routing as unknown as InstanceType<typeof pg.default.Pool>, { schema }) as unknown as Db;
    publicRead = { db: readDb, rows: async <T>(query: SQL) => (await readDb.execute(query) as unknown as { rows: T[] }).rows };
  }
  return {
    kind: 'postgres',
    db,
    publicRead,
    replicas: () => routing?.states() ?? [],
    fenceReplicas: () => routing?.fence(),
    async exec(script) { await pool.query(script); },
    rows,
    async probe<T>(text: string, timeoutMs: number) {
      // The client's own limits are only a backstop that ends a hung socket: `within` answers first.
      const client = new pg.default.Client({ connectionString: url, connectionTimeoutMillis: 2 * timeoutMs, query_timeout: 2 * timeoutMs });
      // Swallowed: a failure reaches the caller through connect() or query().
      client.on('error', () => undefined);
      const work = (async () => {
        await client.connect();
        return (await client.query(text)).rows as T[];
      })();
      try {
        return await within(work, timeoutMs, () => work.catch(() => undefined));
      } finally {
        client.end().catch(() => undefined);
      }
    },
    connections: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async exclusive(name, work, opts) {
      // A session lock on a connection held for the work's length: the work itself uses other
      // connections, and if this process dies the lock goes with its session. The two-key form
      // has its own key space, apart from the migrations' single-key lock. Behind a transaction-mode
      // pooler a session lock would stay on whichever server connection took it: the lock then
      // takes a direct connection of its own (DATABASE_DIRECT_URL).
      const client = directUrl === url ? await pool.connect() : await directClient();
      // Set when the connection cannot be trusted (it may still hold the lock): destroyed, not pooled.
      let broken: Error | undefined;
      try {
        // `wait`: one after the other (start-up seeding) rather than once (scheduled rounds).
        const got = await client.query<{ got: boolean }>(opts?.wait
          ? 'SELECT pg_advisory_lock($1, hashtext($2)) IS NOT NULL AS got'
          : 'SELECT pg_try_advisory_lock($1, hashtext($2)) AS got', [JOB_LOCK_SPACE, name])
          .then((r) => r.rows[0]?.got === true, (err: Error) => { broken = err; throw err; });
        if (!got) return false;
        try {
          await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [JOB_LOCK_SPACE, name])
            .catch((err: Error) => { broken = err; });
        }
        return true;
      } finally {
        client.release(broken);
      }
    },
    async close() {
      await routing?.end();
      await pool.end();
    },
  };
}

export { sql };

/**
 * Network errors and PostgreSQL's connection-exception states: the database cannot be reached, is
 * restarting or failing over, or has no connection to spare. Not a fault of the request: it answers
 * 503 with Retry-After (server/app.ts), and the balancer reads /readyz. Drivers and drizzle wrap the
 * error, so its causes are walked.
 */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN',
  '57P01', '57P02', '57P03', '53300']);
const UNREACHABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down|in recovery mode)|not currently accepting connections|connection slots are reserved/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
  }
  return false;
}
