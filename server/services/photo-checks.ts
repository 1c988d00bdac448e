import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/connection.ts';
import { rowsOf } from '../db/connection.ts';
import { ApiError } from '../errors.ts';
import type { ImageLinks } from '../images/links.ts';
import { removeImages, storeImage } from '../images/uploads.ts';
import { unreferencedUploads } from '../images/orphans.ts';
import { everyInterval, type StopJob } from '../jobs.ts';
import { jsonLogger, type Log } from '../log.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { ADMIN_IMAGE_MARK } from '../../src/contract/api-paths.ts';
import {
  PHOTO_CHECK_DAYS, PHOTO_CHECK_MAX_PHOTOS, PHOTO_CHECK_MAX_SIDE, PhotoCheckMessages,
  type AdminPhotoCheckItem, type PhotoCheckDetails, type PhotoCheckMatch, type PhotoCheckStatus,
} from '../../src/contract/photo-check-limits.ts';
import type { AdminPhotoCheckApproveInput, AdminPhotoCheckRefuseInput, PhotoCheckRequestInput } from '../../src/contract/photo-check.ts';
import { adminActor, recordAudit } from './audit.ts';
import type { DuplicateService } from './duplicates.ts';
import { isUniqueViolation } from './idempotency.ts';
import { photoCheckUntil, refreshVerified } from './verification.ts';

/** Listings a check may be asked for: live, or waiting for approval. */
const CHECKABLE = ['Active', 'Pending'] as const;
/** The console's queue, oldest first. */
const QUEUE_PAGE = 30;

