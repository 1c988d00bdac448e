import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Log } from '../log.ts';
import { sql, type Database } from './connection.ts';
import { describeError } from '../log.ts';

/**
 * Keeps the in-process caches of several instances on one PostgreSQL coherent.
 * A change is applied here at once and announced with `NOTIFY basera_cache`; every other instance
 * LISTENs on its own connection and applies it too. A connection that drops may have missed
 * announcements, so on reconnecting an instance clears everything it caches.
 *
 * PGlite is one process per folder: it needs none of this (`CacheBus.local`).
 */
export const CACHE_CHANNEL = 'basera_cache';

/** What changed, and so which caches go. */
export type CacheEvent = 'listings' | 'photos' | 'reference';

type Handler = (event: CacheEvent) => void;

/**
 * Tells every instance on this PostgreSQL that something changed from outside a server (the seed
 * command adds listings and reference data); nothing to do on PGlite, where no server runs meanwhile.
 */
export async function announceCacheChange(database: Database, event: CacheEvent, from = 'command'): Promise<void> {
  if (database.kind !== 'postgres') return;
  await database.rows(sql`SELECT pg_notify(${CACHE_CHANNEL}, ${JSON.stringify({ from, event })})`);
}

const EVENTS: ReadonlySet<string> = new Set<CacheEvent>(['listings', 'photos', 'reference']);

export class CacheBus {
  private readonly id = randomUUID();
  private client: pg.Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;
  /** Announcements received from other instances (tests and logs). */
  received = 0;

  private constructor(
    private readonly handler: Handler,
    private readonly databaseUrl: string | undefined,
    private readonly log: Log,
    /** Sends one NOTIFY; null without PostgreSQL. */
    private readonly send: ((payload: string) => Promise<unknown>) | null,
  ) {}

  /** One process: changes apply here and nowhere else. */
  static local(handler: Handler, log: Log): CacheBus {
    return new CacheBus(handler, undefined, log, null);
  }

  /** Several instances may share the database: announce on `send` (a pool query), listen on its own connection. */
  static postgres(handler: Handler, databaseUrl: string, send: (payload: string) => Promise<unknown>, log: Log): CacheBus {
    return new CacheBus(handler, databaseUrl, log, send);
  }

  /** Applies a change here and tells the other instances; never throws (a lost NOTIFY is logged). */
  publish(event: CacheEvent): void {
    this.handler(event);
    if (!this.send) return;
    this.send(JSON.stringify({ from: this.id, event })).catch((err: unknown) => {
      this.log('could not announce a cache change to other instances', { level: 'warn', event, ...describeError(err) });
    });
  }

  /** Starts listening (PostgreSQL); resolves once the first LISTEN is in place. */
  async start(): Promise<void> {
    if (!this.databaseUrl || this.stopped) return;
    await this.connect(false);
  }

  private async connect(again: boolean): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, null));
    client.on('notification', (msg) => {
      if (msg.channel !== CACHE_CHANNEL || !msg.payload) return;
      try {
        const { from, event } = JSON.parse(msg.payload) as { from?: unknown; event?: unknown };
        if (from === this.id || typeof event !== 'string' || !EVENTS.has(event)) return;
        this.received += 1;
        this.handler(event as CacheEvent);
      } catch { /* not ours */ }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CACHE_CHANNEL}`);
    } catch (err) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw err;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    // Whatever was announced while this instance was not listening is unknown: start afresh.
    if (again) this.clearAll();
  }

  private clearAll(): void {
    for (const event of EVENTS) this.handler(event as CacheEvent);
  }

  private lost(client: pg.Client, err: Error | null): void {
    if (this.client !== client || this.stopped) return;
    this.client = null;
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    this.log('lost the cache-invalidation connection, reconnecting', { level: 'warn', ...(err ? describeError(err) : {}) });
    // Until it is back, announcements may be missed: nothing cached now can be trusted later.
    this.clearAll();
    this.schedule(1_000);
  }

  private schedule(ms: number): void {
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.connect(true).catch((err: unknown) => {
        this.log('cache-invalidation connection failed, retrying', { level: 'warn', ...describeError(err) });
        this.schedule(Math.min(ms * 2, 30_000));
      });
    }, ms);
    this.retry.unref();
  }

  /** Whether this instance is listening (always true for one process). */
  get listening(): boolean {
    return !this.databaseUrl || this.client !== null;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    }
  }
}
