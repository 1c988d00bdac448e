import { sql, type SQL } from 'drizzle-orm';
import type { Database, ReadHandle } from '../db/connection.ts';
import type { ImageLinks } from '../images/links.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { storeImage } from '../images/uploads.ts';
import { ApiError } from '../errors.ts';
import type { ReferenceService } from './reference.ts';
import type { EnquiryThreadService } from './enquiry-threads.ts';
import type { Limit, RateLimiter } from './rate-limit.ts';
import { CARD_JOINS, CARD_SELECT, toCard, type CardRow } from './listing-cards.ts';
import { maskPhone } from '../../src/contract/phone-reveal.ts';
import type { AgencyRef } from '../../src/contract/types.ts';
import { Messages } from '../../src/contract/messages.ts';
import { AgencyMessages } from '../../src/contract/agencies.ts';
import {
  PROFILE_AREAS_SHOWN, PROFILE_LISTINGS_PAGE_SIZE, ProfileMessages as M,
  type MyProfile, type ProfileListingsInput, type ProfileListingsPage, type ProfileSaveInput, type PublicProfile, type ServedArea,
} from '../../src/contract/profiles.ts';

/** The longest side of a stored profile photo: shown at most 128 px wide, twice that for sharp screens. */
export const PROFILE_PHOTO_SIDE = 256;
/** Search results cut descriptions here too, so profile cards read the same. */
const EXCERPT = 220;
const LIVE = sql`p.status = 'Active' AND p.deleted_at IS NULL`;

interface ProfileRow {
  id: number; first_name: string; last_name: string; profile_slug: string; profile_public: boolean; profile_name: string;
  profile_bio: string; profile_photo: string | null; profile_areas: number[] | null; created_at: Date | string;
  agency_slug: string | null; agency_name: string | null;
}

type ListingRow = CardRow & { description: string; cover_image: string | null; contact_phone: string; total: number };

/** Profile and photo saves per account: enough for anyone editing, not for a loop. */
const PROFILE_SAVES: Limit = { max: 30, windowSeconds: 60 * 60 };

/**
 * Who has a profile page: a confirmed, unsuspended account that chose to be shown and posts, or
 * posted, listings or works in an agency. A buyer who never posted, or an address never confirmed,
 * has none: their name is nobody's business, and an unconfirmed account's page would be free space
 * for spam.
 */
const SHOWN = sql`u.profile_public AND u.suspended_at IS NULL AND u.email_confirmed_at IS NOT NULL
  AND (EXISTS (SELECT 1 FROM properties pp WHERE pp.user_id = u.id AND pp.deleted_at IS NULL)
    OR EXISTS (SELECT 1 FROM agency_members am WHERE am.user_id = u.id))`;

/**
 * Posters' public profiles (migration 0045): what the person chose to show, their live listings, the
 * badges those hold and the response figure from their enquiries (EnquiryThreadService's rule). A
 * private profile is not found by anyone; nothing here reads the account's e-mail address or phone.
 */
export class ProfileService {
  constructor(
    private readonly database: Database,
    private readonly reference: ReferenceService,
    private readonly links: ImageLinks,
    private readonly uploads: BlobStore,
    private readonly threads: EnquiryThreadService,
    private readonly limiter: RateLimiter,
    /** Cards and listing pages show the poster's name and link: a change is a public listings change. */
    private readonly onChange: () => void = () => undefined,
  ) {}

  /** One account's profile: public pages read it with `publicRead`, the account's own page from the primary. */
  private async row(where: SQL, from: ReadHandle = this.database): Promise<ProfileRow | undefined> {
    const [r] = await from.rows<ProfileRow>(sql`
      SELECT u.id, u.first_name, u.last_name, u.profile_slug, u.profile_public, u.profile_name, u.profile_bio, u.profile_photo,
        u.profile_areas, u.created_at, ag.slug AS agency_slug, ag.name AS agency_name
      FROM users u
      LEFT JOIN agency_members am ON am.user_id = u.id
      LEFT JOIN agencies ag ON ag.id = am.agency_id
      WHERE ${where} LIMIT 1`);
    return r;
  }

  private nameOf(r: ProfileRow): string {
    return r.profile_name.trim() || `${r.first_name} ${r.last_name}`.trim();
  }

  private agencyOf(r: ProfileRow): AgencyRef | null {
    return r.agency_slug && r.agency_name ? { Slug: r.agency_slug, Name: r.agency_name } : null;
  }

