import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../server/db/schema.ts';
import { migrate } from '../../server/db/migrate.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

describe('the database schema', () => {
  it('has every table and column the Drizzle mirror names, with matching nullability', async () => {
    const columns = await server.database.rows<{ table_name: string; column_name: string; is_nullable: string }>(sql`
      SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public'`);
    const actual = new Map(columns.map((c) => [`${c.table_name}.${c.column_name}`, c.is_nullable === 'YES']));
    const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((t): t is PgTable => t instanceof PgTable);
    expect(tables.length).toBeGreaterThan(15);
    for (const table of tables) {
      const config = getTableConfig(table);
      for (const column of config.columns) {
        const key = `${config.name}.${column.name}`;
        expect(actual.has(key), key).toBe(true);
        expect(actual.get(key), `${key} nullable`).toBe(!column.notNull);
      }
    }
  });

  it('applies migrations once: a second run changes nothing', async () => {
    expect(await migrate(server.database)).toEqual([]);
  });
});
