import { asLocale } from '../../src/contract/locale.ts';
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
import { mailboxOf } from '../mail/mailbox.ts';
import type { RecordAnswer } from './idempotency.ts';

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
   * Stores the message and, for a request with an Idempotency-Key, its answer in one transaction,
   * then mails. The message said back to the sender is the result. Replays never reach here: the
   * HTTP layer answers them from the stored answer before counting them against a rate limit.
   */
  private async store(record: RecordAnswer<string>, write: (db: Db) => Promise<string>, mail: () => MailMessage): Promise<string> {
    const { said, mailId } = await this.database.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const said = await write(db);
      if (record) await record(db, said);
      // The mail commits with the message: it is sent now, or later by the queue, never lost.
      return { said, mailId: await this.mail.enqueue(db, mail()) };
    });
    await this.mail.sendNow([mailId]);
    return said;
  }

  async enquire(input: EnquiryInput, ip: string, record: RecordAnswer<string> = null): Promise<string> {
    await this.limiter.hit(limits.enquiryPerAddress, `enquiry:ip:${ip}`);
    await this.limiter.hit(limits.enquiryPerSender, `enquiry:from:${mailboxOf(input.emailAddress)}`);
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
      // The listing's contact reads the mail: in the account's language, or the one it was submitted in.
      ownerLanguage: sql<string | null>`COALESCE((SELECT language FROM users WHERE users.id = ${properties.userId}), ${properties.contactLanguage})`,
    }).from(properties).where(where).limit(1);
    if (!listing) throw new ApiError(404, 'This property is not available any more. It may have been sold or removed.');
    return this.store(record, async (tx) => {
      await tx.insert(enquiries).values({
        propertyId: listing.id, subject: input.subject || listing.title, fullName: input.fullName, email: input.emailAddress,
        phone: input.phoneNumber, message: input.message, senderIp: ip,
      });
      return 'Your message is sent to the owner. They will contact you soon.';
    }, () => enquiryMail(this.config, { listing: { ...listing, ownerLanguage: asLocale(listing.ownerLanguage) }, enquiry: input }));
  }

  async contact(input: ContactInput, ip: string, record: RecordAnswer<string> = null): Promise<string> {
    await this.limiter.hit(limits.contactPerAddress, `contact:ip:${ip}`);
    return this.store(record, async (tx) => {
      await tx.insert(contactMessages).values({
        fullName: input.fullName, email: input.emailAddress, phone: input.phoneNumber, subject: input.subject,
        message: input.message, senderIp: ip,
      });
      return 'Thank you for contacting us. We will get back to you soon.';
    }, () => contactMail(this.config, input));
  }
}
