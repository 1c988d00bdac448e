import { asLocale } from '../../src/contract/locale.ts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { rowsOf, type Database, type Db } from '../db/connection.ts';
import { listingReports, properties, reportAnswers, users } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { jsonLogger, type Log } from '../log.ts';
import type { MailQueue } from '../mail/queue.ts';
import { moderationMail, reasonSummary, underReviewMail } from '../mail/templates.ts';
import { ESTABLISHED_REPORTER_DAYS, Limits, ModerationStatus, REPORTS_TO_HIDE, type ReporterStanding } from '../../src/contract/constants.ts';
import { Messages } from '../../src/contract/messages.ts';
import { removeImages, storeImage } from '../images/uploads.ts';
import { unreferencedUploads } from '../images/orphans.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { reportReasonLabel } from '../../src/contract/report-messages.ts';
import type { ReportAnswerInput, ReportInput } from '../../src/contract/schemas.ts';
import type { ReportAboutMine, ReportAction, ReportAnswer, ReportDecision, ReportedListing, ReportResult } from '../../src/contract/types.ts';
import { AdminMessages, REPORT_AUDIT_ACTION } from '../../src/contract/admin.ts';
import type { RateLimiter } from './rate-limit.ts';
import { adminActor, recordAudit } from './audit.ts';
import type { RecordAnswer } from './idempotency.ts';

/** The longest side of a photo the owner sends with an answer, as a listing photo's. */
const ANSWER_PHOTO_MAX_SIDE = 1920;

/**
 * Someone who reports honestly reports a few listings a day; a script trying to take down a
 * competitor's listings sends many. The per-listing rule (one per account, one per device) is the
 * real guard; these stop a flood of rows.
 */
const limits = {
  perAddress: { max: 20, windowSeconds: 60 * 60 },
  perAccount: { max: 20, windowSeconds: 60 * 60 },
  /** An owner answers the reports about a listing once or twice; each answer may carry 30 MB of photos. */
  answersPerAccount: { max: 10, windowSeconds: 24 * 60 * 60 },
} as const;

const GONE = 'This property is not available any more. It may have been sold or removed.';

/** Where reports are still listed and can be sent: a listing anyone can see, or one they have just hidden. */
const REPORTABLE = ['Active', ModerationStatus.UnderReview] as const;

/**
 * Who counts as a distinct reporter in the admin's queue: an account, or when signed out the network
 * address. A device id is free to make again (clear the browser's storage), so three devices behind
 * one address count once.
 */
const REPORTER = sql`CASE WHEN r.reporter_user_id IS NOT NULL THEN 'u' || r.reporter_user_id::text ELSE 'a' || r.reporter_ip END`;

/**
 * How each report's author stood when they sent it, and what it weighs towards hiding
 * (src/contract/constants.ts, REPORTS_TO_HIDE): a signed-out report, or one from an account that was
 * unconfirmed, suspended or younger than ESTABLISHED_REPORTER_DAYS, weighs nothing, since addresses
 * and accounts are free to make; an established account weighs 1 / (1 + its reports an admin
 * dismissed), so someone whose word proved wrong before needs others to agree. Reads `r` as the report.
 */
const STANDING = sql`
  CASE
    WHEN r.reporter_user_id IS NULL THEN 'anonymous'
    WHEN ru.id IS NULL OR ru.email_confirmed_at IS NULL OR ru.suspended_at IS NOT NULL
      OR ru.created_at > r.created_at - make_interval(days => ${ESTABLISHED_REPORTER_DAYS}) THEN 'new'
    WHEN dismissed.n > 0 THEN 'doubted'
    ELSE 'established' END`;
const WEIGHT = sql`
  CASE WHEN (${STANDING}) IN ('established', 'doubted') THEN 1.0 / (1 + dismissed.n) ELSE 0 END`;
/** The joins STANDING and WEIGHT read: the reporter's account and how many of their reports were dismissed. */
const REPORTER_JOINS = sql`
  LEFT JOIN users ru ON ru.id = r.reporter_user_id
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS n FROM listing_reports d
    WHERE d.reporter_user_id = r.reporter_user_id AND d.resolution = 'dismissed' AND d.id <> r.id
  ) dismissed ON true`;

