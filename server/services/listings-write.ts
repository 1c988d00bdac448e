import { asLocale, type Locale } from '../../src/contract/locale.ts';
import { jsonLogger, type Log } from '../log.ts';
import type { AlertJobs } from './alert-jobs.ts';
import { listingFacetText } from '../../src/lib/search-words.ts';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/connection.ts';
import { approvalKeys, properties, propertyFeatures, propertyImages, users } from '../db/schema.ts';
import type { Config } from '../config.ts';
import type { MailQueue } from '../mail/queue.ts';
import { ApiError } from '../errors.ts';
import { optionFor, type ReferenceService } from './reference.ts';
import { RateLimiter } from './rate-limit.ts';
import { mailboxOf } from '../mail/mailbox.ts';
import type { ImageLinks } from '../images/links.ts';
import { digest, newSecret } from './crypto.ts';
import type { RecordAnswer } from './idempotency.ts';
import { IMAGE_FORMATS, removeImages, storeImage, type StoredImage } from '../images/uploads.ts';
import { unreferencedUploads } from '../images/orphans.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import type { PropertyInput } from '../../src/contract/property-schema.ts';
import { parseImageOrderToken } from '../../src/contract/image-order.ts';
import type { MyPropertyItem, PropertyForEdit, SubmitResult } from '../../src/contract/types.ts';
import type { PhotoCheckStatus } from '../../src/contract/photo-check-limits.ts';
import { Limits, ModerationStatus, TYPE_IDS_WITHOUT_ROOMS, type ListingStatus, type PossessionStatus } from '../../src/contract/constants.ts';
import { Messages } from '../../src/contract/messages.ts';
import { priceInWords } from '../../src/lib/price.ts';
import { propertySlug } from '../../src/lib/slug.ts';
import { APPROVAL_LINK_DAYS, approvalMail, decisionMail } from '../mail/templates.ts';
import { recordAudit, type Actor } from './audit.ts';
import { EXPIRED } from '../../src/contract/freshness.ts';
import { pinChange, type PinChange } from '../../src/contract/geo.ts';
import { pinPlaceProblem } from '../geo/pin-place.ts';
import { refreshMapPoint } from '../geo/public-point.ts';
import type { PhoneVerificationService } from './phone-verification.ts';
import { refreshVerified } from './verification.ts';
import { lapsePhotoCheck, type PhotoCheckService } from './photo-checks.ts';
import type { DuplicateService } from './duplicates.ts';
import { DuplicateMessages } from '../../src/contract/duplicates.ts';
import { possessionProblem, possessionStatusesFor } from '../../src/contract/possession.ts';

/** What an admin decides about a pending listing, by mailed link or in the console. */
export type Decision = 'approve' | 'reject';

export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
const IMAGE_MAX_SIDE = 1920;

/**
 * How a listing photo's upload is read (server/http/multipart.ts): its size and the formats its first
 * bytes may announce. Project photos are uploaded under the same rules.
 */
export const LISTING_PHOTO_UPLOAD = {
  maxFileBytes: MAX_IMAGE_BYTES,
  formats: IMAGE_FORMATS.listings,
  notImage: (name: string) => `"${name}" is not a PNG or JPEG image.`,
} as const;

/**
 * New listings, counted before any photo is stored (replays of an Idempotency-Key are not new). An
 * anonymous submission mails the admin and costs re-encoding: a household or a small office lists a
 * few, a script hundreds. Agents with many listings sign in and get a wider budget.
 */
const submissionLimits = {
  anonymousPerAddress: { max: 10, windowSeconds: 60 * 60 },
  anonymousPerContact: { max: 10, windowSeconds: 24 * 60 * 60 },
  perAccount: { max: 60, windowSeconds: 60 * 60 },
} as const;

/**
 * Uploads stored by requests still in flight in this process. Files are named by content, so two
 * submissions can share one; a failed request must not remove a file another is about to commit.
 */
const inFlightUploads = new Map<string, number>();
const hold = (upload: string) => inFlightUploads.set(upload, (inFlightUploads.get(upload) ?? 0) + 1);
const release = (upload: string) => {
  const n = (inFlightUploads.get(upload) ?? 1) - 1;
  if (n <= 0) inFlightUploads.delete(upload);
  else inFlightUploads.set(upload, n);
};

/** Lets go of uploads `storeListingPhotos` held, once the request that stored them has committed or given up. */
export function releaseUploads(written: readonly string[]): void {
  for (const upload of written) release(upload);
}

/**
 * Removes what a failed request stored, after `releaseUploads`: files are named by content, so only
 * those no row refers to and no other request in flight holds.
 */
