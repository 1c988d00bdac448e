import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/connection.ts';
import { migrate } from './db/migrate.ts';
import { seedReferenceData } from './seed/reference.ts';
import { drawSeedPictures, isCatalogueEmpty, seedDemoCatalogue } from './seed/demo.ts';
import { describeError, type Log } from './log.ts';
import { seedDemoSchemes } from './seed/demo-schemes.ts';
import { seedDemoProjects } from './seed/demo-projects.ts';
import { generateSeedImages } from './seed/illustrations.ts';
import { uploadStore } from './storage/stores.ts';

export interface PrepareOptions {
  /**
   * 'now' (the default): the seed pictures (city tiles, portraits, the demo listings' photos) are
   * drawn while the database opens, and the pool's fingerprints taken before the catalogue is written.
   * 'later': neither; the server draws them once it listens (startSeedPictures), and draws a picture
   * asked for before then on request. Drawing them is a first start's largest cost after PGlite's initdb.
   */
  pictures?: 'now' | 'later';
}

/** Opens the database, brings its schema up to date, and fills an empty one (reference data, demo catalogue). */
export async function prepareDatabase(config: Config, log: (line: string) => void, opts: PrepareOptions = {}): Promise<Database> {
  const started = Date.now();
  const pictures = opts.pictures ?? 'now';
  // The reference data points at drawn city tiles and portraits: draw any that are missing while
  // the database opens (existing files are kept, so a restart costs milliseconds).
  const uploads = uploadStore(config);
  const images = pictures === 'now' ? generateSeedImages(uploads) : Promise.resolve();
  images.catch(() => undefined);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl, readUrls: config.databaseReadUrls, directUrl: config.databaseDirectUrl,
    dataDir: config.dataDir, clusterCache: config.pgliteClusterCache, log,
  });
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
          pictures,
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

/**
 * After `prepareDatabase(..., { pictures: 'later' })`, once the server answers: draws the seed
 * pictures still missing and takes the demo pool's fingerprints, in the background. Costs a listing
 * of three folders when everything is there. Answers when done (logged, never thrown).
 */
export function startSeedPictures(config: Config, database: Database, log: Log): { done: Promise<void>; stop: () => Promise<void> } {
  let stopping = false;
  const done = drawSeedPictures(database, uploadStore(config), {
    fingerprints: config.seedDemo && config.seedDemoListings > 0,
    log,
    stop: () => stopping,
  }).catch((err: unknown) => log('the seed pictures could not be drawn', { level: 'error', ...describeError(err) }));
  return { done, stop: async () => { stopping = true; await done; } };
}
