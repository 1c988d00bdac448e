import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/connection.ts';
import { migrate } from './db/migrate.ts';
import { seedReferenceData } from './seed/reference.ts';
import { isCatalogueEmpty, seedDemoCatalogue } from './seed/demo.ts';
import { seedDemoSchemes } from './seed/demo-schemes.ts';
import { seedDemoProjects } from './seed/demo-projects.ts';
import { generateSeedImages } from './seed/illustrations.ts';
import { uploadStore } from './storage/stores.ts';

/** Opens the database, brings its schema up to date, and fills an empty one (reference data, demo catalogue). */
export async function prepareDatabase(config: Config, log: (line: string) => void): Promise<Database> {
  const started = Date.now();
  // The reference data points at drawn city tiles and portraits: draw any that are missing while
  // the database opens (existing files are kept, so a restart costs milliseconds).
  const uploads = uploadStore(config);
  const images = generateSeedImages(uploads);
  images.catch(() => undefined);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await images;
    const applied = await migrate(database);
    if (applied.length) log(`migrations applied: ${applied.join(', ')}`);
    // Instances (WEB_CONCURRENCY workers) starting together on an empty PostgreSQL seed one after
    // the other: the second finds the catalogue there and adds no second one.
    await database.exclusive('seed', async () => {
      await seedReferenceData(database);
      if (config.seedDemo && config.seedDemoListings > 0 && (await isCatalogueEmpty(database))) {
        const result = await seedDemoCatalogue(database, {
          listings: config.seedDemoListings,
          uploads,
          log,
        });
        log(`demo catalogue seeded: ${result.listings} listings by ${result.users} people`);
        log(`demo schemes seeded: ${await seedDemoSchemes(database)} listings in invented schemes`);
        log(`demo projects seeded: ${await seedDemoProjects(database)} invented projects`);
      }
    }, { wait: true });
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
  log(`database ready (${database.kind}) in ${Date.now() - started} ms`);
  return database;
}
