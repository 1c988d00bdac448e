import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/connection.ts';
import { sessions, users } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import type { ImageLinks } from '../images/links.ts';
import type { ListingWriteService } from './listings-write.ts';
import type { ReportService } from './reports.ts';
import type { DuplicateService } from './duplicates.ts';
import { DuplicateMessages } from '../../src/contract/duplicates.ts';
import { adminActor, recordAudit, type Actor } from './audit.ts';
import {
  AUDIT_PAGE_SIZE, AdminMessages, rejectReasonText,
  type AdminApproveInput, type AdminDecideReportInput, type AdminListingSummary, type AdminReportedItem, type AdminMe, type AdminPendingItem, type AdminRejectInput,
  type AdminSuspendInput, type AdminUser, type AuditAction, type AuditPage, type AuditTargetKind,
} from '../../src/contract/admin.ts';
import type { ReportDecision } from '../../src/contract/types.ts';
import { priceInWords } from '../../src/lib/price.ts';
import { ADMIN_IMAGE_MARK } from '../../src/contract/api-paths.ts';

/** The console shows this many pending listings at a time, oldest first. */
const PENDING_PAGE = 30;
const USERS_FOUND = 20;
const OTHER_LISTINGS = 20;

interface SummaryRow { id: number; url: string; title: string; status: string; price: number; purpose: string | null; created_at: Date | string; deleted_at: Date | string | null }

const summary = (r: SummaryRow): AdminListingSummary => ({
  PropertyId: Number(r.id), PropertyUrl: r.url, Title: r.title, Status: r.status, Price: Number(r.price), Purpose: r.purpose ?? '',
  CreateDate: new Date(r.created_at).toISOString(), Deleted: r.deleted_at !== null,
});

/** LIKE's own characters in what an admin types are meant literally. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The admin console's rules: who is an admin, the pending queue and its
 * decisions (through the listings' one moderation transition), user lookup and suspension, and
 * the audit log. Every action writes its audit entry in its own transaction.
 */
export class AdminService {
  constructor(
    private readonly database: Database,
    private readonly listings: ListingWriteService,
    private readonly links: ImageLinks,
    private readonly reports: ReportService,
    private readonly duplicates: DuplicateService,
  ) {}

  private get db() { return this.database.db; }

  /** An admin's account as an actor in the log: by user name, which people recognise. */
  private actor(adminId: number): Promise<Actor> {
    return adminActor(this.db, adminId);
  }

  async isAdmin(userId: number): Promise<boolean> {
    const [u] = await this.db.select({ isAdmin: users.isAdmin }).from(users)
      .where(and(eq(users.id, userId), isNull(users.suspendedAt)));
    return u?.isAdmin === true;
  }

  async me(adminId: number): Promise<AdminMe> {
    return { UserName: (await this.actor(adminId)).actor };
  }

