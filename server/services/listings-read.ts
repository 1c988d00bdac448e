import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import type { ListingItem, PropertyDetails, SearchResult } from '../../src/contract/types.ts';
import type { SearchInput } from '../../src/contract/schemas.ts';
import { priceInWords } from '../../src/lib/price.ts';
import { SEARCH_COUNT_CAP } from '../../src/contract/constants.ts';
import { idFromPropertySlug } from '../../src/lib/slug.ts';
import { ApiError } from '../http/errors.ts';
import type { ReferenceService } from './reference.ts';
import { CARD_JOINS, CARD_SELECT, toCard, type CardRow } from './home.ts';

const ACTIVE = sql`p.status = 'Active' AND p.deleted_at IS NULL`;
const EXCERPT = 220;

/** Words of the query as a prefix-matching tsquery ("dha phase 6" -> dha & phase & 6:*). */
export function toTsQuery(keywords: string): string | null {
  const words = keywords.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
  if (!words.length) return null;
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
}

/**
 * Search and the public detail page: only Active listings are ever shown. Results are the same for
 * everyone, so identical searches within a few seconds share one answer; any listing change in this
 * process clears them, other processes see it within the time-to-live.
 */
export class ListingReadService {
  private readonly cache = new Map<string, { at: number; value: Promise<SearchResult> }>();
  private static readonly MAX_CACHED = 500;

  constructor(
    private readonly database: Database,
    private readonly reference: ReferenceService,
    private readonly cacheMs = 30_000,
  ) {}

  /** Called by every write that can change what search shows. */
  invalidate(): void {
    this.cache.clear();
  }

  search(c: SearchInput): Promise<SearchResult> {
    if (this.cacheMs <= 0) return this.runSearch(c);
    const key = JSON.stringify(c);
    const now = Date.now();
    const hit = this.cache.get(key);
    if (hit && now - hit.at < this.cacheMs) return hit.value;
    const value = this.runSearch(c);
    this.cache.delete(key);
    this.cache.set(key, { at: now, value });
    value.catch(() => this.cache.delete(key));
    if (this.cache.size > ListingReadService.MAX_CACHED) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    return value;
  }

  private async checkIds(c: SearchInput): Promise<number> {
    const d = await this.reference.dropDownData();
    const known = (list: { Id: number }[], id: number) => id === 0 || list.some((x) => x.Id === id);
    if (!known(d.Cities, c.City)) throw new ApiError(400, 'City not found.', 'City');
    if (!known(d.Types, c.PropertyType)) throw new ApiError(400, 'Property type not found.', 'PropertyType');
    if (!known(d.AreaUnits, c.AreaUnit)) throw new ApiError(400, 'Area unit not found.', 'AreaUnit');
    if (!known(d.BedRooms, c.BedRooms)) throw new ApiError(400, 'Bedrooms value not found.', 'BedRooms');
    if (!known(d.BathRooms, c.BathRooms)) throw new ApiError(400, 'Bathrooms value not found.', 'BathRooms');
    if (c.Location.length) {
      const locations = await this.reference.locations(c.City);
      if (!c.Location.every((id) => locations.some((l) => l.Id === id))) {
        throw new ApiError(400, c.City ? 'Location not found in this city.' : 'Location not found.', 'Location');
      }
    }
    // Areas are compared in square feet; without a unit the numbers are square feet.
    return d.AreaUnits.find((u) => u.Id === c.AreaUnit)?.SquareFeet ?? 1;
  }

