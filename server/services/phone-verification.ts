import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/connection.ts';
import { phoneCodes, userPhones } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import type { SmsSender } from '../sms/transport.ts';
import { smsMessages } from '../sms/sms-messages.ts';
import { withLocale } from '../../src/contract/i18n.ts';
import type { Locale } from '../../src/contract/locale.ts';
import { normalisePhone } from '../../src/contract/phone.ts';
import {
  PHONE_CODE_LENGTH, PHONE_CODE_MINUTES, PHONE_CODE_TRIES, PHONE_PROOF_HOURS, PhoneMessages, type PhoneCodeSent, type PhoneVerified,
} from '../../src/contract/verification.ts';
import { digest, newSecret } from './crypto.ts';
import { jsonLogger, type Log } from '../log.ts';
import { RateLimiter } from './rate-limit.ts';
import { refreshVerified } from './verification.ts';

/**
 * Each SMS costs money and lands on someone's phone: a number gets a few codes an hour whoever asks
 * (nobody can flood a stranger), an address a few numbers' worth. Wrong codes are counted per number
 * and per address on top of each code's own PHONE_CODE_TRIES, so guessing across fresh codes stops too.
 */
export const phoneLimits = {
  sendsPerNumber: { max: 3, windowSeconds: 60 * 60 },
  sendsPerAddress: { max: 10, windowSeconds: 60 * 60 },
  wrongPerNumber: { max: 10, windowSeconds: 60 * 60 },
  wrongPerAddress: { max: 20, windowSeconds: 60 * 60 },
} as const;

/** "Phone verified": one-time codes by SMS, the numbers accounts have proved, and the badge on listings. */
export class PhoneVerificationService {
  private key: Promise<Buffer> | null = null;

  constructor(
    private readonly database: Database,
    private readonly sms: SmsSender,
    private readonly limiter: RateLimiter,
    /** Told when listings gained the badge: search and pages show it. */
    private readonly onChange: () => void = () => undefined,
    private readonly log: Log = jsonLogger(),
  ) {}

  private get db() { return this.database.db; }

  /** The HMAC key of the codes (migration 0031), read once. */
  private codeKey(): Promise<Buffer> {
    this.key ??= this.database.rows<{ value: string }>(sql`SELECT value FROM server_secrets WHERE name = 'phone-code-key'`).then(([row]) => {
      if (!row) throw new Error('server_secrets has no phone-code-key: migration 0031 makes it');
      return Buffer.from(row.value, 'utf8');
    });
    this.key.catch(() => { this.key = null; });
    return this.key;
  }

  private async codeHash(id: number, phone: string, code: string): Promise<string> {
    return createHmac('sha256', await this.codeKey()).update(`${id}:${phone}:${code}`).digest('hex');
  }

  /**
   * Codes past their minutes and proofs past their hours, kept a day longer than either could be
   * used (the latest code of a number decides whether a new entry is "expired", which a deleted one
   * says as well).
   */
  async purge(): Promise<void> {
    await this.database.rows(sql`DELETE FROM phone_codes
      WHERE created_at < now() - make_interval(hours => ${PHONE_PROOF_HOURS + 24})`);
  }

  /** The numbers a signed-in person has proved, national form. */
  async numbersOf(userId: number): Promise<string[]> {
    const rows = await this.db.select({ phone: userPhones.phone }).from(userPhones).where(eq(userPhones.userId, userId)).orderBy(userPhones.verifiedAt);
    return rows.map((r) => r.phone);
  }

  async sendCode(phone: string, userId: number | null, ip: string, language: Locale = 'en'): Promise<PhoneCodeSent> {
    if (userId !== null) {
      const [known] = await this.db.select({ at: userPhones.verifiedAt }).from(userPhones).where(and(eq(userPhones.userId, userId), eq(userPhones.phone, phone)));
      if (known) return { PhoneNumber: phone, ExpiresAt: new Date().toISOString(), AlreadyVerified: true };
    }
    await this.limiter.hit(phoneLimits.sendsPerAddress, `sms:ip:${ip}`);
    await this.limiter.hit(phoneLimits.sendsPerNumber, `sms:phone:${phone}`);
    const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
    const expiresAt = new Date(Date.now() + PHONE_CODE_MINUTES * 60_000);
    // The row's id is part of what is hashed, so the same code sent twice never hashes alike.
    const [row] = await this.db.insert(phoneCodes).values({ phone, userId, codeHash: '', expiresAt }).returning({ id: phoneCodes.id });
    await this.db.update(phoneCodes).set({ codeHash: await this.codeHash(row!.id, phone, code) }).where(eq(phoneCodes.id, row!.id));
    try {
      await this.sms.send({ to: phone, text: withLocale(language, () => smsMessages.code(code, PHONE_CODE_MINUTES)) });
    } catch (err) {
      // The code never reached the phone: it must not be enterable, and the person may try again.
      await this.db.delete(phoneCodes).where(eq(phoneCodes.id, row!.id));
      this.log('sms not sent', { level: 'error', error: err instanceof Error ? err.message : String(err) });
      throw new ApiError(503, PhoneMessages.smsFailed);
    }
    return { PhoneNumber: phone, ExpiresAt: expiresAt.toISOString(), AlreadyVerified: false };
  }

