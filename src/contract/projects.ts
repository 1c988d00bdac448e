/**
 * New projects: a development by a named developer in a place, its unit types with price ranges and
 * its payment plan. Shared by the public pages, the admin console and server/services/projects.ts.
 */
import * as v from 'valibot';
import { UPLOAD_NAME, wholeNumber, withoutInvisible, hasVisibleText } from './schemas.ts';
import {
  MAX_BALLOONS, MAX_PLAN_YEARS, MAX_PROJECT_PRICE, PLAN_FREQUENCIES, isPercentStep, planProblem, type PaymentPlan,
} from './payment-plan.ts';
import type { ListingCard } from './types.ts';

export const POSSESSION_STATUSES = ['ready', 'under-construction'] as const;
export type PossessionStatus = (typeof POSSESSION_STATUSES)[number];

export const PROJECT_PAGE_SIZE = 12;
export const MAX_PROJECT_UNITS = 12;
export const MAX_PROJECT_PHOTOS = 12;

/** One kind of unit on sale: "5 Marla House", "2-bed Flat", with the developer's price range. */
export interface ProjectUnit {
  TypeId: number;
  /** The type's English name (reference value); pages show it in their language. */
  Type: string;
  Area: number;
  AreaUnitId: number;
  AreaUnit: string;
  /** 0 where bedrooms do not apply (plots, shops). */
  Beds: number;
  PriceMin: number;
  PriceMax: number;
}

/** A project as the list shows it. */
export interface ProjectCard {
  ProjectId: number;
  Slug: string;
  Name: string;
  Developer: string;
  CityId: number;
  City: string;
  LocationId: number | null;
  Location: string;
  Phase: string;
  Possession: PossessionStatus;
  /** YYYY-MM: when possession is (or was) given; null when the developer has not said. */
  PossessionDate: string | null;
  PriceMin: number;
  PriceMax: number;
  /** Whether it sells on a payment plan. */
  Instalments: boolean;
  /** The first photo's address, or '' without photos. */
  Cover: string;
  /** The distinct types of its units, English names. */
  Types: string[];
  /** Its live listings. */
  Listings: number;
}

export interface ProjectDetails extends ProjectCard {
  Description: string;
  Photos: string[];
  Units: ProjectUnit[];
  Plan: PaymentPlan | null;
  /** Its live listings, newest first (at most PROJECT_LISTINGS_SHOWN). */
  LiveListings: ListingCard[];
}

export const PROJECT_LISTINGS_SHOWN = 20;

export interface ProjectPage {
  Items: ProjectCard[];
  Total: number;
  Page: number;
  PageSize: number;
}

/** The admin console's copy: the ids and upload names the form edits. */
export interface ProjectForEdit extends ProjectDetails {
  PhotoUploads: string[];
  UpdatedAt: string;
}

export interface ProjectSaved {
  ProjectId: number;
  Slug: string;
}

/** Photos an admin sent for a project, stored and named, in the order sent; `Photos` of a save then names them. */
export interface ProjectPhotosStored {
  Uploads: string[];
}

/** The photo upload's form has no fields besides its `file` parts. */
export const ProjectPhotosSchema = v.object({});

export const ProjectMessages = {
  nameRequired: 'Please give the project a name.',
  developerRequired: 'Please name the developer.',
  cityRequired: 'Please choose the city.',
  descriptionRequired: 'Please describe the project.',
  possessionRequired: 'Please choose ready or under construction.',
  possessionDateInvalid: 'The possession date must be a month, YYYY-MM.',
  unitsRequired: 'Please add at least one unit type.',
  unitTypeRequired: 'Please choose the unit type.',
  unitAreaRequired: 'Please give the unit area.',
  unitUnitRequired: 'Please choose the area unit.',
  priceInvalid: `Prices must be whole rupees between 1 and ${MAX_PROJECT_PRICE}.`,
  priceRange: 'The highest price cannot be below the lowest.',
  percentInvalid: 'Percentages must be between 0 and 100, with at most two decimals.',
  planYears: `The plan must run 1 to ${MAX_PLAN_YEARS} years.`,
  frequencyRequired: 'Please choose monthly or quarterly instalments.',
  planShares: 'The down payment, balloons and possession charge together must be under 100%, leaving something for the instalments.',
  photoInvalid: 'A photo is not a valid image name.',
  photoNotUploaded: 'A photo was not uploaded for a project (or waited too long). Please upload it again.',
  photosRequired: 'Please choose at least one photo.',
  photosStored: (n: number) => (n === 1 ? 'The photo is stored.' : `The ${n} photos are stored.`),
  locationNotInCity: 'That society is not in the chosen city.',
  unknownCity: 'No such city.',
  unknownType: 'No such property type.',
  unknownAreaUnit: 'No such area unit.',
  notFound: 'This project was not found.',
  nameTaken: 'Another project already has that name.',
  unknownListing: 'No such listing.',
  created: (name: string) => `The project ${name} is added.`,
  saved: (name: string) => `The project ${name} is saved.`,
  removed: (name: string) => `The project ${name} is removed.`,
  linked: (title: string, name: string) => `"${title}" is now part of ${name}.`,
  unlinked: (title: string) => `"${title}" is no longer part of a project.`,
} as const;

