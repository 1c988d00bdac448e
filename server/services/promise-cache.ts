/**
 * A short-lived cache of answers still being worked out: callers asking the same thing within the
 * time-to-live share one promise (and so one query), a failed answer is forgotten at once, and the
 * oldest entry goes when the cache is full. Shared by search and the asking-price medians, which are
 * cleared together by any listing change (cache-bus.ts).
 */
export class PromiseCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();
  /** Lookups since start (metrics). */
  readonly counts = { hits: 0, misses: 0 };

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  clear(): void {
    this.entries.clear();
  }

  get(key: string, work: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return work();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) {
      this.counts.hits += 1;
      return hit.value;
    }
    this.counts.misses += 1;
    const value = work();
    // Re-inserted so that Map order is insertion order of the newest answer: the first key is the oldest.
    this.entries.delete(key);
    this.entries.set(key, { at: now, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }
}
