/**
 * A per-address budget for cheap-to-ask, costly-to-answer reads (map tiles, searches): a token bucket
 * per client address, in this process's memory. Unlike the database's fixed windows (rate-limit.ts),
 * which cost a write per request and suit sign-ups and logins, this is checked on every tile and
 * search, so it must cost nothing; each process keeps its own, which is what protects its event loop.
 * A person moving a map or changing filters spends a burst and is refilled within seconds; a script
 * asking hundreds a second is told to wait (429 with Retry-After).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { clientAddress, isOwnMachine } from './auth.ts';
import { RateLimiter } from '../services/rate-limit.ts';

export interface Budget {
  /** Requests an address may make at once. */
  burst: number;
  /** Requests a second it earns back. */
  perSecond: number;
}

/**
 * Tiles: one screen of a map is 12 to 30 tiles, a fling or a zoom a few screens. Searches (the list and
 * the map's clusters share one): a map moved or a filter changed asks once or twice.
 */
export const READ_BUDGETS = {
  tiles: { burst: 600, perSecond: 40 },
  search: { burst: 60, perSecond: 4 },
} as const satisfies Record<string, Budget>;

/** Addresses remembered at most: the least recently seen go first, and a full bucket forgotten loses nothing. */
const MAX_ADDRESSES = 100_000;

export class AddressBudget {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly budget: Budget,
    private readonly now: () => number = () => performance.now(),
    private readonly maxAddresses = MAX_ADDRESSES,
  ) {}

  /** Spends one request of the address's budget: 0 when it may go, else the seconds until it may. */
  take(address: string): number {
    const now = this.now();
    const bucket = this.buckets.get(address);
    let tokens = this.budget.burst;
    if (bucket) {
      tokens = Math.min(this.budget.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.budget.perSecond);
      this.buckets.delete(address);
    } else if (this.buckets.size >= this.maxAddresses) {
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
    if (tokens < 1) {
      this.buckets.set(address, { tokens, at: now });
      return Math.max(1, Math.ceil((1 - tokens) / this.budget.perSecond));
    }
    this.buckets.set(address, { tokens: tokens - 1, at: now });
    return 0;
  }

  get size(): number {
    return this.buckets.size;
  }
}

/** Throws the API's 429 (with RetryAfterSeconds and Retry-After) when the caller's budget is spent. */
export function spendReadBudget(c: Context, budget: AddressBudget, proxies: number): void {
  if (isOwnMachine(c, proxies)) return;
  const address = clientAddress(c, proxies);
  const wait = budget.take(address);
  if (wait > 0) throw RateLimiter.tooMany(wait);
}

export function readBudget(budget: AddressBudget, proxies: number): MiddlewareHandler {
  return async (c, next) => {
    spendReadBudget(c, budget, proxies);
    await next();
  };
}
