import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import type { ImageLinks } from '../images/links.ts';
import type { MapCluster, MapSearchResult } from '../../src/contract/types.ts';
import type { SearchInput } from '../../src/contract/schemas.ts';
import { CARD_JOINS, CARD_SELECT, toCard, type CardRow } from './listing-cards.ts';
import type { ListingReadService } from './listings-read.ts';
import type { ReferenceService } from './reference.ts';
import { CELL_ZOOM, coverZoom, mergeRanges, squaresOver } from '../geo/map-cells.ts';
import { geoExact, geoOf } from '../geo/map-sql.ts';
import { tileBounds } from '../tiles/tile-math.ts';

/** Squares are a quarter of a 256-pixel tile: a cluster stands for about 64 by 64 pixels of the screen. */
const SQUARE_STEPS = 2;
/** A phone's viewport holds about 60 such squares; a larger box is counted in coarser squares. */
const MAX_SQUARES = 160;
/** Single listings sent with their card; past this a single is a mark to tap and zoom into. */
export const MAP_CARDS_MAX = 60;

interface SquareRow {
  n: number; lat: number; lng: number; id: number | string;
  south: number; west: number; north: number; east: number;
  /** The square, when counted one square at a time. */
  x?: number; y?: number;
}

/**
 * Map search: the listings of a search inside a viewport, counted in squares of the map so that a
 * whole city's listings reach the phone as a few dozen clusters. Each square is one range of
 * properties_map_cell_idx, read and counted from the index alone when the criteria are filters
 * (keywords that stay words need the rows).
 */
export class MapSearchService {
  constructor(
    private readonly database: Database,
    private readonly listings: ListingReadService,
    private readonly reference: ReferenceService,
    private readonly links: ImageLinks,
  ) {}

  async clusters(input: SearchInput, zoom: number, extentOfMembers = false): Promise<MapSearchResult> {
    const { c, where } = await this.listings.conditions(input);
    const geo = geoOf(c);
    const level = geo?.box ? coverZoom(geo.box, zoom + SQUARE_STEPS, MAX_SQUARES) : zoom;
    if (!geo?.box) return { Clusters: [], TotalCount: 0, SquareZoom: level };
    const squares = squaresOver(geo.box, level);
    const conditions = sql.join([...where, ...geoExact(geo)], sql` AND `);
    const measures = sql`count(*)::int AS n, avg(p.map_lat) AS lat, avg(p.map_lng) AS lng, min(p.id) AS id`;
    const extent = sql`min(p.map_lat) AS south, min(p.map_lng) AS west, max(p.map_lat) AS north, max(p.map_lng) AS east`;
    // Filters alone: each square is one range of the map-cell index, counted from the index. Words
    // that stay words need the full-text index too, which a range at a time cannot use: one pass
    // over both indexes, grouped by square, reads only the listings that have the words.
    const rows = c.Keywords
      ? await this.database.publicRead.rows<SquareRow>(sql`
        SELECT ${measures}, ${extent} FROM properties p
        WHERE (${sql.join(mergeRanges(squares).map(([lo, hi]) => sql`p.map_cell BETWEEN ${lo} AND ${hi}`), sql` OR `)}) AND ${conditions}
        GROUP BY p.map_cell / ${4 ** (CELL_ZOOM - level)}`)
      : await this.database.publicRead.rows<SquareRow>(sql`
        SELECT agg.*, r.x, r.y FROM (VALUES ${sql.join(squares.map((s) => sql`(${s.lo}::bigint, ${s.hi}::bigint, ${s.x}::int, ${s.y}::int)`), sql`, `)}) AS r(lo, hi, x, y)
        CROSS JOIN LATERAL (
          SELECT ${measures}${extentOfMembers ? sql`, ${extent}` : sql``} FROM properties p WHERE p.map_cell BETWEEN r.lo AND r.hi AND ${conditions}
        ) agg
        WHERE agg.n > 0`);
    const singles = rows.filter((r) => Number(r.n) === 1).slice(0, MAP_CARDS_MAX).map((r) => Number(r.id));
    const cards = new Map((await this.cards(singles)).map((card) => [card.PropertyId, card]));
    const clusters: MapCluster[] = rows.map((r) => {
      const card = Number(r.n) === 1 ? cards.get(Number(r.id)) : undefined;
      // Counted square by square, a cluster's extent is its square (four fewer sums per listing).
      if (!extentOfMembers && r.x !== undefined && r.y !== undefined) Object.assign(r, tileBounds({ z: level, x: Number(r.x), y: Number(r.y) }));
      return {
        Latitude: round(Number(r.lat)), Longitude: round(Number(r.lng)), Count: Number(r.n),
        South: round(Number(r.south)), West: round(Number(r.west)), North: round(Number(r.north)), East: round(Number(r.east)),
        ...(card ? { Listing: card } : {}),
      };
    });
    return { Clusters: clusters, TotalCount: clusters.reduce((sum, cl) => sum + cl.Count, 0), SquareZoom: level };
  }

  private async cards(ids: number[]) {
    if (!ids.length) return [];
    const rows = await this.database.publicRead.rows<CardRow>(sql`${CARD_SELECT} FROM properties p ${CARD_JOINS}
      WHERE p.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
    const names = await this.reference.names();
    return rows.map((r) => toCard(r, names, this.links));
  }
}

/** Public points to 5 decimals, about a metre: what a map can show. */
const round = (n: number) => Math.round(n * 1e5) / 1e5;

