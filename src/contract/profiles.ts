/**
 * Posters' public profiles (/agents/<slug>) and the listings shown on them and on agency pages.
 * Shared by the pages, the account's profile form and server/services/profiles.ts.
 */
import * as v from 'valibot';
import { wholeNumber, withoutInvisible, hasVisibleText } from './schemas.ts';
import type { ResponseFigure } from './enquiries.ts';
import type { AgencyRef, ListingItem } from './types.ts';


/** A slug as the profile and agency addresses carry it: lower-case words and the id, hyphenated. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PROFILE_NAME_MAX = 80;
export const PROFILE_BIO_MAX = 1000;
/** Areas a person may choose to show as served. */
export const PROFILE_AREAS_MAX = 12;
/** Areas derived from live listings: the ones with most listings first. */
export const PROFILE_AREAS_SHOWN = 8;
export const PROFILE_LISTINGS_PAGE_SIZE = 10;
export const PROFILE_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type ProfileSort = (typeof PROFILE_SORTS)[number];

/** One area served: a location (society) in its city. */
export interface ServedArea {
  LocationId: number;
  Location: string;
  City: string;
}

/**
 * A poster's public profile. Only what the person chose to show: never their e-mail address or
 * phone number (a listing's own page shows the number its poster gave for it).
 */
export interface PublicProfile {
  Slug: string;
  Name: string;
  /** The profile photo's address, or '' for none. */
  PhotoUrl: string;
  /** 'Agent' when any live listing shows them as one or they belong to an agency. */
  Kind: 'Owner' | 'Agent';
  Agency: AgencyRef | null;
  Bio: string;
  Areas: ServedArea[];
  /** When the account was made (ISO). */
  MemberSince: string;
  /** They proved a phone number by an SMS code. */
  PhoneVerified: boolean;
  /** Live listings with the "Photo-checked" badge. */
  PhotoChecked: number;
  LiveListings: number;
  /** The response figure from real enquiries; null below its minimum (src/contract/enquiries.ts). */
  Figure: ResponseFigure | null;
}

/** A page of a profile's or an agency's live listings. */
export interface ProfileListingsPage {
  Items: ListingItem[];
  Total: number;
  Page: number;
  PageSize: number;
}

/** The account's own view of their profile, for the form. */
export interface MyProfile {
  Slug: string;
  Public: boolean;
  /** Whether the page is there for others: public, confirmed, and with a listing or an agency. */
  Shown: boolean;
  /** What they chose, or '' to show the account's name (DefaultName). */
  DisplayName: string;
  DefaultName: string;
  Bio: string;
  PhotoUrl: string;
  /** Chosen location ids; empty shows those of their live listings. */
  Areas: number[];
  /** Their current agency, or null. */
  Agency: AgencyRef | null;
}

export const ProfileMessages = {
  notFound: 'This profile was not found.',
  saved: 'Your profile is saved.',
  photoSaved: 'Your profile photo is saved.',
  unknownArea: 'No such area.',
  slugInvalid: 'The address is not a profile.',
} as const;

const slugField = (field: string) => v.pipe(
  v.string(`${field} is required.`), v.trim(), v.toLowerCase(), v.nonEmpty(`${field} is required.`),
  v.maxLength(120, `${field} must be at most 120 characters.`), v.regex(SLUG_PATTERN, `${field} must be a profile's address.`),
);

/** One profile by its slug. */
export const ProfileQuery = v.object({ Slug: slugField('Slug') });

/**
 * A page of live listings of one poster (Agent) or one agency (Agency), with the results' usual
 * filters: purpose, type, sort and page.
 */
export const ProfileListingsQuery = v.pipe(
  v.object({
    Agent: v.optional(v.pipe(v.string('Agent must be text.'), v.trim()), ''),
    Agency: v.optional(v.pipe(v.string('Agency must be text.'), v.trim()), ''),
    Purpose: v.optional(wholeNumber('Purpose', 0, 2), 0),
    PropertyType: v.optional(wholeNumber('PropertyType', 0, 1_000), 0),
    SortBy: v.optional(v.pipe(v.string('SortBy must be text.'), v.trim(), v.toLowerCase(),
      v.picklist([...PROFILE_SORTS, ''], `SortBy must be one of ${PROFILE_SORTS.join(', ')}.`)), ''),
    Page: v.optional(wholeNumber('Page', 1, 1000), 1),
  }),
  v.forward(v.check((q) => (q.Agent === '') !== (q.Agency === ''), 'Give either Agent or Agency.'), ['Agent']),
  v.forward(v.check((q) => q.Agent === '' || (q.Agent.length <= 120 && SLUG_PATTERN.test(q.Agent)), "Agent must be a profile's address."), ['Agent']),
  v.forward(v.check((q) => q.Agency === '' || (q.Agency.length <= 120 && SLUG_PATTERN.test(q.Agency)), "Agency must be an agency's address."), ['Agency']),
);
export type ProfileListingsInput = v.InferOutput<typeof ProfileListingsQuery>;

const optionalText = (label: string, max: number) => v.optional(v.pipe(
  v.string(`${label} must be text.`), v.transform(withoutInvisible), v.trim(),
  v.check((s) => s === '' || hasVisibleText(s), `${label} must have something to read.`),
  v.maxLength(max, `${label} must be at most ${max} characters.`),
), '');

export const ProfileSaveSchema = v.object({
  /** '' shows the account's own name. */
  DisplayName: optionalText('DisplayName', PROFILE_NAME_MAX),
  Bio: optionalText('Bio', PROFILE_BIO_MAX),
  Public: v.boolean('Public must be true or false.'),
  /** Location ids; empty shows those of the live listings. */
  Areas: v.optional(v.pipe(
    v.array(wholeNumber('Areas', 1, 1_000_000), 'Areas must be a list of area ids.'),
    v.maxLength(PROFILE_AREAS_MAX, `Choose at most ${PROFILE_AREAS_MAX} areas.`),
  ), []),
  RemovePhoto: v.optional(v.boolean('RemovePhoto must be true or false.'), false),
});
export type ProfileSaveInput = v.InferOutput<typeof ProfileSaveSchema>;

/** The photo form has no fields besides its file. */
export const ProfilePhotoSchema = v.object({});
