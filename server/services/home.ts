import type { ImageLinks } from '../images/links.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import type { ListingCard, PopularCity, Testimonial } from '../../src/contract/types.ts';
import { NEWLY_ADDED_COUNT } from '../../src/contract/constants.ts';
import type { ReferenceService } from './reference.ts';
import { CARD_JOINS, CARD_SELECT, toCard, type CardRow } from './listing-cards.ts';

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
    const rows = await this.database.publicRead.rows<CardRow>(sql`
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
    const value = this.database.publicRead.rows<{ id: number; name: string; tile_image: string | null; tile_span: number; n: number }>(sql`
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
    const rows = await this.database.publicRead.rows<Testimonial>(sql`
      SELECT testimonial AS "Testimonial", image AS "Image", author AS "Author", experience AS "Experience"
      FROM testimonials ORDER BY sort, id`);
    return rows.map((t) => ({ ...t, Image: this.links.url(t.Image) }));
  }
}
