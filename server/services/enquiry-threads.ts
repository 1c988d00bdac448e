import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/connection.ts';
import type { Config } from '../config.ts';
import type { MailQueue } from '../mail/queue.ts';
import type { PushService } from '../push/service.ts';
import { enquiries, enquiryLinks, enquiryMessages, properties, users } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { asLocale } from '../../src/contract/locale.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { RecordAnswer } from './idempotency.ts';
import { digest, newSecret } from './crypto.ts';
import { threadBuyerMail, threadReplyMail, type ThreadLink } from '../mail/templates.ts';
import { responseFigure } from './response-figure.ts';
import {
  EnquiryMessages, FIGURE_WINDOW_DAYS, type EnquiryHandledInput, type EnquiryInbox, type EnquiryReplyInput, type EnquiryRole, type EnquiryStatus,
  type EnquiryStatusInput, type EnquiryThread, type EnquiryThreadSummary, type HandledVia, type ResponseFigure, type ResponseFigureAnswer,
} from '../../src/contract/enquiries.ts';

/** Who asks: a signed-in account, and/or the key of a mailed link; the address for limits. */
export interface Reader {
  userId: number | null;
  key?: string | undefined;
  ip: string;
}

const limits = {
  // A poster answering a busy week's enquiries; a script sending through a stolen session is stopped.
  replyPerAccount: { max: 120, windowSeconds: 60 * 60 },
  // A buyer's follow-ups by mailed link, per address and per thread: a conversation, not a flood.
  replyPerAddress: { max: 30, windowSeconds: 60 * 60 },
  replyPerThread: { max: 20, windowSeconds: 60 * 60 },
  // Reading by link: guessing keys is hopeless (256 bits), and this keeps anyone from trying at scale.
  readPerAddress: { max: 300, windowSeconds: 60 * 60 },
} as const;

/** A list's preview of the newest message. */
const PREVIEW_CHARS = 140;

interface ThreadRow {
  id: number;
  propertyId: number;
  posterUserId: number | null;
  buyerUserId: number | null;
  status: string;
  fullName: string;
  email: string;
  handledVia: string | null;
  heldReason: string | null;
  propertyUrl: string;
  title: string;
  posterName: string;
  posterEmail: string;
  posterPhone: string;
  listingLive: boolean;
  posterLanguage: string | null;
  buyerLanguage: string | null;
}

/**
 * Enquiries as conversations between a listing's poster and a buyer. A thread is read and written
 * only by its two sides: the poster's account, and the buyer's account or the key of a link mailed to
 * the buyer. Anyone else gets the same 404 as for a thread that does not exist, so ids tell nothing.
 * Neither side's address or number is in an answer; the poster's published phone is, for the buyer.
 */
