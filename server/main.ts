import { serve } from '@hono/node-server';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { prepareDatabase } from './bootstrap.ts';
import { createApp } from './app.ts';
import { createDeps } from './deps.ts';
import { CLIENT_DIST, SSR_ENTRY } from './paths.ts';
import { PGLITE_VACUUM_INTERVAL_MS, vacuumListings } from './db/maintenance.ts';
import { acquireLock } from './db/lock.ts';
import { removeOrphanUploads } from './images/orphans.ts';
import { purgeOldAnswers } from './services/idempotency.ts';
import { sweepSpool } from './http/multipart.ts';
import path from 'node:path';
import { describeError, jsonLogger } from './log.ts';
import { everyInterval } from './jobs.ts';

const log = jsonLogger();

async function main() {
  const started = Date.now();
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`[basera] configuration error: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  const releaseLock = config.databaseUrl ? () => undefined : acquireLock(config.dataDir);
  process.on('exit', releaseLock);
  const database = await prepareDatabase(config, log);
  const deps = createDeps(config, database, log);
  const app = createApp(deps, { clientDir: CLIENT_DIST, rendererFile: SSR_ENTRY });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    log(`listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${info.port} (ready in ${Date.now() - started} ms)`);
  });

  // Housekeeping at start and once a day: uploads a crash left unreferenced, idempotency answers
  // past their keeping time, expired rate-limit windows.
  const sweep = () => Promise.all([
    removeOrphanUploads(database, path.join(config.dataDir, 'uploads'))
      .then((n) => { if (n) log(`removed ${n} unreferenced upload(s)`); }),
    purgeOldAnswers(database.db),
    sweepSpool(config.dataDir),
    deps.limiter.sweep(),
  ]).catch((err: unknown) => log('housekeeping failed', { level: 'error', ...describeError(err) }));
  setTimeout(() => void sweep(), 30_000).unref();
  // Mail that could not go at once (a crash, a full disk, the mail server away) goes from the queue.
  deps.mailQueue.start();
  // Daily and weekly digests of saved-search alerts.
  deps.savedSearches.start();
  // Alerts a crash or a failure left undone after an approval, a sale or a removal.
  deps.alertJobs.start();
  // Pushes that could not go at once, or waited for the end of quiet hours.
  deps.push.start();
  setInterval(() => void sweep(), 24 * 60 * 60_000).unref();

  if (database.kind === 'pglite') {
    everyInterval(PGLITE_VACUUM_INTERVAL_MS, 'vacuum', async () => {
      const ms = await vacuumListings(database);
      if (ms > 500) log(`vacuum took ${Math.round(ms)} ms`);
    }, log);
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received, shutting down`);
    // Stop taking connections, let running requests finish, then close the database cleanly.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(() => {
      database.close().catch(() => undefined).finally(() => process.exit(0));
    });
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  console.error('[basera] failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
