import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { ApiError } from '../errors.ts';
import { PromiseCache } from './promise-cache.ts';
import { GUIDE_AREAS, GUIDE_TREND_MONTHS, GUIDE_TYPE_ID, type AreaGuide, type AreaGuideInput, type GuideFigures, type GuideMonth, type GuidePlace } from '../../src/contract/guides.ts';
import { GUIDE_MIN_LISTINGS, Purpose } from '../../src/contract/constants.ts';
import { SQFT_PER_UNIT } from '../../src/lib/area.ts';
import { slugify } from '../../src/lib/slug.ts';

/** Months are Pakistan's: a price asked at 1 a.m. on the 1st in Lahore belongs to the new month. */
const TIME_ZONE = 'Asia/Karachi';

/** Where a guide's figures are taken: a whole city, or one society of it. */
export interface GuideScope {
  cityId: number;
  locationId: number | null;
}

const where = (scope: GuideScope): SQL => (scope.locationId === null
  ? sql`p.city_id = ${scope.cityId}`
  : sql`p.city_id = ${scope.cityId} AND p.location_id = ${scope.locationId}`);

/**
 * Today's median asking price per square foot of live houses, for sale and for rent, and their
 * counts, over properties_guide_idx (migration 0041), which carries status, price and area.
 */
export function currentMediansQuery(scope: GuideScope): SQL {
  return sql`SELECT p.purpose_id, count(*)::int AS listings,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY p.price / p.area_sqft) AS median
    FROM properties p
    WHERE p.status = 'Active' AND p.deleted_at IS NULL AND ${where(scope)}
      AND p.type_id = ${GUIDE_TYPE_ID} AND p.purpose_id IN (${Purpose.ForSale}, ${Purpose.ForRent})
      AND p.area_sqft > 0 AND p.price > 0
    GROUP BY p.purpose_id`;
}

/**
 * A year of medians, per month and purpose, from listing_prices (migration 0023): every price a house
 * there was first asked at, in the month it was first asked. A listing sold or expired since still
 * asked it then; a deleted one is left out, as it was never meant to be counted. The houses come from
 * properties_guide_idx and their prices of the year from listing_prices_first_at_idx (migration 0041).
 */
export function trendQuery(scope: GuideScope): SQL {
  return sql`SELECT p.purpose_id, to_char(date_trunc('month', lp.first_at AT TIME ZONE ${TIME_ZONE}), 'YYYY-MM') AS month,
      count(*)::int AS prices,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY lp.price / p.area_sqft) AS median
    FROM properties p
    JOIN listing_prices lp ON lp.property_id = p.id
    WHERE p.deleted_at IS NULL AND ${where(scope)}
      AND p.type_id = ${GUIDE_TYPE_ID} AND p.purpose_id IN (${Purpose.ForSale}, ${Purpose.ForRent})
      AND p.area_sqft > 0 AND lp.price > 0
      AND lp.first_at >= (date_trunc('month', now() AT TIME ZONE ${TIME_ZONE}) - ${`${GUIDE_TREND_MONTHS - 1} months`}::interval) AT TIME ZONE ${TIME_ZONE}
    GROUP BY 1, 2`;
}