  /**
   * The latest code sent to the number, entered. Right: the number is proved (remembered by the
   * account, and its listings with the number gain the badge) and a proof is handed back. Wrong: one
   * try of the code and of the number's and the address's budgets is spent.
   */
  async verify(phone: string, code: string, userId: number | null, ip: string): Promise<PhoneVerified> {
    for (const bucket of [`sms-wrong:phone:${phone}`, `sms-wrong:ip:${ip}`]) {
      const used = await this.limiter.peek(bucket);
      const max = bucket.includes(':phone:') ? phoneLimits.wrongPerNumber.max : phoneLimits.wrongPerAddress.max;
      if (used.hits >= max) throw RateLimiter.tooMany(used.retry);
    }
    const [latest] = await this.db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone))
      .orderBy(sql`${phoneCodes.createdAt} DESC, ${phoneCodes.id} DESC`).limit(1);
    const expired = new ApiError(400, PhoneMessages.codeExpired, 'Code');
    if (!latest || latest.verifiedAt || latest.wrongTries >= PHONE_CODE_TRIES || latest.expiresAt.getTime() <= Date.now()) throw expired;
    const expected = Buffer.from(latest.codeHash, 'hex');
    const given = Buffer.from(await this.codeHash(latest.id, phone, code), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      await this.db.update(phoneCodes).set({ wrongTries: sql`${phoneCodes.wrongTries} + 1` }).where(eq(phoneCodes.id, latest.id));
      await this.limiter.record(phoneLimits.wrongPerNumber, `sms-wrong:phone:${phone}`);
      await this.limiter.record(phoneLimits.wrongPerAddress, `sms-wrong:ip:${ip}`);
      throw latest.wrongTries + 1 >= PHONE_CODE_TRIES ? expired : new ApiError(400, PhoneMessages.codeWrong, 'Code');
    }
    const proof = newSecret();
    const now = new Date();
    const changed = await this.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      // Only one request can turn a code into a proof, however many arrive at once.
      const [won] = await db.update(phoneCodes)
        .set({ verifiedAt: now, proofHash: digest(proof), proofExpiresAt: new Date(now.getTime() + PHONE_PROOF_HOURS * 3_600_000) })
        .where(and(eq(phoneCodes.id, latest.id), sql`${phoneCodes.verifiedAt} IS NULL`))
        .returning({ id: phoneCodes.id });
      if (!won) throw expired;
      return userId === null ? false : this.remember(db, userId, phone, now);
    });
    if (changed) this.onChange();
    return { PhoneNumber: phone, VerifiedAt: now.toISOString(), Proof: proof };
  }

  /**
   * The account keeps the number, and its listings showing it gain the badge. True when a public
   * listing changed.
   */
  private async remember(db: Db, userId: number, phone: string, at: Date): Promise<boolean> {
    await db.insert(userPhones).values({ userId, phone, verifiedAt: at }).onConflictDoNothing();
    const mine = sql`p.user_id = ${userId} AND p.contact_phone = ${phone} AND p.deleted_at IS NULL`;
    const rows = await db.execute(sql`UPDATE properties p SET phone_verified_at = ${at} WHERE ${mine} AND p.phone_verified_at IS NULL RETURNING p.id`);
    await refreshVerified(db, mine);
    return ((rows as unknown as { rows?: unknown[] }).rows ?? []).length > 0;
  }

  /**
   * When a listing's contact number was proved, for a submission: by its account earlier, or by a
   * proof from a code entered on the form (which the account then keeps too). Null: not proved.
   */
  async provedAt(db: Db, phoneNumber: string, userId: number | null, proof: string | undefined): Promise<Date | null> {
    const phone = normalisePhone(phoneNumber);
    if (userId !== null) {
      const [known] = await db.select({ at: userPhones.verifiedAt }).from(userPhones).where(and(eq(userPhones.userId, userId), eq(userPhones.phone, phone)));
      if (known) return known.at;
    }
    if (!proof) return null;
    const [row] = await db.select({ at: phoneCodes.verifiedAt }).from(phoneCodes)
      .where(and(eq(phoneCodes.proofHash, digest(proof)), eq(phoneCodes.phone, phone), sql`${phoneCodes.proofExpiresAt} > now()`));
    if (!row?.at) return null;
    if (userId !== null) await db.insert(userPhones).values({ userId, phone, verifiedAt: row.at }).onConflictDoNothing();
    return row.at;
  }
}
