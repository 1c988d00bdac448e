import { readFileSync } from 'node:fs';

/**
 * The listen backlog: connections the kernel completes and queues before the
 * server accepts them. Node's default, 511, left 400 to 1,000 clients arriving at once waiting 14 to
 * 35 s for retransmitted SYNs. The kernel silently caps any request at net.core.somaxconn.
 */
export const SOMAXCONN_FILE = '/proc/sys/net/core/somaxconn';

/** The kernel's cap, or null where there is no such file (not Linux, a locked-down container). */
export function readSomaxconn(file = SOMAXCONN_FILE): number | null {
  try {
    const n = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

/** What the backlog will really be, and a warning when the kernel cuts the one asked for. */
export function effectiveBacklog(requested: number, somaxconn: number | null): { backlog: number; warning: string | null } {
  if (somaxconn === null || somaxconn >= requested) return { backlog: requested, warning: null };
  return {
    backlog: somaxconn,
    warning: `LISTEN_BACKLOG is ${requested} but the kernel caps it at net.core.somaxconn = ${somaxconn}; `
      + `raise it (sysctl -w net.core.somaxconn=${requested}) for bursts of new connections to queue rather than wait for retransmits`,
  };
}