type ReasonCount = { reason: string; count: number };

interface Reporter {
  userId: number | null;
  ip: string;
}

/** Reports of bad listings, and what the admin console does about them. */
export class ReportService {
  constructor(
    private readonly database: Database,
    private readonly config: Config,
    private readonly mail: MailQueue,
    private readonly limiter: RateLimiter,
    private readonly uploads: BlobStore,
    /** Told after a listing leaves or comes back to the site: search's cache and photo access change. */
    private readonly onChange: (scope?: 'public', ids?: readonly number[]) => void = () => undefined,
    private readonly log: Log = jsonLogger(),
  ) {}

  /** The owner's address and name: the account's when there is one, else the listing's contact. */
  private async ownerOf(db: Db, p: { userId: number | null; contactEmail: string; contactFullName: string; contactLanguage: string }) {
    if (p.userId !== null) {
      const [owner] = await db.select({ email: users.email, firstName: users.firstName, language: users.language }).from(users).where(eq(users.id, p.userId));
      if (owner) return { to: owner.email, name: owner.firstName, language: asLocale(owner.language) };
    }
    return { to: p.contactEmail, name: p.contactFullName, language: asLocale(p.contactLanguage) };
  }

  private async openReasons(db: Db, propertyId: number): Promise<ReasonCount[]> {
    const rows = await db.select({ reason: listingReports.reason, count: sql<number>`count(*)::int` }).from(listingReports)
      .where(and(eq(listingReports.propertyId, propertyId), isNull(listingReports.resolvedAt)))
      .groupBy(listingReports.reason);
    return rows.map((r) => ({ reason: r.reason, count: Number(r.count) }));
  }

  /** The listing's row, locked: reports and decisions about one listing take turns, so a count is never stale. */
  private async lockListing(db: Db, propertyId: number) {
    const [p] = await db.select({
      id: properties.id, status: properties.status, title: properties.title, url: properties.url, userId: properties.userId,
      contactEmail: properties.contactEmail, contactFullName: properties.contactFullName, contactLanguage: properties.contactLanguage,
    }).from(properties).where(and(eq(properties.id, propertyId), isNull(properties.deletedAt))).for('update');
    return p ?? null;
  }

