/**
 * The database's own time for each search of the bench: runs the search service itself (so the SQL
 * is exactly what the server sends) over a Database that records its statements, then asks the
 * database to EXPLAIN ANALYZE each of them (planning plus execution time). Bundled and run by bench/search.mjs with the server
 * stopped (PGlite opens a folder from one process at a time). Reads DATA_DIR, DATABASE_URL and a
 * JSON object of named criteria on stdin; prints one JSON line of milliseconds per name.
 */
import { ImageLinks } from '../../server/images/links.ts';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import { openDatabase, type Database } from '../../server/db/connection.ts';
import { ReferenceService } from '../../server/services/reference.ts';
import { ListingReadService } from '../../server/services/listings-read.ts';
import { SearchSchema } from '../../src/contract/schemas.ts';

const RUNS = 3;

function recording(database: Database, seen: SQL[]): Database {
  return { ...database, rows: <T>(query: SQL) => { seen.push(query); return database.rows<T>(query); } };
}

const dialect = new PgDialect();

/**
 * Planning and execution time of one statement; with EXPLAIN_PLANS=1 its plan goes to stderr. The
 * search's own EXPLAIN (its count estimate) cannot be explained again: it is timed as it runs.
 */
async function executionMs(database: Database, query: SQL): Promise<number> {
  if (/^\s*EXPLAIN/i.test(dialect.sqlToQuery(query).sql)) {
    const started = performance.now();
    await database.rows(query);
    return performance.now() - started;
  }
  if (process.env.EXPLAIN_PLANS === '1') {
    const text = await database.rows<Record<string, string>>(sql`EXPLAIN (ANALYZE, BUFFERS) ${query}`);
    process.stderr.write(`${text.map((r) => Object.values(r)[0]).join('\n')}\n\n`);
  }
  const [row] = await database.rows<Record<string, unknown>>(sql`EXPLAIN (ANALYZE, FORMAT JSON) ${query}`);
  const raw = Object.values(row ?? {})[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ 'Execution Time': number; 'Planning Time': number }>;
  return plan[0]!['Execution Time'] + plan[0]!['Planning Time'];
}

const input = JSON.parse(await new Promise<string>((resolve) => {
  let text = '';
  process.stdin.on('data', (d) => { text += String(d); });
  process.stdin.on('end', () => resolve(text));
})) as Record<string, Record<string, unknown>>;

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR ?? './data' });
const reference = new ReferenceService(database);
const out: Record<string, { ms: number; statements: number }> = {};
try {
  for (const [name, criteria] of Object.entries(input)) {
    const seen: SQL[] = [];
    const service = new ListingReadService(recording(database, seen), reference, new ImageLinks('http://localhost', database), 0);
    const parsed = v.parse(SearchSchema, criteria);
    await service.search(parsed); // warm: plans, caches
    seen.length = 0;
    await service.search(parsed);
    const times: number[] = [];
    for (let r = 0; r < RUNS; r++) {
      let total = 0;
      for (const query of seen) total += await executionMs(database, query);
      times.push(total);
    }
    times.sort((a, b) => a - b);
    out[name] = { ms: times[Math.floor(RUNS / 2)]!, statements: seen.length };
  }
} finally {
  await database.close();
}
console.log(JSON.stringify(out));