  private async runSearch(c: SearchInput): Promise<SearchResult> {
    const factor = await this.checkIds(c);
    const where: SQL[] = [ACTIVE];
    if (c.Purpose) where.push(sql`p.purpose_id = ${c.Purpose}`);
    if (c.City) where.push(sql`p.city_id = ${c.City}`);
    if (c.Location.length) where.push(sql`p.location_id IN (${sql.join(c.Location.map((id) => sql`${id}`), sql`, `)})`);
    if (c.PropertyType) where.push(sql`p.type_id = ${c.PropertyType}`);
    if (c.MinPrice) where.push(sql`p.price >= ${c.MinPrice}`);
    if (c.MaxPrice) where.push(sql`p.price <= ${c.MaxPrice}`);
    // A small tolerance so 1 Kanal (4500 sq ft) matches "up to 20 Marla" despite float rounding.
    if (c.MinArea) where.push(sql`p.area_sqft >= ${c.MinArea * factor - 0.01}`);
    if (c.MaxArea) where.push(sql`p.area_sqft <= ${c.MaxArea * factor + 0.01}`);
    if (c.BedRooms) where.push(sql`p.bed_room_id = ${c.BedRooms}`);
    if (c.BathRooms) where.push(sql`p.bath_room_id = ${c.BathRooms}`);
    const tsq = toTsQuery(c.Keywords);
    if (tsq) where.push(sql`p.search_doc @@ to_tsquery('english', ${tsq})`);
    const filter = sql.join(where, sql` AND `);

    const sort = c.SortBy ?? (tsq ? 'relevance' : 'newest');
    const order = sort === 'price-asc' ? sql`p.price ASC, p.id DESC`
      : sort === 'price-desc' ? sql`p.price DESC, p.id DESC`
        : sql`p.published_at DESC, p.id DESC`;
    const offset = (c.PageNumber - 1) * c.PageSize;
    const countMatches = async () => (await this.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM
        (SELECT 1 FROM properties p WHERE ${filter} LIMIT ${SEARCH_COUNT_CAP + 1}) matches`))[0]?.n ?? 0;
    type Row = CardRow & { description: string; cover_image: string | null };

    let rows: Row[];
    let counted: number;
    if (sort === 'relevance' && tsq) {
      // Ranking reads every match anyway, so the same scan counts them: one pass over the
      // full-text index and the rows instead of two (the count alone cost as much as the page).
      const ranked = await this.database.rows<Row & { total: number }>(sql`
        WITH page AS (
          SELECT p.id, ts_rank_cd(p.search_doc, to_tsquery('english', ${tsq})) AS rank, p.published_at,
            count(*) OVER () AS total
          FROM properties p WHERE ${filter}
          ORDER BY rank DESC, p.published_at DESC, p.id DESC LIMIT ${c.PageSize} OFFSET ${offset})
        ${CARD_SELECT}, left(p.description, ${EXCERPT + 1}) AS description, p.cover_image, page.total::int AS total
        FROM page JOIN properties p ON p.id = page.id
        ${CARD_JOINS}
        ORDER BY page.rank DESC, page.published_at DESC, page.id DESC`);
      rows = ranked;
      // A page past the end has no row to carry the total.
      counted = ranked[0]?.total ?? (offset > 0 ? await countMatches() : 0);
    } else {
      let n: number;
      [n, rows] = await Promise.all([
        countMatches(),
        // Page the bare rows first (index-friendly), then join names for just those rows.
        this.database.rows<Row>(sql`
          ${CARD_SELECT}, left(p.description, ${EXCERPT + 1}) AS description, p.cover_image
          FROM (SELECT p.* FROM properties p WHERE ${filter} ORDER BY ${order} LIMIT ${c.PageSize} OFFSET ${offset}) p
          ${CARD_JOINS}
          ORDER BY ${order}`),
      ]);
      counted = n;
    }
    const names = await this.reference.names();
    const items: ListingItem[] = rows.map((r) => ({
      ...toCard(r, names),
      ImageUrl: r.cover_image ?? '',
      Description: r.description.length > EXCERPT ? `${r.description.slice(0, EXCERPT).replace(/\s+\S*$/, '')}…` : r.description,
    }));
    return {
      Items: items,
      TotalCount: Math.min(counted, SEARCH_COUNT_CAP),
      TotalCountCapped: counted > SEARCH_COUNT_CAP,
      PageNumber: c.PageNumber,
      PageSize: c.PageSize,
    };
  }

  /** An edit can change the text part of a listing's address; the id at its end still finds it. */
  async detailsByUrl(url: string): Promise<PropertyDetails> {
    const oldLinkId = idFromPropertySlug(url) ?? 0;
    const rows = await this.database.rows<CardRow & {
      description: string; cover_image: string | null; contact_full_name: string;
      contact_phone: string; contact_email: string; features: number[] | null;
    }>(sql`
      ${CARD_SELECT}, p.description, p.cover_image, p.contact_full_name, p.contact_phone, p.contact_email,
        ARRAY(SELECT pf.feature_id FROM property_features pf WHERE pf.property_id = p.id) AS features
      FROM properties p ${CARD_JOINS}
      WHERE ${ACTIVE} AND (p.url = ${url} OR p.id = ${oldLinkId})
      ORDER BY (p.url = ${url}) DESC LIMIT 1`);
    const r = rows[0];
    if (!r) throw new ApiError(404, 'This property is not available any more. It may have been sold or removed.');
    const names = await this.reference.names();
    const card = toCard(r, names);
    const chosen = new Set((r.features ?? []).map(Number));
    // In the features' own order, as the submit form lists them.
    const features = [...names.features].filter(([id]) => chosen.has(id)).map(([, name]) => name);
    return {
      PropertyId: card.PropertyId,
      PropertyUrl: card.PropertyUrl,
      Title: card.Title,
      Type: card.Type,
      TypeId: Number(r.type_id),
      Purpose: card.Purpose,
      Location: card.Location,
      City: card.City,
      Images: card.Images,
      ImageUrl: r.cover_image ?? card.Images[0] ?? '',
      Price: card.Price,
      PriceInWords: priceInWords(card.Price),
      Area: card.Area,
      AreaUnit: card.AreaUnit,
      BedRooms: card.BedRooms,
      BathRooms: card.BathRooms,
      Description: r.description,
      OtherFeatures: features,
      ContactFullName: r.contact_full_name,
      ContactPhoneNumber: r.contact_phone,
      EmailAddress: r.contact_email,
      PublishDate: card.PublishDate,
    };
  }
}