  /** Listings waiting for a decision, oldest first, with what the admin needs to judge them. */
  async pending(adminId: number): Promise<AdminPendingItem[]> {
    const rows = await this.database.rows<{
      id: number; url: string; title: string; description: string; purpose: string; type: string; price: number; area: number;
      unit: string; bedrooms: string | null; bathrooms: string | null; city: string; location: string | null;
      pin_lat: number | null; pin_lng: number | null; pin_exact_public: boolean;
      contact_full_name: string; contact_email: string; contact_phone: string; created_at: Date | string; user_id: number | null;
      user_name: string | null; first_name: string | null; last_name: string | null; email: string | null; phone: string | null;
      suspended: boolean | null; edited: boolean; features: string[] | null; images: string[] | null;
    }>(sql`
      SELECT p.id, p.url, p.title, p.description, pu.name AS purpose, t.name AS type, p.price, p.area, au.name AS unit,
        b.text AS bedrooms, ba.text AS bathrooms, c.name AS city, l.name AS location,
        p.pin_lat, p.pin_lng, p.pin_exact_public,
        p.contact_full_name, p.contact_email, p.contact_phone, p.created_at, p.user_id,
        u.user_name, u.first_name, u.last_name, u.email, u.phone, (u.suspended_at IS NOT NULL) AS suspended,
        (SELECT count(*) FROM approval_keys k WHERE k.property_id = p.id) > 1 AS edited,
        (SELECT array_agg(f.name ORDER BY f.sort, f.id) FROM property_features pf JOIN features f ON f.id = pf.feature_id WHERE pf.property_id = p.id) AS features,
        (SELECT array_agg(i.file ORDER BY i.position) FROM property_images i WHERE i.property_id = p.id) AS images
      FROM properties p
      JOIN purposes pu ON pu.id = p.purpose_id
      JOIN property_types t ON t.id = p.type_id
      JOIN area_units au ON au.id = p.area_unit_id
      JOIN cities c ON c.id = p.city_id
      LEFT JOIN locations l ON l.id = p.location_id
      LEFT JOIN bedrooms b ON b.id = p.bed_room_id
      LEFT JOIN bathrooms ba ON ba.id = p.bath_room_id
      LEFT JOIN users u ON u.id = p.user_id
      WHERE p.status = 'Pending' AND p.deleted_at IS NULL
      ORDER BY p.created_at, p.id
      LIMIT ${PENDING_PAGE}`);
    const access = await this.links.accessFor(adminId);
    const [matches, phones] = await Promise.all([
      this.duplicates.matchesOf(rows.map((r) => Number(r.id))),
      this.duplicates.liveListingsPerPhone(rows.map((r) => r.contact_phone)),
    ]);
    return Promise.all(rows.map(async (r) => {
      const id = Number(r.id);
      // An anonymous owner is known by the address on the listing.
      const others = await this.database.rows<SummaryRow>(r.user_id !== null
        ? sql`SELECT id, url, title, status, price, (SELECT pu.name FROM purposes pu WHERE pu.id = properties.purpose_id) AS purpose, created_at, deleted_at FROM properties
            WHERE user_id = ${r.user_id} AND id <> ${id} ORDER BY created_at DESC, id DESC LIMIT ${OTHER_LISTINGS}`
        : sql`SELECT id, url, title, status, price, (SELECT pu.name FROM purposes pu WHERE pu.id = properties.purpose_id) AS purpose, created_at, deleted_at FROM properties
            WHERE user_id IS NULL AND lower(contact_email) = lower(${r.contact_email}) AND id <> ${id} ORDER BY created_at DESC, id DESC LIMIT ${OTHER_LISTINGS}`);
      return {
        PropertyId: id, PropertyUrl: r.url, Title: r.title, Description: r.description, Purpose: r.purpose, Type: r.type,
        Price: Number(r.price), PriceInWords: priceInWords(Number(r.price)), Area: Number(r.area), AreaUnit: r.unit,
        BedRooms: r.bedrooms, BathRooms: r.bathrooms, City: r.city, Location: r.location,
        Pin: r.pin_lat === null || r.pin_lng === null ? null : { Latitude: Number(r.pin_lat), Longitude: Number(r.pin_lng), ShowExact: Boolean(r.pin_exact_public) },
        Features: r.features ?? [],
        Images: (r.images ?? []).map((file) => this.adminImage(file, access)),
        ContactFullName: r.contact_full_name, ContactEmail: r.contact_email, ContactPhone: r.contact_phone,
        CreateDate: new Date(r.created_at).toISOString(), Edited: Boolean(r.edited),
        Owner: r.user_id !== null
          ? { UserId: Number(r.user_id), UserName: r.user_name, FullName: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim(), EmailAddress: r.email ?? '', PhoneNumber: r.phone ?? '', Suspended: Boolean(r.suspended) }
          : { UserId: null, UserName: null, FullName: r.contact_full_name, EmailAddress: r.contact_email, PhoneNumber: r.contact_phone, Suspended: false },
        OwnerOtherListings: others.map(summary),
        Matches: (matches.get(id) ?? []).map(({ file, matchFile, ...m }) => ({
          ...m, Image: file ? this.adminImage(file, access) : null, MatchImage: matchFile ? this.adminImage(matchFile, access) : null,
        })),
        PhoneLiveListings: phones.get(r.contact_phone) ?? 0,
      };
    }));
  }

  /** Pending photos are private: signed for the admin, and marked so the service worker does not keep them. */
  private adminImage(file: string, access: string): string {
    const url = new URL(this.links.url(file, access));
    url.searchParams.set(ADMIN_IMAGE_MARK, '1');
    return url.toString();
  }

