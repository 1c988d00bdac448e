import type { ImageLinks } from '../images/links.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import type { ListingItem, PropertyDetails, SearchCriteriaBody, SearchResult, SearchSuggestion, SuggestionChange, UnavailableListing } from '../../src/contract/types.ts';
import { suggestionLabel } from '../../src/lib/suggestion-label.ts';
import type { SearchInput } from '../../src/contract/schemas.ts';
import { priceInWords } from '../../src/lib/price.ts';
import { readQuery, type QueryReading, type ReadCriteria } from '../../src/lib/query-understanding.ts';
import { toTsQuery, type PlaceMention } from '../../src/lib/search-words.ts';
import { ModerationStatus, SEARCH_COUNT_CAP } from '../../src/contract/constants.ts';
import { maskPhone } from '../../src/contract/phone-reveal.ts';
import { Messages } from '../../src/contract/messages.ts';
import { idFromPropertySlug } from '../../src/lib/slug.ts';
import { ApiError } from '../errors.ts';
import { optionFor, type PlaceScope, type ReferenceService } from './reference.ts';
import { CARD_JOINS, CARD_SELECT, toCard, type CardRow } from './listing-cards.ts';
import type { AskingPriceService } from './asking-prices.ts';
import { PromiseCache } from './promise-cache.ts';
import { ALL_LISTINGS, distanceSql, geoExact, geoOf, geoSource, type ListingSource } from '../geo/map-sql.ts';
import { formatNear, type GeoNear } from '../../src/contract/map-search.ts';
import { parseListingRef } from '../../src/contract/listing-ref.ts';
import { distanceKm } from '../geo/map-cells.ts';

const ACTIVE = sql`p.status = 'Active' AND p.deleted_at IS NULL`;
const EXCERPT = 220;
const UNAPPROVED_LEFT_OUT = sql`NOT EXISTS (SELECT 1 FROM society_register sr
  WHERE sr.location_id = p.location_id AND sr.status <> 'approved')`;
const MAX_SUGGESTIONS = 4;
/** Circles a page nearest first tries before the one asked for (see nearestPage). */
const NEAREST_STEPS_KM = [0.25, 0.5, 1, 2, 4, 8, 16, 32];
/** A keyword search estimated at this many times the count cap is not counted: it is "1,000+". */
const ESTIMATE_IS_ENOUGH = 20;

type PageRow = CardRow & { description: string; cover_image: string | null; public_lat: number | null; public_lng: number | null; contact_phone: string };

/** The criteria the request chose itself: these win over anything read from its keywords. */
function given(c: SearchInput): ReadCriteria {
  const out: ReadCriteria = {};
  for (const k of ['Purpose', 'City', 'PropertyType', 'MinPrice', 'MaxPrice', 'AreaUnit', 'MinArea', 'MaxArea', 'BedRooms', 'BathRooms'] as const) {
    if (c[k]) out[k] = c[k];
  }
  if (c.Location.length) out.Location = c.Location;
  if (c.Possession) out.Possession = c.Possession;
  return out;
}

/**
 * How a search's keywords are searched once read: the words every listing must contain, the words
 * that only put the listings containing them first, and the types any of which will do.
 */
interface KeywordPlan { required: string; ranking: string; types: number[] }

function planOf(c: SearchInput, reading: QueryReading | null): KeywordPlan {
  if (!reading) return { required: c.Keywords, ranking: '', types: [] };
  return { required: reading.Required, ranking: reading.Ranking, types: c.PropertyType ? [] : reading.Types ?? [] };
}

const NO_WORDS: KeywordPlan = { required: '', ranking: '', types: [] };

export function bodyOf(c: SearchInput): SearchCriteriaBody {
  return {
    Purpose: c.Purpose, City: c.City, Location: c.Location, Keywords: c.Keywords, PropertyType: c.PropertyType,
    MinPrice: c.MinPrice, MaxPrice: c.MaxPrice, AreaUnit: c.AreaUnit, MinArea: c.MinArea, MaxArea: c.MaxArea,
    BedRooms: c.BedRooms, BathRooms: c.BathRooms, ...(c.VerifiedOnly ? { VerifiedOnly: true } : {}),
    ...(c.Bounds ? { Bounds: c.Bounds } : {}), ...(c.Near ? { Near: c.Near } : {}), ...(c.Area ? { Area: c.Area } : {}),
    ...(c.OwnersOnly ? { OwnersOnly: true } : {}), ...(c.HideUnapproved ? { HideUnapproved: true } : {}),
    ...(c.Possession ? { Possession: c.Possession } : {}),
  };
}

