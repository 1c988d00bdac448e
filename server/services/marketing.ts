import { eq } from 'drizzle-orm';
import type { Database, Db } from '../db/connection.ts';
import { marketingContacts } from '../db/schema.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { RecordAnswer } from './idempotency.ts';

const checkLimit = { max: 120, windowSeconds: 60 * 60 };

/** Phone numbers people register for marketing messages: each number once, with who added it. */
export class MarketingService {
  constructor(private readonly database: Database, private readonly limiter: RateLimiter) {}

  async isRegistered(phone: string, userId: number): Promise<boolean> {
    await this.limiter.hit(checkLimit, `marketing:user:${userId}`);
    const [row] = await this.database.db.select({ id: marketingContacts.id }).from(marketingContacts)
      .where(eq(marketingContacts.phone, phone)).limit(1);
    return Boolean(row);
  }

  /**
   * Answers true when the number was added now, false when it was already there. Replays of an
   * Idempotency-Key are answered by the HTTP layer before they can count against the limit.
   */
  async register(phone: string, name: string, userId: number, record: RecordAnswer<boolean>): Promise<boolean> {
    await this.limiter.hit(checkLimit, `marketing:user:${userId}`);
    return this.database.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const added = await db.insert(marketingContacts).values({ phone, name, addedBy: userId })
        .onConflictDoNothing({ target: marketingContacts.phone }).returning({ id: marketingContacts.id });
      const isNew = added.length > 0;
      if (record) await record(db, isNew);
      return isNew;
    });
  }
}
