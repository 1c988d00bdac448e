/** Business constants of docs/product.md, section 9, shared by the forms and the server. */

export const Purpose = { Any: 0, ForSale: 1, ForRent: 2 } as const;
export type PurposeId = (typeof Purpose)[keyof typeof Purpose];
export const PURPOSE_TABS: ReadonlyArray<{ id: PurposeId; label: string }> = [
  { id: 0, label: 'Any Status' },
  { id: 1, label: 'For Sale' },
  { id: 2, label: 'For Rent' },
];

/** Property type ids whose forms hide bedrooms, bathrooms and features (plots, land and the like). */
export const TYPE_IDS_WITHOUT_ROOMS: readonly number[] = [7, 8, 9, 10, 11, 12, 19];
export const HOMES_SUBTYPE = 'HOMES';

/**
 * The asking-price comparison on a listing's page. Types priced by the square foot
 * in Pakistan (flats, rooms, penthouses and every commercial type); the rest (houses, portions, farm
 * houses, plots and land) are priced by the Marla. The median is the same either way, so this only
 * chooses the unit a person reads.
 */
export const TYPE_IDS_PRICED_PER_SQFT: readonly number[] = [2, 6, 13, 14, 15, 16, 17, 18];
/** Fewer Active listings than this of the same purpose, type and location say too little to compare with. */
export const MIN_ASKING_COMPARABLES = 10;

export const ListingStatus = {
  Pending: 'Pending',
  Active: 'Active',
  Rejected: 'Rejected',
  Sold: 'Sold',
} as const;
export type ListingStatus = (typeof ListingStatus)[keyof typeof ListingStatus];

/**
 * Beyond the spec: a listing taken off the site by moderation. 'UnderReview' after
 * reports from enough people, until an admin decides; 'Hidden' when an admin hides it. The owner
 * still finds both under My Properties (Active), with a badge; nobody else sees them.
 */
export const ModerationStatus = {
  UnderReview: 'UnderReview',
  Hidden: 'Hidden',
} as const;
export type ModerationStatus = (typeof ModerationStatus)[keyof typeof ModerationStatus];

/** Why someone reports a listing, in the order the dialog offers them. */
// Their words, for the dialog and the owner's mails alike, are in report-messages.ts.
export const REPORT_REASONS = [
  { id: 'NotAvailable' }, { id: 'WrongPrice' }, { id: 'WrongArea' }, { id: 'WrongPhotos' }, { id: 'Duplicate' }, { id: 'Scam' }, { id: 'Other' },
] as const;
/**
 * Who may take a listing off the site before an admin has looked (docs/product.md, "Reports"): only
 * reporters signed in with a confirmed e-mail whose accounts are at least this many days old count,
 * each as 1 / (1 + the reports of theirs an admin dismissed), and the listing leaves at REPORTS_TO_HIDE.
 * Anyone else's report only raises the listing in the admin's queue: a new address or account is free.
 */
export const REPORTS_TO_HIDE = 3;

/** A listing whose public price fell within this many days shows the cut on its card and page. */
export const PRICE_REDUCED_DAYS = 60;
export const ESTABLISHED_REPORTER_DAYS = 7;
/** How a reporter counted when they reported: what the admin console shows beside each report. */
export type ReporterStanding = 'anonymous' | 'new' | 'established' | 'doubted';

export type ReportReason = (typeof REPORT_REASONS)[number]['id'];
export const REPORT_REASON_IDS = REPORT_REASONS.map((r) => r.id) as [ReportReason, ...ReportReason[]];

export const Limits = {
  // Favourites one person keeps: plenty for a house hunt, bounded for storage.
  favourites: 500,
  loginUserName: 100,
  password: 35,
  passwordMin: 8,
  name: 35,
  email: 100,
  contactField: 35,
  phone: 16,
  address: 500,
  listingTitle: 200,
  listingFullName: 70,
  listingEmail: 100,
  priceDigits: 9,
  areaDigits: 9,
  maxImages: 16,
  marketingPhoneCheckFrom: 11,
  reportNote: 500,
  reportAnswerNote: 1000,
  reportAnswerPhotos: 3,
} as const;

export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
export const PAGER_MAX_PAGES = 7;
/**
 * Counting every match of a broad search costs more than the page itself at scale; nobody pages
 * past a hundred pages, so the count stops at this many and says "1,000+".
 */
export const SEARCH_COUNT_CAP = 1_000;
export const HOME_SKELETON_CARDS = 3;
export const NEWLY_ADDED_COUNT = 9;

