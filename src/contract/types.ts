/** Response shapes of the API, with the field names of docs/product.md, section 3. */
import type { PossessionStatus, PosterKind, ReporterStanding } from './constants.ts';
import type { PossessionInfo } from './possession.ts';
import type { SchemeWarning } from './society.ts';
import type { MapPin } from './geo.ts';
import type { OwnEarlierListing } from './duplicates.ts';
import type { PhotoCheckStatus } from './photo-check-limits.ts';

export interface IdText {
  Id: number;
  Text: string;
}

/**
 * A place's centre (server/geo/places.ts, about a kilometre either way): where the listing form's map
 * opens before the owner has placed a point. Null for a place added without one; absent from a list
 * a phone kept from an older release.
 */
export interface PlaceCentre {
  Latitude?: number | null;
  Longitude?: number | null;
}

export interface CityOption extends IdText, PlaceCentre {}

export interface LocationOption extends IdText, PlaceCentre {
  CityId: number;
  /**
   * The society a phase belongs to, or the phase (or society) a block belongs to, in the same city;
   * null or absent for a society or an area of its own. Choosing a place finds what lies within it.
   */
  ParentId?: number | null;
}

export interface PropertyTypeOption extends IdText {
  /** 'HOMES' for home categories, empty otherwise. */
  SubType: string;
  /** Group heading for selects: Homes, Plots or Commercial. */
  Category: string;
}

export interface AreaUnitOption extends IdText {
  /** How many square feet one unit is; the server compares areas in square feet. */
  SquareFeet: number;
}

export interface DropDownData {
  Cities: IdText[];
  Types: PropertyTypeOption[];
  BedRooms: IdText[];
  BathRooms: IdText[];
  AreaUnits: AreaUnitOption[];
  Purposes: IdText[];
}

export interface FeatureOption extends IdText {
  IsChecked: boolean;
}

export interface SubmitFormOptions {
  Purposes: IdText[];
  Types: PropertyTypeOption[];
  BedRooms: IdText[];
  BathRooms: IdText[];
  AreaUnits: AreaUnitOption[];
  Cities: CityOption[];
  OtherFeatures: FeatureOption[];
}

/** Home page card (Home/NewlyAdded). Images are upload names for the image endpoint. */
/** The agency a poster works for, as their profile, their cards and their listings name it. */
export interface AgencyRef {
  Slug: string;
  Name: string;
}

export interface ListingCard {
  PropertyId: number;
  Purpose: string;
  Type: string;
  Price: number;
  PriceInWords: string;
  Area: number;
  AreaUnit: string;
  Images: string[];
  PropertyUrl: string;
  Title: string;
  Location: string;
  City: string;
  BedRooms: string;
  BathRooms: string;
  UserName: string;
  /** ISO 8601 timestamp. */
  PublishDate: string;
  /** When the owner last confirmed it is still available; absent on cards made on the device. */
  ConfirmedAt?: string;
  /** The price it showed before today's, when today's is lower and came within PRICE_REDUCED_DAYS. */
  PriceReduced?: PriceReduction;
  /** Kilometres from the point of a "Near" search, to the public point. */
  DistanceKm?: number;
  /** Where to show it on a map: the public point only (geo.ts), never the owner's exact one unless they chose to show it. */
  MapPin?: MapPin;
  /** Owner or agent as shown: declared, or Agent when its phone is behind more than AGENT_LISTING_LIMIT live listings. Absent on cards made on the device. */
  PosterKind?: PosterKind;
  /** Present when the society register says its scheme is not approved or under review. */
  Scheme?: SchemeWarning;
  /** What the listing was checked for and when (verification.ts); absent or empty: nothing checked. */
  Verifications?: Verification[];
  /** The poster's public profile (/agents/<slug>); absent when it is private or the listing has no account. */
  PosterSlug?: string;
  /** The agency the listing belongs to (migration 0046). */
  Agency?: AgencyRef;
  /** A plot's, file's or form's possession status and instalments (possession.ts); absent when none is told. */
  Possession?: PossessionInfo;
}

