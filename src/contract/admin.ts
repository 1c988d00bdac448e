/**
 * The admin console's contract: reasons, limits, messages, request schemas and
 * answer shapes shared by src/features/admin and server/services/admin.ts.
 */
import * as v from 'valibot';
import { wholeNumber, withoutInvisible } from './schemas.ts';
import type { ReportAction, ReportedListing } from './types.ts';
import type { ListingMatch } from './duplicates.ts';

/** Why a listing is rejected: the owner's mail quotes the chosen text, then the admin's note. */
export const REJECT_REASONS = [
  { Code: 'not-available', Text: 'The property does not seem to exist or is no longer available' },
  { Code: 'wrong-price', Text: 'The price looks wrong' },
  { Code: 'wrong-area-location', Text: 'The area or location looks wrong' },
  { Code: 'photos', Text: 'The photos are missing, unclear or not of this property' },
  { Code: 'duplicate', Text: 'It repeats a listing that is already on Basera' },
  { Code: 'contact', Text: 'The contact details are missing or wrong' },
  { Code: 'not-allowed', Text: 'It asks for advance payment or has other content we do not allow' },
  { Code: 'other', Text: 'Another reason (see the note)' },
] as const;
export type RejectReasonCode = (typeof REJECT_REASONS)[number]['Code'];

export const rejectReasonText = (code: string): string => REJECT_REASONS.find((r) => r.Code === code)?.Text ?? code;

export const ADMIN_NOTE_MAX = 500;
export const ADMIN_SEARCH_MAX = 100;
export const AUDIT_PAGE_SIZE = 50;

export const AdminMessages = {
  forbidden: 'This is for Basera administrators only.',
  noteRequired: 'Please write a note explaining the reason.',
  reasonRequired: 'Please choose a reason.',
  notPending: 'This property is no longer pending: someone has already decided on it.',
  userNotFound: 'No account with that id.',
  cannotSuspendAdmin: 'An administrator cannot be suspended. Revoke the admin role first (npm run admin -- revoke).',
  alreadySuspended: 'This account is already suspended.',
  notSuspended: 'This account is not suspended.',
  actionRequired: 'Please choose what to do: dismiss, warn, hide or reject.',
  noReports: 'There are no open reports about this listing: someone may have decided already.',
  reportDecided: (action: ReportAction, title: string) => ({
    dismiss: `The reports about "${title}" are dismissed.`,
    warn: `The owner of "${title}" is warned and has been told why.`,
    hide: `"${title}" is hidden from Basera. The owner has been told why.`,
    reject: `"${title}" is rejected. The owner has been told why.`,
  })[action],
  approved: (title: string) => `The property "${title}" is approved and now live.`,
  rejected: (title: string) => `The property "${title}" is rejected. The owner has been told why.`,
  suspended: (name: string) => `${name} is suspended and logged out everywhere.`,
  unsuspended: (name: string) => `${name} can log in again.`,
  /** Shown at login to a suspended account, after the password proved it is theirs. */
  accountSuspended: (contact: string) => `Your account is suspended, so you cannot log in. If you think this is a mistake, write to us at ${contact}.`,
} as const;

/**
 * What an admin can do about a reported listing, as the console offers it. The
 * note is required for every action against the owner: it is mailed to them and is the audit log's
 * 'why'. A dismissal needs none (nothing wrong was found; the owner of a listing that never left the
 * site is not even told).
 */
export const REPORT_ACTIONS = [
  { Code: 'dismiss', Text: 'Dismiss the reports', NoteRequired: false },
  { Code: 'warn', Text: 'Warn the owner', NoteRequired: true },
  { Code: 'hide', Text: 'Hide the listing', NoteRequired: true },
  { Code: 'reject', Text: 'Reject the listing', NoteRequired: true },
] as const satisfies ReadonlyArray<{ Code: ReportAction; Text: string; NoteRequired: boolean }>;

/** What the audit log records; later sections of the console add theirs here. */
export type AuditAction = 'approve' | 'reject' | 'suspend' | 'unsuspend' | 'grant-admin' | 'revoke-admin'
  | 'dismiss-reports' | 'warn-owner' | 'hide' | 'reject-reported' | 'society-set' | 'society-remove'
  | 'project-save' | 'project-remove' | 'project-link'
  | 'photo-check-approve' | 'photo-check-refuse'
  | 'enquiry-release' | 'enquiry-delete';

/** A decision about a reported listing, as the audit log names it (a reported rejection is told apart from a pending one). */
export const REPORT_AUDIT_ACTION: Record<ReportAction, AuditAction> = {
  dismiss: 'dismiss-reports', warn: 'warn-owner', hide: 'hide', reject: 'reject-reported',
};

const noteText = v.pipe(
  v.string('Note must be text.'),
  v.transform(withoutInvisible),
  v.trim(),
  v.maxLength(ADMIN_NOTE_MAX, `Note must be at most ${ADMIN_NOTE_MAX} characters.`),
);
const optionalNote = v.optional(noteText, '');
const requiredNote = v.pipe(v.optional(noteText, ''), v.nonEmpty(AdminMessages.noteRequired));

