import { describeError, type Log } from './log.ts';

/**
 * Runs `round` every `intervalMs`, one round at a time, until the returned function is called. A
 * failed round is logged and the next one comes as usual. The timer never keeps the process alive.
 */
export function everyInterval(intervalMs: number, what: string, round: () => Promise<unknown>, log: Log): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    round()
      .catch((err: unknown) => log(`${what} failed`, { level: 'error', ...describeError(err) }))
      .finally(() => { running = false; });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
