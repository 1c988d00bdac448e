/**
 * `npm run seed -- --listings 100000`: migrates, writes the reference data and the illustrations,
 * then adds demo listings to whatever the database already holds. Uses the same configuration
 * (DATA_DIR, DATABASE_URL) as the server. With PGlite, stop the server first: one process at a time
 * can open a PGlite data directory.
 */
import { uploadStore } from '../storage/stores.ts';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/connection.ts';
import { announceCacheChange } from '../db/cache-bus.ts';
import { migrate } from '../db/migrate.ts';
import { seedReferenceData } from './reference.ts';
import { generateSeedImages } from './illustrations.ts';
import { seedDemoCatalogue } from './demo.ts';
import { seedDemoSchemes } from './demo-schemes.ts';
import { seedDemoProjects } from './demo-projects.ts';
import { USAGE, UsageError, parseSeedArgs, type SeedArgs } from './cli-args.ts';

function describeTarget(databaseUrl: string | undefined, dataDir: string): string {
  if (!databaseUrl) return `PGlite in ${path.join(dataDir, 'db')}`;
  // Host and database only: the URL may carry a password.
  const url = new URL(databaseUrl);
  return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}

async function totals(database: Database): Promise<Record<string, number>> {
  const [row] = await database.rows<Record<string, number | string>>(sql`SELECT
    (SELECT count(*)::int FROM properties) AS listings,
    (SELECT count(*)::int FROM properties WHERE status = 'Active' AND deleted_at IS NULL) AS active,
    (SELECT count(*)::int FROM property_images) AS images,
    (SELECT count(*)::int FROM users) AS users,
    (SELECT count(*)::int FROM cities) AS cities,
    (SELECT count(*)::int FROM locations) AS locations`);
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]));
}

async function main(argv: readonly string[]): Promise<number> {
  let args: SeedArgs;
  try {
    args = parseSeedArgs(argv);
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`seed: ${err.message}\n\n${USAGE}`);
      return 2;
    }
    throw err;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  console.log(`seed: ${describeTarget(config.databaseUrl, config.dataDir)}`);
  const uploads = uploadStore(config);
  // The pictures render on sharp's threads while the database opens on this one.
  const images = generateSeedImages(uploads, (m) => console.log(`seed: ${m}`));
  images.catch(() => undefined);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, directUrl: config.databaseDirectUrl, dataDir: config.dataDir });
  try {
    const applied = await migrate(database);
    console.log(`seed: migrations ${applied.length === 0 ? 'up to date' : `applied ${applied.join(', ')}`} (${elapsed()})`);
    await seedReferenceData(database);
    console.log(`seed: reference data in place (${elapsed()})`);
    await images;
    if (args.listings > 0) {
      const [last] = await database.rows<{ max: number | string | null }>(sql`SELECT max(id) AS max FROM properties`);
      const seed = args.seed ?? Number(last?.max ?? 0) + 1;
      const t = performance.now();
      const result = await seedDemoCatalogue(database, {
        listings: args.listings, uploads, seed, log: (m) => console.log(`seed: ${m}`),
      });
      const ms = performance.now() - t;
      console.log(`seed: added ${result.listings.toLocaleString('en-US')} listings (seed ${seed}, ${result.users} demo owners) in ${(ms / 1000).toFixed(1)} s`
        + ` (${Math.round(result.listings / (ms / 1000)).toLocaleString('en-US')} listings/s)`);
      console.log(`seed: ${await seedDemoSchemes(database)} listings added in the invented demo schemes`);
      console.log(`seed: ${await seedDemoProjects(database)} invented demo projects added`);
    }
    // Servers running on this PostgreSQL read reference data, search and pages afresh.
    await announceCacheChange(database, 'reference', 'seed');
    const t = await totals(database);
    console.log(`seed: database now holds ${t.listings?.toLocaleString('en-US')} listings (${t.active?.toLocaleString('en-US')} active), `
      + `${t.images?.toLocaleString('en-US')} listing images, ${t.users} users, ${t.cities} cities, ${t.locations} locations`);
    console.log(`seed: done in ${elapsed()}`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => { process.exitCode = code; },
  (err: unknown) => {
    if (err instanceof ConfigError) console.error(`seed: configuration error: ${err.message}`);
    else console.error('seed: failed:', err instanceof Error ? err.stack ?? err.message : err);
    process.exitCode = 1;
  },
);