function placeFacets(scope: PlaceScope): { Location: number[]; LocationNear: PlaceMention[] } {
  return { Location: scope.ids, LocationNear: scope.near };
}

/** In one of the places, or in a place holding one of them and naming it in its words. */
function placeCondition(scope: PlaceScope): SQL {
  const inPlaces = sql`p.location_id IN (${sql.join(scope.ids.map((id) => sql`${id}`), sql`, `)})`;
  const near = scope.near.flatMap(({ id, words }) => {
    const tsq = toTsQuery(words);
    return tsq ? [sql`(p.location_id = ${id} AND p.search_doc @@ to_tsquery('english', ${tsq}))`] : [];
  });
  return near.length ? sql`(${sql.join([inPlaces, ...near], sql` OR `)})` : inPlaces;
}

/**
 * Search and the public detail page: only Active listings are ever shown. Results are the same for
 * everyone, so identical searches within a few seconds share one answer; any listing change in this
 * process clears them, other processes see it within the time-to-live.
 */
export class ListingReadService {
  private readonly cache: PromiseCache<SearchResult>;
  /** Lookups in the search cache since start (metrics). */
  readonly cacheCounts: PromiseCache<SearchResult>['counts'];
  /**
   * Chosen places widened to what lies within them (a society to its phases and blocks), from the
   * reference data every search checks its ids against first (checkIds), so the conditions built
   * after it can stay synchronous.
   */
  private within: (ids: readonly number[]) => PlaceScope = (ids) => ({ ids: [...ids], near: [] });

  constructor(
    private readonly database: Database,
    private readonly reference: ReferenceService,
    private readonly links: ImageLinks,
    cacheMs = 30_000,
    /** The asking-price comparison of the detail answer; left out without it. */
    private readonly askingPrices: AskingPriceService | null = null,
  ) {
    this.cache = new PromiseCache(cacheMs, 500);
    this.cacheCounts = this.cache.counts;
  }

  /** Called by every write that can change what search shows. */
  invalidate(): void {
    this.cache.clear();
  }

  search(c: SearchInput): Promise<SearchResult> {
    return this.cache.get(JSON.stringify(c), () => this.runSearch(c));
  }

  private async checkIds(c: SearchInput): Promise<number> {
    const d = await this.reference.dropDownData();
    if (c.City) optionFor(d, 'Cities', c.City, 'City');
    if (c.PropertyType) optionFor(d, 'Types', c.PropertyType, 'PropertyType');
    if (c.AreaUnit) optionFor(d, 'AreaUnits', c.AreaUnit, 'AreaUnit');
    if (c.BedRooms) optionFor(d, 'BedRooms', c.BedRooms, 'BedRooms');
    if (c.BathRooms) optionFor(d, 'BathRooms', c.BathRooms, 'BathRooms');
    await this.reference.locationsFor(c.City, c.Location, 'Location');
    this.within = await this.reference.placeScope();
    // Areas are compared in square feet; without a unit the numbers are square feet.
    return d.AreaUnits.find((u) => u.Id === c.AreaUnit)?.SquareFeet ?? 1;
  }

  /**
   * A search's criteria once its keywords are read, and the conditions its rows meet, leaving out the
   * map's (the map search reads those square by square itself).
   */
  async conditions(input: SearchInput): Promise<{ c: SearchInput; where: SQL[] }> {
    const { c, factor, plan } = await this.understand(input);
    return { c, where: this.matching(c, factor, plan, false) };
  }

  /**
   * Keywords are read first: "kothi for rent g13" becomes House, For Rent and G-13, searched through
   * the filter indexes; only words that name nothing stay for the full-text search.
   */
  private async understand(input: SearchInput) {
    await this.checkIds(input);
    const reading = input.Keywords ? readQuery(input.Keywords, await this.reference.queryVocabulary(), given(input)) : null;
    const c: SearchInput = reading ? { ...input, ...reading.Criteria, Keywords: reading.Keywords } : input;
    return { reading, c, plan: planOf(c, reading), factor: await this.checkIds(c) };
  }

