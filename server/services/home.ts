import type { ImageLinks } from '../images/links.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import type { ListingCard, PopularCity, Testimonial } from '../../src/contract/types.ts';
import { NEWLY_ADDED_COUNT } from '../../src/contract/constants.ts';
import { priceInWords } from '../../src/lib/price.ts';
import type { ReferenceNames, ReferenceService } from './reference.ts';

export interface CardRow {
  id: number;
  url: string;
  title: string;
  price: number;
  area: number;
  area_unit_id: number;
  purpose_id: number;
  type_id: number;
  city_id: number;
  location_id: number | null;
  bed_room_id: number | null;
  bath_room_id: number | null;
  user_name: string;
  published_at: Date | string | null;
  confirmed_at: Date | string | null;
  images: string[] | null;
}

export function toCard(r: CardRow, names: ReferenceNames, links: ImageLinks): ListingCard {
  const published = r.published_at instanceof Date ? r.published_at.toISOString()
    : r.published_at ? new Date(r.published_at).toISOString() : '';
  const name = (m: Map<number, string>, id: number | null) => (id === null ? '' : m.get(Number(id)) ?? '');
  return {
    PropertyId: Number(r.id),
    Purpose: name(names.purposes, r.purpose_id),
    Type: name(names.types, r.type_id),
    Price: Number(r.price),
    PriceInWords: priceInWords(Number(r.price)),
    Area: Number(r.area),
    AreaUnit: name(names.units, r.area_unit_id),
    Images: (r.images ?? []).map((upload) => links.url(upload)),
    PropertyUrl: r.url,
    Title: r.title,
    Location: name(names.locations, r.location_id),
    City: name(names.cities, r.city_id),
    BedRooms: name(names.bedrooms, r.bed_room_id),
    BathRooms: name(names.bathrooms, r.bath_room_id),
    UserName: r.user_name,
    PublishDate: published,
    ...(r.confirmed_at ? { ConfirmedAt: new Date(r.confirmed_at).toISOString() } : {}),
  };
}

/**
 * The columns of a listing card, from `p` (a properties row or subquery) and its owner. Names of
 * reference ids are filled in from memory by toCard.
 */
export const CARD_SELECT = sql`
  SELECT p.id, p.url, p.title, p.price, p.area, p.area_unit_id, p.purpose_id, p.type_id, p.city_id, p.location_id,
    p.bed_room_id, p.bath_room_id, p.published_at, p.confirmed_at,
    COALESCE(NULLIF(trim(u.first_name || ' ' || u.last_name), ''), p.contact_full_name) AS user_name,
    ARRAY(SELECT i.file FROM property_images i WHERE i.property_id = p.id ORDER BY i.position) AS images`;

export const CARD_JOINS = sql`LEFT JOIN users u ON u.id = p.user_id`;

export class HomeService {
  private popular: { at: number; value: Promise<PopularCity[]> } | null = null;

  constructor(
    private readonly database: Database,
    private readonly reference: ReferenceService,
    private readonly links: ImageLinks,
    private readonly popularTtlMs = 60_000,
  ) {}

  async newlyAdded(): Promise<ListingCard[]> {
    // The inner query walks properties_newest_idx; joins run only for the few rows kept.
    const rows = await this.database.rows<CardRow>(sql`
      ${CARD_SELECT}
      FROM (SELECT * FROM properties WHERE status = 'Active' AND deleted_at IS NULL
            ORDER BY published_at DESC, id DESC LIMIT ${NEWLY_ADDED_COUNT}) p
      ${CARD_JOINS}
      ORDER BY p.published_at DESC, p.id DESC`);
    const names = await this.reference.names();
    return rows.map((r) => toCard(r, names, this.links));
  }

  /**
   * Counting every active listing per city is the one heavy home query at scale, and the tiles
   * need not be to-the-second: one count per minute per process.
   */
  mostPopularPlaces(): Promise<PopularCity[]> {
    const now = Date.now();
    if (this.popular && now - this.popular.at < this.popularTtlMs) return this.popular.value;
    const value = this.database.rows<{ id: number; name: string; tile_image: string | null; tile_span: number; n: number }>(sql`
      SELECT c.id, c.name, c.tile_image, c.tile_span, counts.n
      FROM (SELECT city_id, count(*)::int AS n FROM properties
            WHERE status = 'Active' AND deleted_at IS NULL GROUP BY city_id) counts
      JOIN cities c ON c.id = counts.city_id
      ORDER BY counts.n DESC, c.sort
      LIMIT 6`).then((rows) => rows.map((r) => ({
      CityId: Number(r.id),
      City: r.name,
      PropertiesCount: Number(r.n),
      ImageUrl: this.links.url(r.tile_image),
      ColumnSpan: Number(r.tile_span) || 1,
    })));
    this.popular = { at: now, value };
    value.catch(() => { this.popular = null; });
    return value;
  }

  async testimonials(): Promise<Testimonial[]> {
    const rows = await this.database.rows<Testimonial>(sql`
      SELECT testimonial AS "Testimonial", image AS "Image", author AS "Author", experience AS "Experience"
      FROM testimonials ORDER BY sort, id`);
    return rows.map((t) => ({ ...t, Image: this.links.url(t.Image) }));
  }
}