/**
 * A kind of badge: 'phone' (an SMS code to the listing's number), 'photos' (fresh photos showing the
 * house or plot number, compared by our team). Each kind has its name here, a column saying when in
 * `properties`, its line in server/services/verification.ts and its texts in the badge's catalog.
 */
export type VerificationKind = 'phone' | 'photos';

/** One badge: what was checked, and when (ISO 8601). */
export interface Verification {
  Kind: VerificationKind;
  At: string;
  /**
   * When a badge that lapses stops holding (ISO 8601): a card kept in a cache or on the device past
   * it shows no badge.
   */
  Until?: string;
}

/** A recent price cut, from the prices a listing has been public at (listing_prices). */
export interface PriceReduction {
  /** The public price before the cut, PKR. */
  From: number;
  /** When today's price went public, ISO 8601. */
  At: string;
}

/** Search result item (Property/SearchProperty). */
export interface ListingItem extends ListingCard {
  ImageUrl: string;
  Description: string;
  /**
   * The owner's number masked (phone-reveal.ts, maskPhone): whether there is one, and whether it is a
   * mobile (WhatsApp). The card's Call and WhatsApp reveal the number itself on a tap.
   */
  ContactPhoneNumber?: string;
}

/** Search criteria as the search request writes them: every field present, "any" as 0 or empty. */
export interface SearchCriteriaBody {
  Purpose: number;
  City: number;
  Location: number[];
  Keywords: string;
  PropertyType: number;
  MinPrice: number;
  MaxPrice: number;
  AreaUnit: number;
  MinArea: number;
  MaxArea: number;
  BedRooms: number;
  BathRooms: number;
  /** Only listings holding a badge; absent when the search has no such filter. */
  VerifiedOnly?: boolean;
  /** Where on the map, as src/contract/map-search.ts writes it; absent when the search has none. */
  Bounds?: string;
  Near?: string;
  Area?: string;
  /** Present only when set. */
  OwnersOnly?: true;
  HideUnapproved?: true;
  Possession?: PossessionStatus;
}

/**
 * One mark on a map search: a cluster of Count listings drawn at their mean public point, or one
 * listing (Count 1) with its card. The box (the square it was counted in, or its members' extent) is where a tap zooms in.
 */
export interface MapCluster {
  Latitude: number;
  Longitude: number;
  Count: number;
  South: number;
  West: number;
  North: number;
  East: number;
  /** Count 1 only, for at most MAP_CARDS_MAX singles per answer. */
  Listing?: ListingCard;
}

export interface MapSearchResult {
  Clusters: MapCluster[];
  /** Listings in the viewport (the sum of the counts). */
  TotalCount: number;
  /** The zoom of the squares the listings were counted in. */
  SquareZoom: number;
}

/** How words of the keywords were read ("kothi" as House; "lahor" as Lahore, Corrected). */
export interface SearchReading {
  /** The words as typed. */
  Words: string;
  /** In English: a reference name (House, For Rent, Lahore) or a phrase; empty for Ranked. */
  Meaning: string;
  Corrected?: boolean;
  /** Not said but implied by these words: For Sale from a price in Lakh or Crore. */
  Implied?: boolean;
  /** Words no criterion holds: listings containing them come first, the rest follow. */
  Ranked?: boolean;
  /** What the meaning is made of, so a page can say it in its own language. */
  Price?: { Low?: number; High?: number };
  Area?: { Low?: number; High?: number; Unit: string };
  Rooms?: { Count: number; Of: 'beds' | 'baths' };
  Places?: string[];
  Portion?: boolean;
  /** A plot's stage read from the words ("possession wala plot", "allocation letter", "قبضہ"). */
  Possession?: PossessionStatus;
}

