import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs a script of several statements (migrations); no parameters. */
  exec(script: string): Promise<void>;
  /** Rows of a raw query; numeric aggregates should be cast to int in SQL so both drivers agree. */
  rows<T>(query: SQL): Promise<T[]>;
  close(): Promise<void>;
}

export async function openDatabase(opts: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(path.join(opts.dataDir, 'db'));
}

async function openPglite(dir: string): Promise<Database> {
  mkdirSync(dir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = await PGlite.create(dir);
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async exec(script) { await client.exec(script); },
    async rows<T>(query: SQL) {
      const result = await db.execute(query);
      return (result as unknown as { rows: T[] }).rows;
    },
    async close() { await client.close(); },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // int8 as JS numbers: ids and prices stay far below 2^53.
  pg.default.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
  const pool = new pg.default.Pool({ connectionString: url, max: 10 });
  pool.on('error', (err) => console.error('postgres pool error', err.message));
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    async exec(script) { await pool.query(script); },
    async rows<T>(query: SQL) {
      const result = await db.execute(query);
      return (result as unknown as { rows: T[] }).rows;
    },
    async close() { await pool.end(); },
  };
}

export { sql };