export class EnquiryThreadService {
  constructor(
    private readonly database: Database,
    private readonly config: Config,
    private readonly mail: MailQueue,
    private readonly push: PushService,
    private readonly limiter: RateLimiter,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A new mailed link to the thread for its buyer; only its digest is kept. */
  static async newLink(db: Db, threadId: number): Promise<string> {
    const key = newSecret();
    await db.insert(enquiryLinks).values({ tokenHash: digest(key), enquiryId: threadId });
    return key;
  }

  private async row(db: Db, threadId: number): Promise<ThreadRow | undefined> {
    const [row] = await db.select({
      id: enquiries.id, propertyId: enquiries.propertyId, posterUserId: enquiries.posterUserId, buyerUserId: enquiries.buyerUserId,
      status: enquiries.status, fullName: enquiries.fullName, email: enquiries.email, handledVia: enquiries.handledVia,
      heldReason: enquiries.heldReason, propertyUrl: properties.url, title: properties.title, posterName: properties.contactFullName,
      posterEmail: properties.contactEmail, posterPhone: properties.contactPhone,
      listingLive: sql<boolean>`(${properties.status} = 'Active' AND ${properties.deletedAt} IS NULL)`,
      posterLanguage: sql<string | null>`COALESCE((SELECT language FROM users WHERE users.id = ${enquiries.posterUserId}), ${properties.contactLanguage})`,
      buyerLanguage: sql<string | null>`(SELECT language FROM users WHERE users.id = ${enquiries.buyerUserId})`,
    }).from(enquiries).innerJoin(properties, eq(properties.id, enquiries.propertyId)).where(eq(enquiries.id, threadId)).limit(1);
    return row;
  }

  /**
   * The thread and the reader's side of it, or a 404. A key names the buyer's side of exactly its
   * own thread; an account is the poster (never of a held thread) or the buyer. A held thread is the
   * buyer's alone until they confirm it.
   */
  private async access(db: Db, reader: Reader, threadId: number): Promise<{ row: ThreadRow; role: EnquiryRole }> {
    const row = await this.row(db, threadId);
    if (row && reader.key) {
      const [link] = await db.select({ id: enquiryLinks.enquiryId }).from(enquiryLinks)
        .where(and(eq(enquiryLinks.tokenHash, digest(reader.key)), eq(enquiryLinks.enquiryId, threadId))).limit(1);
      if (link) return { row, role: 'buyer' };
    } else if (row && reader.userId !== null) {
      if (row.posterUserId === reader.userId && row.heldReason === null) return { row, role: 'poster' };
      if (row.buyerUserId === reader.userId) return { row, role: 'buyer' };
    }
    throw new ApiError(404, EnquiryMessages.notFound);
  }

  private async view(db: Db, row: ThreadRow, role: EnquiryRole): Promise<EnquiryThread> {
    const messages = await db.select().from(enquiryMessages).where(eq(enquiryMessages.enquiryId, row.id)).orderBy(asc(enquiryMessages.id));
    return {
      ThreadId: row.id, Role: role, PropertyId: row.propertyId, PropertyUrl: row.propertyUrl, PropertyTitle: row.title,
      BuyerName: row.fullName, PosterName: row.posterName,
      // What the poster published, and only while the listing is public: the buyer's WhatsApp and Call.
      PosterPhone: role === 'buyer' && row.listingLive ? row.posterPhone : '',
      Status: row.status as EnquiryStatus, HandledVia: row.handledVia as HandledVia | null, Held: row.heldReason !== null,
      Messages: messages.map((msg) => ({ MessageId: msg.id, Author: msg.author as EnquiryRole, Body: msg.body, SentAt: msg.createdAt.toISOString() })),
    };
  }

  async thread(reader: Reader, threadId: number): Promise<EnquiryThread> {
    if (reader.key) await this.limiter.hit(limits.readPerAddress, `enquiry-read:ip:${reader.ip}`);
    const db = this.database.db;
    const { row, role } = await this.access(db, reader, threadId);
    return this.view(db, row, role);
  }

  private async summaries(where: ReturnType<typeof and>, role: EnquiryRole): Promise<EnquiryThreadSummary[]> {
    const db = this.database.db;
    const rows = await db.select({
      id: enquiries.id, propertyId: enquiries.propertyId, status: enquiries.status, fullName: enquiries.fullName,
      handledVia: enquiries.handledVia, lastMessageAt: enquiries.lastMessageAt, propertyUrl: properties.url, title: properties.title,
      posterName: properties.contactFullName,
    }).from(enquiries).innerJoin(properties, eq(properties.id, enquiries.propertyId))
      .where(where).orderBy(desc(enquiries.lastMessageAt), desc(enquiries.id)).limit(500);
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    // The newest message of each thread, and how many there are.
    const last = await db.select({
      enquiryId: enquiryMessages.enquiryId, author: enquiryMessages.author, body: enquiryMessages.body,
      count: sql<number>`(count(*) OVER (PARTITION BY ${enquiryMessages.enquiryId}))::int`,
      rank: sql<number>`(row_number() OVER (PARTITION BY ${enquiryMessages.enquiryId} ORDER BY ${enquiryMessages.id} DESC))::int`,
    }).from(enquiryMessages).where(inArray(enquiryMessages.enquiryId, ids));
    const newest = new Map(last.filter((l) => Number(l.rank) === 1).map((l) => [l.enquiryId, l]));
    return rows.map((r) => {
      const m = newest.get(r.id);
      const body = m?.body ?? '';
      return {
        ThreadId: r.id, PropertyId: r.propertyId, PropertyUrl: r.propertyUrl, PropertyTitle: r.title,
        OtherName: role === 'poster' ? r.fullName : r.posterName, Status: r.status as EnquiryStatus,
        LastMessage: body.length > PREVIEW_CHARS ? `${body.slice(0, PREVIEW_CHARS - 1)}…` : body,
        LastMessageAt: r.lastMessageAt.toISOString(), LastAuthor: (m?.author ?? 'buyer') as EnquiryRole,
        MessageCount: Number(m?.count ?? 0), HandledVia: r.handledVia as HandledVia | null,
      };
    });
  }

  /** The poster's inbox: threads about their listings, held ones apart. */
  async inbox(userId: number): Promise<EnquiryInbox> {
    const threads = await this.summaries(and(eq(enquiries.posterUserId, userId), isNull(enquiries.heldReason)), 'poster');
    return { Threads: threads, NewCount: threads.filter((t) => t.Status === 'new').length };
  }

  /** The signed-in buyer's own enquiries. */
  async mine(userId: number): Promise<EnquiryThreadSummary[]> {
    return this.summaries(and(eq(enquiries.buyerUserId, userId)), 'buyer');
  }

  /**
   * A message from either side. The poster's answer is mailed to the buyer (with a fresh link when
   * they have no account) and its first one dates the poster's reply; the buyer's reaches the poster
   * by push when they subscribed, by mail otherwise. A closed thread takes no message from the buyer;
   * the poster writing in it opens it again.
   */
  async reply(reader: Reader, input: EnquiryReplyInput, record: RecordAnswer<EnquiryThread> = null): Promise<EnquiryThread> {
    const pre = await this.access(this.database.db, reader, input.ThreadId);
    if (pre.role === 'poster') await this.limiter.hit(limits.replyPerAccount, `enquiry-reply:user:${reader.userId}`);
    else {
      await this.limiter.hit(limits.replyPerAddress, `enquiry-reply:ip:${reader.ip}`);
      if (reader.userId !== null) await this.limiter.hit(limits.replyPerAccount, `enquiry-reply:user:${reader.userId}`);
    }
    await this.limiter.hit(limits.replyPerThread, `enquiry-reply:thread:${input.ThreadId}:${pre.role}`);
    const { view, mailId, pushIds } = await this.database.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const { row, role } = await this.access(db, reader, input.ThreadId);
      if (role === 'buyer' && row.status === 'closed') throw new ApiError(409, EnquiryMessages.closedNoReply);
      if (role === 'buyer' && row.heldReason !== null) throw new ApiError(409, EnquiryMessages.held);
      const at = this.now();
      await db.insert(enquiryMessages).values({ enquiryId: row.id, author: role, body: input.Message, createdAt: at });
      const status: EnquiryStatus = role === 'poster' ? 'replied' : 'new';
      await db.update(enquiries).set({
        status, lastMessageAt: at,
        ...(role === 'poster' ? { firstReplyAt: sql`COALESCE(${enquiries.firstReplyAt}, ${at.toISOString()}::timestamptz)` } : {}),
      }).where(eq(enquiries.id, row.id));
      let mailId: number | null = null;
      let pushIds: number[] = [];
      if (role === 'poster') {
        const link: ThreadLink = row.buyerUserId !== null
          ? { kind: 'account', threadId: row.id }
          : { kind: 'key', threadId: row.id, key: await EnquiryThreadService.newLink(db, row.id) };
        const to = row.buyerUserId !== null
          ? (await db.select({ email: users.email }).from(users).where(eq(users.id, row.buyerUserId)).limit(1))[0]?.email ?? row.email
          : row.email;
        mailId = await this.mail.enqueue(db, threadReplyMail(this.config, {
          to, buyerName: row.fullName, posterName: row.posterName, title: row.title, body: input.Message, link,
          language: row.buyerLanguage ? asLocale(row.buyerLanguage) : asLocale(row.posterLanguage),
        }));
      } else if (row.posterUserId !== null) {
        pushIds = await this.notifyPoster(db, row, input.Message);
        if (pushIds.length === 0) {
          const [poster] = await db.select({ email: users.email }).from(users).where(eq(users.id, row.posterUserId)).limit(1);
          mailId = await this.mail.enqueue(db, threadBuyerMail(this.config, {
            to: poster?.email ?? row.posterEmail, buyerName: row.fullName, posterName: row.posterName, title: row.title,
            body: input.Message, threadId: row.id, language: asLocale(row.posterLanguage),
          }));
        }
      }
      const fresh = (await this.row(db, row.id))!;
      const view = await this.view(db, fresh, role);
      if (record) await record(db, view);
      return { view, mailId, pushIds };
    });
    if (mailId !== null) await this.mail.sendNow([mailId]);
    await this.push.sendNow(pushIds);
    return view;
  }

  /** A push to the poster's subscribed browsers, inside the caller's transaction; none when they have none. */
  async notifyPoster(db: Db, row: { id: number; posterUserId: number | null; fullName: string; title: string }, body: string): Promise<number[]> {
    if (row.posterUserId === null) return [];
    return this.push.enqueue(db, row.posterUserId, {
      title: row.title,
      body: `${row.fullName}: ${body.length > PREVIEW_CHARS ? `${body.slice(0, PREVIEW_CHARS - 1)}…` : body}`,
      url: `/account/enquiries/${row.id}`,
      tag: `enquiry-${row.id}`,
    });
  }

  /** The poster closes a thread, or opens it again (back in "new" when the buyer wrote last). */
  async setStatus(userId: number, input: EnquiryStatusInput): Promise<EnquiryThread> {
    const db = this.database.db;
    const { row, role } = await this.access(db, { userId, ip: '' }, input.ThreadId);
    if (role !== 'poster') throw new ApiError(404, EnquiryMessages.notFound);
    let status: EnquiryStatus = 'closed';
    if (input.Status === 'open') {
      const [last] = await db.select({ author: enquiryMessages.author }).from(enquiryMessages)
        .where(eq(enquiryMessages.enquiryId, row.id)).orderBy(desc(enquiryMessages.id)).limit(1);
      status = last?.author === 'poster' || row.handledVia ? 'replied' : 'new';
    }
    await db.update(enquiries).set({ status }).where(eq(enquiries.id, row.id));
    return this.view(db, (await this.row(db, row.id))!, role);
  }

  /**
   * The buyer went on by WhatsApp or a call from the thread: the thread leaves the poster's "new"
   * tab. It is not an answer in the app, so the response figure does not count it.
   */
  async handled(reader: Reader, input: EnquiryHandledInput): Promise<void> {
    const db = this.database.db;
    const { row, role } = await this.access(db, reader, input.ThreadId);
    if (role !== 'buyer') throw new ApiError(404, EnquiryMessages.notFound);
    await db.update(enquiries).set({
      handledAt: sql`COALESCE(${enquiries.handledAt}, now())`, handledVia: input.Via,
      status: sql`CASE WHEN ${enquiries.status} = 'new' THEN 'replied' ELSE ${enquiries.status} END`,
    }).where(eq(enquiries.id, row.id));
  }

  /** The listing page's figure for its poster, or null below the minimum (or for a listing without an account). */
  async figureFor(propertyId: number): Promise<ResponseFigureAnswer> {
    const db = this.database.db;
    const [listing] = await db.select({ userId: properties.userId }).from(properties)
      .where(and(eq(properties.id, propertyId), eq(properties.status, 'Active'), isNull(properties.deletedAt))).limit(1);
    if (!listing) throw new ApiError(404, 'This property is not available any more. It may have been sold or removed.');
    if (listing.userId === null) return { Figure: null };
    return { Figure: await this.figureOfPoster(listing.userId) };
  }

  /** A poster's figure over every enquiry they received (their profile and each of their listings'), or null below the minimum. */
  async figureOfPoster(userId: number): Promise<ResponseFigure | null> {
    const now = this.now();
    const since = new Date(now.getTime() - FIGURE_WINDOW_DAYS * 24 * 60 * 60 * 1000);
    const rows = await this.database.db.select({ receivedAt: enquiries.createdAt, firstReplyAt: enquiries.firstReplyAt }).from(enquiries)
      .where(and(eq(enquiries.posterUserId, userId), isNull(enquiries.heldReason), gt(enquiries.createdAt, since)));
    return responseFigure(rows, now);
  }
}