interface CheckRow {
  id: number;
  property_id: number;
  status: 'Pending' | 'Approved' | 'Refused' | 'Lapsed';
  reason: string | null;
  created_at: Date | string;
  photo_checked_at: Date | string | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();
const ids = (values: readonly number[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/** The owner's view of a listing's latest request and its badge. */
function stateOf(r: CheckRow | undefined, now: Date): PhotoCheckStatus {
  if (!r) return { State: 'None' };
  const requested = { RequestedAt: iso(r.created_at) };
  if (r.status === 'Pending') return { State: 'Waiting', ...requested };
  if (r.status === 'Refused') return { State: 'Refused', Reason: r.reason ?? '', ...requested };
  // Approved but past its days: lapsed already, before the sweep has written it.
  if (r.status === 'Approved' && r.photo_checked_at) {
    const until = photoCheckUntil(r.photo_checked_at);
    if (until.getTime() > now.getTime()) return { State: 'Checked', Until: until.toISOString(), ...requested };
  }
  return { State: 'Lapsed', ...requested };
}

/**
 * Inside an edit's transaction, when the listing's photos changed: the badge no longer says anything
 * about the photos buyers see, so it lapses at once. The caller refreshes `verified`.
 */
export async function lapsePhotoCheck(db: Db, propertyId: number): Promise<void> {
  await db.execute(sql`UPDATE properties SET photo_checked_at = NULL WHERE id = ${propertyId} AND photo_checked_at IS NOT NULL`);
  await db.execute(sql`UPDATE photo_checks SET status = 'Lapsed' WHERE property_id = ${propertyId} AND status = 'Approved'`);
}

/**
 * "Photo-checked": the owner's request with fresh photos of the house or plot number, the admin's
 * queue and decision, and the lapse of the badge after PHOTO_CHECK_DAYS. A check photo that repeats
 * another account's listing photo (the fingerprints of images/fingerprint.ts, found as the duplicate
 * check finds them) cannot be approved: whoever sent it did not stand at that gate.
 */
export class PhotoCheckService {
  /** The lapse sweep's clock; tests move it instead of waiting a month. */
  now: () => Date = () => new Date();

  constructor(
    private readonly database: Database,
    private readonly uploads: BlobStore,
    private readonly links: ImageLinks,
    private readonly duplicates: DuplicateService,
    /** Told when a badge comes or goes: search's cache, cached pages and photo access change. */
    private readonly onChange: () => void = () => undefined,
    private readonly log: Log = jsonLogger(),
  ) {}

  /** The owner's listing a check may be asked for, or a 404 that tells a stranger nothing. */
  private async ownListing(db: Db, userId: number, propertyId: number): Promise<{ id: number; title: string; status: string }> {
    const [row] = rowsOf<{ id: number; title: string; status: string }>(await db.execute(sql`
      SELECT id, title, status FROM properties
      WHERE id = ${propertyId} AND user_id = ${userId} AND deleted_at IS NULL AND status IN (${sql.join(CHECKABLE.map((s) => sql`${s}`), sql`, `)})`));
    if (!row) throw new ApiError(404, PhotoCheckMessages.notYours, 'PropertyId');
    return { id: Number(row.id), title: row.title, status: row.status };
  }

  /** The latest request of each listing, with the listing's badge column. */
  private async latest(db: Db, propertyIds: readonly number[]): Promise<Map<number, CheckRow>> {
    const out = new Map<number, CheckRow>();
    if (!propertyIds.length) return out;
    const rows = rowsOf<CheckRow>(await db.execute(sql`
      SELECT DISTINCT ON (c.property_id) c.id, c.property_id, c.status, c.reason, c.created_at, p.photo_checked_at
      FROM photo_checks c JOIN properties p ON p.id = c.property_id
      WHERE c.property_id IN (${ids(propertyIds)})
      ORDER BY c.property_id, c.id DESC`));
    for (const r of rows) out.set(Number(r.property_id), r);
    return out;
  }

  /** Where each listing's badge stands, for My Properties. */
  async statesOf(propertyIds: readonly number[]): Promise<Map<number, PhotoCheckStatus>> {
    const latest = await this.latest(this.database.db as unknown as Db, propertyIds);
    const now = this.now();
    return new Map(propertyIds.map((id) => [id, stateOf(latest.get(id), now)]));
  }

  /** The owner's request screen: the state, and the photos last sent, signed for the owner. */
  async details(userId: number, propertyId: number): Promise<PhotoCheckDetails> {
    const db = this.database.db as unknown as Db;
    const listing = await this.ownListing(db, userId, propertyId);
    const latest = (await this.latest(db, [listing.id])).get(listing.id);
    const state = stateOf(latest, this.now());
    const files = latest ? await this.filesOf(db, Number(latest.id)) : [];
    const access = await this.links.accessFor(userId);
    return {
      PropertyId: listing.id, Title: listing.title, ...state,
      CanRequest: state.State !== 'Waiting' && state.State !== 'Checked',
      Photos: files.map((f) => this.links.url(f, access)),
    };
  }

  private async filesOf(db: Db, checkId: number): Promise<string[]> {
    return rowsOf<{ file: string }>(await db.execute(sql`
      SELECT file FROM photo_check_images WHERE check_id = ${checkId} ORDER BY position`)).map((r) => r.file);
  }

  /**
   * The owner's request: one to PHOTO_CHECK_MAX_PHOTOS photos, re-encoded as listing photos are (no
   * EXIF or GPS survives) and fingerprinted, for a live or pending listing of theirs with nothing
   * waiting and no badge held.
   */
  async request(userId: number, input: PhotoCheckRequestInput, photos: readonly { path: string; name: string }[]): Promise<PhotoCheckStatus> {
    if (!photos.length) throw new ApiError(400, PhotoCheckMessages.noPhotos, 'file');
    if (photos.length > PHOTO_CHECK_MAX_PHOTOS) throw new ApiError(400, PhotoCheckMessages.tooManyPhotos, 'file');
    const db = this.database.db as unknown as Db;
    // Checked before the photos are re-encoded, the costly part.
    const listing = await this.ownListing(db, userId, input.PropertyId);
    const before = stateOf((await this.latest(db, [listing.id])).get(listing.id), this.now());
    if (before.State === 'Waiting' || before.State === 'Checked') throw new ApiError(409, PhotoCheckMessages.alreadyWaiting, 'PropertyId');
    const stored: Array<{ file: string; fingerprint: bigint | null | undefined }> = [];
    try {
      for (const photo of photos) {
        const image = await storeImage(this.uploads, 'listings', photo.path, {
          maxSide: PHOTO_CHECK_MAX_SIDE, field: 'file', message: PhotoCheckMessages.notImage(photo.name), fingerprint: true,
        });
        if (!stored.some((s) => s.file === image.upload)) stored.push({ file: image.upload, fingerprint: image.fingerprint });
      }
      const at = await this.database.db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        await this.ownListing(t, userId, listing.id);
        const [check] = rowsOf<{ id: number; created_at: Date | string }>(await t.execute(sql`
          INSERT INTO photo_checks (property_id, user_id) VALUES (${listing.id}, ${userId}) RETURNING id, created_at`));
        await t.execute(sql`INSERT INTO photo_check_images (check_id, position, file) VALUES
          ${sql.join(stored.map((s, i) => sql`(${check!.id}, ${i}, ${s.file})`), sql`, `)}`);
        await this.duplicates.remember(t, stored);
        return iso(check!.created_at);
      });
      this.log('photo check requested', { propertyId: listing.id, photos: stored.length });
      return { State: 'Waiting', RequestedAt: at };
    } catch (err) {
      // A photo is content-addressed and may already be another row's: only remove what none uses.
      await removeImages(this.uploads, await this.unreferenced(stored.map((s) => s.file)));
      // Two requests at once: the one-waiting index lets one through.
      if (isUniqueViolation(err)) throw new ApiError(409, PhotoCheckMessages.alreadyWaiting, 'PropertyId');
      throw err;
    }
  }

  private unreferenced(files: string[]): Promise<string[]> {
    return unreferencedUploads(this.database, files);
  }


  /**
   * Listings of other accounts (or of no account) whose photos a check photo repeats, the closest
   * first: the band probes of DuplicateService.photoMatches, one per check photo.
   */
  private async matches(db: Db, checkId: number, propertyId: number, ownerId: number, access: string): Promise<PhotoCheckMatch[]> {
    const prints = rowsOf<{ file: string; phash: string }>(await db.execute(sql`
      SELECT i.file, f.phash::text AS phash FROM photo_check_images i JOIN photo_fingerprints f ON f.file = i.file
      WHERE i.check_id = ${checkId} ORDER BY i.position`));
    const best = new Map<number, { distance: number; file: string; matchFile: string; status: string; title: string }>();
    for (const p of prints) {
      for (const m of await this.duplicates.photoMatches(db, BigInt(p.phash), propertyId)) {
        if (m.userId === ownerId) continue;
        const had = best.get(m.id);
        if (!had || m.distance < had.distance) best.set(m.id, { distance: m.distance, file: p.file, matchFile: m.file, status: m.status, title: m.title });
      }
    }
    if (!best.size) return [];
    const info = new Map(rowsOf<{ id: number; url: string; owner: string }>(await db.execute(sql`
      SELECT p.id, p.url, COALESCE(u.user_name, p.contact_full_name) AS owner
      FROM properties p LEFT JOIN users u ON u.id = p.user_id WHERE p.id IN (${ids([...best.keys()])})`)).map((r) => [Number(r.id), r]));
    return [...best.entries()]
      .sort((a, b) => a[1].distance - b[1].distance || b[0] - a[0])
      .map(([id, m]) => ({
        PropertyId: id, PropertyUrl: info.get(id)?.url ?? '', Title: m.title, Status: m.status, OwnerName: info.get(id)?.owner ?? '',
        Distance: m.distance, Image: this.adminImage(m.file, access), MatchImage: this.adminImage(m.matchFile, access),
      }));
  }

  /** Private photos for the console: signed for the admin, marked so the service worker keeps none. */
  private adminImage(file: string, access: string): string {
    const url = new URL(this.links.url(file, access));
    url.searchParams.set(ADMIN_IMAGE_MARK, '1');
    return url.toString();
  }

  /** The console's queue: waiting requests, oldest first, the check photos beside the listing's. */
  async queue(adminId: number): Promise<AdminPhotoCheckItem[]> {
    const db = this.database.db as unknown as Db;
    const rows = rowsOf<{
      id: number; property_id: number; user_id: number; created_at: Date | string; url: string; title: string; status: string;
      location: string | null; city: string | null; owner: string;
    }>(await db.execute(sql`
      SELECT c.id, c.property_id, c.user_id, c.created_at, p.url, p.title, p.status, l.name AS location, ci.name AS city,
        COALESCE(NULLIF(trim(u.first_name || ' ' || u.last_name), ''), u.user_name) AS owner
      FROM photo_checks c
      JOIN properties p ON p.id = c.property_id
      JOIN users u ON u.id = c.user_id
      LEFT JOIN locations l ON l.id = p.location_id
      LEFT JOIN cities ci ON ci.id = p.city_id
      WHERE c.status = 'Pending' AND p.deleted_at IS NULL
      ORDER BY c.created_at, c.id
      LIMIT ${QUEUE_PAGE}`));
    const access = await this.links.accessFor(adminId);
    const out: AdminPhotoCheckItem[] = [];
    for (const r of rows) {
      const checkId = Number(r.id);
      const propertyId = Number(r.property_id);
      const listingFiles = rowsOf<{ file: string }>(await db.execute(sql`
        SELECT file FROM property_images WHERE property_id = ${propertyId} ORDER BY position`)).map((x) => x.file);
      out.push({
        CheckId: checkId, PropertyId: propertyId, PropertyUrl: r.url, Title: r.title, Status: r.status,
        Location: r.location ?? '', City: r.city ?? '', OwnerName: r.owner, RequestedAt: iso(r.created_at),
        CheckPhotos: (await this.filesOf(db, checkId)).map((f) => this.adminImage(f, access)),
        ListingPhotos: listingFiles.map((f) => this.adminImage(f, access)),
        Matches: await this.matches(db, checkId, propertyId, Number(r.user_id), access),
      });
    }
    return out;
  }

  /** The waiting request, locked for the decision; a decided or vanished one is a 409. */
  private async waiting(db: Db, checkId: number): Promise<{ id: number; property_id: number; user_id: number; title: string }> {
    const [row] = rowsOf<{ id: number; property_id: number; user_id: number; title: string }>(await db.execute(sql`
      SELECT c.id, c.property_id, c.user_id, p.title FROM photo_checks c JOIN properties p ON p.id = c.property_id
      WHERE c.id = ${checkId} AND c.status = 'Pending' AND p.deleted_at IS NULL AND p.status IN (${sql.join(CHECKABLE.map((s) => sql`${s}`), sql`, `)})
      FOR UPDATE OF c`));
    if (!row) throw new ApiError(409, PhotoCheckMessages.notWaiting, 'CheckId');
    return { id: Number(row.id), property_id: Number(row.property_id), user_id: Number(row.user_id), title: row.title };
  }

  /** Approves: the badge from now for PHOTO_CHECK_DAYS. Refused while a check photo repeats another account's listing. */
  async approve(adminId: number, input: AdminPhotoCheckApproveInput): Promise<string> {
    const now = this.now();
    const title = await this.database.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const check = await this.waiting(db, input.CheckId);
      const access = await this.links.accessFor(adminId);
      if ((await this.matches(db, check.id, check.property_id, check.user_id, access)).length) {
        throw new ApiError(409, PhotoCheckMessages.copied, 'CheckId');
      }
      await db.execute(sql`UPDATE photo_checks SET status = 'Lapsed' WHERE property_id = ${check.property_id} AND status = 'Approved'`);
      await db.execute(sql`UPDATE photo_checks SET status = 'Approved', decided_at = ${now.toISOString()}::timestamptz, decided_by = ${adminId} WHERE id = ${check.id}`);
      await db.execute(sql`UPDATE properties SET photo_checked_at = ${now.toISOString()}::timestamptz WHERE id = ${check.property_id}`);
      await refreshVerified(db, sql`p.id = ${check.property_id}`);
      await recordAudit(db, {
        ...(await adminActor(db, adminId)), action: 'photo-check-approve', targetKind: 'listing', targetId: check.property_id, targetLabel: check.title, reason: null,
      });
      return check.title;
    });
    this.onChange();
    return PhotoCheckMessages.approved(title);
  }

  /** Refuses, with the reason the owner sees; a badge held from an earlier check is untouched. */
  async refuse(adminId: number, input: AdminPhotoCheckRefuseInput): Promise<string> {
    const title = await this.database.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const check = await this.waiting(db, input.CheckId);
      await db.execute(sql`UPDATE photo_checks SET status = 'Refused', reason = ${input.Reason}, decided_at = now(), decided_by = ${adminId} WHERE id = ${check.id}`);
      await recordAudit(db, {
        ...(await adminActor(db, adminId)), action: 'photo-check-refuse', targetKind: 'listing', targetId: check.property_id, targetLabel: check.title, reason: input.Reason,
      });
      return check.title;
    });
    return PhotoCheckMessages.refused(title);
  }

  /**
   * Clears the badges past PHOTO_CHECK_DAYS, and with them `verified` where no other badge is held,
   * so "Verified only" and verified-first ranking stop counting them. Answers and cards leave a lapsed
   * badge out by its date meanwhile (verification.ts).
   */
  async sweep(): Promise<number> {
    const cutoff = new Date(this.now().getTime() - PHOTO_CHECK_DAYS * 86_400_000).toISOString();
    const lapsed = await this.database.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const rows = rowsOf<{ id: number }>(await db.execute(sql`
        UPDATE properties SET photo_checked_at = NULL
        WHERE photo_checked_at IS NOT NULL AND photo_checked_at <= ${cutoff}::timestamptz RETURNING id`));
      if (!rows.length) return 0;
      const list = ids(rows.map((r) => Number(r.id)));
      await db.execute(sql`UPDATE photo_checks SET status = 'Lapsed' WHERE status = 'Approved' AND property_id IN (${list})`);
      await refreshVerified(db, sql`p.id IN (${list})`);
      return rows.length;
    });
    if (lapsed) {
      this.onChange();
      this.log('photo checks lapsed', { lapsed });
    }
    return lapsed;
  }

  /** Every ten minutes (the first a minute after start), by one instance of those sharing the database. */
  start(intervalMs = 10 * 60_000): StopJob {
    return everyInterval(intervalMs, 'photo check sweep', () => this.database.exclusive('photo-checks', () => this.sweep()), this.log, 60_000);
  }
}
