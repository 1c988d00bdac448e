import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import type { AskingComparison } from '../../src/contract/types.ts';
import { MIN_ASKING_COMPARABLES } from '../../src/contract/constants.ts';
import { askingUnitFor, perUnit } from '../../src/lib/asking-price.ts';
import { PromiseCache } from './promise-cache.ts';
import { ASKING_FAR_OFF_FACTOR, type AskingMedian, type AskingMedianInput } from '../../src/contract/asking.ts';

/** The group a listing is compared within: Active listings of its purpose, type and location. */
export interface AskingGroup {
  purposeId: number;
  typeId: number;
  locationId: number;
}

/** Listings with an area and a price; the rest have no price per unit to take a median of. */
export interface GroupFigures {
  listings: number;
  /** Median asking price per square foot; null when the group is empty. */
  medianPerSqft: number | null;
}

/**
 * One statement for a group's count and median. Prices per square foot, so listings in Marla, Kanal,
 * square yards or square metres compare as one: `area_sqft` was worked out from each listing's own
 * unit with the factors of src/lib/area.ts. The median is taken in SQL (percentile_cont) over the
 * group's rows in properties_asking_group_idx (migration 0017), an index-only scan of one group.
 */
export function groupFiguresQuery(g: AskingGroup): SQL {
  return sql`SELECT count(*)::int AS listings,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY p.price / p.area_sqft) AS median
    FROM properties p
    WHERE p.status = 'Active' AND p.deleted_at IS NULL
      AND p.purpose_id = ${g.purposeId} AND p.type_id = ${g.typeId} AND p.location_id = ${g.locationId}
      AND p.area_sqft > 0 AND p.price > 0`;
}

/**
 * The asking-price comparison of a listing's page. The listing itself is one of
 * its group (it is Active, or its page would not show): every listing of a group then shares one
 * median, which is what lets it be kept per group rather than worked out per listing, and '34
 * listings in G-13' counts what a search of G-13 would show. Groups are kept like searches
 * (`SEARCH_CACHE_SECONDS`) and cleared by the same listing changes, in every instance (cache-bus.ts).
 */
/** How far from the median a listing's own figure may be and still be compared (see compare); the form warns beyond it. */
export const ASKING_OUTLIER_FACTOR = ASKING_FAR_OFF_FACTOR;

export class AskingPriceService {
  private readonly cache: PromiseCache<GroupFigures>;
  /** Lookups since start (metrics). */
  readonly cacheCounts: PromiseCache<GroupFigures>['counts'];

  constructor(
    private readonly database: Database,
    cacheMs = 30_000,
  ) {
    this.cache = new PromiseCache(cacheMs, 5_000);
    this.cacheCounts = this.cache.counts;
  }

  /** Called with the search cache's: any change to what search shows can move a median. */
  invalidate(): void {
    this.cache.clear();
  }

  groupFigures(g: AskingGroup): Promise<GroupFigures> {
    return this.cache.get(`${g.purposeId}:${g.typeId}:${g.locationId}`, () => this.readGroup(g));
  }

  private async readGroup(g: AskingGroup): Promise<GroupFigures> {
    const [row] = await this.database.publicRead.rows<{ listings: number; median: number | string | null }>(groupFiguresQuery(g));
    return { listings: Number(row?.listings ?? 0), medianPerSqft: row?.median == null ? null : Number(row.median) };
  }

  /**
   * A group's median on its own, for the listing form's price check: null when the location is not
   * known or too few listings compare, as the listing page would show nothing either.
   */
  async median(input: AskingMedianInput): Promise<AskingMedian | null> {
    const [place] = await this.database.publicRead.rows<{ name: string }>(sql`SELECT name FROM locations WHERE id = ${input.LocationId}`);
    if (!place) return null;
    const figures = await this.groupFigures({ purposeId: input.PurposeId, typeId: input.TypeId, locationId: input.LocationId });
    if (figures.listings < MIN_ASKING_COMPARABLES || figures.medianPerSqft === null) return null;
    const unit = askingUnitFor(input.TypeId);
    return {
      Unit: unit,
      MedianPerUnit: Math.round(perUnit(figures.medianPerSqft, unit) * 100) / 100,
      Listings: figures.listings,
      Location: place.name,
    };
  }

  /** Undefined when there is nothing fair to compare: no location, no area or price, or too few listings. */
  async compare(listing: AskingGroup & { price: number; areaSqft: number; location: string }): Promise<AskingComparison | undefined> {
    if (!listing.location || !(listing.areaSqft > 0) || !(listing.price > 0)) return undefined;
    const figures = await this.groupFigures(listing);
    if (figures.listings < MIN_ASKING_COMPARABLES || figures.medianPerSqft === null) return undefined;
    const unit = askingUnitFor(listing.typeId);
    // Paisa kept: a rent of PKR 40 a square foot would move its percentage by rounding to the rupee.
    const paisa = (n: number) => Math.round(n * 100) / 100;
    const price = paisa(perUnit(listing.price / listing.areaSqft, unit));
    const median = paisa(perUnit(figures.medianPerSqft, unit));
    // A price of PKR 1 for a 100 Kanal plot, or a typo's extra zeros, is not a bargain or a rip-off to
    // point out but a figure to distrust: beyond ten times either way, and under a rupee, say nothing.
    if (price < 1 || price * ASKING_OUTLIER_FACTOR < median || price > median * ASKING_OUTLIER_FACTOR) return undefined;
    return {
      Unit: unit,
      PricePerUnit: price,
      MedianPerUnit: median,
      Listings: figures.listings,
      Location: listing.location,
    };
  }
}
