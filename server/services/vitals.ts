import { createHash } from 'node:crypto';
import type { ConnectionType, PageKind, VitalName } from '../../src/contract/vitals-labels.ts';
import type { VitalsReport } from '../../src/contract/vitals.ts';
import type { Limit, RateLimiter } from './rate-limit.ts';

/** Where accepted figures go: the /metrics histograms, or nowhere when metrics are off. */
export type VitalsSink = (name: VitalName, page: PageKind, connection: ConnectionType, value: number) => void;

/**
 * A page load sends one report, sometimes two (the page hidden, then shown and hidden again): this is
 * far above what a visitor's phone sends and far below what would let one address move the percentiles.
 */
export const VITALS_LIMIT = { max: 60, windowSeconds: 60 * 60 } as const satisfies Limit;

/** Real visitors' Core Web Vitals (src/contract/vitals.ts), limited per address, into the sink. */
export class VitalsService {
  constructor(private readonly limiter: RateLimiter, private readonly sink: VitalsSink | null) {}

  async report(report: VitalsReport, ip: string, ownMachine: boolean): Promise<void> {
    // Metrics off: a checked report has nowhere to go, and counting it would only write to the database.
    if (!this.sink) return;
    // Loopback callers (a bench, the end-to-end suite) are not limited, as for other reads (http/auth.ts).
    if (!ownMachine) {
      // The rate-limit table keeps a hash of the address, not the address.
      const address = createHash('sha256').update(ip).digest('base64url').slice(0, 22);
      await this.limiter.hit(VITALS_LIMIT, `vitals:${address}`);
    }
    for (const m of report.Metrics) this.sink(m.Name, m.Page, m.Connection, m.Value);
  }
}
