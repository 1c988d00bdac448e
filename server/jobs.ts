import { describeError, type Log } from './log.ts';

/** Stops a job's timer and resolves once the round it may be running has ended. */
export type StopJob = () => Promise<void>;

/**
 * Runs `round` every `intervalMs` (the first time after `firstAfterMs`, default one interval), one
 * round at a time, until the returned function is called. A failed round is logged and the next one
 * comes as usual. The timers never keep the process alive. Stopping waits for a running round, so a
 * shutdown does not close the database under it.
 */
export function everyInterval(intervalMs: number, what: string, round: () => Promise<unknown>, log: Log, firstAfterMs = intervalMs): StopJob {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = round()
      .then(() => undefined, (err: unknown) => log(`${what} failed`, { level: 'error', ...describeError(err) }))
      .finally(() => { running = null; });
  };
  let timer: NodeJS.Timeout | null = null;
  const first = setTimeout(() => {
    tick();
    timer = setInterval(tick, intervalMs);
    timer.unref();
  }, firstAfterMs);
  first.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    if (timer) clearInterval(timer);
    await running;
  };
}
