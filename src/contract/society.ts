/**
 * The register of societies and schemes: which authority approves a location and what its published
 * list says. Shared by the admin console, the listing cards and page, and server/services/societies.ts.
 */
import * as v from 'valibot';
import { wholeNumber, withoutInvisible } from './schemas.ts';

/**
 * The development authorities that approve housing schemes, by the short name people know them by.
 * 'Other' covers a district council or cantonment board not listed here; the note then names it.
 */
export const SCHEME_AUTHORITIES = [
  { Code: 'LDA', Name: 'Lahore Development Authority' },
  { Code: 'CDA', Name: 'Capital Development Authority (Islamabad)' },
  { Code: 'RDA', Name: 'Rawalpindi Development Authority' },
  { Code: 'KDA', Name: 'Karachi Development Authority' },
  { Code: 'SBCA', Name: 'Sindh Building Control Authority' },
  { Code: 'FDA', Name: 'Faisalabad Development Authority' },
  { Code: 'MDA', Name: 'Multan Development Authority' },
  { Code: 'GDA', Name: 'Gujranwala Development Authority' },
  { Code: 'PDA', Name: 'Peshawar Development Authority' },
  { Code: 'QDA', Name: 'Quetta Development Authority' },
  { Code: 'HDA', Name: 'Hyderabad Development Authority' },
  { Code: 'SDA', Name: 'Sialkot Development Authority' },
  { Code: 'BDA', Name: 'Bahawalpur Development Authority' },
  { Code: 'ADA', Name: 'Abbottabad Development Authority' },
  { Code: 'Galiyat DA', Name: 'Galiyat Development Authority (Murree)' },
  { Code: 'Cantonment Board', Name: 'A cantonment board' },
  { Code: 'Other', Name: 'Another authority (see the note)' },
] as const;
export type SchemeAuthority = (typeof SCHEME_AUTHORITIES)[number]['Code'];

/** What the authority's list says. Only 'approved' carries no warning. */
export const SCHEME_STATUSES = ['approved', 'not-approved', 'under-review'] as const;
export type SchemeStatus = (typeof SCHEME_STATUSES)[number];

/** On a card and a listing's page when its scheme is not (yet) approved; absent otherwise. */
export interface SchemeWarning {
  Status: Exclude<SchemeStatus, 'approved'>;
  Authority: string;
  /** YYYY-MM-DD: when an admin last checked the authority's list. */
  CheckedOn: string;
  /** The authority's published list, when the admin gave one. */
  SourceUrl: string;
}

export interface SocietyEntry {
  LocationId: number;
  Location: string;
  CityId: number;
  City: string;
  Authority: string;
  Status: SchemeStatus;
  SourceUrl: string;
  CheckedOn: string;
  Note: string;
  /** ISO 8601. */
  UpdatedAt: string;
  UpdatedBy: string | null;
  /** Live listings in it. */
  Listings: number;
}

export const SocietyMessages = {
  locationRequired: 'Please choose the society or scheme.',
  authorityRequired: 'Please choose the approving authority.',
  statusRequired: 'Please choose its status: approved, not approved or under review.',
  sourceInvalid: 'The source must be a web address starting with https:// or http://.',
  checkedRequired: 'Please give the date the list was checked (YYYY-MM-DD).',
  checkedInFuture: 'The date checked cannot be in the future.',
  unknownLocation: 'No such location.',
  notInRegister: 'That location is not in the register.',
  saved: (name: string) => `The register entry for ${name} is saved.`,
  removed: (name: string) => `${name} is removed from the register.`,
} as const;

const SOURCE_MAX = 500;
const NOTE_MAX = 500;

export const SocietySetSchema = v.object({
  LocationId: wholeNumber('LocationId', 1, 1_000_000),
  Authority: v.picklist(SCHEME_AUTHORITIES.map((a) => a.Code), SocietyMessages.authorityRequired),
  Status: v.picklist(SCHEME_STATUSES, SocietyMessages.statusRequired),
  SourceUrl: v.optional(v.pipe(
    v.string(SocietyMessages.sourceInvalid),
    v.trim(),
    v.maxLength(SOURCE_MAX, `SourceUrl must be at most ${SOURCE_MAX} characters.`),
    v.check((s) => s === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(s), SocietyMessages.sourceInvalid),
  ), ''),
  CheckedOn: v.pipe(
    v.string(SocietyMessages.checkedRequired),
    v.trim(),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, SocietyMessages.checkedRequired),
    v.check((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), SocietyMessages.checkedRequired),
    // A day of slack for the admin's time zone.
    v.check((s) => Date.parse(`${s}T00:00:00Z`) <= Date.now() + 86_400_000, SocietyMessages.checkedInFuture),
  ),
  Note: v.optional(v.pipe(v.string('Note must be text.'), v.transform(withoutInvisible), v.trim(),
    v.maxLength(NOTE_MAX, `Note must be at most ${NOTE_MAX} characters.`)), ''),
});
export type SocietySetInput = v.InferOutput<typeof SocietySetSchema>;

export const SocietyRemoveSchema = v.object({
  LocationId: wholeNumber('LocationId', 1, 1_000_000),
});
export type SocietyRemoveInput = v.InferOutput<typeof SocietyRemoveSchema>;