export const PRICE_OPTIONS: readonly number[] = [
  0, 50_000, 100_000, 250_000, 500_000, 1_000_000, 2_000_000, 3_500_000, 5_000_000, 7_500_000,
  10_000_000, 15_000_000, 25_000_000, 50_000_000, 100_000_000, 250_000_000, 500_000_000, 1_000_000_000,
];
export const AREA_OPTIONS: readonly number[] = [0, 80, 120, 150, 200, 400, 1_000, 2_000, 5_000, 10_000, 15_000];
/**
 * The search's area steps in each unit's own scale, keyed by area unit id (1 Marla, 2 Kanal,
 * 3 Square Feet, 4 Square Yards, 5 Square Meters): the sizes plots and houses are sold in. Without
 * a unit the spec's square-foot list applies.
 */
export const AREA_OPTIONS_BY_UNIT: Readonly<Record<number, readonly number[]>> = {
  1: [0, 2, 3, 5, 7, 8, 10, 12, 15, 20],
  2: [0, 1, 2, 4, 8, 10, 20],
  3: AREA_OPTIONS,
  4: [0, 60, 120, 200, 240, 400, 500, 1_000],
  5: [0, 50, 100, 150, 200, 300, 500, 1_000],
};

export const Toast = { durationMs: 15_000, showMs: 300, hideMs: 15_000 } as const;
export const IMAGE_TYPE_WARNING_MS = 2_000;

export const LOGO = { upload: 'site/logo.png', size: '50x50', quality: 100 } as const;
export const AVATAR_SIZE = '40x40';
export const DEFAULT_AVATAR = 'site/avatar.png';

/** Image variants the client asks the image endpoint for. */
export const ImageSizes = {
  card: '480x360',
  cardSmall: '320x240',
  thumb: '160x120',
  detail: '1024x768',
  full: '1600x1200',
  tile: '600x400',
  tileSmall: '360x240',
  testimonial: '96x96',
} as const;

/**
 * The sides (pixels) and qualities the image endpoint makes variants at: any other request is snapped
 * up to the next side and down to the next quality, so a crawler cannot make a new file per pixel.
 * Every size the app asks for is on the list (a unit test checks it).
 */
export const IMAGE_SIDES = [
  16, 24, 32, 40, 48, 50, 64, 80, 96, 120, 128, 144, 160, 192, 240, 256, 320, 360, 400, 480, 512, 600, 640, 720, 768,
  800, 960, 1024, 1200, 1280, 1440, 1600, 1920, 2400,
] as const;
export const IMAGE_QUALITIES = [30, 50, 60, 70, 80, 90, 100] as const;

export const BRAND = { name: 'Basera', tagline: 'Homes across Pakistan' } as const;
export const SITE_CONTACT = {
  phone: '+92 21 3456 7890',
  email: 'admin@basera.pk',
  web: 'www.basera.pk',
  facebook: 'https://www.facebook.com/basera.pk',
  youtube: 'https://www.youtube.com/@basera.pk',
} as const;

/** Who posted a listing, as they declared it on the form. */
export const POSTER_KINDS = ['Owner', 'Agent'] as const;
export type PosterKind = (typeof POSTER_KINDS)[number];
/**
 * A phone number behind more live listings than this is shown as an agent's, whatever its listings
 * declared. The database keeps the same number in agent_listing_limit() (migration 0033), which a
 * test compares with this one.
 */
export const AGENT_LISTING_LIMIT = 5;

/** A plot's or file's instalment plan (possession.ts): monthly over 25 years; no society sells longer ones. */
export const MAX_INSTALMENTS = 300;
/** Rs 10 crore per instalment: above any plot's, and an exact integer times MAX_INSTALMENTS. */
export const MAX_INSTALMENT_AMOUNT = 100_000_000;

/**
 * Where a plot, plot file or plot form stands, earliest last (possession.ts has which type may carry
 * which). Here, not in possession.ts, because the search criteria (schemas.ts, in the first load) name them.
 */
export const POSSESSION_STATUSES = ['possession', 'non-possession', 'allocation-letter', 'file'] as const;
export type PossessionStatus = (typeof POSSESSION_STATUSES)[number];

/**
 * Live houses below which an area guide (src/contract/guides.ts) gives no median. Here, with no schema
 * beside it, so the guide's messages in the app chunk can name it without carrying valibot. With one or two the "median" is one owner's
 * asking price, and a single corner house or a mistyped price moves it by half; at five, one odd
 * listing can move it only to its neighbour's price, which is the least a market price should bear.
 */
export const GUIDE_MIN_LISTINGS = 5;
