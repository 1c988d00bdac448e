import { createAdaptorServer } from '@hono/node-server';
import cluster from 'node:cluster';
import { supervise } from './cluster.ts';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { prepareDatabase, startSeedPictures } from './bootstrap.ts';
import { createApp } from './app.ts';
import { createDeps } from './deps.ts';
import { CLIENT_DIST, SSR_ENTRY } from './paths.ts';
import { PGLITE_VACUUM_INTERVAL_MS, vacuumListings } from './db/maintenance.ts';
import { acquireLock } from './db/lock.ts';
import { removeOrphanUploads } from './images/orphans.ts';
import { purgeOldAnswers } from './services/idempotency.ts';
import { sweepSpool } from './http/multipart.ts';
import { describeError, jsonLogger } from './log.ts';
import { everyInterval, type StopJob } from './jobs.ts';
import { backfillMapPoints } from './geo/public-point.ts';
import { keysForListingChange } from './edge/surrogate-keys.ts';
import { effectiveBacklog, readSomaxconn } from './listen.ts';
import { HealthListener } from './health-listener.ts';

const log = jsonLogger();
// A start that fails says why on stderr, where a supervisor (systemd, a shell) shows it, as JSON too.
const startLog = jsonLogger((line) => process.stderr.write(`${line}\n`));
// Node prints a warning (a dependency's deprecation, an SDK's notice) as plain text on stderr: as
// JSON instead, so that every line a log collector reads is one object.
process.removeAllListeners('warning');
process.on('warning', (warning) => log('process warning', { level: 'warn', name: warning.name, cause: warning.message }));

