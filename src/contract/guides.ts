/**
 * Area guides: a page per city and per society with what owners ask there (asking prices, never sale
 * prices), how that moved over a year, and how many listings are live. Shared by the guide page and
 * the server's Guides/Area answer.
 */
import * as v from 'valibot';

/** Months in a guide's trend, this one included. */
export const GUIDE_TREND_MONTHS = 12;
/** Societies listed on a city's guide, those with the most live listings first. */
export const GUIDE_AREAS = 8;
/** The figures are for houses: the type most people price by the Marla, and plots would skew a mix. */
export const GUIDE_TYPE_ID = 1;

/** A place's name in an address: 'dha-phase-6' (src/lib/slug.ts, slugify). */
const slug = (field: string) => v.pipe(
  v.string(`${field} is required.`),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty(`${field} is required.`),
  v.maxLength(80, `${field} is too long.`),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, `${field} must be a place name in an address, like dha-phase-6.`),
);

export const AreaGuideQuery = v.object({
  City: slug('City'),
  Area: v.optional(slug('Area')),
});
export type AreaGuideInput = v.InferOutput<typeof AreaGuideQuery>;

export interface GuidePlace {
  Id: number;
  Name: string;
  /** Its part of the guide's address. */
  Slug: string;
}

/** One month of a trend: the median asking price per Marla of houses first asked at a price that month. */
export interface GuideMonth {
  /** 'YYYY-MM', in Pakistan's time. */
  Month: string;
  /** PKR per Marla (225 sq ft), rounded to the rupee; null when no price was asked that month. */
  MedianPerMarla: number | null;
  /** How many asked prices the month's median is of. */
  Prices: number;
}

export interface GuideFigures {
  /**
   * PKR per Marla today over live houses (a month, for rent); null when there are fewer than
   * GUIDE_MIN_LISTINGS (constants.ts) of them (`Listings` still says how many).
   */
  MedianPerMarla: number | null;
  /** Live houses the median is of. */
  Listings: number;
  /** GUIDE_TREND_MONTHS months, oldest first, this month last. */
  Trend: GuideMonth[];
}

export interface AreaGuide {
  City: GuidePlace;
  /** The society or area, on its own guide; absent on a city's. */
  Area?: GuidePlace;
  /** Live listings of every kind there. */
  LiveListings: number;
  Sale: GuideFigures;
  Rent: GuideFigures;
  /** On a city's guide, its societies with the most live listings, each with its count. */
  Areas: Array<GuidePlace & { Listings: number }>;
  /** A picture of the place (the city's tile), as an upload name; absent when there is none. */
  Image?: string;
}