export const AdminApproveSchema = v.object({
  PropertyId: wholeNumber('PropertyId', 1),
  Note: optionalNote,
  /**
   * The listings the console showed beside this one: a listing whose photos repeat another
   * account's is approved only with each of those named, so approval follows the comparison.
   */
  Compared: v.optional(v.array(wholeNumber('Compared', 1), 'Compared must be a list of property ids.'), []),
});
export type AdminApproveInput = v.InferOutput<typeof AdminApproveSchema>;

export const AdminRejectSchema = v.pipe(
  v.object({
    PropertyId: wholeNumber('PropertyId', 1),
    Reason: v.picklist(REJECT_REASONS.map((r) => r.Code), AdminMessages.reasonRequired),
    Note: optionalNote,
  }),
  // 'Another reason' says nothing by itself: the note is the reason.
  v.forward(v.check((i) => i.Reason !== 'other' || i.Note !== '', AdminMessages.noteRequired), ['Note']),
);
export type AdminRejectInput = v.InferOutput<typeof AdminRejectSchema>;

export const AdminSuspendSchema = v.object({
  UserId: wholeNumber('UserId', 1),
  Note: requiredNote,
});
export type AdminSuspendInput = v.InferOutput<typeof AdminSuspendSchema>;

export const AdminDecideReportSchema = v.pipe(
  v.object({
    PropertyId: wholeNumber('PropertyId', 1),
    Action: v.picklist(REPORT_ACTIONS.map((a) => a.Code), AdminMessages.actionRequired),
    Note: optionalNote,
  }),
  v.forward(v.check((i) => !REPORT_ACTIONS.find((a) => a.Code === i.Action)!.NoteRequired || i.Note !== '', AdminMessages.noteRequired), ['Note']),
);
export type AdminDecideReportInput = v.InferOutput<typeof AdminDecideReportSchema>;

export const AdminUsersQuery = v.object({
  Query: v.pipe(
    v.string('Please type a name or an e-mail address.'),
    v.trim(),
    v.minLength(2, 'Please type at least 2 characters.'),
    v.maxLength(ADMIN_SEARCH_MAX, `Please type at most ${ADMIN_SEARCH_MAX} characters.`),
  ),
});

export const AdminAuditQuery = v.object({
  /** Entries older than this id (the next page); absent for the newest. */
  Before: v.optional(wholeNumber('Before', 1)),
});

export interface AdminMe {
  UserName: string;
}

export interface AdminListingSummary {
  PropertyId: number;
  PropertyUrl: string;
  Title: string;
  Status: string;
  Price: number;
  /** 'For Sale' or 'For Rent', so a rent reads "/month". */
  Purpose: string;
  CreateDate: string;
  Deleted: boolean;
}

export interface AdminOwner {
  /** Null for a listing submitted without an account. */
  UserId: number | null;
  UserName: string | null;
  FullName: string;
  EmailAddress: string;
  PhoneNumber: string;
  Suspended: boolean;
}

/** A pending listing with everything the admin needs to decide. */
export interface AdminPendingItem {
  PropertyId: number;
  PropertyUrl: string;
  Title: string;
  Description: string;
  Purpose: string;
  Type: string;
  Price: number;
  PriceInWords: string;
  Area: number;
  AreaUnit: string;
  BedRooms: string | null;
  BathRooms: string | null;
  City: string;
  Location: string | null;
  /** The owner's own point, exact (admins see what only owners see), and whether it is shown exactly. */
  Pin: { Latitude: number; Longitude: number; ShowExact: boolean } | null;
  Features: string[];
  Images: string[];
  ContactFullName: string;
  ContactEmail: string;
  ContactPhone: string;
  CreateDate: string;
  /** An edit of a listing that was live or rejected before. */
  Edited: boolean;
  Owner: AdminOwner;
  OwnerOtherListings: AdminListingSummary[];
  /** Listings this one repeats (photos or description), another account's first. */
  Matches: ListingMatch[];
  /** Live listings with the same contact phone as this one, written any way. */
  PhoneLiveListings: number;
}

export interface AdminUser {
  UserId: number;
  UserName: string;
  FirstName: string;
  LastName: string;
  EmailAddress: string;
  PhoneNumber: string;
  IsAdmin: boolean;
  Confirmed: boolean;
  SuspendedAt: string | null;
  CreateDate: string;
  Listings: AdminListingSummary[];
  /** Every report, open or decided, about this account's listings. */
  Reports: ReportedListing[];
}

/** A listing in the Reported queue, with what the admin needs to look at it. */
export interface AdminReportedItem extends ReportedListing {
  /** Signed for the admin and marked for the console: a listing under review has private photos. */
  Images: string[];
  Price: number;
  Purpose: string;
  Place: string;
}

export interface AuditEntry {
  Id: number;
  At: string;
  Actor: string;
  Action: AuditAction;
  Target: string;
  TargetKind: AuditTargetKind;
  TargetId: number;
  Reason: string | null;
}

/** What an audit entry is about: a listing, an account, a location of the society register, a new project, or an enquiry. */
export type AuditTargetKind = 'listing' | 'user' | 'location' | 'project' | 'enquiry';

export interface AuditPage {
  Entries: AuditEntry[];
  /** Pass as Before for older entries; null at the end. */
  Next: number | null;
}