  /**
   * Stores one person's report. A second one from the same account or device is answered kindly
   * and changes nothing. The report that brings the open reports' weight (STANDING, above) to
   * REPORTS_TO_HIDE takes it off the site and mails its owner why, in the same transaction.
   */
  async report(input: ReportInput, reporter: Reporter, record: RecordAnswer<ReportResult> = null): Promise<ReportResult> {
    await this.limiter.hit(limits.perAddress, `report:ip:${reporter.ip}`);
    if (reporter.userId !== null) await this.limiter.hit(limits.perAccount, `report:acct:${reporter.userId}`);
    const outcome = await this.database.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const listing = await this.lockListing(db, input.PropertyId);
      if (!listing || !(REPORTABLE as readonly string[]).includes(listing.status)) throw new ApiError(404, GONE, 'PropertyId');
      // Either unique index (per device, per account) refuses a repeat; nothing is counted twice.
      const inserted = await db.insert(listingReports).values({
        propertyId: listing.id, reporterUserId: reporter.userId, reporterDevice: input.DeviceId, reporterIp: reporter.ip,
        reason: input.Reason, note: input.Note,
      }).onConflictDoNothing().returning({ id: listingReports.id });
      const result: ReportResult = { AlreadyReported: inserted.length === 0 };
      let mailId: number | null = null;
      if (inserted.length && listing.status === 'Active') {
        // Accounts cannot report a listing twice (the unique index), and accounts reporting from one
        // address count as one reporter, its weightiest: three week-old accounts of one person from
        // one address hid a listing. People sharing a carrier's address are under-counted instead,
        // which errs towards keeping an honest listing up; the admin's queue still shows every report.
        const [row] = await db.execute(sql`
          SELECT COALESCE(sum(w), 0)::float8 AS evidence FROM (
            SELECT max(${WEIGHT}) AS w FROM listing_reports r ${REPORTER_JOINS}
            WHERE r.property_id = ${listing.id} AND r.resolved_at IS NULL GROUP BY r.reporter_ip) per_address`).then((r) => rowsOf<{ evidence: number }>(r));
        // A hair under the line, so three weights of 1/3 + 1/3 + 1/3 in floating point still make one.
        if (Number(row?.evidence ?? 0) >= REPORTS_TO_HIDE - 1e-9) {
          await db.update(properties).set({ status: ModerationStatus.UnderReview, updatedAt: new Date() }).where(eq(properties.id, listing.id));
          const owner = await this.ownerOf(db, listing);
          mailId = await this.mail.enqueue(db, underReviewMail(this.config, { ...owner, title: listing.title, reasons: await this.openReasons(db, listing.id) }));
        }
      }
      if (record) await record(db, result);
      return { result, mailId, propertyId: listing.id };
    });
    if (outcome.mailId !== null) {
      this.log('listing hidden by reports', { propertyId: outcome.propertyId });
      this.onChange('public', [outcome.propertyId]);
      await this.mail.sendNow([outcome.mailId]);
    }
    return outcome.result;
  }

  /**
   * The admin console's Reported queue: listings with open reports, those already off the site
   * first, then by how many people reported them, then the longest waiting.
   */
  async reportedQueue(limit = 100): Promise<ReportedListing[]> {
    return this.reportedListings(sql`r.resolved_at IS NULL AND p.deleted_at IS NULL`, limit);
  }

  /** Every report, open or decided, about the listings of one account (the console's user lookup). */
  async reportsAgainstOwner(userId: number, limit = 100): Promise<ReportedListing[]> {
    return this.reportedListings(sql`p.user_id = ${userId}`, limit);
  }

  private async reportedListings(where: ReturnType<typeof sql>, limit: number): Promise<ReportedListing[]> {
    const rows = await this.database.rows<{
      id: number; url: string; title: string; status: string; user_id: number | null; owner_email: string; owner_name: string;
      report_id: number; reason: string; note: string; created_at: Date | string; reporter_user_id: number | null; reporter: string; open: boolean;
      resolution: string | null; standing: ReporterStanding; weight: number; reporter_ip: string;
    }>(sql`
      SELECT p.id, p.url, p.title, p.status, p.user_id, COALESCE(u.email, p.contact_email) AS owner_email,
        COALESCE(NULLIF(trim(u.first_name || ' ' || u.last_name), ''), p.contact_full_name) AS owner_name,
        r.id AS report_id, r.reason, r.note, r.created_at, r.reporter_user_id, ${REPORTER} AS reporter, (r.resolved_at IS NULL) AS open, r.resolution,
        ${STANDING} AS standing, (${WEIGHT})::float8 AS weight, r.reporter_ip
      FROM listing_reports r JOIN properties p ON p.id = r.property_id LEFT JOIN users u ON u.id = p.user_id
      ${REPORTER_JOINS}
      WHERE ${where}
      ORDER BY r.created_at, r.id
      LIMIT 5000`);
    const byListing = new Map<number, ReportedListing & { reporters: Set<string>; weights: Map<string, number> }>();
    const answers = await this.answersTo([...new Set(rows.map((r) => Number(r.id)))]);
    for (const r of rows) {
      const id = Number(r.id);
      let listing = byListing.get(id);
      if (!listing) {
        listing = {
          PropertyId: id, PropertyUrl: r.url, Title: r.title, Status: r.status, OwnerUserId: r.user_id === null ? null : Number(r.user_id),
          OwnerName: r.owner_name, OwnerEmail: r.owner_email, Reporters: 0, Evidence: 0, FirstReportedAt: new Date(r.created_at).toISOString(), Reports: [],
          Answers: answers.get(id) ?? [], reporters: new Set(), weights: new Map(),
        };
        byListing.set(id, listing);
      }
      if (r.open) {
        listing.reporters.add(r.reporter);
        // As when a report is counted: one address, one reporter, its weightiest.
        const before = listing.weights.get(r.reporter_ip) ?? 0;
        listing.weights.set(r.reporter_ip, Math.max(before, Number(r.weight)));
        listing.Evidence += Math.max(0, Number(r.weight) - before);
      }
      listing.Reports.push({
        ReportId: Number(r.report_id), Reason: r.reason, ReasonText: reportReasonLabel(r.reason), Note: r.note,
        CreatedAt: new Date(r.created_at).toISOString(), ReporterUserId: r.reporter_user_id === null ? null : Number(r.reporter_user_id),
        Resolution: r.open ? null : r.resolution, Standing: r.standing,
      });
    }
    const offSite = (s: string) => (s === ModerationStatus.UnderReview ? 0 : 1);
    // Established reporters weigh most; anyone else's report still raises a listing in the queue, so
    // an admin sees what anonymous visitors and new accounts flag without their word hiding it.
    const priority = (l: ReportedListing) => l.Evidence + 0.5 * l.Reporters;
    return [...byListing.values()]
      .map(({ reporters, weights: _weights, ...listing }) => ({ ...listing, Reporters: reporters.size, Evidence: Math.round(listing.Evidence * 100) / 100 }))
      .sort((a, b) => offSite(a.Status) - offSite(b.Status) || priority(b) - priority(a) || a.FirstReportedAt.localeCompare(b.FirstReportedAt))
      .slice(0, limit);
  }

  /** The owners' answers about these listings, oldest first, photos as stored upload names. */
  private async answersTo(propertyIds: number[]): Promise<Map<number, ReportAnswer[]>> {
    const byListing = new Map<number, ReportAnswer[]>();
    if (!propertyIds.length) return byListing;
    const rows = await this.database.rows<{ property_id: number; note: string; photos: string[] | null; created_at: Date | string }>(sql`
      SELECT property_id, note, photos, created_at FROM report_answers
      WHERE property_id IN (${sql.join(propertyIds.map((id) => sql`${id}`), sql`, `)})
      ORDER BY created_at, id`);
    for (const r of rows) {
      const list = byListing.get(Number(r.property_id)) ?? [];
      list.push({ Note: r.note, CreatedAt: new Date(r.created_at).toISOString(), Photos: r.photos ?? [] });
      byListing.set(Number(r.property_id), list);
    }
    return byListing;
  }

  /**
   * The owner's listings with open reports: the reasons, never who sent them nor their notes (an
   * owner must not be able to find and pressure a reporter), and the answers already sent.
   */
  async aboutMine(userId: number): Promise<ReportAboutMine[]> {
    const rows = await this.database.rows<{ id: number; url: string; title: string; status: string; reason: string }>(sql`
      SELECT p.id, p.url, p.title, p.status, r.reason
      FROM listing_reports r JOIN properties p ON p.id = r.property_id
      WHERE p.user_id = ${userId} AND p.deleted_at IS NULL AND r.resolved_at IS NULL
      ORDER BY p.id, r.created_at, r.id`);
    const answers = await this.answersTo([...new Set(rows.map((r) => Number(r.id)))]);
    const byListing = new Map<number, ReportAboutMine>();
    for (const r of rows) {
      const id = Number(r.id);
      let item = byListing.get(id);
      if (!item) {
        item = { PropertyId: id, PropertyUrl: r.url, Title: r.title, Status: r.status, Reasons: [], Answers: answers.get(id) ?? [] };
        byListing.set(id, item);
      }
      const reason = item.Reasons.find((x) => x.Reason === r.reason);
      if (reason) reason.Count += 1;
      else item.Reasons.push({ Reason: r.reason, ReasonText: reportReasonLabel(r.reason), Count: 1 });
    }
    return [...byListing.values()];
  }

  /**
   * The owner's answer to the open reports about their listing: a note and up to three photos,
   * re-encoded as listing photos are. Someone else's listing is a 404 like a missing one, so the
   * answer tells a stranger nothing; a listing with no open report is a 409.
   */
  /** Counted before the answer's body is read, so an account over its budget sends no photos for nothing. */
  async answerBudget(userId: number): Promise<void> {
    await this.limiter.hit(limits.answersPerAccount, `report-answer:${userId}`);
  }

  async answer(userId: number, input: ReportAnswerInput, photos: readonly { path: string; name: string }[]): Promise<void> {
    if (photos.length > Limits.reportAnswerPhotos) throw new ApiError(400, Messages.reportAnswerTooManyPhotos, 'file');
    const [listing] = await this.database.rows<{ open: number }>(sql`
      SELECT (SELECT count(*)::int FROM listing_reports r WHERE r.property_id = p.id AND r.resolved_at IS NULL) AS open
      FROM properties p WHERE p.id = ${input.PropertyId} AND p.user_id = ${userId} AND p.deleted_at IS NULL`);
    if (!listing) throw new ApiError(404, GONE, 'PropertyId');
    if (!Number(listing.open)) throw new ApiError(409, Messages.reportAnswerNothingOpen, 'PropertyId');
    const stored: string[] = [];
    try {
      for (const photo of photos) {
        const image = await storeImage(this.uploads, 'listings', photo.path, {
          maxSide: ANSWER_PHOTO_MAX_SIDE, field: 'file', message: `"${photo.name}" is not a PNG or JPEG image.`,
        });
        stored.push(image.upload);
      }
      await this.database.db.insert(reportAnswers).values({ propertyId: input.PropertyId, userId, note: input.Note, photos: stored });
    } catch (err) {
      // A photo is content-addressed and may already be a listing's: only remove what no row uses.
      await removeImages(this.uploads, await this.unreferenced(stored));
      throw err;
    }
    this.log('report answered', { propertyId: input.PropertyId, photos: stored.length });
  }

  private unreferenced(uploads: string[]): Promise<string[]> {
    return unreferencedUploads(this.database, uploads);
  }


  /**
   * An admin's decision about a reported listing; every open report about it is closed with it.
   * dismiss: nothing wrong, back on the site. warn: back on the site, the owner told to correct it.
   * hide: off the site for good (the owner can only delete it). reject: Rejected, to correct and
   * send again through the usual approval. The owner is mailed in the same transaction, except when
   * a dismissal leaves a listing that never left the site (the owner never heard of the reports).
   * The audit entry (the admin, the action, the reports and the note) commits with the decision,
   * through the log's one writer, as the pending queue's decisions do.
   */
  async decide(propertyId: number, action: ReportAction, by: { adminUserId: number; note?: string }): Promise<ReportDecision> {
    const note = (by.note ?? '').trim().slice(0, 1000);
    const outcome = await this.database.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const listing = await this.lockListing(db, propertyId);
      if (!listing) throw new ApiError(404, GONE, 'PropertyId');
      const reasons = await this.openReasons(db, listing.id);
      if (!reasons.length) throw new ApiError(409, AdminMessages.noReports, 'PropertyId');
      const onSite = (REPORTABLE as readonly string[]).includes(listing.status);
      const next = !onSite ? listing.status
        : action === 'hide' ? ModerationStatus.Hidden
          : action === 'reject' ? 'Rejected'
            : 'Active';
      if (next !== listing.status) {
        await db.update(properties).set({
          status: next as (typeof properties.$inferInsert)['status'], updatedAt: new Date(), ...(next === 'Rejected' ? { publishedAt: null } : {}),
        }).where(eq(properties.id, listing.id));
      }
      const resolution = ({ dismiss: 'dismissed', hide: 'hidden', reject: 'rejected', warn: 'warned' } as const)[action];
      const closed = await db.update(listingReports)
        .set({ resolvedAt: new Date(), resolution, resolvedBy: by.adminUserId, resolutionNote: note || null })
        .where(and(eq(listingReports.propertyId, listing.id), isNull(listingReports.resolvedAt)))
        .returning({ id: listingReports.id });
      await recordAudit(db, {
        ...(await adminActor(db, by.adminUserId)), action: REPORT_AUDIT_ACTION[action], targetKind: 'listing', targetId: listing.id,
        targetLabel: listing.title, reason: [`Reported: ${reasonSummary(reasons)}`, note].filter(Boolean).join(' — '),
      });
      const ownerHeard = listing.status === ModerationStatus.UnderReview || action !== 'dismiss';
      const mailId = ownerHeard
        ? await this.mail.enqueue(db, moderationMail(this.config, { ...(await this.ownerOf(db, listing)), title: listing.title, url: listing.url, action, note, reasons }))
        : null;
      return { decision: { PropertyId: listing.id, Title: listing.title, Status: next, ReportsClosed: closed.length }, mailId, changed: next !== listing.status };
    });
    if (outcome.changed) this.onChange('public', [outcome.decision.PropertyId]);
    if (outcome.mailId !== null) await this.mail.sendNow([outcome.mailId]);
    return outcome.decision;
  }
}
