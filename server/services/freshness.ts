import { asLocale } from '../../src/contract/locale.ts';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/connection.ts';
import { freshnessKeys, properties } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { jsonLogger, type Log } from '../log.ts';
import { everyInterval, type StopJob } from '../jobs.ts';
import type { MailQueue } from '../mail/queue.ts';
import { listingExpiredMail, stillAvailableMail } from '../mail/templates.ts';
import {
  EXPIRE_AFTER_DAYS, EXPIRED, FRESHNESS_LINK_DAYS, MIN_NOTICE_DAYS, REMIND_AFTER_DAYS, type ConfirmAvailableResult,
} from '../../src/contract/freshness.ts';
import { FreshnessMessages } from '../../src/contract/freshness-messages.ts';
import { digest, newSecret } from './crypto.ts';

const DAY_MS = 86_400_000;
/** Rows changed per transaction: a first sweep over a large catalogue must not hold one huge transaction. */
const BATCH = 500;
/** From where a confirmation may start: a listing on the site, or one that left it for want of one. */
const CONFIRMABLE = ['Active', EXPIRED] as const;

interface Due {
  id: number;
  title: string;
  confirmed_at: Date | string;
  to_email: string;
  to_name: string;
  to_language: string;
}

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> => (await db.execute(query) as unknown as { rows: T[] }).rows;

/**
 * Freshness. A sweep, run by one instance at a time, reminds the owners of
 * Active listings not confirmed for REMIND_AFTER_DAYS and takes those past EXPIRE_AFTER_DAYS off the
 * site as status Expired, so every read that asks for status = 'Active' leaves them out without a
 * date condition of its own. Each step is idempotent: a reminder is marked on the row in the
 * transaction that queues its mail, and only Active rows expire, so a second run mails nobody twice.
 */
export class FreshnessService {
  /** The sweep's and confirmations' clock; tests move it instead of waiting weeks. */
  now: () => Date = () => new Date();

  constructor(
    private readonly database: Database,
    private readonly config: Config,
    private readonly mail: MailQueue,
    /** Told when a listing leaves or comes back to search (search's cache, photo access). */
    private readonly onChange: () => void = () => undefined,
    private readonly log: Log = jsonLogger(),
  ) {}

  /** A new single-use link for the listing, stored as its hash. */
  private async newKey(db: Db, propertyId: number, now: Date): Promise<string> {
    const key = newSecret();
    await db.insert(freshnessKeys).values({
      propertyId, keyHash: digest(key), createdAt: now, expiresAt: new Date(now.getTime() + FRESHNESS_LINK_DAYS * DAY_MS),
    });
    return key;
  }

