/**
 * `node build/prepare.js`: opens the database, brings its schema up to date and fills an empty one
 * (reference data, demo catalogue), then exits: what the server does before it listens, done ahead.
 * `npm start` runs it beside the client's build (scripts/start-build.mjs), so that a first start's
 * database (PGlite's initdb is most of it) is made while Vite bundles, not after.
 */
import { ConfigError, loadConfig } from './config.ts';
import { prepareDatabase } from './bootstrap.ts';
import { acquireLock } from './db/lock.ts';
import { describeError, jsonLogger } from './log.ts';

const log = jsonLogger();

async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      log('configuration error', { level: 'error', cause: err.message });
      return 2;
    }
    throw err;
  }
  // One process at a time may open a PGlite folder: a running server keeps this one out, as it would
  // keep out a second server.
  const release = config.databaseUrl ? () => undefined : acquireLock(config.dataDir);
  try {
    // The seed pictures are the server's to draw once it listens (server/main.ts): here they would
    // hold up the start for seconds, and compete with the client's build for the two cores.
    const database = await prepareDatabase(config, log, { pictures: 'later' });
    await database.close();
    return 0;
  } finally {
    release();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    log('the database could not be prepared', { level: 'error', ...describeError(err) });
    process.exit(1);
  },
);