export async function removeUnusedUploads(database: Database, store: BlobStore, written: readonly string[]): Promise<void> {
  await removeImages(store, await unreferencedUploads(database, written.filter((u) => !inFlightUploads.has(u))));
}

/**
 * Re-encodes and stores photos sent as listing photos are (checked by content, EXIF dropped, longest
 * side capped). Each stored name goes into `written` as soon as it exists and is held against other
 * requests' clean-up until `releaseUploads`, so the caller can remove what a failure half-way left behind.
 */
export async function storeListingPhotos(
  uploads: BlobStore, files: readonly SubmittedPhoto[], written: string[], fingerprint = false,
): Promise<StoredImage[]> {
  const uploaded: StoredImage[] = [];
  for (const file of files) {
    const stored = await storeImage(uploads, 'listings', file.path, {
      maxSide: IMAGE_MAX_SIDE, field: 'file', message: LISTING_PHOTO_UPLOAD.notImage(file.name), fingerprint,
    });
    uploaded.push(stored);
    written.push(stored.upload);
    hold(stored.upload);
  }
  return uploaded;
}

/** A photo sent with a submission, spooled to a temporary file while the request runs. */
export interface SubmittedPhoto {
  name: string;
  path: string;
}

interface Resolved {
  /** The ticked features' names, in the form's order: searchable through the listing's place text. */
  featureNames: string[];
  typeName: string;
  purposeName: string;
  unitName: string;
  cityName: string;
  locationName: string | null;
  squareFeet: number;
  withRooms: boolean;
}

/** The listing an edit replaces: its id, status and stored photos in their order. */
interface ExistingListing {
  id: number;
  status: string;
  images: StoredImage[];
  /** The owner's point as stored, checked again when an edit moves the listing to another place. */
  pin: { lat: number; lng: number } | null;
  possession: StoredPossession;
}

/** A listing's possession status and instalments as the table keeps them (migration 0047). */
interface StoredPossession {
  PossessionStatus: PossessionStatus | null;
  InstalmentsPaid: number | null;
  InstalmentsRemaining: number | null;
  InstalmentAmount: number | null;
}

const NO_POSSESSION: StoredPossession = { PossessionStatus: null, InstalmentsPaid: null, InstalmentsRemaining: null, InstalmentAmount: null };

/**
 * What a save stores: what was sent; on an edit from a client that sends none of the fields, what is
 * stored, as long as the type still carries it (a plot edited into a house loses its status).
 */
export function possessionAfter(input: PropertyInput, stored: StoredPossession | null): StoredPossession {
  const kept = stored ?? NO_POSSESSION;
  const allowed = possessionStatusesFor(input.TypeId);
  const status = input.PossessionStatus !== undefined ? input.PossessionStatus
    : kept.PossessionStatus !== null && allowed.includes(kept.PossessionStatus) ? kept.PossessionStatus : null;
  const sent = input.InstalmentsPaid !== undefined || input.InstalmentsRemaining !== undefined || input.InstalmentAmount !== undefined;
  const plan = sent
    ? { InstalmentsPaid: input.InstalmentsPaid ?? null, InstalmentsRemaining: input.InstalmentsRemaining ?? null, InstalmentAmount: input.InstalmentAmount ?? null }
    : allowed.length ? { InstalmentsPaid: kept.InstalmentsPaid, InstalmentsRemaining: kept.InstalmentsRemaining, InstalmentAmount: kept.InstalmentAmount }
      : { InstalmentsPaid: null, InstalmentsRemaining: null, InstalmentAmount: null };
  return { PossessionStatus: status, ...plan };
}