const M = ProjectMessages;

const text = (required: string, max: number, label: string) => v.pipe(
  v.string(required), v.transform(withoutInvisible), v.trim(), v.nonEmpty(required),
  v.check((s) => hasVisibleText(s), required),
  v.maxLength(max, `${label} must be at most ${max} characters.`),
);

const percent = v.pipe(
  v.number(M.percentInvalid), v.minValue(0, M.percentInvalid), v.maxValue(100, M.percentInvalid),
  v.check(isPercentStep, M.percentInvalid),
);

const price = v.pipe(v.number(M.priceInvalid), v.integer(M.priceInvalid), v.minValue(1, M.priceInvalid), v.maxValue(MAX_PROJECT_PRICE, M.priceInvalid));

export const PaymentPlanSchema = v.pipe(
  v.object({
    DownPaymentPercent: percent,
    Frequency: v.picklist(PLAN_FREQUENCIES, M.frequencyRequired),
    Years: v.pipe(v.number(M.planYears), v.integer(M.planYears), v.minValue(1, M.planYears), v.maxValue(MAX_PLAN_YEARS, M.planYears)),
    BalloonCount: v.pipe(v.number(`BalloonCount must be 0 to ${MAX_BALLOONS}.`), v.integer(`BalloonCount must be 0 to ${MAX_BALLOONS}.`),
      v.minValue(0, `BalloonCount must be 0 to ${MAX_BALLOONS}.`), v.maxValue(MAX_BALLOONS, `BalloonCount must be 0 to ${MAX_BALLOONS}.`)),
    BalloonPercent: percent,
    PossessionPercent: percent,
  }, 'Plan must be an object or null.'),
  v.check((p: PaymentPlan) => planProblem(p) === null, M.planShares),
);

export const ProjectUnitSchema = v.pipe(
  v.object({
    TypeId: wholeNumber('TypeId', 1, 1000),
    Area: v.pipe(v.number(M.unitAreaRequired), v.minValue(0.01, M.unitAreaRequired), v.maxValue(1_000_000, M.unitAreaRequired)),
    AreaUnitId: wholeNumber('AreaUnitId', 1, 1000),
    Beds: v.optional(wholeNumber('Beds', 0, 20), 0),
    PriceMin: price,
    PriceMax: price,
  }, M.unitsRequired),
  v.forward(v.check((u) => u.PriceMax >= u.PriceMin, M.priceRange), ['PriceMax']),
);