  async approve(adminId: number, input: AdminApproveInput): Promise<string> {
    // A listing whose photos repeat another account's is approved with each such listing named, as
    // the console does once it has shown them side by side: never by a click that saw neither.
    const copied = (await this.duplicates.matchesOf([input.PropertyId])).get(input.PropertyId)?.filter((m) => m.Kind === 'photo' && !m.SameOwner) ?? [];
    if (copied.some((m) => !input.Compared.includes(m.PropertyId))) throw new ApiError(409, DuplicateMessages.compareFirst, 'Compared');
    const done = await this.listings.moderate(input.PropertyId, 'approve', { reason: null, note: input.Note || null }, await this.actor(adminId));
    if (!done) throw new ApiError(409, AdminMessages.notPending, 'PropertyId');
    return AdminMessages.approved(done.title);
  }

  async reject(adminId: number, input: AdminRejectInput): Promise<string> {
    const reason = input.Reason === 'other' ? null : rejectReasonText(input.Reason);
    const done = await this.listings.moderate(input.PropertyId, 'reject', { reason, note: input.Note || null }, await this.actor(adminId));
    if (!done) throw new ApiError(409, AdminMessages.notPending, 'PropertyId');
    return AdminMessages.rejected(done.title);
  }

  /**
   * The Reported queue: listings with open reports, those already off the site
   * first, then the most reported, then the longest waiting; each with its photos (signed for the
   * admin, as a listing under review has private photos), price and place.
   */
  async reported(adminId: number): Promise<AdminReportedItem[]> {
    const queue = await this.reports.reportedQueue();
    if (!queue.length) return [];
    const ids = queue.map((l) => l.PropertyId);
    const rows = await this.database.rows<{ id: number; price: number; purpose: string; city: string; location: string | null; images: string[] | null }>(sql`
      SELECT p.id, p.price, pu.name AS purpose, c.name AS city, l.name AS location,
        (SELECT array_agg(i.file ORDER BY i.position) FROM property_images i WHERE i.property_id = p.id) AS images
      FROM properties p
      JOIN purposes pu ON pu.id = p.purpose_id
      JOIN cities c ON c.id = p.city_id
      LEFT JOIN locations l ON l.id = p.location_id
      WHERE p.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    const access = await this.links.accessFor(adminId);
    return queue.map((l) => {
      const r = byId.get(l.PropertyId);
      return {
        ...l,
        Images: (r?.images ?? []).map((file) => this.adminImage(file, access)),
        Answers: l.Answers.map((a) => ({ ...a, Photos: a.Photos.map((file) => this.adminImage(file, access)) })),
        Price: Number(r?.price ?? 0), Purpose: r?.purpose ?? '', Place: [r?.location, r?.city].filter(Boolean).join(', '),
      };
    });
  }

  /** A decision about a reported listing: its transition, the owner's mail and the audit entry commit together. */
  async decideReport(adminId: number, input: AdminDecideReportInput): Promise<{ decision: ReportDecision; message: string }> {
    const decision = await this.reports.decide(input.PropertyId, input.Action, { adminUserId: adminId, note: input.Note });
    return { decision, message: AdminMessages.reportDecided(input.Action, decision.Title) };
  }

  /** Accounts whose user name, name or e-mail contains what was typed, with their listings. */
  async findUsers(adminId: number, query: string): Promise<AdminUser[]> {
    const access = await this.links.accessFor(adminId);
    const like = `%${likeEscape(query.toLowerCase())}%`;
    const found = await this.database.rows<{
      id: number; user_name: string; first_name: string; last_name: string; email: string; phone: string; is_admin: boolean;
      email_confirmed_at: Date | string | null; suspended_at: Date | string | null; created_at: Date | string;
    }>(sql`
      SELECT id, user_name, first_name, last_name, email, phone, is_admin, email_confirmed_at, suspended_at, created_at FROM users
      WHERE lower(user_name) LIKE ${like} OR lower(email) LIKE ${like} OR lower(first_name || ' ' || last_name) LIKE ${like}
      ORDER BY (lower(user_name) = ${query.toLowerCase()} OR lower(email) = ${query.toLowerCase()}) DESC, created_at DESC, id DESC
      LIMIT ${USERS_FOUND}`);
    return Promise.all(found.map(async (u) => {
      const listings = await this.database.rows<SummaryRow>(sql`
        SELECT id, url, title, status, price, (SELECT pu.name FROM purposes pu WHERE pu.id = properties.purpose_id) AS purpose, created_at, deleted_at FROM properties
        WHERE user_id = ${u.id} ORDER BY created_at DESC, id DESC LIMIT 50`);
      return {
        UserId: Number(u.id), UserName: u.user_name, FirstName: u.first_name, LastName: u.last_name, EmailAddress: u.email,
        PhoneNumber: u.phone, IsAdmin: Boolean(u.is_admin), Confirmed: u.email_confirmed_at !== null,
        SuspendedAt: u.suspended_at === null ? null : new Date(u.suspended_at).toISOString(),
        CreateDate: new Date(u.created_at).toISOString(), Listings: listings.map(summary),
        Reports: (await this.reports.reportsAgainstOwner(Number(u.id))).map((l) => ({
          ...l, Answers: l.Answers.map((a) => ({ ...a, Photos: a.Photos.map((file) => this.adminImage(file, access)) })),
        })),
      };
    }));
  }

  /** Suspends an account and revokes every session it has, so it is logged out everywhere at once. */
  async suspend(adminId: number, input: AdminSuspendInput): Promise<string> {
    const by = await this.actor(adminId);
    const name = await this.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const target = await this.lockUser(db, input.UserId);
      if (target.isAdmin) throw new ApiError(400, AdminMessages.cannotSuspendAdmin, 'UserId');
      if (target.suspendedAt) throw new ApiError(409, AdminMessages.alreadySuspended, 'UserId');
      const now = new Date();
      await db.update(users).set({ suspendedAt: now, updatedAt: now }).where(eq(users.id, target.id));
      await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, target.id), isNull(sessions.revokedAt)));
      await recordAudit(db, { ...by, action: 'suspend', targetKind: 'user', targetId: target.id, targetLabel: target.userName, reason: input.Note });
      return target.userName;
    });
    return AdminMessages.suspended(name);
  }

  async unsuspend(adminId: number, input: AdminSuspendInput): Promise<string> {
    const by = await this.actor(adminId);
    const name = await this.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const target = await this.lockUser(db, input.UserId);
      if (!target.suspendedAt) throw new ApiError(409, AdminMessages.notSuspended, 'UserId');
      await db.update(users).set({ suspendedAt: null, updatedAt: new Date() }).where(eq(users.id, target.id));
      await recordAudit(db, { ...by, action: 'unsuspend', targetKind: 'user', targetId: target.id, targetLabel: target.userName, reason: input.Note });
      return target.userName;
    });
    return AdminMessages.unsuspended(name);
  }

  /** The row, locked for the transaction so two admins acting at once are ordered. */
  private async lockUser(db: Db, userId: number) {
    const [target] = await db.select({ id: users.id, userName: users.userName, isAdmin: users.isAdmin, suspendedAt: users.suspendedAt })
      .from(users).where(eq(users.id, userId)).for('update');
    if (!target) throw new ApiError(404, AdminMessages.userNotFound, 'UserId');
    return target;
  }

  /** The audit log, newest first, a page at a time. */
  async audit(before: number | undefined): Promise<AuditPage> {
    const rows = await this.database.rows<{
      id: number; at: Date | string; actor: string; action: string; target_kind: string; target_id: number; target_label: string; reason: string | null;
    }>(sql`
      SELECT id, at, actor, action, target_kind, target_id, target_label, reason FROM admin_audit
      ${before !== undefined ? sql`WHERE id < ${before}` : sql``}
      ORDER BY id DESC LIMIT ${AUDIT_PAGE_SIZE + 1}`);
    const page = rows.slice(0, AUDIT_PAGE_SIZE);
    return {
      Entries: page.map((r) => ({
        Id: Number(r.id), At: new Date(r.at).toISOString(), Actor: r.actor, Action: r.action as AuditAction,
        TargetKind: r.target_kind as AuditTargetKind, TargetId: Number(r.target_id), Target: r.target_label, Reason: r.reason,
      })),
      Next: rows.length > AUDIT_PAGE_SIZE ? Number(page.at(-1)!.id) : null,
    };
  }
}
