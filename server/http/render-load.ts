/**
 * How far server rendering is keeping up, in memory shared with the health thread
 * (server/health-listener.ts), which reads it without waiting for this thread's event loop: renders in
 * flight (ServerPages holds at most MAX_CONCURRENT_RENDERS; past them a first visit gets the shell),
 * and when a visit last got the shell because rendering could not keep up.
 */
export type FallbackReason = 'busy' | 'timeout' | 'error';

/** A visit that got the shell for want of a render slot or of time keeps the instance "degraded" this long. */
export const DEGRADED_HOLD_MS = 5_000;

/** Slots of the shared memory: renders in flight (Int32), then the last busy or late fallback's Date.now() (BigInt64). */
export const RENDER_LOAD_BYTES = 16;

export class RenderLoad {
  /** Given to the health thread as it is. */
  readonly buffer = new SharedArrayBuffer(RENDER_LOAD_BYTES);
  private readonly counts = new Int32Array(this.buffer, 0, 1);
  private readonly lastFallback = new BigInt64Array(this.buffer, 8, 1);
  private readonly fallbacks: Record<FallbackReason, number> = { busy: 0, timeout: 0, error: 0 };

  /** SSR_DEGRADED_RENDERS: renders in flight at which the instance says it is degraded. */
  constructor(readonly degradedAt: number) {}

  started(): void { Atomics.add(this.counts, 0, 1); }
  finished(): void { Atomics.sub(this.counts, 0, 1); }

  /** A visit answered with the shell instead of a rendered page. */
  fellBack(reason: FallbackReason, now = Date.now()): void {
    this.fallbacks[reason] += 1;
    // A render that failed is a bug to look at, not load: only want of slots or time degrades.
    if (reason !== 'error') Atomics.store(this.lastFallback, 0, BigInt(now));
  }

  get inFlight(): number { return Atomics.load(this.counts, 0); }
  fallbackCounts(): Readonly<Record<FallbackReason, number>> { return { ...this.fallbacks }; }

  /** Why rendering is not keeping up, or null when it is (renderLoadVerdict, the health thread's rule too). */
  degradedReason(now = Date.now()): string | null {
    return renderLoadVerdict(this.inFlight, Number(Atomics.load(this.lastFallback, 0)), this.degradedAt, now, DEGRADED_HOLD_MS);
  }
}

/**
 * The rule, self-contained (no imports, no closures): the health thread runs its source text as it is.
 */
export function renderLoadVerdict(inFlight: number, lastFallbackAt: number, degradedAt: number, now: number, holdMs: number): string | null {
  if (inFlight >= degradedAt) return `${inFlight} renders in flight (degraded at ${degradedAt})`;
  if (lastFallbackAt > 0 && now - lastFallbackAt < holdMs) return `first visits got the app shell ${Math.max(0, now - lastFallbackAt)} ms ago`;
  return null;
}
