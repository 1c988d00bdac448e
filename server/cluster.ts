import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config.ts';
import type { Log } from './log.ts';

/** Workers that died before ever listening, one after another, before the primary gives up. */
const START_FAILURES_TO_GIVE_UP = 3;
/** A worker that dies this soon after it started is restarted after a pause, not at once. */
const QUICK_DEATH_MS = 5_000;

/**
 * WEB_CONCURRENCY=N: the primary process forks N workers, each a whole server
 * (database pool, caches, background workers) sharing the port through node:cluster, and does nothing
 * else: it opens no database and answers no request. It restarts a worker that dies, and on SIGTERM or
 * SIGINT passes the signal on so every worker drains within SHUTDOWN_TIMEOUT_MS, then exits 0 when all
 * of them stopped cleanly (1 otherwise). Only with PostgreSQL (config.ts refuses it on PGlite).
 */
export function supervise(config: Config, log: Log): void {
  const count = config.webConcurrency;
  const started = new Map<Worker, number>();
  const listened = new Set<Worker>();
  let startFailures = 0;
  let stopping: NodeJS.Signals | null = null;
  let failed = false;

  const fork = () => {
    const worker = cluster.fork();
    started.set(worker, Date.now());
    worker.once('listening', () => {
      listened.add(worker);
      startFailures = 0;
    });
  };

  // Counted from our own map of workers not yet exited, not from cluster.workers: node:cluster drops a
  // worker from that list only once its IPC channel has closed too, which may come after its 'exit'
  // event, and the primary would then end with no worker left and no line saying so.
  const finishIfDone = () => {
    if (started.size === 0) {
      log(failed ? 'workers stopped, some not cleanly' : 'all workers stopped', { level: failed ? 'warn' : 'info' });
      process.exit(failed ? 1 : 0);
    }
  };

  const stop = (signal: NodeJS.Signals, reason: string) => {
    if (stopping) return;
    stopping = signal;
    log(`${reason}, stopping the workers`, { workers: started.size });
    for (const worker of started.keys()) worker.process.kill(signal);
    // Each worker bounds its own shutdown (SHUTDOWN_TIMEOUT_MS, then 5 s more at most); this is the backstop.
    setTimeout(() => {
      log('workers did not stop in time, killing them', { level: 'error' });
      for (const worker of started.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, config.shutdownTimeoutMs + 10_000).unref();
    finishIfDone();
  };

  cluster.on('exit', (worker, code, signal) => {
    const ranFor = Date.now() - (started.get(worker) ?? Date.now());
    started.delete(worker);
    const hadListened = listened.delete(worker);
    if (stopping) {
      // A worker still starting when the signal came dies of it before its own handler exists
      // (server/main.ts installs it as it starts listening). It had accepted nothing, so that is a clean
      // stop too; otherwise `systemctl restart` right after a start would be reported as a failure.
      const diedStarting = !hadListened && signal === stopping;
      if (code !== 0 && !diedStarting) failed = true;
      finishIfDone();
      return;
    }
    log('a worker died, starting another', { level: 'error', workerPid: worker.process.pid, code, signal });
    if (!hadListened && ++startFailures >= START_FAILURES_TO_GIVE_UP) {
      failed = true;
      stop('SIGTERM', `${startFailures} workers in a row failed to start`);
      return;
    }
    if (ranFor < QUICK_DEATH_MS) setTimeout(() => { if (!stopping) fork(); }, 1_000);
    else fork();
  });

  process.on('SIGTERM', () => stop('SIGTERM', 'SIGTERM received'));
  process.on('SIGINT', () => stop('SIGINT', 'SIGINT received'));
  log(`starting ${count} workers (WEB_CONCURRENCY)`, { workers: count });
  for (let i = 0; i < count; i++) fork();
}