/** Submitting, editing, approving and managing one's own listings. */
/** Whether two lists hold the same photos, whatever their order (a new cover alone changes no photo). */
const samePhotos = (a: readonly string[], b: readonly string[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((f) => right.has(f));
};

export class ListingWriteService {
  constructor(
    private readonly database: Database,
    private readonly config: Config,
    /** Where listing photos are stored (disk or the bucket). */
    private readonly uploads: BlobStore,
    private readonly mail: MailQueue,
    private readonly reference: ReferenceService,
    private readonly limiter: RateLimiter,
    private readonly links: ImageLinks,
    /** Told after every change that can alter what search and the home page show. */
    private readonly onChange: (scope?: 'public' | 'private', ids?: readonly number[]) => void = () => undefined,
    private readonly log: Log = jsonLogger(),
    /**
     * Told, in the change's own transaction, when a listing becomes Active (saved-search and
     * favourites' alerts) or its owner marks it sold or deletes it (favourites' alerts).
     */
    private readonly alerts?: Pick<AlertJobs, 'enqueue' | 'runNow'>,
    /** Whether the contact number was proved by SMS: the listing's "Phone verified" badge. */
    private readonly phones?: Pick<PhoneVerificationService, 'provedAt'>,
    /** Compares each submission's photos and description with other listings (services/duplicates.ts). */
    private readonly duplicates?: DuplicateService,
    /** Where each listing's "Photo-checked" badge stands, for My Properties (services/photo-checks.ts). */
    private readonly photoChecks?: Pick<PhotoCheckService, 'statesOf'>,
  ) {}

  private get db() { return this.database.db; }

  /** Every id must name a real option, and the location must be in the chosen city. */
  private async resolve(input: PropertyInput): Promise<Resolved> {
    const [d, form] = await Promise.all([this.reference.dropDownData(), this.reference.submitFormOptions()]);
    const type = optionFor(d, 'Types', input.TypeId, 'TypeId');
    const purpose = optionFor(d, 'Purposes', input.PurposeId, 'PurposeId');
    const unit = optionFor(d, 'AreaUnits', input.AreaUnitId, 'AreaUnitId');
    const city = optionFor(d, 'Cities', input.CityId, 'CityId');
    const [location] = input.LocationId === null ? [] : await this.reference.locationsFor(input.CityId, [input.LocationId], 'LocationId');
    const locationName = location?.Text ?? null;
    const withRooms = !TYPE_IDS_WITHOUT_ROOMS.includes(input.TypeId);
    if (withRooms) {
      if (input.BedRoomId !== null) optionFor(d, 'BedRooms', input.BedRoomId, 'BedRoomId');
      if (input.BathRoomId !== null) optionFor(d, 'BathRooms', input.BathRoomId, 'BathRoomId');
      const unknown = input.OtherFeatures.find((id) => !form.OtherFeatures.some((f) => f.Id === id));
      if (unknown !== undefined) throw new ApiError(400, 'Feature not found.', 'OtherFeatures');
    }
    const featureNames = withRooms ? form.OtherFeatures.filter((f) => input.OtherFeatures.includes(f.Id)).map((f) => f.Text) : [];
    return { featureNames, typeName: type.Text, purposeName: purpose.Text, unitName: unit.Text, cityName: city.Text, locationName, squareFeet: unit.SquareFeet, withRooms };
  }

  /** The final image list: kept stored images and new uploads, in the order the client asked. */
  private orderImages(input: PropertyInput, existing: string[], uploaded: StoredImage[], sizes: Map<string, StoredImage>): StoredImage[] {
    const keep = input.KeepImages ?? [];
    for (const name of keep) {
      if (!existing.includes(name)) throw new ApiError(400, 'An image to keep does not belong to this property.', 'KeepImages');
    }
    let ordered: StoredImage[];
    if (input.ImageOrder) {
      ordered = input.ImageOrder.map((token) => {
        const item = parseImageOrderToken(token);
        if (item?.kind === 'keep' && keep.includes(item.upload)) return sizes.get(item.upload)!;
        if (item?.kind === 'new' && uploaded[item.index]) return uploaded[item.index]!;
        throw new ApiError(400, 'ImageOrder names an image that was not sent.', 'ImageOrder');
      });
    } else {
      ordered = [...keep.map((k) => sizes.get(k)!), ...uploaded];
    }
    // The same photo twice (by content) is kept once.
    const seen = new Set<string>();
    ordered = ordered.filter((img) => !seen.has(img.upload) && seen.add(img.upload));
    if (ordered.length > Limits.maxImages) throw new ApiError(400, `You can add at most ${Limits.maxImages} images.`, 'file');
    return ordered;
  }

  /**
   * A new listing or an edit, Pending until the admin decides. Replays of an Idempotency-Key are
   * answered by the HTTP layer before this runs, so they count against no budget.
   *
   * The steps run in this order on purpose: the rate limits (docs/product.md, section 9) and the
   * reference checks come before any photo is re-encoded, the costly part; photos are stored before
   * the transaction and removed again if it does not commit.
   */
  async submit(
    input: PropertyInput, files: readonly SubmittedPhoto[], userId: number | null, ip: string, record: RecordAnswer<SubmitResult>,
    /** The page's language: the mails' language when there is no account to say it. */
    language: Locale = 'en',
  ): Promise<SubmitResult> {
    const pin = pinChange(input.PinLatitude, input.PinLongitude);
    if (!pin.ok) throw new ApiError(400, pin.message, pin.field);
    await this.chargeSubmission(input, userId, ip);
    const resolved = await this.resolve(input);
    const existing = input.PropertyId === null ? null : await this.editableListing(input.PropertyId, userId!);
    const possession = possessionAfter(input, existing?.possession ?? null);
    const possessionWrong = possessionProblem({ TypeId: input.TypeId, ...possession });
    if (possessionWrong) throw new ApiError(400, possessionWrong.message, possessionWrong.field);
    // Checked against the places the listing names, once they are known to exist: a new point, or the
    // stored one when an edit names another city or location and keeps it.
    const pinAfter = pin.keep ? existing?.pin ?? null : pin.pin;
    const pinProblem = pinAfter ? pinPlaceProblem(input.CityId, input.LocationId, pinAfter) : null;
    if (pinProblem) throw new ApiError(400, pinProblem, 'PinLatitude');
    if ((input.KeepImages?.length ?? 0) + files.length > Limits.maxImages) {
      throw new ApiError(400, `You can add at most ${Limits.maxImages} images.`, 'file');
    }

    // Files are written before the transaction and removed again if it does not commit.
    const written: string[] = [];
    try {
      const uploaded = await this.storePhotos(files, written);
      const sizes = new Map((existing?.images ?? []).map((i) => [i.upload, i]));
      const images = this.orderImages(input, (existing?.images ?? []).map((i) => i.upload), uploaded, sizes);
      const approvalKey = newSecret();

      const answer = await this.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        const { id, url } = await this.saveListing(db, { input, resolved, existing, images, userId, language, pin, possession });
        await this.duplicates?.remember(db, uploaded.map((u) => ({ file: u.upload, fingerprint: u.fingerprint })));
        const earlier = await this.duplicates?.check(db, {
          propertyId: id, isNew: existing === null, files: images.map((i) => i.upload), description: input.Description,
          cityId: input.CityId, typeId: input.TypeId, submitter: { userId, email: input.EmailAddress },
          mirrors: uploaded.map((u) => ({ file: u.upload, fingerprint: u.mirrored })),
        }) ?? null;
        const copies = await this.duplicates?.copiesAnotherAccount(db, id) ?? false;
        const mailId = await this.askForApproval(db, { id, input, resolved, images, approvalKey, edited: existing !== null, copies });
        const result: SubmitResult = { PropertyId: id, PropertyUrl: url, Status: 'Pending', ...(earlier ? { YourEarlierListing: earlier } : {}) };
        if (record) await record(db, result);
        return { result, mailId };
      });

      // A new listing is Pending: in nobody's search or page yet, but its photos' access changed.
      // An edit takes a listing out of (or changes it in) what everyone sees.
      this.onChange(input.PropertyId === null ? 'private' : 'public', [answer.result.PropertyId]);
      // The listing and its mail are saved; sending now failing only delays the mail.
      await this.mail.sendNow([answer.mailId]);
      for (const upload of written) release(upload);
      return answer.result;
    } catch (err) {
      for (const upload of written) release(upload);
      await this.removeUnreferenced(written);
      throw err;
    }
  }

  /**
   * Before the body of an anonymous submission is read: an address already past its budget is
   * refused at once. Every anonymous submission is a new listing (an edit needs an account), so it
   * would be refused by `chargeSubmission` anyway, only after its photos had all arrived.
   */
  async admitAnonymous(ip: string): Promise<void> {
    const used = await this.limiter.peek(`submit:ip:${ip}`);
    if (used.hits >= submissionLimits.anonymousPerAddress.max) throw RateLimiter.tooMany(used.retry);
  }

  /** Submit's first step: an edit needs an account, and a new listing spends the submitter's budget. */
  private async chargeSubmission(input: PropertyInput, userId: number | null, ip: string): Promise<void> {
    if (input.PropertyId !== null && userId === null) throw new ApiError(401, 'Please log in to edit your property.');
    if (input.PropertyId !== null) return;
    if (userId !== null) {
      await this.limiter.hit(submissionLimits.perAccount, `submit:acct:${userId}`);
    } else {
      await this.limiter.hit(submissionLimits.anonymousPerAddress, `submit:ip:${ip}`);
      await this.limiter.hit(submissionLimits.anonymousPerContact, `submit:contact:${mailboxOf(input.EmailAddress)}`);
    }
  }

  /** The owner's listing an edit replaces, with its stored photos in order, if it may still be edited. */
  private async editableListing(propertyId: number, userId: number): Promise<ExistingListing> {
    const [row] = await this.db.select({
      id: properties.id, status: properties.status, pinLat: properties.pinLat, pinLng: properties.pinLng,
      possessionStatus: properties.possessionStatus, instalmentsPaid: properties.instalmentsPaid,
      instalmentsRemaining: properties.instalmentsRemaining, instalmentAmount: properties.instalmentAmount,
    }).from(properties)
      .where(and(eq(properties.id, propertyId), eq(properties.userId, userId), isNull(properties.deletedAt)));
    if (!row) throw new ApiError(404, Messages.editNotFound, 'PropertyId');
    if (row.status === 'Sold') throw new ApiError(400, 'A sold property cannot be edited.', 'PropertyId');
    // An edit goes back to Pending and its approval: it must not be a way round a moderator's decision.
    if (row.status === ModerationStatus.UnderReview) throw new ApiError(400, Messages.underReviewNoEdit, 'PropertyId');
    if (row.status === ModerationStatus.Hidden) throw new ApiError(400, Messages.hiddenNoEdit, 'PropertyId');
    const images = await this.db.select().from(propertyImages).where(eq(propertyImages.propertyId, row.id)).orderBy(propertyImages.position);
    return {
      id: row.id, status: row.status,
      images: images.map((i) => ({ upload: i.file, width: i.width, height: i.height })),
      pin: row.pinLat === null || row.pinLng === null ? null : { lat: row.pinLat, lng: row.pinLng },
      possession: {
        PossessionStatus: row.possessionStatus, InstalmentsPaid: row.instalmentsPaid,
        InstalmentsRemaining: row.instalmentsRemaining, InstalmentAmount: row.instalmentAmount,
      },
    };
  }

  private storePhotos(files: readonly SubmittedPhoto[], written: string[]): Promise<StoredImage[]> {
    return storeListingPhotos(this.uploads, files, written, this.duplicates !== undefined);
  }

  /** Inside submit's transaction: the listing's row (inserted, or the edited one reset to Pending), its photos and features. */
  private async saveListing(db: Db, { input, resolved, existing, images, userId, language, pin, possession }: {
    input: PropertyInput; resolved: Resolved; existing: ExistingListing | null; images: StoredImage[]; userId: number | null; language: Locale;
    possession: StoredPossession;
    pin: Extract<PinChange, { ok: true }>;
  }): Promise<{ id: number; url: string }> {
    // An edit from a client that knows nothing of pins sends neither field, and keeps what is stored.
    const pinValues = pin.keep && existing ? {} : {
      pinLat: pin.keep ? null : pin.pin?.lat ?? null,
      pinLng: pin.keep ? null : pin.pin?.lng ?? null,
    };
    // The choice to show the point exactly belongs to a point: without one it is stored as false, so
    // that a pin added later by a client that does not send the choice is not published exactly.
    const keepsPin = pin.keep && existing;
    const exact = keepsPin
      ? (input.ShowExactLocation === undefined ? {} : { pinExactPublic: sql<boolean>`(${properties.pinLat} IS NOT NULL AND ${input.ShowExactLocation})` })
      : { pinExactPublic: !pin.keep && pin.pin ? (input.ShowExactLocation ?? false) : false };
    // Checked again on every save: an edit may change the number, and the badge belongs to the number.
    const phoneVerifiedAt = await this.phones?.provedAt(db, input.PhoneNumber, userId, input.PhoneProof) ?? null;
    const values = {
      status: 'Pending' as const,
      title: input.Title,
      description: input.Description,
      purposeId: input.PurposeId,
      typeId: input.TypeId,
      price: input.Price,
      area: input.Area,
      areaUnitId: input.AreaUnitId,
      areaSqft: input.Area * resolved.squareFeet,
      bedRoomId: resolved.withRooms ? input.BedRoomId : null,
      bathRoomId: resolved.withRooms ? input.BathRoomId : null,
      cityId: input.CityId,
      locationId: input.LocationId,
      contactFullName: input.FullName,
      contactEmail: input.EmailAddress,
      contactPhone: input.PhoneNumber,
      phoneVerifiedAt,
      contactLanguage: language,
      ...(input.PosterKind ? { posterKind: input.PosterKind === 'Agent' ? 'agent' as const : 'owner' as const } : {}),
      possessionStatus: possession.PossessionStatus,
      instalmentsPaid: possession.InstalmentsPaid,
      instalmentsRemaining: possession.InstalmentsRemaining,
      instalmentAmount: possession.InstalmentAmount,
      coverImage: images[0]?.upload ?? null,
      imageCount: images.length,
      placeText: listingFacetText({
        location: resolved.locationName, city: resolved.cityName, type: resolved.typeName, purpose: resolved.purposeName, features: resolved.featureNames,
      }),
      updatedAt: new Date(),
      ...pinValues,
      ...exact,
    };
    let id: number;
    if (existing) {
      id = existing.id;
      await db.update(properties).set({ ...values, publishedAt: null }).where(eq(properties.id, id));
      await db.delete(propertyImages).where(eq(propertyImages.propertyId, id));
      await db.delete(propertyFeatures).where(eq(propertyFeatures.propertyId, id));
      // An edit needs a fresh decision: older links stop working.
      await db.update(approvalKeys).set({ usedAt: new Date() }).where(and(eq(approvalKeys.propertyId, id), isNull(approvalKeys.usedAt)));
    } else {
      const [row] = await db.insert(properties).values({ ...values, userId, url: `new-${newSecret()}` }).returning({ id: properties.id });
      id = row!.id;
    }
    const url = propertySlug({ type: resolved.typeName, purpose: resolved.purposeName, location: resolved.locationName, city: resolved.cityName, id });
    await db.update(properties).set({ url }).where(eq(properties.id, id));
    // The public point follows the pin, the choice and the place (an area's centre without a pin).
    await refreshMapPoint(db, id);
    // "Photo-checked" speaks of the photos buyers see: adding, removing or replacing one ends it.
    if (existing && !samePhotos(existing.images.map((i) => i.upload), images.map((i) => i.upload))) await lapsePhotoCheck(db, id);
    await refreshVerified(db, sql`p.id = ${id}`);
    if (images.length) {
      await db.insert(propertyImages).values(images.map((img, position) => ({ propertyId: id, position, file: img.upload, width: img.width, height: img.height })));
    }
    if (resolved.withRooms && input.OtherFeatures.length) {
      await db.insert(propertyFeatures).values(input.OtherFeatures.map((featureId) => ({ propertyId: id, featureId })));
    }
    return { id, url };
  }

  /**
   * Inside submit's transaction: the approval key and the admin's mail, so a crash or a full disk
   * cannot leave a listing Pending unseen. Answers the queued mail's id, sent once the change commits.
   */
  private async askForApproval(db: Db, { id, input, resolved, images, approvalKey, edited, copies }: {
    id: number; input: PropertyInput; resolved: Resolved; images: StoredImage[]; approvalKey: string; edited: boolean; copies: boolean;
  }): Promise<number> {
    await db.insert(approvalKeys).values({ propertyId: id, keyHash: digest(approvalKey), email: this.config.adminEmail.toLowerCase() });
    return this.mail.enqueue(db, approvalMail(this.config, {
      key: approvalKey,
      edited,
      copies,
      expiresAt: new Date(Date.now() + APPROVAL_LINK_DAYS * 86_400_000),
      listing: {
        id, title: input.Title, description: input.Description, price: input.Price, purpose: resolved.purposeName,
        type: resolved.typeName, area: input.Area, areaUnit: resolved.unitName, city: resolved.cityName, location: resolved.locationName ?? '',
        contact: `${input.FullName}, ${input.EmailAddress}, ${input.PhoneNumber}`, images: images.length,
      },
    }));
  }

  private removeUnreferenced(uploads: string[]): Promise<void> {
    return removeUnusedUploads(this.database, this.uploads, uploads);
  }

  /**
   * The admin's mailed Approve / Reject links. They act through the same transition as the console
   * (`moderate`), so a listing decided in one place shows as decided in the other, and the link's
   * decision is audit-logged like the console's.
   */
  async decide(key: string, email: string, decision: Decision): Promise<string> {
    const invalid = new ApiError(400, 'This approval link is not valid or has already been used.', 'key');
    const address = email.trim().toLowerCase();
    const keyMatches = and(eq(approvalKeys.keyHash, digest(key)), eq(approvalKeys.email, address), isNull(approvalKeys.usedAt));
    const oldest = new Date(Date.now() - APPROVAL_LINK_DAYS * 86_400_000);
    const result = await this.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const [k] = await db.update(approvalKeys).set({ usedAt: new Date() })
        .where(and(keyMatches, gt(approvalKeys.createdAt, oldest)))
        .returning({ propertyId: approvalKeys.propertyId });
      // A blind click must not let a copy of someone else's photos through: the console shows both.
      if (k && decision === 'approve' && await this.duplicates?.copiesAnotherAccount(db, k.propertyId)) {
        throw new ApiError(409, DuplicateMessages.compareInConsole, 'key');
      }
      if (!k) {
        const [stale] = await db.select({ id: approvalKeys.propertyId }).from(approvalKeys).where(keyMatches);
        if (stale) {
          throw new ApiError(400, `This approval link has expired: links work for ${APPROVAL_LINK_DAYS} days. The owner's next edit sends a new one.`, 'key');
        }
        return null;
      }
      return this.settle(db, k.propertyId, decision, { reason: null, note: null }, { actorId: null, actor: `e-mail link (${address})` });
    });
    if (!result) throw invalid;
    this.afterSettle(result);
    await this.mail.sendNow([result.mailId]);
    return decision === 'approve'
      ? `The property "${result.title}" is approved and now live.`
      : `The property "${result.title}" is rejected.`;
  }

  /**
   * An admin's decision from the console: the same transition as the mailed links, with the reason
   * mailed to the owner and written to the audit log. Null when the listing is not pending (any more).
   */
  async moderate(propertyId: number, decision: Decision, why: { reason: string | null; note: string | null }, by: Actor): Promise<{ title: string } | null> {
    const result = await this.db.transaction(async (tx) => this.settle(tx as unknown as Db, propertyId, decision, why, by));
    if (!result) return null;
    this.afterSettle(result);
    await this.mail.sendNow([result.mailId]);
    return { title: result.title };
  }

  /**
   * Pending to Active or Rejected, in the caller's transaction: every approval link of the listing
   * stops working, the owner's mail and the followers' alert job are queued, and the audit entry
   * is written, all committing with the status.
   */
  private async settle(db: Db, propertyId: number, decision: Decision, why: { reason: string | null; note: string | null }, by: Actor) {
    const status: ListingStatus = decision === 'approve' ? 'Active' : 'Rejected';
    const [p] = await db.update(properties)
      // An approval is as good as the owner's confirmation: a new freshness cycle starts.
      .set({ status, publishedAt: decision === 'approve' ? new Date() : null, updatedAt: new Date(), ...(decision === 'approve' ? { confirmedAt: new Date(), freshnessRemindedAt: null } : {}) })
      .where(and(eq(properties.id, propertyId), eq(properties.status, 'Pending'), isNull(properties.deletedAt)))
      .returning({ id: properties.id, title: properties.title, url: properties.url, userId: properties.userId, contactEmail: properties.contactEmail, contactName: properties.contactFullName, contactLanguage: properties.contactLanguage });
    if (!p) return null;
    await db.update(approvalKeys).set({ usedAt: new Date() }).where(and(eq(approvalKeys.propertyId, p.id), isNull(approvalKeys.usedAt)));
    let to = p.contactEmail;
    let name = p.contactName;
    let language: Locale = asLocale(p.contactLanguage);
    if (p.userId !== null) {
      const [owner] = await db.select({ email: users.email, firstName: users.firstName, language: users.language }).from(users).where(eq(users.id, p.userId));
      if (owner) { to = owner.email; name = owner.firstName; language = asLocale(owner.language); }
    }
    // The owner's news, and the alerts of those who follow such listings, commit with the decision.
    const mailId = await this.mail.enqueue(db, decisionMail(this.config, {
      to, name, title: p.title, url: p.url, approved: decision === 'approve', reason: why.reason, note: why.note, language,
      confirmedAddress: p.userId !== null,
    }));
    const alertJob = decision === 'approve' && this.alerts ? await this.alerts.enqueue(db, p.id, 'published') : null;
    await recordAudit(db, {
      ...by, action: decision, targetKind: 'listing', targetId: p.id, targetLabel: p.title,
      reason: [why.reason, why.note].filter(Boolean).join(' — ') || null,
    });
    return { ...p, mailId, alertJob };
  }

  private afterSettle(result: { id: number; alertJob: number | null }): void {
    this.onChange('public', [result.id]);
    if (result.alertJob !== null) this.alerts?.runNow(result.alertJob);
  }

  async listMine(userId: number, status: ListingStatus): Promise<MyPropertyItem[]> {
    // Listings moderation took off the site stay with the owner's Active ones, marked by their Status.
    // So do those that left search for want of a confirmation (Expired), to be renewed from there.
    const statuses: string[] = status === 'Active' ? ['Active', EXPIRED, ModerationStatus.UnderReview, ModerationStatus.Hidden] : [status];
    const rows = await this.database.rows<{ id: number; url: string; title: string; description: string; price: number; purpose: string | null; created_at: Date | string; cover_image: string | null; status: string; confirmed_at: Date | string }>(sql`
      SELECT id, url, title, left(description, 300) AS description, price, (SELECT pu.name FROM purposes pu WHERE pu.id = properties.purpose_id) AS purpose, created_at, cover_image, status, confirmed_at
      FROM properties WHERE user_id = ${userId} AND status IN (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)}) AND deleted_at IS NULL
      ORDER BY created_at DESC, id DESC LIMIT 500`);
    const access = await this.links.accessFor(userId);
    // Only live and pending listings can ask for the check (or hold its badge).
    const checkable = rows.filter((r) => r.status === 'Active' || r.status === 'Pending').map((r) => Number(r.id));
    const checks = this.photoChecks ? await this.photoChecks.statesOf(checkable) : new Map<number, PhotoCheckStatus>();
    return rows.map((r) => ({
      PropertyId: Number(r.id),
      PropertyUrl: r.url,
      Title: r.title,
      Description: r.description,
      Price: Number(r.price),
      PriceInWords: priceInWords(Number(r.price)),
      Purpose: r.purpose ?? '',
      CreateDate: new Date(r.created_at).toISOString(),
      Image: this.links.url(r.cover_image, access),
      Status: r.status,
      ConfirmedAt: new Date(r.confirmed_at).toISOString(),
      ...(checks.has(Number(r.id)) ? { PhotoCheck: checks.get(Number(r.id))! } : {}),
    }));
  }

  private async changeOwn(
    userId: number, id: number, from: Array<ListingStatus | ModerationStatus | typeof EXPIRED>, set: Partial<typeof properties.$inferInsert>, message: string, event: 'sold' | 'removed',
  ): Promise<void> {
    const alertJob = await this.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const [row] = await db.update(properties).set({ ...set, updatedAt: new Date() })
        .where(and(eq(properties.id, id), eq(properties.userId, userId), isNull(properties.deletedAt), inArray(properties.status, from)))
        .returning({ id: properties.id });
      if (!row) throw new ApiError(404, message, 'Id');
      return this.alerts ? this.alerts.enqueue(db, id, event) : null;
    });
    this.onChange('public', [id]);
    if (alertJob !== null) this.alerts?.runNow(alertJob);
  }

  /** A soft delete: the row stays for records and replays, but no list or page shows it. */
  async deleteOwn(userId: number, id: number): Promise<void> {
    await this.changeOwn(userId, id, ['Active', 'Pending', 'Rejected', EXPIRED, ModerationStatus.UnderReview, ModerationStatus.Hidden], { deletedAt: new Date() }, Messages.editNotFound, 'removed');
  }

  async markSold(userId: number, id: number): Promise<void> {
    await this.changeOwn(userId, id, ['Active', EXPIRED], { status: 'Sold' }, 'Only an active property of yours can be marked as sold.', 'sold');
  }

  async forEdit(userId: number, id: number, includeImages: boolean): Promise<PropertyForEdit> {
    const [p] = await this.db.select().from(properties)
      .where(and(eq(properties.id, id), eq(properties.userId, userId), isNull(properties.deletedAt)));
    if (!p) throw new ApiError(404, Messages.editNotFound, 'PropertyId');
    const [images, features] = await Promise.all([
      this.db.select().from(propertyImages).where(eq(propertyImages.propertyId, id)).orderBy(propertyImages.position),
      this.db.select().from(propertyFeatures).where(eq(propertyFeatures.propertyId, id)),
    ]);
    const base64 = includeImages
      ? await Promise.all(images.map(async (i) => (await this.uploads.get(i.file).catch(() => null) ?? Buffer.alloc(0)).toString('base64')))
      : [];
    const access = await this.links.accessFor(userId);
    return {
      PropertyId: p.id, Title: p.title, PurposeId: p.purposeId, TypeId: p.typeId, Price: p.price, BedRoomId: p.bedRoomId,
      BathRoomId: p.bathRoomId, Area: p.area, AreaUnitId: p.areaUnitId, Description: p.description, CityId: p.cityId,
      LocationId: p.locationId, FullName: p.contactFullName, EmailAddress: p.contactEmail, PhoneNumber: p.contactPhone,
      OtherFeaturesIds: features.map((f) => f.featureId), Images: base64, ImagesPathArrayList: images.map((i) => i.file),
      ImageUrls: images.map((i) => this.links.url(i.file, access)), Status: p.status,
      PinLatitude: p.pinLat, PinLongitude: p.pinLng, ShowExactLocation: p.pinExactPublic,
      PosterKind: p.posterKind === 'agent' ? 'Agent' : 'Owner',
      PossessionStatus: p.possessionStatus, InstalmentsPaid: p.instalmentsPaid,
      InstalmentsRemaining: p.instalmentsRemaining, InstalmentAmount: p.instalmentAmount,
    };
  }
}
