import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { ApiError } from '../errors.ts';
import { ListingStatus } from '../../src/contract/constants.ts';
import { PhoneRevealMessages, type PhoneReveal, type PhoneRevealInput } from '../../src/contract/phone-reveal.ts';
import { AddressBudget, type Budget } from '../http/read-budget.ts';
import type { InsightService } from './insight.ts';
import type { Limit, RateLimiter } from './rate-limit.ts';

/**
 * How many numbers a caller may be shown. A person comparing homes opens a few listings and asks for
 * one or two numbers in a minute; a script harvesting numbers asks for hundreds. Two layers:
 * - a token bucket in this process's memory (http/read-budget.ts), per address, or per account for a
 *   signed-in caller: a burst, then one number every so many seconds;
 * - a day's cap in the database (rate-limit.ts), which every instance shares and a restart keeps: per
 *   address for anonymous callers; per account, and a larger one per address, for signed-in ones, so
 *   fresh accounts made from one address do not multiply its budget without end.
 * Many Pakistani phones share one carrier address, so the anonymous cap is a day's ordinary browsing of
 * several people; a person who meets it is told to sign in (a budget of their own) or to send a message,
 * which needs no number.
 */
export const REVEAL_BUDGETS = {
  anonymous: { burst: 10, perSecond: 1 / 30 },
  signedIn: { burst: 30, perSecond: 1 / 10 },
} as const satisfies Record<string, Budget>;

const DAY_SECONDS = 24 * 60 * 60;
export const REVEAL_DAILY = {
  anonymousPerAddress: { max: 60, windowSeconds: DAY_SECONDS },
  perAccount: { max: 300, windowSeconds: DAY_SECONDS },
  perAddress: { max: 1000, windowSeconds: DAY_SECONDS },
} as const satisfies Record<string, Limit>;

export interface Viewer {
  /** The signed-in account, if any. */
  userId: number | null;
  ip: string;
  /** Loopback and in-process callers are not limited (http/read-budget.ts, isOwnMachine). */
  ownMachine: boolean;
  userAgent: string | undefined;
}

const tooMany = (retrySeconds: number) =>
  new ApiError(429, PhoneRevealMessages.tooMany, undefined, { RetryAfterSeconds: Math.max(1, Math.ceil(retrySeconds)) });

/** The owner's phone number of one listing, shown on a visitor's tap: counted for the owner and limited. */
export class PhoneRevealService {
  private readonly anonymous: AddressBudget;
  private readonly signedIn: AddressBudget;

  constructor(
    private readonly database: Database,
    private readonly limiter: RateLimiter,
    private readonly insight: InsightService,
    now?: () => number,
  ) {
    this.anonymous = new AddressBudget(REVEAL_BUDGETS.anonymous, now);
    this.signedIn = new AddressBudget(REVEAL_BUDGETS.signedIn, now);
  }

  /**
   * The number of a live listing. Its owner and admins may see the number of any listing they can
   * open, uncounted and unlimited; everyone else spends their budget first (an unknown id costs the
   * same as a known one, so walking ids is limited too) and is counted once per device a day.
   */
  async reveal(input: PhoneRevealInput, viewer: Viewer): Promise<PhoneReveal> {
    const [row] = await this.database.rows<{ user_id: number | null; contact_phone: string; status: string; admin: boolean | null }>(sql`
      SELECT p.user_id, p.contact_phone, p.status,
        ${viewer.userId === null ? sql`false` : sql`(SELECT u.is_admin FROM users u WHERE u.id = ${viewer.userId})`} AS admin
      FROM properties p WHERE p.id = ${input.PropertyId} AND p.deleted_at IS NULL`);
    const answer = (phone: string): PhoneReveal => ({ PropertyId: input.PropertyId, PhoneNumber: phone });
    const own = row !== undefined && viewer.userId !== null && Number(row.user_id) === viewer.userId;
    if (row && (own || row.admin === true)) return answer(row.contact_phone);

    await this.spend(viewer);
    if (!row || row.status !== ListingStatus.Active) {
      throw new ApiError(404, 'This property is not available any more. It may have been sold or removed.', 'PropertyId');
    }
    const who = input.DeviceId ?? (viewer.userId !== null ? `user:${viewer.userId}` : `ip:${viewer.ip}`);
    await this.insight.countReveal(input.PropertyId, who, viewer.userAgent);
    return answer(row.contact_phone);
  }

  private async spend(viewer: Viewer): Promise<void> {
    if (viewer.ownMachine) return;
    const wait = viewer.userId === null ? this.anonymous.take(viewer.ip) : this.signedIn.take(`user:${viewer.userId}`);
    if (wait > 0) throw tooMany(wait);
    // The rate-limit table keeps a hash of the address, not the address.
    const address = createHash('sha256').update(viewer.ip).digest('base64url').slice(0, 22);
    const daily: Array<[Limit, string]> = viewer.userId === null
      ? [[REVEAL_DAILY.anonymousPerAddress, `reveal:anon:${address}`], [REVEAL_DAILY.perAddress, `reveal:ip:${address}`]]
      : [[REVEAL_DAILY.perAccount, `reveal:user:${viewer.userId}`], [REVEAL_DAILY.perAddress, `reveal:ip:${address}`]];
    for (const [limit, bucket] of daily) {
      const { hits, retry } = await this.limiter.record(limit, bucket);
      if (hits > limit.max) throw tooMany(retry);
    }
  }
}