/** A nearby search that has results, offered when a search has none. */
/**
 * What a suggestion changes, with the names it needs: `Label` is these in English, and an Urdu page
 * writes them in Urdu (src/lib/suggestion-label.ts). Several changes at once are the fallback of a
 * long sentence that no single change rescues.
 */
export type SuggestionChange =
  | { Kind: 'area'; Low: number; High: number; Unit: string }
  | { Kind: 'price'; Low: number; High: number }
  | { Kind: 'keywords'; Words: string }
  | { Kind: 'places'; City: string; Dropped: string[] }
  | { Kind: 'bedrooms' }
  | { Kind: 'bathrooms' }
  | { Kind: 'rooms' }
  | { Kind: 'anySize' }
  | { Kind: 'anyPrice' }
  | { Kind: 'types'; Type: string }
  | { Kind: 'purpose'; From: number }
  | { Kind: 'country' };

export interface SearchSuggestion {
  Label: string;
  Changes: SuggestionChange[];
  Count: number;
  CountCapped: boolean;
  Criteria: SearchCriteriaBody;
}

export interface SearchResult {
  Items: ListingItem[];
  /** Exact up to SEARCH_COUNT_CAP; beyond it the count stops there and TotalCountCapped is true. */
  TotalCount: number;
  TotalCountCapped: boolean;
  PageNumber: number;
  PageSize: number;
  /**
   * Present when the keywords were read into criteria: the search that was run (the criteria sent
   * plus those read, and the keywords left over). Items and counts are that search's.
   */
  Understood?: SearchCriteriaBody;
  /** How the keywords were read, in the order typed. */
  Readings?: SearchReading[];
  /** The keywords with a doubtful spelling put right, for a "Did you mean …?" link. */
  DidYouMean?: string;
  /** Only on an empty first page: nearby searches with results, closest change first. */
  Suggestions?: SearchSuggestion[];
  /** The keywords were this listing's reference (listing-ref.ts): it is the one result. */
  Ref?: number;
}

export interface PopularCity {
  CityId: number;
  City: string;
  PropertiesCount: number;
  ImageUrl: string;
  ColumnSpan: number;
}

export interface Testimonial {
  Testimonial: string;
  Image: string;
  Author: string;
  Experience: string;
}

export interface PropertyDetails {
  PropertyId: number;
  PropertyUrl: string;
  Title: string;
  Type: string;
  TypeId: number;
  Purpose: string;
  Location: string;
  City: string;
  Images: string[];
  ImageUrl: string;
  Price: number;
  PriceInWords: string;
  Area: number;
  AreaUnit: string;
  BedRooms: string;
  BathRooms: string;
  Description: string;
  OtherFeatures: string[];
  ContactFullName: string;
  /**
   * A mask, never the number ("03••-•••••••", src/contract/phone-reveal.ts): the number is answered
   * by Property/RevealPhone on a tap, counted and limited per address. Empty when the listing has none.
   */
  ContactPhoneNumber: string;
  EmailAddress: string;
  PublishDate: string;
  /** When the owner last confirmed it is still available. */
  ConfirmedAt?: string;
  /**
   * This listing's asking price per unit of area beside the median of the Active listings of the same
   * purpose, type and location. Absent without a location, without an area or price,
   * or with fewer than MIN_ASKING_COMPARABLES such listings.
   */
  AskingComparison?: AskingComparison;
  /** A recent price cut (as on cards). */
  PriceReduced?: PriceReduction;
  /** Where to show it on a map (as on cards): the public point only. */
  MapPin?: MapPin;
  /** What the listing was checked for and when (as on cards). */
  Verifications?: Verification[];
  /** Owner or agent, as on cards. */
  PosterKind?: PosterKind;
  /** The society register's warning, as on cards. */
  Scheme?: SchemeWarning;
  /** Possession status and instalments, as on cards. */
  Possession?: PossessionInfo;
  /** The new project it is a unit of, when an admin put it in one. */
  Project?: { ProjectId: number; Slug: string; Name: string };
  /** The poster's public profile and agency, as on cards. */
  PosterSlug?: string;
  /** The name the poster's public profile shows (with PosterSlug), which the listing's contact name may differ from. */
  PosterName?: string;
  Agency?: AgencyRef;
}