  /** The conditions every result meets: the filters and the required words. */
  private matching(c: SearchInput, factor: number, plan: KeywordPlan, withMap = true): SQL[] {
    const tsq = toTsQuery(plan.required, { ...c, ...placeFacets(this.within(c.Location)), Types: plan.types });
    const where = this.filters(c, factor, tsq !== null, withMap, plan.types);
    if (tsq) where.push(sql`p.search_doc @@ to_tsquery('english', ${tsq})`);
    return where;
  }

  private async itemsOf(rows: PageRow[], near: GeoNear | null | undefined): Promise<ListingItem[]> {
    const names = await this.reference.names();
    return rows.map((r) => ({
      ...toCard(r, names, this.links),
      ImageUrl: this.links.url(r.cover_image),
      Description: r.description.length > EXCERPT ? `${r.description.slice(0, EXCERPT).replace(/\s+\S*$/, '')}…` : r.description,
      // Only the mask, as on the listing page: the card's Call and WhatsApp ask Property/RevealPhone.
      ContactPhoneNumber: maskPhone(r.contact_phone ?? ''),
      ...(near && r.public_lat !== null && r.public_lng !== null
        ? { DistanceKm: Math.round(distanceKm(near.lat, near.lng, Number(r.public_lat), Number(r.public_lng)) * 100) / 100 } : {}),
    }));
  }

  /**
   * Keywords that are a listing's reference ("ref 004217", "4217x" is not; src/contract/listing-ref.ts)
   * find that listing, whatever the other criteria say: a reference is read out on the phone or
   * copied from a flyer to open one listing, not to filter. Only a live listing is found; otherwise
   * the words are searched as any others (null here).
   */
  private async byRef(input: SearchInput): Promise<SearchResult | null> {
    const id = input.Keywords ? parseListingRef(input.Keywords) : null;
    if (id === null) return null;
    const rows = await this.rowsOf([ACTIVE, sql`p.id = ${id}`], sql`p.id`, 1, 0);
    if (!rows.length) return null;
    return {
      Items: input.PageNumber === 1 ? await this.itemsOf(rows, null) : [],
      TotalCount: 1,
      TotalCountCapped: false,
      PageNumber: input.PageNumber,
      PageSize: input.PageSize,
      Ref: id,
    };
  }

  private async runSearch(input: SearchInput): Promise<SearchResult> {
    const byRef = await this.byRef(input);
    if (byRef) return byRef;
    const { reading, c, factor, plan } = await this.understand(input);
    const { rows, counted } = await this.page(c, factor, plan);
    const items = await this.itemsOf(rows, geoOf(c)?.near);
    const result: SearchResult = {
      Items: items,
      TotalCount: Math.min(counted, SEARCH_COUNT_CAP),
      TotalCountCapped: counted > SEARCH_COUNT_CAP,
      PageNumber: c.PageNumber,
      PageSize: c.PageSize,
    };
    if (reading && (Object.keys(reading.Criteria).length || reading.Keywords !== input.Keywords)) {
      result.Understood = bodyOf(c);
      result.Readings = reading.Readings;
    }
    if (reading?.DidYouMean) result.DidYouMean = reading.DidYouMean;
    if (counted === 0 && c.PageNumber === 1) result.Suggestions = await this.suggestions(c, plan);
    return result;
  }

  /**
   * Whether one listing is among a search's results, read exactly as the search reads it (keywords
   * understood the same way): a saved search's alert goes out for what its results would show.
   */
  async matches(input: SearchInput, propertyId: number): Promise<boolean> {
    const reading = input.Keywords ? readQuery(input.Keywords, await this.reference.queryVocabulary(), given(input)) : null;
    const c: SearchInput = reading ? { ...input, ...reading.Criteria, Keywords: reading.Keywords } : input;
    const factor = await this.checkIds(c).catch(() => null);
    if (factor === null) return false; // a saved search naming something since removed matches nothing
    const where = [...this.matching(c, factor, planOf(c, reading)), sql`p.id = ${propertyId}`];
    const rows = await this.database.rows<{ one: number }>(sql`SELECT 1 AS one FROM properties p WHERE ${sql.join(where, sql` AND `)} LIMIT 1`);
    return rows.length > 0;
  }