async function main() {
  const started = Date.now();
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      startLog('configuration error', { level: 'error', cause: err.message });
      process.exit(2);
    }
    throw err;
  }
  // WEB_CONCURRENCY=N: this process only supervises N workers, each of which runs what follows.
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    supervise(config, log);
    return;
  }
  const releaseLock = config.databaseUrl ? () => undefined : acquireLock(config.dataDir);
  process.on('exit', releaseLock);
  // Spooled uploads a crash left behind, before this process spools any (sweepSpool says which go).
  const swept = await sweepSpool(config.dataDir);
  if (swept) log(`removed ${swept} spooled upload part(s) a crash left behind`);
  // The seed pictures are drawn once the server answers (startSeedPictures below): a first start
  // listens seconds sooner, and a page asking for a picture not drawn yet has it drawn then.
  const database = await prepareDatabase(config, log, { pictures: 'later' });
  const deps = createDeps(config, database, log);
  // Other instances' listing changes clear this one's caches (PostgreSQL LISTEN; nothing on PGlite).
  await deps.cacheBus.start();
  const app = createApp(deps, { clientDir: CLIENT_DIST, rendererFile: SSR_ENTRY });
  const { backlog, warning } = effectiveBacklog(config.listenBacklog, readSomaxconn());
  if (warning) log(warning, { level: 'warn' });
  // createAdaptorServer rather than serve(): serve() listens without a backlog option.
  const server = createAdaptorServer({ fetch: app.fetch }) as HttpServer;
  server.once('error', (err) => {
    log('could not listen', { level: 'error', ...describeError(err) });
    process.exit(1);
  });
  // An archive that cannot be read is a deployment's mistake: said now, not on the first map.
  if (deps.tiles.source.kind === 'archive') {
    try {
      const { ms } = await deps.tiles.prepare();
      log(`map tiles from ${deps.tiles.source.describe()} (opened in ${ms} ms)`);
    } catch (err) {
      log('the map tile archive (TILES_ARCHIVE) cannot be read', { level: 'error', source: deps.tiles.source.describe(), ...describeError(err) });
      process.exit(2);
    }
  }
  // Probes on a port of their own, answered by a thread that never waits for this one's event loop.
  const healthListener = config.healthPort === undefined ? null
    : new HealthListener({ port: config.healthPort, host: config.host, stallMs: config.healthStallMs, renderLoad: deps.renderLoad }, () => deps.health.readiness(), log);
  if (healthListener) {
    try {
      const port = await healthListener.start();
      log(`health probes on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port} (/healthz, /readyz)`, { healthPort: port });
    } catch (err) {
      log('could not listen for health probes (HEALTH_PORT)', { level: 'error', ...describeError(err) });
      process.exit(1);
    }
  }
  server.listen({ port: config.port, host: config.host, backlog }, () => {
    const { port } = server.address() as AddressInfo;
    log(`listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port} (ready in ${Date.now() - started} ms)`, { backlog });
    seedPictures = startSeedPictures(config, database, log);
    // The embedded basemap is made after the server answers: a second of CPU a map waits for, not the start.
    if (deps.tiles.source.kind === 'embedded') {
      deps.tiles.prepare().then(
        ({ ms }) => log(`map tiles: embedded basemap made in ${ms} ms`),
        (err: unknown) => log('the embedded map tiles could not be made', { level: 'error', ...describeError(err) }),
      );
    }
  });

  const jobs: StopJob[] = [];
  let seedPictures: ReturnType<typeof startSeedPictures> | null = null;
  // A shutdown leaves the rest undrawn (after the picture in hand); the next start draws them.
  jobs.push(async () => { await seedPictures?.stop(); });
  // Listings written before migration 0026 (or by other tools) get their public point, in the
  // background: at a million rows that is minutes of short batches, which must not hold up the start.
  // One instance of those sharing the database does it; a shutdown ends it between two batches.
  let mapPointsStop = false;
  jobs.push(async () => { mapPointsStop = true; });
  // Search answers and pages cached meanwhile lacked those points: cleared here and in every instance.
  jobs.push(everyInterval(60 * 60_000, 'map points', () => database.exclusive('map-points', async () => {
    const placed = await backfillMapPoints(database, { log, stop: () => mapPointsStop });
    if (placed > 0) {
      deps.cacheBus.publish('listings');
      deps.edgePurge.purge(keysForListingChange(null));
    }
  }), log, 1_000));
  // Housekeeping 30 s after start, then once a day. In the database (idempotency answers past
  // their keeping time, expired rate-limit windows): by one instance of those sharing it. On this
  // instance's disk (uploads a crash left unreferenced, upload spools): by each, for its own folder.
  const DAY = 24 * 60 * 60_000;
  jobs.push(everyInterval(DAY, 'housekeeping', () => database.exclusive('housekeeping', () => Promise.all([
    purgeOldAnswers(database.db),
    deps.limiter.sweep(),
    // Codes and proofs no one can use any more.
    deps.phones.purge(),
    // Insight's dedupe hashes and their daily keys, once no late event can be counted on their day.
    deps.insight.purge(),
  ])), log, 30_000));
  jobs.push(everyInterval(DAY, 'disk housekeeping', () => Promise.all([
    removeOrphanUploads(database, deps.uploads)
      .then((n) => { if (n) log(`removed ${n} unreferenced upload(s)`); }),
    sweepSpool(config.dataDir),
  ]), log, 30_000));
  // Mail that could not go at once (a crash, a full disk, the mail server away) goes from the queue.
  jobs.push(deps.mailQueue.start());
  // Daily and weekly digests of saved-search alerts.
  jobs.push(deps.savedSearches.start());
  // Alerts a crash or a failure left undone after an approval, a sale or a removal.
  jobs.push(deps.alertJobs.start());
  // Pushes that could not go at once, or waited for the end of quiet hours.
  jobs.push(deps.push.start());
  // Freshness: 30-day reminders and 45-day expiry, by one instance of those sharing the database.
  jobs.push(deps.freshness.start());
  // "Photo-checked" badges past their 30 days leave "Verified only" and verified-first ranking.
  jobs.push(deps.photoChecks.start());
  if (database.kind === 'pglite') {
    jobs.push(everyInterval(PGLITE_VACUUM_INTERVAL_MS, 'vacuum', async () => {
      const ms = await vacuumListings(database);
      if (ms > 500) log(`vacuum took ${Math.round(ms)} ms`);
    }, log));
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const bound = config.shutdownTimeoutMs;
    log(`${signal} received, shutting down`, { shutdownTimeoutMs: bound });
    // Whatever happens below, the process ends: a database that will not close must not keep it.
    setTimeout(() => {
      log('shutdown did not finish, exiting', { level: 'error' });
      process.exit(1);
    }, config.shutdownDrainMs + bound + 5_000).unref();
    // /readyz turns 503 and answers say Connection: close, so balancers and clients move on.
    deps.health.drain();
    void healthListener?.drained();
    const jobsStopped = Promise.all(jobs.map((stopJob) => stopJob()));
    // Behind a balancer, go on accepting and answering for a while (SIGTERM only; Ctrl-C at a
    // terminal stops at once): closing the listener now refuses what the balancer already routed
    // here, and closing idle kept-alive connections races the request nginx is just sending on one,
    // which it never repeats if it is a POST. Each answer meanwhile closes its connection, and nginx
    // closes its idle ones itself (keepalive_timeout, shorter than the drain).
    if (signal === 'SIGTERM' && config.shutdownDrainMs > 0) {
      log('draining', { shutdownDrainMs: config.shutdownDrainMs });
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    // Stop accepting; idle kept-alive connections close now, busy ones once their answer is sent.
    let cut = false;
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const deadline = setTimeout(() => {
      cut = true;
      log(`requests still running after ${bound} ms, closing their connections`, { level: 'warn' });
      server.closeAllConnections();
    }, bound);
    await drained;
    clearTimeout(deadline);
    await jobsStopped;
    await deps.cacheBus.stop();
    await healthListener?.stop();
    // PGlite writes its files on close; PostgreSQL's pool ends its sessions.
    await database.close().catch((err: unknown) => log('closing the database failed', { level: 'error', ...describeError(err) }));
    log(cut ? 'stopped, some requests were cut' : 'stopped', { level: cut ? 'warn' : 'info' });
    process.exit(cut ? 1 : 0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err: unknown) => {
  startLog('failed to start', { level: 'error', ...describeError(err) });
  process.exit(1);
});