export const ProjectSaveSchema = v.object({
  /** Absent or 0 adds a project; otherwise the one to change. */
  ProjectId: v.optional(wholeNumber('ProjectId', 0), 0),
  Name: text(M.nameRequired, 120, 'Name'),
  Developer: text(M.developerRequired, 120, 'Developer'),
  CityId: wholeNumber('CityId', 1, 1_000_000),
  LocationId: v.optional(wholeNumber('LocationId', 0, 1_000_000), 0),
  Phase: v.optional(v.pipe(v.string('Phase must be text.'), v.transform(withoutInvisible), v.trim(), v.maxLength(60, 'Phase must be at most 60 characters.')), ''),
  Description: text(M.descriptionRequired, 5000, 'Description'),
  Photos: v.optional(v.pipe(
    v.array(v.pipe(v.string(M.photoInvalid), v.regex(UPLOAD_NAME, M.photoInvalid), v.check((s) => !s.split('/').includes('..'), M.photoInvalid)), M.photoInvalid),
    v.maxLength(MAX_PROJECT_PHOTOS, `At most ${MAX_PROJECT_PHOTOS} photos.`),
  ), []),
  Possession: v.picklist(POSSESSION_STATUSES, M.possessionRequired),
  PossessionDate: v.optional(v.nullable(v.pipe(
    v.string(M.possessionDateInvalid), v.trim(),
    v.check((s) => s === '' || /^(19|20)\d{2}-(0[1-9]|1[0-2])$/.test(s), M.possessionDateInvalid),
    v.transform((s) => s || null),
  )), null),
  Units: v.pipe(v.array(ProjectUnitSchema, M.unitsRequired), v.minLength(1, M.unitsRequired), v.maxLength(MAX_PROJECT_UNITS, `At most ${MAX_PROJECT_UNITS} unit types.`)),
  Plan: v.optional(v.nullable(PaymentPlanSchema), null),
});
export type ProjectSaveInput = v.InferOutput<typeof ProjectSaveSchema>;

export const ProjectIdSchema = v.object({ ProjectId: wholeNumber('ProjectId', 1) });
export type ProjectIdInput = v.InferOutput<typeof ProjectIdSchema>;

/** Put a listing in a project (ProjectId) or take it out (ProjectId 0). */
export const ProjectLinkSchema = v.object({
  PropertyId: wholeNumber('PropertyId', 1),
  ProjectId: wholeNumber('ProjectId', 0),
});
export type ProjectLinkInput = v.InferOutput<typeof ProjectLinkSchema>;

const flag = (field: string) => v.optional(v.pipe(
  v.string(`${field} must be true or false.`), v.trim(), v.toLowerCase(),
  v.picklist(['true', 'false', ''], `${field} must be true or false.`), v.transform((s) => s === 'true'),
), '');

/** The list's filters, as the page's address carries them (?City=1&Type=2&Instalments=true). */
export const ProjectsQuery = v.object({
  City: v.optional(wholeNumber('City', 0, 1_000_000), 0),
  Type: v.optional(wholeNumber('Type', 0, 1000), 0),
  MinPrice: v.optional(wholeNumber('MinPrice', 0, MAX_PROJECT_PRICE), 0),
  MaxPrice: v.optional(wholeNumber('MaxPrice', 0, MAX_PROJECT_PRICE), 0),
  Instalments: flag('Instalments'),
  Possession: v.optional(v.pipe(v.string('Possession must be ready or under-construction.'), v.trim(), v.toLowerCase(),
    v.picklist([...POSSESSION_STATUSES, ''], 'Possession must be ready or under-construction.')), ''),
  Page: v.optional(wholeNumber('Page', 1, 1000), 1),
  /**
   * A results page's places (location ids, comma-separated): projects in one of them. With City,
   * as a search's places are in its city.
   */
  Locations: v.optional(v.pipe(
    v.string('Locations must be location ids separated by commas.'), v.trim(),
    v.regex(/^(\d{1,9}(,\d{1,9}){0,19})?$/, 'Locations must be at most 20 location ids separated by commas.'),
    v.transform((s) => (s ? [...new Set(s.split(',').map(Number))] : [])),
  ), ''),
  /**
   * What a person typed into search: a project whose whole name is in it ("skyline residency 2 bed")
   * is shown whatever the other filters say, since it is what they asked for. With no other filter,
   * only the projects it names.
   */
  Words: v.optional(v.pipe(v.string('Words must be text.'), v.trim(), v.maxLength(200, 'Words must be at most 200 characters.')), ''),
});
export type ProjectsFilter = v.InferOutput<typeof ProjectsQuery>;

/** The words of a project's name or of a search, as projects are matched by name: lower case, letters and digits. */
export function nameWords(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Words of a name that say nothing about which project it is ("(demo)" on the invented ones). */
export const PROJECT_NAME_NOISE: readonly string[] = ['demo'];

/** One project by its slug or its id. */
export const ProjectQuery = v.object({
  Project: v.pipe(v.string('Project is required.'), v.trim(), v.nonEmpty('Project is required.'), v.maxLength(160, 'Project must be at most 160 characters.'),
    v.regex(/^[A-Za-z0-9-]+$/, 'Project must be a slug or an id.')),
});