/** The months of a trend, oldest first, ending with the month `now` is in (Pakistan's time). */
export function trendMonths(now: Date, months = GUIDE_TREND_MONTHS): string[] {
  // Pakistan keeps +05:00 all year (no daylight saving).
  const local = new Date(now.getTime() + 5 * 3600_000);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  return Array.from({ length: months }, (_, i) => {
    const d = new Date(Date.UTC(y, m - (months - 1 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

const perMarla = (perSqft: number | string | null | undefined): number | null =>
  perSqft == null ? null : Math.round(Number(perSqft) * SQFT_PER_UNIT.Marla);

/**
 * The area guides. Answers are kept for GUIDE_CACHE_MS whatever changes meanwhile: a median over
 * thousands of listings does not move with one of them, and a year's trend only once a month, so
 * clearing them at every listing change (as search is) would only make a busy city's guide slow.
 */
export class GuideService {
  private readonly cache: PromiseCache<AreaGuide>;
  readonly cacheCounts: PromiseCache<AreaGuide>['counts'];

  constructor(private readonly database: Database, cacheMs = 10 * 60_000, private readonly now: () => Date = () => new Date()) {
    this.cache = new PromiseCache(cacheMs, 2_000);
    this.cacheCounts = this.cache.counts;
  }

  async guide(input: AreaGuideInput): Promise<AreaGuide> {
    const key = `${input.City}/${input.Area ?? ''}`;
    return this.cache.get(key, () => this.read(input));
  }

  /** A city or society named by its slug; 404 naming the field when there is none. */
  private async place(input: AreaGuideInput): Promise<{ city: GuidePlace & { tile: string | null }; area: GuidePlace | null }> {
    const cities = await this.database.publicRead.rows<{ id: number; name: string; tile_image: string | null }>(sql`
      SELECT id, name, tile_image FROM cities ORDER BY id`);
    const city = cities.find((c) => slugify(c.name) === input.City);
    if (!city) throw new ApiError(404, 'There is no guide for this city.', 'City');
    const cityPlace = { Id: Number(city.id), Name: city.name, Slug: slugify(city.name), tile: city.tile_image };
    if (!input.Area) return { city: cityPlace, area: null };
    const locations = await this.database.publicRead.rows<{ id: number; name: string }>(sql`
      SELECT id, name FROM locations WHERE city_id = ${city.id} ORDER BY id`);
    const area = locations.find((l) => slugify(l.name) === input.Area);
    if (!area) throw new ApiError(404, 'There is no guide for this area.', 'Area');
    return { city: cityPlace, area: { Id: Number(area.id), Name: area.name, Slug: slugify(area.name) } };
  }

  private async read(input: AreaGuideInput): Promise<AreaGuide> {
    const { city, area } = await this.place(input);
    const scope: GuideScope = { cityId: city.Id, locationId: area?.Id ?? null };
    const [live] = await this.database.publicRead.rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM properties p WHERE p.status = 'Active' AND p.deleted_at IS NULL AND ${where(scope)}`);
    const current = await this.database.publicRead.rows<{ purpose_id: number; listings: number; median: number | string | null }>(currentMediansQuery(scope));
    const trend = await this.database.publicRead.rows<{ purpose_id: number; month: string; prices: number; median: number | string | null }>(trendQuery(scope));
    const areas = area ? [] : await this.database.publicRead.rows<{ id: number; name: string; n: number }>(sql`
      SELECT l.id, l.name, t.n FROM (
        SELECT p.location_id, count(*)::int AS n FROM properties p
        WHERE p.status = 'Active' AND p.deleted_at IS NULL AND p.city_id = ${city.Id} AND p.location_id IS NOT NULL
        GROUP BY p.location_id ORDER BY n DESC, p.location_id LIMIT ${GUIDE_AREAS}
      ) t JOIN locations l ON l.id = t.location_id ORDER BY t.n DESC, l.id`);
    const months = trendMonths(this.now());
    const figures = (purpose: number): GuideFigures => {
      const now = current.find((r) => Number(r.purpose_id) === purpose);
      const byMonth = new Map(trend.filter((r) => Number(r.purpose_id) === purpose).map((r) => [r.month, r]));
      return {
        MedianPerMarla: Number(now?.listings ?? 0) >= GUIDE_MIN_LISTINGS ? perMarla(now?.median) : null,
        Listings: Number(now?.listings ?? 0),
        Trend: months.map((month): GuideMonth => {
          const row = byMonth.get(month);
          return { Month: month, MedianPerMarla: perMarla(row?.median), Prices: Number(row?.prices ?? 0) };
        }),
      };
    };
    const { tile, ...cityPlace } = city;
    return {
      City: cityPlace,
      ...(area ? { Area: area } : {}),
      LiveListings: Number(live?.n ?? 0),
      Sale: figures(Purpose.ForSale),
      Rent: figures(Purpose.ForRent),
      Areas: areas.map((r) => ({ Id: Number(r.id), Name: r.name, Slug: slugify(r.name), Listings: Number(r.n) })),
      ...(tile ? { Image: tile } : {}),
    };
  }
}
