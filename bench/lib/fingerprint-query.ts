/**
 * Photo fingerprint matching at scale: fills photo_fingerprints with random 64-bit fingerprints
 * (generate_series, in the database) plus near copies of some of them attached to real listings,
 * then times DuplicateService.photoMatches, the statement a submission runs per photo, for new
 * photos of two kinds: near copies (1 to 7 bits from a stored one, which must be found) and
 * unrelated fingerprints (which must find nothing). Bundled and run by bench/fingerprints.mjs.
 * Reads DATA_DIR, DATABASE_URL, FINGERPRINTS and SAMPLE; prints one JSON line.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../server/config.ts';
import { prepareDatabase } from '../../server/bootstrap.ts';
import type { Db } from '../../server/db/connection.ts';
import { DuplicateService, photoMatchesQuery } from '../../server/services/duplicates.ts';
import { hammingDistance, SAME_PHOTO_BITS } from '../../server/images/fingerprint.ts';

const TOTAL = Number(process.env.FINGERPRINTS ?? 4_000_000);
const SAMPLE = Number(process.env.SAMPLE ?? 500);
const COPIES = 2_000;

const config = loadConfig({ ...process.env, SEED_DEMO_LISTINGS: '200' } as NodeJS.ProcessEnv);
const database = await prepareDatabase(config, () => undefined);
const db = database.db as unknown as Db;
const random64 = () => BigInt.asIntN(64, (BigInt(Math.floor(Math.random() * 2 ** 32)) << 32n) | BigInt(Math.floor(Math.random() * 2 ** 32)));
const flip = (h: bigint, bits: number) => {
  const at = new Set<number>();
  while (at.size < bits) at.add(Math.floor(Math.random() * 64));
  return [...at].reduce((x, b) => BigInt.asIntN(64, x ^ (1n << BigInt(b))), h);
};
const pick = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

try {
  const [{ have } = { have: 0 }] = await database.rows<{ have: number }>(sql`SELECT count(*)::int AS have FROM photo_fingerprints WHERE file LIKE 'bench/%'`);
  let fillMs = 0;
  if (have < TOTAL) {
    const started = performance.now();
    // The band indexes are built once after the load, as a bulk seed does: cheaper than row by row.
    const defs = await database.rows<{ name: string; def: string }>(sql`
      SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS def FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE i.indrelid = 'photo_fingerprints'::regclass AND NOT i.indisprimary`);
    for (const d of defs) await database.exec(`DROP INDEX ${d.name}`);
    const step = 500_000;
    for (let from = have + 1; from <= TOTAL; from += step) {
      const to = Math.min(TOTAL, from + step - 1);
      await database.exec(`INSERT INTO photo_fingerprints (file, phash)
        SELECT 'bench/' || g || '.jpg', (floor(random() * 4294967296)::bigint << 32) | floor(random() * 4294967296)::bigint
        FROM generate_series(${from}, ${to}) g ON CONFLICT DO NOTHING`);
    }
    for (const d of defs) await database.exec(d.def);
    await database.exec('VACUUM ANALYZE photo_fingerprints');
    fillMs = performance.now() - started;
  }

  // Near copies of stored photos, on the demo listings (so a match joins to a listing as in use).
  const listings = (await database.rows<{ id: number }>(sql`SELECT id FROM properties WHERE status = 'Active' ORDER BY id LIMIT 200`)).map((r) => Number(r.id));
  const originals = await database.rows<{ file: string; phash: string }>(sql`
    SELECT file, phash::text AS phash FROM photo_fingerprints WHERE file LIKE 'bench/%' ORDER BY file LIMIT ${COPIES}`);
  await database.exec(`DELETE FROM property_images WHERE file LIKE 'bench/%'`);
  const attach = originals.map((o, i) => sql`(${listings[i % listings.length]!}, ${1000 + Math.floor(i / listings.length)}, ${o.file}, 640, 480)`);
  for (let i = 0; i < attach.length; i += 500) {
    await database.db.execute(sql`INSERT INTO property_images (property_id, position, file, width, height) VALUES ${sql.join(attach.slice(i, i + 500), sql`, `)}`);
  }

  const duplicates = new DuplicateService(database);
  const probes = Array.from({ length: SAMPLE }, (_, i) => {
    if (i % 2 === 0) {
      const o = originals[(i / 2) % originals.length]!;
      const bits = 1 + (i / 2) % SAME_PHOTO_BITS;
      return { hash: flip(BigInt(o.phash), bits), expect: BigInt(o.phash) };
    }
    return { hash: random64(), expect: null };
  });
  for (const p of probes.slice(0, 20)) await duplicates.photoMatches(db, p.hash, null); // warm: plans and pages
  const wall: number[] = [];
  const own: number[] = [];
  let found = 0;
  let falseMatches = 0;
  let copies = 0;
  for (const p of probes) {
    const started = performance.now();
    const matches = await duplicates.photoMatches(db, p.hash, null);
    wall.push(performance.now() - started);
    // The database's own time for the same statement (planning and execution), apart from the
    // driver and this machine's other work.
    const [row] = await database.rows<Record<string, unknown>>(sql`EXPLAIN (ANALYZE, FORMAT JSON) ${photoMatchesQuery(p.hash, null)}`);
    const raw = Object.values(row ?? {})[0];
    const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ 'Execution Time': number; 'Planning Time': number }>;
    own.push(plan!['Execution Time'] + plan!['Planning Time']);
    if (p.expect !== null) {
      copies += 1;
      if (matches.some((m) => m.distance === hammingDistance(p.hash, p.expect!))) found += 1;
    } else if (matches.length) {
      falseMatches += 1;
    }
  }
  wall.sort((a, b) => a - b);
  own.sort((a, b) => a - b);
  const [{ n } = { n: 0 }] = await database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM photo_fingerprints`);
  console.log(JSON.stringify({
    driver: database.kind, fingerprints: Number(n), fillMs, sample: probes.length, copies, found, falseMatches,
    p50: pick(wall, 50), p95: pick(wall, 95), p99: pick(wall, 99), max: wall.at(-1),
    own: { p50: pick(own, 50), p95: pick(own, 95), p99: pick(own, 99), max: own.at(-1) },
  }));
} finally {
  await database.close();
}
