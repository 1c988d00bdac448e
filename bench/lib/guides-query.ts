/**
 * The area guide's reads, timed as the service sends them with no cache in the way (the cost of a
 * miss): the whole guide of the city with the most live listings, of a middling city and of the
 * busiest society, and each statement's own time and plan (EXPLAIN ANALYZE). Bundled and run by
 * bench/guides.mjs. Reads DATA_DIR and DATABASE_URL; migrates first (the guide's index is 0041);
 * prints one JSON line.
 */
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db/connection.ts';
import { migrate } from '../../server/db/migrate.ts';
import { vacuumListings } from '../../server/db/maintenance.ts';
import { currentMediansQuery, GuideService, trendQuery, type GuideScope } from '../../server/services/guides.ts';
import { slugify } from '../../src/lib/slug.ts';

const RUNS = Number(process.env.GUIDE_RUNS ?? 7);

type Node = { 'Node Type': string; 'Index Name'?: string; Plans?: Node[] };
function scans(node: Node, out: string[] = []): string[] {
  if (/Scan/.test(node['Node Type'])) out.push(`${node['Node Type']}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}`);
  for (const child of node.Plans ?? []) scans(child, out);
  return out;
}

async function explained(database: Database, query: SQL): Promise<{ ms: number; plan: string }> {
  const [row] = await database.rows<Record<string, unknown>>(sql`EXPLAIN (ANALYZE, FORMAT JSON) ${query}`);
  const raw = Object.values(row ?? {})[0];
  const [top] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ 'Execution Time': number; 'Planning Time': number; Plan: Node }>;
  return { ms: top!['Execution Time'] + top!['Planning Time'], plan: [...new Set(scans(top!.Plan))].join(' + ') };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR ?? './data' });
try {
  const applied = await migrate(database);
  // As the server does after a seed and every few minutes on PGlite: index-only scans need it.
  await vacuumListings(database);
  const cities = await database.rows<{ id: number; name: string; n: number }>(sql`
    SELECT c.id, c.name, count(p.id)::int AS n FROM cities c
    LEFT JOIN properties p ON p.city_id = c.id AND p.status = 'Active' AND p.deleted_at IS NULL
    GROUP BY c.id, c.name ORDER BY n DESC`);
  const [busiest] = await database.rows<{ id: number; name: string; city_id: number; city: string; n: number }>(sql`
    SELECT l.id, l.name, l.city_id, c.name AS city, count(*)::int AS n FROM properties p
    JOIN locations l ON l.id = p.location_id JOIN cities c ON c.id = l.city_id
    WHERE p.status = 'Active' AND p.deleted_at IS NULL GROUP BY l.id, l.name, l.city_id, c.name ORDER BY n DESC LIMIT 1`);
  const [{ prices } = { prices: 0 }] = await database.rows<{ prices: number }>(sql`SELECT count(*)::int AS prices FROM listing_prices`);
  const big = cities[0]!;
  const mid = cities[Math.floor(cities.length / 2)]!;
  const guides = new GuideService(database, 0);
  const cases = [
    { label: `city ${big.name}`, live: big.n, input: { City: slugify(big.name) }, scope: { cityId: big.id, locationId: null } as GuideScope },
    { label: `city ${mid.name}`, live: mid.n, input: { City: slugify(mid.name) }, scope: { cityId: mid.id, locationId: null } as GuideScope },
    { label: `society ${busiest!.name}, ${busiest!.city}`, live: busiest!.n, input: { City: slugify(busiest!.city), Area: slugify(busiest!.name) }, scope: { cityId: busiest!.city_id, locationId: busiest!.id } as GuideScope },
  ];
  const results = [];
  for (const c of cases) {
    await guides.guide(c.input); // warm: plans and pages
    const wall: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await guides.guide(c.input);
      wall.push(performance.now() - started);
    }
    results.push({
      label: c.label, live: c.live, guideMs: median(wall), guideMaxMs: Math.max(...wall),
      medians: await explained(database, currentMediansQuery(c.scope)),
      trend: await explained(database, trendQuery(c.scope)),
    });
  }
  console.log(JSON.stringify({ driver: database.kind, applied, prices, results }));
} finally {
  await database.close();
}
