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
 * Each SMS costs money and lands on someone's phone: a number gets a few codes an hour and a day
 * whoever asks (nobody can flood a stranger), an address a few numbers' worth. Guesses are charged to
 * whoever makes them (their address, and their account when signed in), never to the number: a
 * budget per number let a stranger lock the owner out with a dozen wrong guesses. Each code's own
 * PHONE_CODE_TRIES and the sends per number bound the guesses at any one number.
 */
export const phoneLimits = {
  sendsPerNumber: { max: 3, windowSeconds: 60 * 60 },
  sendsPerNumberDaily: { max: 8, windowSeconds: 24 * 60 * 60 },
  sendsPerAddress: { max: 10, windowSeconds: 60 * 60 },
  triesPerAddress: { max: 20, windowSeconds: 60 * 60 },
  triesPerAccount: { max: 20, windowSeconds: 60 * 60 },
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
    await this.limiter.hit(phoneLimits.sendsPerNumberDaily, `sms-day:phone:${phone}`);
    const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
    const expiresAt = new Date(Date.now() + PHONE_CODE_MINUTES * 60_000);
    // The row's id is part of what is hashed, so the same code sent twice never hashes alike; one
    // transaction, so no row is ever left without its hash. The key is read before it: PGlite has
    // one connection, and a read outside the open transaction would wait for it forever.
    await this.codeKey();
    const row = await this.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const [made] = await db.insert(phoneCodes).values({ phone, userId, codeHash: '', expiresAt }).returning({ id: phoneCodes.id });
      await db.update(phoneCodes).set({ codeHash: await this.codeHash(made!.id, phone, code) }).where(eq(phoneCodes.id, made!.id));
      return made!;
    });
    try {
      await this.sms.send({ to: phone, text: withLocale(language, () => smsMessages.code(code, PHONE_CODE_MINUTES)) });
    } catch (err) {
      // The code never reached the phone: it must not be enterable, and the person may try again.
      await this.db.delete(phoneCodes).where(eq(phoneCodes.id, row.id));
      this.log('sms not sent', { level: 'error', error: err instanceof Error ? err.message : String(err) });
      throw new ApiError(503, PhoneMessages.smsFailed);
    }
    return { PhoneNumber: phone, ExpiresAt: expiresAt.toISOString(), AlreadyVerified: false };
  }

  /**
   * A code sent to the number, entered. Every code of the number still alive counts (a stranger
   * asking for a new one must not void the one the owner is typing). Right: the number is proved
   * (remembered by the account, and its listings with the number gain the badge) and a proof is
   * handed back. Each guess is paid for before it is compared: a try of every live code, claimed in
   * one statement whose row locks make parallel guesses queue and re-check the tries left, and one
   * of the caller's own budget. Compared first and counted after, 150 guesses sent at once were all
   * judged against one code on PostgreSQL.
   */
  async verify(phone: string, code: string, userId: number | null, ip: string): Promise<PhoneVerified> {
    await this.limiter.hit(phoneLimits.triesPerAddress, `sms-try:ip:${ip}`);
    if (userId !== null) await this.limiter.hit(phoneLimits.triesPerAccount, `sms-try:user:${userId}`);
    const expired = new ApiError(400, PhoneMessages.codeExpired, 'Code');
    const live = await this.database.rows<{ id: number | string; code_hash: string; wrong_tries: number }>(sql`
      UPDATE phone_codes SET wrong_tries = wrong_tries + 1
      WHERE phone = ${phone} AND verified_at IS NULL AND wrong_tries < ${PHONE_CODE_TRIES} AND expires_at > now() AND code_hash <> ''
      RETURNING id, code_hash, wrong_tries`);
    let match: number | null = null;
    for (const row of live) {
      const expected = Buffer.from(row.code_hash, 'hex');
      const given = Buffer.from(await this.codeHash(Number(row.id), phone, code), 'hex');
      if (expected.length === given.length && timingSafeEqual(expected, given)) match = Number(row.id);
    }
    if (match === null) {
      throw live.some((r) => Number(r.wrong_tries) < PHONE_CODE_TRIES) ? new ApiError(400, PhoneMessages.codeWrong, 'Code') : expired;
    }
    const proof = newSecret();
    const now = new Date();
    const changed = await this.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      // Only one request can turn a code into a proof, however many arrive at once; the right
      // guess gives its try back.
      const [won] = await db.update(phoneCodes)
        .set({ verifiedAt: now, proofHash: digest(proof), proofExpiresAt: new Date(now.getTime() + PHONE_PROOF_HOURS * 3_600_000), wrongTries: sql`${phoneCodes.wrongTries} - 1` })
        .where(and(eq(phoneCodes.id, match), sql`${phoneCodes.verifiedAt} IS NULL`))
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
    // A proof is spent by the listing it proves: handed on, it would badge any number of strangers'
    // listings (an account keeps the number instead, below). Inside the submission's transaction,
    // so a submission that fails gives it back.
    const [row] = await db.update(phoneCodes).set({ proofHash: null })
      .where(and(eq(phoneCodes.proofHash, digest(proof)), eq(phoneCodes.phone, phone), sql`${phoneCodes.proofExpiresAt} > now()`))
      .returning({ at: phoneCodes.verifiedAt });
    if (!row?.at) return null;
    if (userId !== null) await db.insert(userPhones).values({ userId, phone, verifiedAt: row.at }).onConflictDoNothing();
    return row.at;
  }
}