  /** The areas shown: the ones chosen, or those of the live listings, most listings first. */
  private async areasOf(r: ProfileRow): Promise<ServedArea[]> {
    const names = await this.reference.names();
    const chosen = r.profile_areas?.map(Number) ?? [];
    const ids = chosen.length ? chosen : (await this.database.publicRead.rows<{ location_id: number }>(sql`
      SELECT p.location_id FROM properties p WHERE p.user_id = ${r.id} AND ${LIVE} AND p.location_id IS NOT NULL
      GROUP BY p.location_id ORDER BY count(*) DESC, p.location_id LIMIT ${PROFILE_AREAS_SHOWN}`)).map((x) => Number(x.location_id));
    if (!ids.length) return [];
    const cities = await this.database.publicRead.rows<{ id: number; city_id: number }>(sql`
      SELECT id, city_id FROM locations WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
    const cityOf = new Map(cities.map((c) => [Number(c.id), Number(c.city_id)]));
    return ids.filter((id) => cityOf.has(id)).map((id) => ({
      LocationId: id, Location: names.locations.get(id) ?? '', City: names.cities.get(cityOf.get(id) ?? 0) ?? '',
    }));
  }

  /** A public profile by its slug; 404 for one that is private or does not exist (the same answer, so privacy is not told). */
  async details(slug: string): Promise<PublicProfile> {
    const r = await this.row(sql`u.profile_slug = ${slug} AND ${SHOWN}`, this.database.publicRead);
    if (!r) throw new ApiError(404, M.notFound, 'Slug');
    const [counts] = await this.database.publicRead.rows<{ live: number; agent: boolean; photo_checked: number; phone_verified: boolean }>(sql`
      SELECT count(*)::int AS live, COALESCE(bool_or(p.shown_as_agent), false) AS agent,
        count(*) FILTER (WHERE p.photo_checked_at IS NOT NULL)::int AS photo_checked,
        EXISTS (SELECT 1 FROM user_phones up WHERE up.user_id = ${r.id}) AS phone_verified
      FROM properties p WHERE p.user_id = ${r.id} AND ${LIVE}`);
    const agency = this.agencyOf(r);
    return {
      Slug: r.profile_slug,
      Name: this.nameOf(r),
      PhotoUrl: this.links.url(r.profile_photo),
      Kind: counts?.agent || agency ? 'Agent' : 'Owner',
      Agency: agency,
      Bio: r.profile_bio,
      Areas: await this.areasOf(r),
      MemberSince: new Date(r.created_at).toISOString(),
      PhoneVerified: Boolean(counts?.phone_verified),
      PhotoChecked: Number(counts?.photo_checked ?? 0),
      LiveListings: Number(counts?.live ?? 0),
      Figure: await this.threads.figureOfPoster(Number(r.id)),
    };
  }

  /** A page of a public profile's or an agency's live listings, as results cards. */
  async listings(q: ProfileListingsInput): Promise<ProfileListingsPage> {
    let owner: SQL;
    if (q.Agent) {
      const r = await this.row(sql`u.profile_slug = ${q.Agent} AND ${SHOWN}`, this.database.publicRead);
      if (!r) throw new ApiError(404, M.notFound, 'Agent');
      owner = sql`p.user_id = ${r.id}`;
    } else {
      const [a] = await this.database.publicRead.rows<{ id: number }>(sql`SELECT id FROM agencies WHERE slug = ${q.Agency}`);
      if (!a) throw new ApiError(404, AgencyMessages.notFound, 'Agency');
      owner = sql`p.agency_id = ${a.id}`;
    }
    const where = [owner, LIVE];
    if (q.Purpose) where.push(sql`p.purpose_id = ${q.Purpose}`);
    if (q.PropertyType) where.push(sql`p.type_id = ${q.PropertyType}`);
    const order = q.SortBy === 'price-asc' ? sql`p.price ASC, p.id DESC` : q.SortBy === 'price-desc' ? sql`p.price DESC, p.id DESC`
      : sql`p.published_at DESC NULLS LAST, p.id DESC`;
    const offset = (q.Page - 1) * PROFILE_LISTINGS_PAGE_SIZE;
    const rows = await this.database.publicRead.rows<ListingRow>(sql`
      ${CARD_SELECT}, left(p.description, ${EXCERPT + 1}) AS description, p.cover_image, p.contact_phone, page.total
      FROM (SELECT p.id, count(*) OVER ()::int AS total FROM properties p WHERE ${sql.join(where, sql` AND `)}
            ORDER BY ${order} LIMIT ${PROFILE_LISTINGS_PAGE_SIZE} OFFSET ${offset}) page
      JOIN properties p ON p.id = page.id
      ${CARD_JOINS}
      ORDER BY ${order}`);
    let total = rows[0] ? Number(rows[0].total) : 0;
    if (!rows.length && q.Page > 1) {
      const [c] = await this.database.publicRead.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM properties p WHERE ${sql.join(where, sql` AND `)}`);
      total = Number(c?.n ?? 0);
    }
    const names = await this.reference.names();
    return {
      Items: rows.map((r) => ({
        ...toCard(r, names, this.links),
        ImageUrl: this.links.url(r.cover_image),
        Description: r.description.length > EXCERPT ? `${r.description.slice(0, EXCERPT).replace(/\s+\S*$/, '')}…` : r.description,
        // Only the mask, as in search: the card's Call and WhatsApp ask Property/RevealPhone.
        ContactPhoneNumber: maskPhone(r.contact_phone ?? ''),
      })),
      Total: total,
      Page: q.Page,
      PageSize: PROFILE_LISTINGS_PAGE_SIZE,
    };
  }

  async mine(userId: number): Promise<MyProfile> {
    const r = await this.row(sql`u.id = ${userId}`);
    if (!r) throw new ApiError(401, Messages.sessionExpired);
    const [shown] = await this.database.rows<{ shown: boolean }>(sql`SELECT (${SHOWN}) AS shown FROM users u WHERE u.id = ${userId}`);
    return {
      Slug: r.profile_slug,
      Public: Boolean(r.profile_public),
      Shown: Boolean(shown?.shown),
      DisplayName: r.profile_name,
      DefaultName: `${r.first_name} ${r.last_name}`.trim(),
      Bio: r.profile_bio,
      PhotoUrl: this.links.url(r.profile_photo),
      Areas: r.profile_areas?.map(Number) ?? [],
      Agency: this.agencyOf(r),
    };
  }

  async save(userId: number, input: ProfileSaveInput): Promise<MyProfile> {
    await this.limiter.hit(PROFILE_SAVES, `profile-save:user:${userId}`);
    const areas = [...new Set(input.Areas)];
    if (areas.length) {
      const known = await this.database.rows<{ id: number }>(sql`
        SELECT id FROM locations WHERE id IN (${sql.join(areas.map((id) => sql`${id}`), sql`, `)})`);
      if (known.length !== areas.length) throw new ApiError(400, M.unknownArea, 'Areas');
    }
    const areaList = areas.length ? sql`string_to_array(${areas.join(',')}, ',')::int[]` : sql`NULL`;
    // Only a change that cards and pages show empties the caches: a save that changes nothing, or
    // nothing they show, must not let one account keep every visitor's pages uncached.
    const changed = await this.database.rows<{ id: number }>(sql`
      UPDATE users SET profile_name = ${input.DisplayName}, profile_bio = ${input.Bio}, profile_public = ${input.Public},
        profile_areas = ${areaList}${input.RemovePhoto ? sql`, profile_photo = NULL` : sql``}, updated_at = now()
      WHERE id = ${userId} AND (profile_name, profile_public${input.RemovePhoto ? sql`, profile_photo` : sql``})
        IS DISTINCT FROM (${input.DisplayName}, ${input.Public}${input.RemovePhoto ? sql`, NULL` : sql``})
      RETURNING id`);
    if (!changed.length) {
      // Bio and areas show on the profile's own page only, which is not cached.
      await this.database.db.execute(sql`
        UPDATE users SET profile_bio = ${input.Bio}, profile_areas = ${areaList}, updated_at = now() WHERE id = ${userId}`);
    } else {
      this.onChange();
    }
    return this.mine(userId);
  }

  /** The photo re-encoded small (metadata dropped) as every upload is. */
  async savePhoto(userId: number, file: string | null): Promise<MyProfile> {
    if (!file) throw new ApiError(400, 'Please choose a photo.', 'file');
    await this.limiter.hit(PROFILE_SAVES, `profile-save:user:${userId}`);
    const stored = await storeImage(this.uploads, 'avatars', file, { maxSide: PROFILE_PHOTO_SIDE, field: 'file', message: Messages.onlyImages });
    await this.database.db.execute(sql`UPDATE users SET profile_photo = ${stored.upload}, updated_at = now() WHERE id = ${userId}`);
    this.onChange();
    return this.mine(userId);
  }
}