  /**
   * The conditions of a search. With keywords, the city, type, purpose and locations are terms of
   * the full-text query instead (toTsQuery's facets), and only the rest is checked on the rows.
   */
  private filters(c: SearchInput, factor: number, inTsQuery = false, withMap = true, types: readonly number[] = []): SQL[] {
    const where: SQL[] = [ACTIVE];
    const geo = withMap ? geoOf(c) : null;
    if (geo) where.push(...geoExact(geo));
    if (!inTsQuery) {
      if (c.Purpose) where.push(sql`p.purpose_id = ${c.Purpose}`);
      if (c.City) where.push(sql`p.city_id = ${c.City}`);
      if (c.Location.length) where.push(placeCondition(this.within(c.Location)));
      if (c.PropertyType) where.push(sql`p.type_id = ${c.PropertyType}`);
      else if (types.length) where.push(sql`p.type_id IN (${sql.join(types.map((id) => sql`${id}`), sql`, `)})`);
    }
    if (c.MinPrice) where.push(sql`p.price >= ${c.MinPrice}`);
    if (c.MaxPrice) where.push(sql`p.price <= ${c.MaxPrice}`);
    // A small tolerance so 1 Kanal (4500 sq ft) matches "up to 20 Marla" despite float rounding.
    if (c.MinArea) where.push(sql`p.area_sqft >= ${c.MinArea * factor - 0.01}`);
    if (c.MaxArea) where.push(sql`p.area_sqft <= ${c.MaxArea * factor + 0.01}`);
    if (c.BedRooms) where.push(sql`p.bed_room_id = ${c.BedRooms}`);
    if (c.BathRooms) where.push(sql`p.bath_room_id = ${c.BathRooms}`);
    if (c.VerifiedOnly) where.push(sql`p.verified`);
    if (c.OwnersOnly) where.push(sql`NOT p.shown_as_agent`);
    // Read through its own partial index (migration 0047), the status first.
    if (c.Possession) where.push(sql`p.possession_status = ${c.Possession}`);
    // An anti-join on location_id, which the covering search indexes carry: the page and the count
    // stay index-only scans (migration 0034).
    if (c.HideUnapproved) where.push(UNAPPROVED_LEFT_OUT);
    return where;
  }

  /** The listings a search reads: a map search's ranges of the map-cell index, or the table. */
  private fromOf(c: SearchInput): ListingSource {
    const geo = geoOf(c);
    return geo ? geoSource(geo) : ALL_LISTINGS;
  }