/** Asking prices, not sale prices: what owners ask on Basera today. */
export interface AskingComparison {
  /** The unit both figures are per: Marla (225 sq ft) or Square Feet. */
  Unit: AskingUnit;
  /** This listing's price per Unit, in PKR (a month for rent). */
  PricePerUnit: number;
  /** The median price per Unit of the comparable listings, in PKR. */
  MedianPerUnit: number;
  /** How many Active listings of the same purpose, type and location, this one included. */
  Listings: number;
  /** The location they share, as the listing names it. */
  Location: string;
}

export type AskingUnit = 'Marla' | 'Square Feet';

/** Account/profile Data (docs/product.md, section 3). ImageUrl is an upload name for `imageUrl()`. */
export interface Profile {
  FirstName: string;
  LastName: string;
  UserName: string;
  EmailAddress: string;
  Phone: string;
  Address: string;
  About: string;
  ImageUrl: string;
}

/** SaveProfile answers the saved profile plus the refreshed stored-user record (without a token). */
export interface SavedProfile extends Profile {
  CurrentUser: CurrentUser;
}

export interface CurrentUser {
  FirstName: string;
  LastName: string;
  UserName: string;
  ImageUrl: string;
  EmailAddress: string;
  PhoneNumber: string;
  AuthWebToken?: string;
}

/** A saved search kept in the account. */
export interface SavedSearchItem {
  Id: number;
  Name: string;
  Criteria: SearchCriteriaBody;
  Frequency: 'Instant' | 'Daily' | 'Weekly' | 'Off';
  Email: boolean;
  Push: boolean;
  CreatedAt: string;
}

/** What a push carries to the service worker, which shows it and opens `url` on a tap. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path of the app: a listing or a results page. */
  url: string;
  /** Notifications with the same tag replace each other: one per saved search or listing. */
  tag: string;
}

/** What became of a saved listing since it was saved. */
export type FavouriteStatus = 'Active' | 'Sold' | 'Removed';

/** A favourite: the card as it is now, and the price it had when saved. */
export interface FavouriteItem {
  PropertyId: number;
  PropertyUrl: string;
  Title: string;
  Purpose: string;
  Type: string;
  Price: number;
  PriceInWords: string;
  SavedPrice: number;
  Area: number;
  AreaUnit: string;
  Location: string;
  City: string;
  /** Image address of the cover photo, '' when none. */
  ImageUrl: string;
  Status: FavouriteStatus;
  SavedAt: string;
  /** Where to show it on a map (as on cards), while it is Active: the public point only. */
  MapPin?: MapPin;
}

/** An item of My Properties (docs/product.md, section 3). */
export interface MyPropertyItem {
  PropertyId: number;
  PropertyUrl: string;
  Title: string;
  Description: string;
  Price: number;
  PriceInWords: string;
  /** 'For Sale' or 'For Rent', so a rent reads "/month"; absent in answers saved by older releases. */
  Purpose?: string;
  CreateDate: string;
  /** Upload name of the cover image, '' when none. */
  Image: string;
  Status: string;
  /** When the owner last confirmed it is still available; Status 'Expired' once it left search for want of one. */
  ConfirmedAt: string;
  /** Live and pending listings: where its "Photo-checked" badge stands (photo-check.ts). */
  PhotoCheck?: PhotoCheckStatus;
}

