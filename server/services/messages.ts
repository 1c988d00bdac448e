import { jsonLogger, type Log } from '../log.ts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/connection.ts';
import type { Config } from '../config.ts';
import type { MailMessage } from '../mail/transport.ts';
import type { MailQueue } from '../mail/queue.ts';
import { contactMessages, enquiries, properties } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { ContactInput, EnquiryInput } from '../../src/contract/schemas.ts';
import { contactMail, enquiryMail } from '../mail/templates.ts';
import { envelope } from '../http/envelope.ts';
import { findAnswer, isUniqueViolation, recordAnswer, type IdempotencyKey, type StoredAnswer } from './idempotency.ts';

const limits = {
  enquiryPerAddress: { max: 10, windowSeconds: 60 * 60 },
  enquiryPerSender: { max: 10, windowSeconds: 60 * 60 },
  contactPerAddress: { max: 5, windowSeconds: 60 * 60 },
} as const;

/** Messages people send: enquiries to a listing's owner and the contact form to the site. */
export class MessageService {
  constructor(
    private readonly database: Database,
    private readonly config: Config,
    private readonly mail: MailQueue,
    private readonly limiter: RateLimiter,
    private readonly log: Log = jsonLogger(),
  ) {}

  /**
   * Stores the message and its answer in one transaction, then mails. Callers have already answered
   * a replay from its stored answer (before counting it against a rate limit); a replay racing the
   * first attempt loses on the key's primary key and gets the first answer here.
   */
  private async once(idem: IdempotencyKey | null, write: (db: Db) => Promise<string>, mail: () => MailMessage): Promise<StoredAnswer> {
    let answer: StoredAnswer;
    let mailId: number;
    try {
      ({ answer, mailId } = await this.database.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        const stored: StoredAnswer = { status: 200, body: envelope(true, await write(db), null) };
        if (idem) await recordAnswer(db, idem, stored);
        // The mail commits with the message: it is sent now, or later by the queue, never lost.
        return { answer: stored, mailId: await this.mail.enqueue(db, mail()) };
      }));
    } catch (err) {
      if (idem && isUniqueViolation(err)) {
        const replay = await findAnswer(this.database.db, idem);
        if (replay) return replay;
      }
      throw err;
    }
    await this.mail.sendNow([mailId]);
    return answer;
  }

  async enquire(input: EnquiryInput, ip: string, idem: IdempotencyKey | null = null): Promise<StoredAnswer> {
    if (idem) {
      const replay = await findAnswer(this.database.db, idem);
      if (replay) return replay;
    }
    await this.limiter.hit(limits.enquiryPerAddress, `enquiry:ip:${ip}`);
    await this.limiter.hit(limits.enquiryPerSender, `enquiry:from:${input.emailAddress.toLowerCase()}`);
    const db = this.database.db;
    const active = and(eq(properties.status, 'Active'), isNull(properties.deletedAt));
    // The listing is found by id or URL; a client that knows only the spec's fields is matched by
    // the listing's title and contact address. The recipient always comes from our record.
    const where = input.PropertyId ? and(active, eq(properties.id, input.PropertyId))
      : input.PropertyUrl ? and(active, eq(properties.url, input.PropertyUrl))
        : input.subject && input.ownerEmail
          ? and(active, eq(properties.title, input.subject), eq(sql`lower(${properties.contactEmail})`, input.ownerEmail.toLowerCase()))
          : null;
    if (!where) throw new ApiError(400, 'Please say which property you are asking about.', 'PropertyId');
    const [listing] = await db.select({
      id: properties.id, title: properties.title, url: properties.url, ownerEmail: properties.contactEmail, ownerName: properties.contactFullName,
    }).from(properties).where(where).limit(1);
    if (!listing) throw new ApiError(404, 'This property is not available any more. It may have been sold or removed.');
    return this.once(idem, async (tx) => {
      await tx.insert(enquiries).values({
        propertyId: listing.id, subject: input.subject || listing.title, fullName: input.fullName, email: input.emailAddress,
        phone: input.phoneNumber, message: input.message, senderIp: ip,
      });
      return 'Your message is sent to the owner. They will contact you soon.';
    }, () => enquiryMail(this.config, { listing, enquiry: input }));
  }

  async contact(input: ContactInput, ip: string, idem: IdempotencyKey | null = null): Promise<StoredAnswer> {
    if (idem) {
      const replay = await findAnswer(this.database.db, idem);
      if (replay) return replay;
    }
    await this.limiter.hit(limits.contactPerAddress, `contact:ip:${ip}`);
    return this.once(idem, async (tx) => {
      await tx.insert(contactMessages).values({
        fullName: input.fullName, email: input.emailAddress, phone: input.phoneNumber, subject: input.subject,
        message: input.message, senderIp: ip,
      });
      return 'Thank you for contacting us. We will get back to you soon.';
    }, () => contactMail(this.config, input));
  }
}