  /** How many listings match, counting no further than the cap (and one more, to know it was passed). */
  private async count(where: SQL[], from: ListingSource = ALL_LISTINGS): Promise<number> {
    const rows = await this.database.publicRead.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM
      (SELECT 1 FROM ${from(where)} LIMIT ${SEARCH_COUNT_CAP + 1}) matches`);
    return rows[0]?.n ?? 0;
  }

  /**
   * The count of a keyword search. A common word matches tens of thousands of listings, and even the
   * capped count would read every one of them from the full-text index (15 to 25 ms at 1,000,000
   * listings); the planner's estimate, far above the cap, already says "1,000+". Below that the
   * count is exact, and so are short last pages (see page()).
   */
  private async countKeywordMatches(where: SQL[], from: ListingSource): Promise<number> {
    const [row] = await this.database.publicRead.rows<Record<string, unknown>>(sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${from(where)}`);
    const raw = Object.values(row ?? {})[0];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan?: { 'Plan Rows'?: number } }> | undefined;
    const estimate = plan?.[0]?.Plan?.['Plan Rows'] ?? 0;
    return estimate > SEARCH_COUNT_CAP * ESTIMATE_IS_ENOUGH ? SEARCH_COUNT_CAP + 1 : this.count(where, from);
  }

  /**
   * One page of ids first, then the cards joined for just those rows. The ids alone can come from an
   * index without reading the table: a page nearest first sorts every listing in its circle, which at
   * 1,000,000 listings is tens of thousands, and reading each row for that took seconds.
   */
  private rowsOf(where: SQL[], order: SQL, limit: number, offset: number, from: ListingSource = ALL_LISTINGS, gather = false): Promise<PageRow[]> {
    if (limit <= 0) return Promise.resolve([]);
    // Gathered: the matches are read by the filters' own best index, apart (OFFSET 0 keeps the
    // planner from merging the subquery into the sort), with every column a page sorts by.
    const source = gather
      ? sql`(SELECT p.id, p.published_at, p.price, p.price_cut_at, p.verified, p.map_lat, p.map_lng FROM ${from(where)} OFFSET 0) p`
      : from(where);
    return this.database.publicRead.rows<PageRow>(sql`
      ${CARD_SELECT}, left(p.description, ${EXCERPT + 1}) AS description, p.cover_image, p.map_lat AS public_lat, p.map_lng AS public_lng, p.contact_phone
      FROM (SELECT p.id FROM ${source} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) page
      JOIN properties p ON p.id = page.id
      ${CARD_JOINS}
      ORDER BY ${order}`);
  }

  /**
   * A page nearest first, read from the smallest circle that holds it: the listings within a shorter
   * radius are exactly the nearest ones, so when a small circle already fills the page the answer is
   * the same as the whole circle's, and far fewer listings are sorted.
   */
  private async nearestPage(c: SearchInput, factor: number, near: GeoNear, order: SQL, offset: number, types: readonly number[]): Promise<PageRow[]> {
    for (const km of [...NEAREST_STEPS_KM.filter((r) => r < near.km), near.km]) {
      const circle = { ...c, Near: formatNear({ ...near, km }) };
      const rows = await this.rowsOf(this.filters(circle, factor, false, true, types), order, c.PageSize, offset, this.fromOf(circle));
      if (rows.length === c.PageSize || km === near.km) return rows;
    }
    return [];
  }

  /**
   * Relevance has two tiers: listings with every word in their title, place, city, type or purpose
   * (column search_head) come first, then those with a word only in the description; within a tier,
   * verified listings first (the column `verified`, read in properties_verified_idx's order), then
   * newest first. Each tier is read in index order and stops at the page, so no search reads every
   * match: a continuous rank (ts_rank) had to score all of them, and "house" matched half a million
   * at 1,000,000 listings (2.3 s). The size of the first tier is only counted when a page starts
   * past its end; the total stops at the cap.
   */
  private async page(c: SearchInput, factor: number, plan: KeywordPlan): Promise<{ rows: PageRow[]; counted: number }> {
    const tsq = toTsQuery(plan.required, { ...c, ...placeFacets(this.within(c.Location)), Types: plan.types });
    const base = this.filters(c, factor, tsq !== null, true, plan.types);
    const from = this.fromOf(c);
    const offset = (c.PageNumber - 1) * c.PageSize;
    const near = geoOf(c)?.near ?? null;
    const ranked = toTsQuery(plan.ranking);
    const sort = c.SortBy === 'distance' && !near ? 'newest' : c.SortBy ?? (near ? 'distance' : tsq || ranked ? 'relevance' : 'newest');
    const newest = sql`p.published_at DESC, p.id DESC`;
    // Recently reduced: the latest cuts first (properties_price_cut_idx), then, never cut, the newest.
    const order = sort === 'price-asc' ? sql`p.price ASC, p.id DESC` : sort === 'price-desc' ? sql`p.price DESC, p.id DESC`
      : sort === 'price-cut' ? sql`p.price_cut_at DESC NULLS LAST, p.published_at DESC, p.id DESC`
      : sort === 'distance' && near ? sql`${distanceSql(near)} ASC, p.id DESC` : newest;
    const all = tsq ? [...base, sql`p.search_doc @@ to_tsquery('english', ${tsq})`] : base;
    // A short page is the last one: it gives the exact total whatever the count said.
    const settle = (rows: PageRow[], counted: number) =>
      ({ rows, counted: rows.length < c.PageSize && (rows.length > 0 || offset === 0) ? offset + rows.length : counted });
    // The count comes first, because it decides how the page is read. Read in sort order, the
    // planner walks the newest-first index expecting a match every few entries and stops at the
    // page's end; when fewer listings match than the page reaches, it never gets there and reads
    // every live listing (170 ms at 100,000 on PGlite for a search that found nothing, the slowest
    // pages of all). So nothing matching reads no page, and a page that holds every remaining match
    // gathers them by the filters' own index and sorts them. Gathering more than that is not always
    // cheaper: the planner may pick a whole covering index for it (measured: 205 ms for 179 matches
    // that the walk found in a few thousand entries).
    const counted = await (tsq ? this.countKeywordMatches(all, from) : this.count(all, from));
    if (counted === 0) return { rows: [], counted };
    const gather = counted <= offset + c.PageSize;
    if (ranked && sort === 'relevance') {
      // Words no criterion holds rank rather than filter: listings with every word first (the
      // words and the filters in one full-text lookup), then the rest of what the filters match.
      const preferred = toTsQuery(`${plan.required} ${plan.ranking}`, { ...c, ...placeFacets(this.within(c.Location)), Types: plan.types })!;
      const strong = [...this.filters(c, factor, true, true, plan.types), sql`p.search_doc @@ to_tsquery('english', ${preferred})`];
      const weak = [...all, sql`NOT (p.search_doc @@ to_tsquery('english', ${ranked}))`];
      return this.tiers(strong, weak, counted, gather, c.PageSize, offset, from, settle);
    }
    if (!tsq) {
      const rows = sort === 'distance' && near ? await this.nearestPage(c, factor, near, order, offset, plan.types)
        : await this.rowsOf(base, order, c.PageSize, offset, from, gather);
      return { rows, counted };
    }
    if (sort !== 'relevance') return settle(await this.rowsOf(all, order, c.PageSize, offset, from, gather), counted);
    const inHead = sql`p.search_head @@ to_tsquery('english', ${tsq})`;
    return this.tiers([...base, inHead], [...all, sql`NOT (${inHead})`], counted, gather, c.PageSize, offset, from, settle);
  }

  /** A page of two tiers, each verified first then newest: the strong one, then the weak one where it ends. */
  private async tiers(strong: SQL[], weak: SQL[], counted: number, gather: boolean, size: number, offset: number, from: ListingSource,
    settle: (rows: PageRow[], counted: number) => { rows: PageRow[]; counted: number }): Promise<{ rows: PageRow[]; counted: number }> {
    const ranked = sql`p.verified DESC, p.published_at DESC, p.id DESC`;
    const first = await this.rowsOf(strong, ranked, size, offset, from, gather);
    if (first.length === size) return { rows: first, counted };
    // The first tier ends on this page (or before it): the second tier continues where it stops.
    const strongCount = first.length > 0 || offset === 0 ? offset + first.length : await this.count(strong, from);
    const rest = await this.rowsOf(weak, ranked, size - first.length, Math.max(0, offset - strongCount), from, gather);
    return settle([...first, ...rest], counted);
  }

  /**
   * Nearby searches for an empty result: one criterion widened or dropped at a time, the smallest
   * change first; only those that find something are offered, each with its (capped) count. An
   * empty page must come as fast as any other: every try only asks for one row, and only the
   * offered ones are counted.
   */
  private async suggestions(c: SearchInput, plan: KeywordPlan): Promise<SearchSuggestion[]> {
    const names = await this.reference.names();
    const d = await this.reference.dropDownData();
    const unit = d.AreaUnits.find((u) => u.Id === c.AreaUnit);
    const tries: Array<{ changes: SuggestionChange[]; criteria: SearchInput }> = [];
    const widen = (change: SuggestionChange, criteria: Partial<SearchInput>) => tries.push({ changes: [change], criteria: { ...c, ...criteria } });
    const cityName = c.City ? (names.cities.get(c.City) ?? '') : '';
    if (c.MinArea || c.MaxArea) {
      const low = Math.floor(c.MinArea * 0.8);
      const high = c.MaxArea ? Math.ceil(c.MaxArea * 1.2) : 0;
      widen({ Kind: 'area', Low: low, High: high, Unit: unit?.Text ?? '' }, { MinArea: low, MaxArea: high });
    }
    if (c.MinPrice || c.MaxPrice) {
      const low = Math.floor(c.MinPrice * 0.8);
      const high = c.MaxPrice ? Math.ceil(c.MaxPrice * 1.25) : 0;
      widen({ Kind: 'price', Low: low, High: high }, { MinPrice: low, MaxPrice: high });
    }
    // Words that only rank cannot be what empties a page: dropping them is no suggestion.
    const wordsFilter = Boolean(plan.required);
    if (c.Keywords && wordsFilter) widen({ Kind: 'keywords', Words: c.Keywords }, { Keywords: '' });
    if (c.Location.length) {
      const dropped = [...new Set(c.Location.map((id) => names.locations.get(id) ?? ''))];
      widen({ Kind: 'places', City: cityName, Dropped: dropped }, { Location: [] });
    }
    if (c.BedRooms) widen({ Kind: 'bedrooms' }, { BedRooms: 0 });
    if (c.BathRooms) widen({ Kind: 'bathrooms' }, { BathRooms: 0 });
    if (c.MinArea || c.MaxArea) widen({ Kind: 'anySize' }, { MinArea: 0, MaxArea: 0, AreaUnit: 0 });
    if (c.MinPrice || c.MaxPrice) widen({ Kind: 'anyPrice' }, { MinPrice: 0, MaxPrice: 0 });
    if (c.PropertyType) widen({ Kind: 'types', Type: names.types.get(c.PropertyType) ?? '' }, { PropertyType: 0 });
    if (c.Purpose) widen({ Kind: 'purpose', From: c.Purpose }, { Purpose: 0 });
    if (c.City) widen({ Kind: 'country' }, { City: 0, Location: [] });
    // Whether a try finds anything is asked of each (one row is enough, read from an index); only
    // the few offered are counted, and a large count is the planner's estimate (countKeywordMatches).
    const whereOf = (criteria: SearchInput) => {
      const factor = d.AreaUnits.find((u) => u.Id === criteria.AreaUnit)?.SquareFeet ?? 1;
      const words = criteria.Keywords ? plan : NO_WORDS;
      return this.matching(criteria, factor, { ...words, ranking: '', types: criteria.PropertyType ? [] : plan.types });
    };
    const finds = async (criteria: SearchInput) => {
      const rows = await this.database.publicRead.rows<{ one: number }>(sql`SELECT 1 AS one FROM ${this.fromOf(criteria)(whereOf(criteria))} LIMIT 1`);
      return rows.length > 0;
    };
    const countOf = (criteria: SearchInput) => this.countKeywordMatches(whereOf(criteria), this.fromOf(criteria));
    let found: Array<{ changes: SuggestionChange[]; criteria: SearchInput; n?: number }> = (await Promise.all(tries.map(async (t) => ({ ...t, ok: await finds(t.criteria) }))))
      .filter((t) => t.ok).slice(0, MAX_SUGGESTIONS);
    if (!found.length) {
      // No single change is enough (a long sentence sets many criteria): drop them one after another,
      // least telling first, and offer the first search that finds something.
      const steps: Array<[SuggestionChange, Partial<SearchInput>, boolean]> = [
        [{ Kind: 'anyPrice' }, { MinPrice: 0, MaxPrice: 0 }, Boolean(c.MinPrice || c.MaxPrice)],
        [{ Kind: 'anySize' }, { MinArea: 0, MaxArea: 0, AreaUnit: 0 }, Boolean(c.MinArea || c.MaxArea)],
        [{ Kind: 'rooms' }, { BedRooms: 0, BathRooms: 0 }, Boolean(c.BedRooms || c.BathRooms)],
        [{ Kind: 'keywords', Words: c.Keywords }, { Keywords: '' }, Boolean(c.Keywords) && wordsFilter],
        [{ Kind: 'places', City: cityName, Dropped: [] }, { Location: [] }, c.Location.length > 0],
        [{ Kind: 'types', Type: '' }, { PropertyType: 0 }, Boolean(c.PropertyType)],
      ];
      let criteria = c;
      const changes: SuggestionChange[] = [];
      for (const [change, update, applies] of steps) {
        if (!applies) continue;
        criteria = { ...criteria, ...update };
        changes.push(change);
        if (changes.length < 2) continue;
        if (await finds(criteria)) {
          found = [{ changes: [...changes], criteria }];
          break;
        }
      }
    }
    const counted = await Promise.all(found.map(async (t) => ({ ...t, n: await countOf(t.criteria) })));
    return counted.map((t) => ({
      Label: suggestionLabel(t.changes),
      Changes: t.changes,
      Count: Math.min(t.n, SEARCH_COUNT_CAP),
      CountCapped: t.n > SEARCH_COUNT_CAP,
      Criteria: bodyOf(t.criteria),
    }));
  }

  /** An edit can change the text part of a listing's address; the id at its end still finds it. */
  async detailsByUrl(url: string): Promise<PropertyDetails> {
    const oldLinkId = idFromPropertySlug(url) ?? 0;
    const rows = await this.database.publicRead.rows<CardRow & {
      description: string; cover_image: string | null; contact_full_name: string;
      contact_phone: string; contact_email: string; features: number[] | null; area_sqft: number;
      project_id: number | null; project_slug: string | null; project_name: string | null;
    }>(sql`
      ${CARD_SELECT}, p.description, p.cover_image, p.contact_full_name, p.contact_phone, p.contact_email, p.area_sqft,
        ARRAY(SELECT pf.feature_id FROM property_features pf WHERE pf.property_id = p.id) AS features,
        pr.id AS project_id, pr.slug AS project_slug, pr.name AS project_name
      FROM properties p ${CARD_JOINS}
      LEFT JOIN projects pr ON pr.id = p.project_id
      WHERE ${ACTIVE} AND (p.url = ${url} OR p.id = ${oldLinkId})
      ORDER BY (p.url = ${url}) DESC LIMIT 1`);
    const r = rows[0];
    if (!r) {
      // Hidden by reports, not gone: the page says so rather than "removed".
      const [held] = await this.database.publicRead.rows<{ one: number }>(sql`SELECT 1 AS one FROM properties p
        WHERE p.status = ${ModerationStatus.UnderReview} AND p.deleted_at IS NULL AND (p.url = ${url} OR p.id = ${oldLinkId}) LIMIT 1`);
      if (held) throw new ApiError(404, `${Messages.underReviewTitle}. ${Messages.underReviewText}`, undefined, { UnderReview: true } satisfies UnavailableListing);
      throw new ApiError(404, 'This property is not available any more. It may have been sold or removed.');
    }
    const names = await this.reference.names();
    const card = toCard(r, names, this.links);
    const chosen = new Set((r.features ?? []).map(Number));
    // In the features' own order, as the submit form lists them.
    const features = [...names.features].filter(([id]) => chosen.has(id)).map(([, name]) => name);
    // In the details answer rather than a call of its own: the page's first render (and the server's)
    // has it at once, and the worker's saved copy of the answer shows it offline (README, 'Asking prices').
    const comparison = r.location_id === null ? undefined : await this.askingPrices?.compare({
      purposeId: Number(r.purpose_id), typeId: Number(r.type_id), locationId: Number(r.location_id),
      price: card.Price, areaSqft: Number(r.area_sqft), location: card.Location,
    });
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
      ImageUrl: r.cover_image ? this.links.url(r.cover_image) : card.Images[0] ?? '',
      Price: card.Price,
      PriceInWords: priceInWords(card.Price),
      Area: card.Area,
      AreaUnit: card.AreaUnit,
      BedRooms: card.BedRooms,
      BathRooms: card.BathRooms,
      Description: r.description,
      OtherFeatures: features,
      ContactFullName: r.contact_full_name,
      // Shown on a tap through Property/RevealPhone, counted and limited; never in the page or its saved copies.
      ContactPhoneNumber: maskPhone(r.contact_phone),
      EmailAddress: r.contact_email,
      PublishDate: card.PublishDate,
      ...(card.ConfirmedAt ? { ConfirmedAt: card.ConfirmedAt } : {}),
      ...(card.PriceReduced ? { PriceReduced: card.PriceReduced } : {}),
      ...(card.MapPin ? { MapPin: card.MapPin } : {}),
      ...(card.PosterKind ? { PosterKind: card.PosterKind } : {}),
      ...(card.Scheme ? { Scheme: card.Scheme } : {}),
      ...(card.PosterSlug ? { PosterSlug: card.PosterSlug, PosterName: card.UserName } : {}),
      ...(card.Agency ? { Agency: card.Agency } : {}),
      ...(card.Possession ? { Possession: card.Possession } : {}),
      ...(comparison ? { AskingComparison: comparison } : {}),
      ...(card.Verifications ? { Verifications: card.Verifications } : {}),
      ...(r.project_id !== null && r.project_slug && r.project_name
        ? { Project: { ProjectId: Number(r.project_id), Slug: r.project_slug, Name: r.project_name } } : {}),
    };
  }
}