  /** Takes up to BATCH listings by `pick` (row-locked, skipping rows another transaction holds), changes them by `set`, mails each. */
  private async round(now: Date, pick: SQL, set: SQL, mailFor: (row: Due, key: string) => ReturnType<typeof stillAvailableMail>): Promise<{ n: number; mailIds: number[] }> {
    return this.database.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const rows = await rowsOf<Due>(db, sql`
        WITH due AS (
          SELECT id FROM properties
          WHERE status = 'Active' AND deleted_at IS NULL AND ${pick}
          ORDER BY confirmed_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
        ), changed AS (
          UPDATE properties p SET ${set} FROM due WHERE p.id = due.id AND p.status = 'Active'
          RETURNING p.id, p.title, p.confirmed_at, p.user_id, p.contact_email, p.contact_full_name, p.contact_language
        )
        SELECT c.id, c.title, c.confirmed_at, COALESCE(u.email, c.contact_email) AS to_email,
          COALESCE(NULLIF(u.first_name, ''), c.contact_full_name) AS to_name, COALESCE(u.language, c.contact_language) AS to_language
        FROM changed c LEFT JOIN users u ON u.id = c.user_id`);
      const mailIds: number[] = [];
      for (const row of rows) {
        const key = await this.newKey(db, Number(row.id), now);
        mailIds.push(await this.mail.enqueue(db, mailFor(row, key)));
      }
      return { n: rows.length, mailIds };
    });
  }

  /**
   * One sweep: first the listings past EXPIRE_AFTER_DAYS whose owner was reminded at least
   * MIN_NOTICE_DAYS ago leave search; then the owners of those past REMIND_AFTER_DAYS not yet
   * reminded in this cycle are mailed. Expiring first means a listing reminded in this sweep cannot
   * also expire in it.
   */
  async sweep(): Promise<{ reminded: number; expired: number }> {
    const now = this.now();
    const at = now.toISOString();
    const ago = (days: number) => sql`${new Date(now.getTime() - days * DAY_MS).toISOString()}::timestamptz`;
    let expired = 0;
    let reminded = 0;
    for (;;) {
      const r = await this.round(now,
        sql`confirmed_at <= ${ago(EXPIRE_AFTER_DAYS)} AND freshness_reminded_at IS NOT NULL AND freshness_reminded_at <= ${ago(MIN_NOTICE_DAYS)}`,
        sql`status = ${EXPIRED}, updated_at = ${at}::timestamptz`,
        (row, key) => listingExpiredMail(this.config, { to: row.to_email, name: row.to_name, title: row.title, key, linkDays: FRESHNESS_LINK_DAYS, language: asLocale(row.to_language) }));
      expired += r.n;
      if (r.n) this.onChange();
      await this.mail.sendNow(r.mailIds);
      if (r.n < BATCH) break;
    }
    for (;;) {
      const r = await this.round(now,
        sql`confirmed_at <= ${ago(REMIND_AFTER_DAYS)} AND freshness_reminded_at IS NULL`,
        sql`freshness_reminded_at = ${at}::timestamptz`,
        (row, key) => stillAvailableMail(this.config, {
          to: row.to_email, name: row.to_name, title: row.title, key, linkDays: FRESHNESS_LINK_DAYS, language: asLocale(row.to_language),
          // The earliest it can leave search: 45 days after the confirmation, and never before the notice.
          expiresOn: new Date(Math.max(new Date(row.confirmed_at).getTime() + EXPIRE_AFTER_DAYS * DAY_MS, now.getTime() + MIN_NOTICE_DAYS * DAY_MS)),
        }));
      reminded += r.n;
      await this.mail.sendNow(r.mailIds);
      if (r.n < BATCH) break;
    }
    if (expired || reminded) this.log('freshness sweep', { reminded, expired });
    return { reminded, expired };
  }

  /** Every hour (the first a minute after start), by one instance of those sharing the database. */
  start(intervalMs = 60 * 60_000): StopJob {
    return everyInterval(intervalMs, 'freshness sweep', () => this.database.exclusive('freshness', () => this.sweep()), this.log, 60_000);
  }

  /**
   * Marks the listing confirmed now, in the caller's transaction: Active stays Active with a new
   * cycle, Expired comes back to Active. `owner` limits it to that account's listings.
   */
  private async confirm(db: Db, propertyId: number, owner: number | null): Promise<ConfirmAvailableResult | null> {
    const now = this.now();
    const where = and(
      eq(properties.id, propertyId), isNull(properties.deletedAt), inArray(properties.status, [...CONFIRMABLE]),
      owner === null ? undefined : eq(properties.userId, owner),
    );
    const [before] = await db.select({ status: properties.status }).from(properties).where(where).for('update');
    if (!before) return null;
    await db.update(properties).set({ status: 'Active', confirmedAt: now, freshnessRemindedAt: null, updatedAt: now }).where(eq(properties.id, propertyId));
    return { PropertyId: propertyId, Renewed: before.status === EXPIRED, ConfirmedAt: now.toISOString() };
  }

  /** The owner's 'Confirm available' or 'Renew' in My Properties. Anyone else's listing is not found. */
  async confirmOwn(userId: number, propertyId: number): Promise<ConfirmAvailableResult> {
    const result = await this.database.db.transaction(async (tx) => this.confirm(tx as unknown as Db, propertyId, userId));
    if (!result) throw new ApiError(404, FreshnessMessages.notConfirmable, 'PropertyId');
    // The card's 'Confirmed available' date changes too, not only an expired listing's place in search.
    this.onChange();
    return result;
  }

  /**
   * The mailed link's button: no login, the key is the permission, and it works once. A used,
   * expired or unknown key is refused with a message that says which.
   */
  async confirmByKey(key: string): Promise<{ title: string; result: ConfirmAvailableResult }> {
    const now = this.now();
    const hash = digest(key);
    const outcome = await this.database.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const [k] = await db.select().from(freshnessKeys).where(eq(freshnessKeys.keyHash, hash)).for('update');
      if (!k) throw new ApiError(400, FreshnessMessages.linkInvalid, 'key');
      if (k.usedAt) throw new ApiError(400, FreshnessMessages.linkUsed, 'key');
      if (k.expiresAt.getTime() <= now.getTime()) throw new ApiError(400, FreshnessMessages.linkExpired, 'key');
      const result = await this.confirm(db, k.propertyId, null);
      if (!result) throw new ApiError(409, FreshnessMessages.linkGone, 'key');
      await db.update(freshnessKeys).set({ usedAt: now }).where(eq(freshnessKeys.id, k.id));
      const [p] = await db.select({ title: properties.title }).from(properties).where(eq(properties.id, k.propertyId));
      return { title: p?.title ?? '', result };
    });
    this.onChange();
    return outcome;
  }
}
