import { asLocale, type Locale } from '../../src/contract/locale.ts';
import { jsonLogger, type Log } from '../log.ts';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/connection.ts';
import type { Config } from '../config.ts';
import type { MailMessage } from '../mail/transport.ts';
import type { MailQueue } from '../mail/queue.ts';
import { contactMessages, enquiries, enquiryLinks, enquiryMessages, properties } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { ContactInput, EnquiryInput } from '../../src/contract/schemas.ts';
import { contactMail, enquiryMail, threadConfirmMail } from '../mail/templates.ts';
import type { PushService } from '../push/service.ts';
import {
  EnquiryMessages, type AdminHeldEnquiry, type AdminHeldEnquiryInput, type EnquiryReleaseInput, type HeldReason,
} from '../../src/contract/enquiries.ts';
import { adminActor, recordAudit } from './audit.ts';
import { EnquiryThreadService } from './enquiry-threads.ts';
import { spamReason } from './enquiry-spam.ts';
import { digest } from './crypto.ts';
import { mailboxOf } from '../mail/mailbox.ts';
import type { RecordAnswer } from './idempotency.ts';

const limits = {
  enquiryPerAddress: { max: 10, windowSeconds: 60 * 60 },
  enquiryPerSender: { max: 10, windowSeconds: 60 * 60 },
  // A signed-in buyer's enquiries, wherever they send them from.
  enquiryPerAccount: { max: 20, windowSeconds: 60 * 60 },
  contactPerAddress: { max: 5, windowSeconds: 60 * 60 },
} as const;

/** The console lists this many held enquiries at a time, oldest first; deciding them brings the next. */
const HELD_QUEUE_PAGE = 50;

/** A held enquiry in the audit log: who wrote about which listing. */
const heldLabel = (row: { fullName: string; title: string }) => `${row.fullName} about "${row.title}"`;

