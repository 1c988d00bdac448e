import { asLocale } from '../../src/contract/locale.ts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { rowsOf, type Database, type Db } from '../db/connection.ts';
import { listingReports, properties, users } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { jsonLogger, type Log } from '../log.ts';
import type { MailQueue } from '../mail/queue.ts';
import { moderationMail, reasonSummary, underReviewMail } from '../mail/templates.ts';
import { ModerationStatus } from '../../src/contract/constants.ts';
import { reportReasonLabel } from '../../src/contract/report-messages.ts';
import type { ReportInput } from '../../src/contract/schemas.ts';
import type { ReportAction, ReportDecision, ReportedListing, ReportResult } from '../../src/contract/types.ts';
import { AdminMessages, REPORT_AUDIT_ACTION } from '../../src/contract/admin.ts';
import type { RateLimiter } from './rate-limit.ts';
import { adminActor, recordAudit } from './audit.ts';
import type { RecordAnswer } from './idempotency.ts';

/** Reports from this many different people take a listing off the site until an admin decides. */
export const REPORTS_TO_HIDE = 3;

/**
 * Someone who reports honestly reports a few listings a day; a script trying to take down a
 * competitor's listings sends many. The per-listing rule (one per account, one per device) is the
 * real guard; these stop a flood of rows.
 */
const limits = {
  perAddress: { max: 20, windowSeconds: 60 * 60 },
  perAccount: { max: 20, windowSeconds: 60 * 60 },
} as const;

const GONE = 'This property is not available any more. It may have been sold or removed.';

/** Where reports are still listed and can be sent: a listing anyone can see, or one they have just hidden. */
const REPORTABLE = ['Active', ModerationStatus.UnderReview] as const;

/**
 * Who counts as a distinct reporter towards hiding: an account, or when signed out the network
 * address. A device id is free to make again (clear the browser's storage), so three devices behind
 * one address count once; three accounts count three times, each having confirmed an e-mail address.
 */
const REPORTER = sql`CASE WHEN reporter_user_id IS NOT NULL THEN 'u' || reporter_user_id::text ELSE 'a' || reporter_ip END`;

type ReasonCount = { reason: string; count: number };

interface Reporter {
  userId: number | null;
  ip: string;
}

/** Reports of bad listings (issue 15, item 2), and what the admin console does about them. */
export class ReportService {
  constructor(
    private readonly database: Database,
    private readonly config: Config,
    private readonly mail: MailQueue,
    private readonly limiter: RateLimiter,
    /** Told after a listing leaves or comes back to the site: search's cache and photo access change. */
    private readonly onChange: () => void = () => undefined,
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
   * and changes nothing. The report that brings a listing to REPORTS_TO_HIDE distinct reporters
   * takes it off the site and mails its owner why, in the same transaction.
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
        // A signed-out address whose earlier report of this listing was decided by the admin does
        // not count again: a new device id is free, so the same three addresses could otherwise hide
        // a listing again the moment it was cleared. Accounts cannot report a listing twice at all.
        const [row] = await db.execute(sql`
          SELECT count(DISTINCT ${REPORTER})::int AS n FROM listing_reports r
          WHERE r.property_id = ${listing.id} AND r.resolved_at IS NULL
            AND NOT (r.reporter_user_id IS NULL AND EXISTS (
              SELECT 1 FROM listing_reports d WHERE d.property_id = r.property_id AND d.resolved_at IS NOT NULL
                AND d.reporter_user_id IS NULL AND d.reporter_ip = r.reporter_ip))`).then((r) => rowsOf<{ n: number }>(r));
        if (Number(row?.n ?? 0) >= REPORTS_TO_HIDE) {
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
      this.onChange();
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
      resolution: string | null;
    }>(sql`
      SELECT p.id, p.url, p.title, p.status, p.user_id, COALESCE(u.email, p.contact_email) AS owner_email,
        COALESCE(NULLIF(trim(u.first_name || ' ' || u.last_name), ''), p.contact_full_name) AS owner_name,
        r.id AS report_id, r.reason, r.note, r.created_at, r.reporter_user_id, ${REPORTER} AS reporter, (r.resolved_at IS NULL) AS open, r.resolution
      FROM listing_reports r JOIN properties p ON p.id = r.property_id LEFT JOIN users u ON u.id = p.user_id
      WHERE ${where}
      ORDER BY r.created_at, r.id
      LIMIT 5000`);
    const byListing = new Map<number, ReportedListing & { reporters: Set<string> }>();
    for (const r of rows) {
      const id = Number(r.id);
      let listing = byListing.get(id);
      if (!listing) {
        listing = {
          PropertyId: id, PropertyUrl: r.url, Title: r.title, Status: r.status, OwnerUserId: r.user_id === null ? null : Number(r.user_id),
          OwnerName: r.owner_name, OwnerEmail: r.owner_email, Reporters: 0, FirstReportedAt: new Date(r.created_at).toISOString(), Reports: [],
          reporters: new Set(),
        };
        byListing.set(id, listing);
      }
      if (r.open) listing.reporters.add(r.reporter);
      listing.Reports.push({
        ReportId: Number(r.report_id), Reason: r.reason, ReasonText: reportReasonLabel(r.reason), Note: r.note,
        CreatedAt: new Date(r.created_at).toISOString(), ReporterUserId: r.reporter_user_id === null ? null : Number(r.reporter_user_id),
        Resolution: r.open ? null : r.resolution,
      });
    }
    const offSite = (s: string) => (s === ModerationStatus.UnderReview ? 0 : 1);
    return [...byListing.values()]
      .map(({ reporters, ...listing }) => ({ ...listing, Reporters: reporters.size }))
      .sort((a, b) => offSite(a.Status) - offSite(b.Status) || b.Reporters - a.Reporters || a.FirstReportedAt.localeCompare(b.FirstReportedAt))
      .slice(0, limit);
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
    if (outcome.changed) this.onChange();
    if (outcome.mailId !== null) await this.mail.sendNow([outcome.mailId]);
    return outcome.decision;
  }
}
