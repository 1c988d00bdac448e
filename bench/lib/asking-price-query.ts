/**
 * The database's own time for the asking-price comparison: the statement
 * AskingPriceService sends (groupFiguresQuery), for groups of randomly drawn Active listings (so big
 * groups come up as often as people would open their listings) and for the largest group there is.
 * Bundled and run by bench/asking-price.mjs. Reads DATA_DIR and DATABASE_URL; prints one JSON line.
 */
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db/connection.ts';
import { groupFiguresQuery, type AskingGroup } from '../../server/services/asking-prices.ts';

const SAMPLE = Number(process.env.ASKING_SAMPLE ?? 200);

async function explained(database: Database, query: SQL): Promise<{ ms: number; plan: string; rows: number }> {
  const [row] = await database.rows<Record<string, unknown>>(sql`EXPLAIN (ANALYZE, FORMAT JSON) ${query}`);
  const raw = Object.values(row ?? {})[0];
  type Node = { 'Node Type': string; 'Index Name'?: string; 'Actual Rows'?: number; Plans?: Node[] };
  const [top] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ 'Execution Time': number; 'Planning Time': number; Plan: Node }>;
  let scan = top!.Plan;
  while (scan.Plans?.length) scan = scan.Plans[0]!;
  return {
    ms: top!['Execution Time'] + top!['Planning Time'],
    plan: `${scan['Node Type']}${scan['Index Name'] ? ` using ${scan['Index Name']}` : ''}`,
    rows: scan['Actual Rows'] ?? 0,
  };
}

const pick = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR ?? './data' });
try {
  const [{ n } = { n: 0 }] = await database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM properties WHERE status = 'Active' AND deleted_at IS NULL`);
  // Random listings by id (ids are dense from the seed): no ORDER BY random() over the whole table.
  const [{ lo, hi } = { lo: 0, hi: 0 }] = await database.rows<{ lo: number; hi: number }>(sql`SELECT min(id)::int AS lo, max(id)::int AS hi FROM properties`);
  const ids = Array.from({ length: SAMPLE * 2 }, () => lo + Math.floor(Math.random() * (hi - lo + 1)));
  const groups = (await database.rows<{ purpose_id: number; type_id: number; location_id: number }>(sql`
    SELECT purpose_id, type_id, location_id FROM properties
    WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) AND status = 'Active' AND deleted_at IS NULL AND location_id IS NOT NULL
    LIMIT ${SAMPLE}`)).map((r): AskingGroup => ({ purposeId: Number(r.purpose_id), typeId: Number(r.type_id), locationId: Number(r.location_id) }));
  const [big] = await database.rows<{ purpose_id: number; type_id: number; location_id: number; n: number }>(sql`
    SELECT purpose_id, type_id, location_id, count(*)::int AS n FROM properties
    WHERE status = 'Active' AND deleted_at IS NULL AND location_id IS NOT NULL
    GROUP BY 1, 2, 3 ORDER BY 4 DESC LIMIT 1`);
  const largest: AskingGroup = { purposeId: Number(big!.purpose_id), typeId: Number(big!.type_id), locationId: Number(big!.location_id) };

  await database.rows(groupFiguresQuery(largest)); // warm: plan and pages
  // Wall time through the driver, as the service waits for it, then the database's own for the same.
  const wall: number[] = [];
  const own: number[] = [];
  let shown = 0;
  for (const g of groups) {
    const started = performance.now();
    const [row] = await database.rows<{ listings: number }>(groupFiguresQuery(g));
    wall.push(performance.now() - started);
    if (Number(row?.listings ?? 0) >= 10) shown += 1;
    own.push((await explained(database, groupFiguresQuery(g))).ms);
  }
  wall.sort((a, b) => a - b);
  own.sort((a, b) => a - b);
  const largestRuns: number[] = [];
  let largestPlan = { ms: 0, plan: '', rows: 0 };
  for (let i = 0; i < 5; i++) {
    largestPlan = await explained(database, groupFiguresQuery(largest));
    largestRuns.push(largestPlan.ms);
  }
  largestRuns.sort((a, b) => a - b);
  console.log(JSON.stringify({
    driver: database.kind, active: n, sampled: groups.length, shown,
    wall: { p50: pick(wall, 50), p95: pick(wall, 95), max: wall.at(-1) },
    own: { p50: pick(own, 50), p95: pick(own, 95), max: own.at(-1) },
    largest: { listings: Number(big!.n), ms: pick(largestRuns, 50), plan: largestPlan.plan },
  }));
} finally {
  await database.close();
}