/** Messages people send: enquiries to a listing's owner and the contact form to the site. */
export class MessageService {
  constructor(
    private readonly database: Database,
    private readonly config: Config,
    private readonly mail: MailQueue,
    private readonly limiter: RateLimiter,
    private readonly threads: EnquiryThreadService,
    private readonly push: PushService,
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

  /**
   * Stores the enquiry as the first message of a thread between the listing's poster and the buyer
   * (an account's when sent with its bearer) and mails the poster the spec's enquiry, with a push to their
   * subscribed browsers. A first enquiry without an account that reads like spam is held instead:
   * stored, not shown or sent to the poster, and the buyer is mailed a link that sends it on.
   */
  async enquire(input: EnquiryInput, sender: { ip: string; userId: number | null; language?: Locale | undefined }, record: RecordAnswer<string> = null): Promise<string> {
    const { ip, userId } = sender;
    await this.limiter.hit(limits.enquiryPerAddress, `enquiry:ip:${ip}`);
    await this.limiter.hit(limits.enquiryPerSender, `enquiry:from:${mailboxOf(input.emailAddress)}`);
    if (userId !== null) await this.limiter.hit(limits.enquiryPerAccount, `enquiry:user:${userId}`);
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
      userId: properties.userId,
      // The listing's contact reads the mail: in the account's language, or the one it was submitted in.
      ownerLanguage: sql<string | null>`COALESCE((SELECT language FROM users WHERE users.id = ${properties.userId}), ${properties.contactLanguage})`,
    }).from(properties).where(where).limit(1);
    if (!listing) throw new ApiError(404, 'This property is not available any more. It may have been sold or removed.');
    // The thread is an account's ("My enquiries") only when its bearer sent it: a typed address proves
    // nothing, and attaching by it let anyone write in another person's name, past the spam hold, and
    // learn which addresses have accounts. Without a bearer the buyer has the thread by its mailed link.
    const buyerUserId = userId;
    const held = buyerUserId === null ? spamReason(`${input.fullName}\n${input.message}`) : null;
    const { said, mailId, pushIds } = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const [thread] = await t.insert(enquiries).values({
        propertyId: listing.id, subject: input.subject || listing.title, fullName: input.fullName, email: input.emailAddress,
        phone: input.phoneNumber, message: input.message, senderIp: ip, posterUserId: listing.userId, buyerUserId,
        heldReason: held,
      }).returning({ id: enquiries.id });
      const threadId = thread!.id;
      await t.insert(enquiryMessages).values({ enquiryId: threadId, author: 'buyer', body: input.message });
      let said: string;
      let mailId: number;
      let pushIds: number[] = [];
      if (held) {
        said = EnquiryMessages.held;
        const key = await EnquiryThreadService.newLink(t, threadId);
        mailId = await this.mail.enqueue(t, threadConfirmMail(this.config, {
          to: input.emailAddress, buyerName: input.fullName, title: listing.title, threadId, key, language: sender.language,
        }));
      } else {
        said = 'Your message is sent to the owner. They will contact you soon.';
        mailId = await this.mail.enqueue(t, enquiryMail(this.config, {
          listing: { ...listing, ownerLanguage: asLocale(listing.ownerLanguage) }, enquiry: input, threadId: listing.userId === null ? null : threadId,
        }));
        pushIds = await this.threads.notifyPoster(t, { id: threadId, posterUserId: listing.userId, fullName: input.fullName, title: listing.title }, input.message);
      }
      if (record) await record(t, said);
      // The mail commits with the message: it is sent now, or later by the queue, never lost.
      return { said, mailId, pushIds };
    });
    await this.mail.sendNow([mailId]);
    await this.push.sendNow(pushIds);
    return said;
  }

  /**
   * The buyer confirms a held enquiry from the mailed link: it goes to the poster as a new one would
   * have. Confirming twice (a second tap, a mail scanner) is a success that sends nothing more.
   */
  async release(input: EnquiryReleaseInput): Promise<void> {
    const [link] = await this.database.db.select({ id: enquiryLinks.enquiryId }).from(enquiryLinks)
      .where(and(eq(enquiryLinks.enquiryId, input.ThreadId), eq(enquiryLinks.tokenHash, digest(input.Key)))).limit(1);
    if (!link) throw new ApiError(404, EnquiryMessages.notFound);
    await this.sendHeld(input.ThreadId);
  }

  /** Held first enquiries for the admin's queue, oldest first: what was written, never the sender's address or number. */
  async heldQueue(): Promise<AdminHeldEnquiry[]> {
    const rows = await this.database.db.select({
      id: enquiries.id, propertyId: enquiries.propertyId, url: properties.url, title: properties.title, fullName: enquiries.fullName,
      message: enquiries.message, createdAt: enquiries.createdAt, reason: enquiries.heldReason,
      live: sql<boolean>`(${properties.status} = 'Active' AND ${properties.deletedAt} IS NULL)`,
    }).from(enquiries).innerJoin(properties, eq(properties.id, enquiries.propertyId))
      .where(isNotNull(enquiries.heldReason)).orderBy(asc(enquiries.createdAt), asc(enquiries.id)).limit(HELD_QUEUE_PAGE);
    return rows.map((r) => ({
      ThreadId: r.id, PropertyId: r.propertyId, PropertyUrl: r.url, PropertyTitle: r.title, ListingLive: Boolean(r.live),
      BuyerName: r.fullName, Message: r.message, ReceivedAt: r.createdAt.toISOString(), Reason: r.reason as HeldReason,
    }));
  }

  /**
   * An admin sends a held enquiry on: exactly the buyer's confirmation, with an audit entry in its
   * transaction. A second release (two admins, a double tap) is a success that sends and records nothing.
   */
  async adminRelease(adminId: number, input: AdminHeldEnquiryInput): Promise<string> {
    const released = await this.sendHeld(input.ThreadId, async (t, row) => {
      await recordAudit(t, {
        ...(await adminActor(t, adminId)), action: 'enquiry-release', targetKind: 'enquiry', targetId: row.id, targetLabel: heldLabel(row), reason: null,
      });
    });
    return released ? EnquiryMessages.adminReleased : EnquiryMessages.adminAlreadyReleased;
  }

  /** An admin deletes a held enquiry for good (its messages and links go with it), recorded in the audit log. */
  async adminDelete(adminId: number, input: AdminHeldEnquiryInput): Promise<string> {
    await this.database.db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const [row] = await t.select({ id: enquiries.id, heldReason: enquiries.heldReason, fullName: enquiries.fullName, title: properties.title })
        .from(enquiries).innerJoin(properties, eq(properties.id, enquiries.propertyId)).where(eq(enquiries.id, input.ThreadId)).for('update', { of: enquiries });
      if (!row) throw new ApiError(404, EnquiryMessages.adminNotFound, 'ThreadId');
      // A released enquiry is a conversation its poster can see: not the console's to remove.
      if (row.heldReason === null) throw new ApiError(409, EnquiryMessages.adminNotHeld, 'ThreadId');
      await t.delete(enquiries).where(eq(enquiries.id, row.id));
      await recordAudit(t, {
        ...(await adminActor(t, adminId)), action: 'enquiry-delete', targetKind: 'enquiry', targetId: row.id, targetLabel: heldLabel(row), reason: row.heldReason,
      });
    });
    return EnquiryMessages.adminDeleted;
  }

  /**
   * Sends a held enquiry on as a new one, dated now (so the poster's response figure counts from
   * when they could first see it): the spec's mail to the poster through the durable queue and a push
   * to their browsers, committed with the release. Only the one transaction that clears the hold
   * sends anything, so a release repeated or racing another sends once; it answers whether this one
   * did. A thread that does not exist is a 404 naming ThreadId.
   */
  private async sendHeld(threadId: number, alsoInTransaction?: (t: Db, row: { id: number; fullName: string; title: string }) => Promise<void>): Promise<boolean> {
    const db = this.database.db;
    const [row] = await db.select({
      id: enquiries.id, heldReason: enquiries.heldReason, fullName: enquiries.fullName, email: enquiries.email, phone: enquiries.phone,
      message: enquiries.message, posterUserId: enquiries.posterUserId, title: properties.title, url: properties.url,
      ownerEmail: properties.contactEmail, ownerName: properties.contactFullName,
      ownerLanguage: sql<string | null>`COALESCE((SELECT language FROM users WHERE users.id = ${properties.userId}), ${properties.contactLanguage})`,
    }).from(enquiries).innerJoin(properties, eq(properties.id, enquiries.propertyId))
      .where(eq(enquiries.id, threadId)).limit(1);
    if (!row) throw new ApiError(404, EnquiryMessages.adminNotFound, 'ThreadId');
    if (row.heldReason === null) return false;
    const sent = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const released = await t.update(enquiries).set({ heldReason: null, createdAt: sql`now()`, lastMessageAt: sql`now()` })
        .where(and(eq(enquiries.id, row.id), isNotNull(enquiries.heldReason))).returning({ id: enquiries.id });
      if (released.length === 0) return null;
      const mailId = await this.mail.enqueue(t, enquiryMail(this.config, {
        listing: { title: row.title, url: row.url, ownerEmail: row.ownerEmail, ownerName: row.ownerName, ownerLanguage: asLocale(row.ownerLanguage) },
        enquiry: { fullName: row.fullName, emailAddress: row.email, phoneNumber: row.phone, message: row.message },
        threadId: row.posterUserId === null ? null : row.id,
      }));
      const pushIds = await this.threads.notifyPoster(t, { id: row.id, posterUserId: row.posterUserId, fullName: row.fullName, title: row.title }, row.message);
      if (alsoInTransaction) await alsoInTransaction(t, row);
      return { mailId, pushIds };
    });
    if (!sent) return false;
    await this.mail.sendNow([sent.mailId]);
    await this.push.sendNow(sent.pushIds);
    return true;
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
