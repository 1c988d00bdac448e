/**
 * Batched writes for seeding. Rows travel as ONE JSON parameter expanded by json_to_recordset, which
 * PGlite and node-postgres handle identically, avoids the 65,535-parameter limit of a wide multi-row
 * VALUES list, and costs far less than building thousands of placeholders in Drizzle.
 */
import { sql, type SQL } from 'drizzle-orm';

/** Anything that can run a statement: the Drizzle database or a transaction handle. */
export interface Executor {
  execute(query: SQL): PromiseLike<unknown>;
}

/** Column name and its PostgreSQL type, as json_to_recordset must be told. */
export type ColumnSpec = readonly [name: string, pgType: string];

function recordset(columns: readonly ColumnSpec[]): string {
  return columns.map(([name, type]) => `${name} ${type}`).join(', ');
}

function names(columns: readonly ColumnSpec[], prefix = ''): string {
  return columns.map(([name]) => `${prefix}${name}`).join(', ');
}

export async function insertRows(
  exec: Executor,
  table: string,
  columns: readonly ColumnSpec[],
  rows: readonly object[],
  opts: { overridingSystemValue?: boolean } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const overriding = opts.overridingSystemValue ? ' OVERRIDING SYSTEM VALUE' : '';
  await exec.execute(sql`${sql.raw(`INSERT INTO ${table} (${names(columns)})${overriding} SELECT ${names(columns)} FROM json_to_recordset(`)}${JSON.stringify(rows)}${sql.raw(`::json) AS r(${recordset(columns)})`)}`);
}

/**
 * Insert or update by key; a row whose values already match is left alone, so running the seed again
 * rewrites nothing (no dead tuples, no updated_at churn for triggers that may come later).
 */
export async function upsertRows(
  exec: Executor,
  table: string,
  key: readonly string[],
  columns: readonly ColumnSpec[],
  rows: readonly object[],
): Promise<void> {
  if (rows.length === 0) return;
  const updatable = columns.filter(([name]) => !key.includes(name));
  const conflict = updatable.length === 0
    ? 'DO NOTHING'
    : `DO UPDATE SET ${updatable.map(([n]) => `${n} = excluded.${n}`).join(', ')}
       WHERE (${names(updatable, `${table}.`)}) IS DISTINCT FROM (${names(updatable, 'excluded.')})`;
  await exec.execute(sql`${sql.raw(`INSERT INTO ${table} (${names(columns)}) SELECT ${names(columns)} FROM json_to_recordset(`)}${JSON.stringify(rows)}${sql.raw(`::json) AS r(${recordset(columns)}) ON CONFLICT (${key.join(', ')}) ${conflict}`)}`);
}