/** A property loaded into the edit form (docs/product.md, section 3). */
export interface PropertyForEdit {
  PropertyId: number;
  Title: string;
  PurposeId: number;
  TypeId: number;
  Price: number;
  BedRoomId: number | null;
  BathRoomId: number | null;
  Area: number;
  AreaUnitId: number;
  Description: string;
  CityId: number;
  LocationId: number | null;
  FullName: string;
  EmailAddress: string;
  PhoneNumber: string;
  OtherFeaturesIds: number[];
  /** base64 JPEG of each stored image (spec); empty when IncludeImages=false. */
  Images: string[];
  /** Upload names of the stored images, in order (the first is the cover). */
  ImagesPathArrayList: string[];
  /** Beyond the spec: an address that loads each stored image for its owner, whatever the listing's status. */
  ImageUrls: string[];
  Status: string;
  /** The owner's exact point (owner and admin only), null when none was given. */
  PinLatitude: number | null;
  PinLongitude: number | null;
  /** Owner or agent, as the poster declared it. */
  PosterKind: PosterKind;
  /** Whether the public sees the exact point rather than one within PIN_OFFSET_METRES of it. */
  ShowExactLocation: boolean;
  /** A plot's, file's or form's stage and instalments (possession.ts); null when not told. */
  PossessionStatus?: PossessionStatus | null;
  InstalmentsPaid?: number | null;
  InstalmentsRemaining?: number | null;
  InstalmentAmount?: number | null;
}

/** What a saved submission answers. */
export interface SubmitResult {
  PropertyId: number;
  PropertyUrl: string;
  Status: string;
  /**
   * A new listing that repeats one of the owner's own (its photos or its description): offered as
   * 'Relist #id' instead of the second copy. Absent otherwise.
   */
  YourEarlierListing?: OwnEarlierListing;
}

/** The answer to a report: a second report from the same person is not an error. */
export interface ReportResult {
  AlreadyReported: boolean;
}

/**
 * A failed detail read's Data when the listing exists but moderation has taken it off the site, so
 * the page can say so instead of "not available".
 */
export interface UnavailableListing {
  UnderReview: true;
}

/** What an admin can do about a reported listing. */
export type ReportAction = 'dismiss' | 'hide' | 'reject' | 'warn';

/** One report in the admin's Reported queue. */
export interface ReportEntry {
  ReportId: number;
  Reason: string;
  ReasonText: string;
  Note: string;
  CreatedAt: string;
  /** The reporter's account, or null when sent signed out. */
  ReporterUserId: number | null;
  /** How an admin settled it ('dismissed', 'warned', 'hidden', 'rejected'); null while open. */
  Resolution: string | null;
  /** How the reporter counts towards hiding: only 'established' fully, 'doubted' less (constants.ts, REPORTS_TO_HIDE). */
  Standing: ReporterStanding;
}

/** The owner's answer to the reports about their listing: a note and photos, for the admin. */
export interface ReportAnswer {
  Note: string;
  CreatedAt: string;
  /** Image addresses, signed for the reader (the admin, or the owner who sent them). */
  Photos: string[];
}

/**
 * One of the owner's listings with open reports, as the owner sees it: the reasons and how many chose
 * each, never who, and not the reporters' notes (written to our team, they may name the writer).
 */
export interface ReportAboutMine {
  PropertyId: number;
  PropertyUrl: string;
  Title: string;
  Status: string;
  Reasons: { Reason: string; ReasonText: string; Count: number }[];
  Answers: ReportAnswer[];
}

/** A listing with open reports, as the admin's Reported queue lists it. */
export interface ReportedListing {
  PropertyId: number;
  PropertyUrl: string;
  Title: string;
  /** Active, UnderReview or Hidden. */
  Status: string;
  OwnerUserId: number | null;
  OwnerName: string;
  OwnerEmail: string;
  /** Distinct people with open reports: accounts, and signed-out reporters by address. */
  Reporters: number;
  /** The open reports' weight towards hiding (REPORTS_TO_HIDE): established reporters only, doubted ones less. */
  Evidence: number;
  /** The owner's answers to the reports, newest last. */
  Answers: ReportAnswer[];
  FirstReportedAt: string;
  Reports: ReportEntry[];
}

/** What an admin's decision did. */
export interface ReportDecision {
  PropertyId: number;
  Title: string;
  Status: string;
  ReportsClosed: number;
}
