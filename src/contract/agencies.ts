/**
 * Agencies: a page (/agencies/<slug>), its admin (the account that made it), its agents invited by
 * e-mail, and the listings its agents post while members. Shared by the pages, the account's agency
 * screen and server/services/agencies.ts.
 */
import * as v from 'valibot';
import { wholeNumber, withoutInvisible, hasVisibleText, requiredText, STANDARD_EMAIL } from './schemas.ts';

export const AGENCY_NAME_MAX = 100;
export const AGENCY_ADDRESS_MAX = 200;
export const AGENCY_DESCRIPTION_MAX = 2000;
/** How long an invitation's link works. */
export const AGENCY_INVITE_DAYS = 7;

/** An agent as the agency's page lists them; Slug is null while their profile is private. */
export interface AgencyAgent {
  Slug: string | null;
  Name: string;
  PhotoUrl: string;
  /** The agency's admin. */
  Admin: boolean;
}

/** An agency's public page. No e-mail address or phone of anyone. */
export interface AgencyPage {
  Slug: string;
  Name: string;
  /** The logo's address, or '' for none. */
  LogoUrl: string;
  Address: string;
  Description: string;
  Agents: AgencyAgent[];
  LiveListings: number;
}

export interface AgencyMember {
  UserId: number;
  Name: string;
  Admin: boolean;
}

export interface AgencyInviteItem {
  InviteId: number;
  Email: string;
  ExpiresAt: string;
}

/** The account's own agency, for its screen: Role null and Agency null for someone in none. */
export interface MyAgency {
  Role: 'admin' | 'member' | null;
  Agency: (Omit<AgencyPage, 'Agents' | 'LiveListings'>) | null;
  /** Only for the admin. */
  Members: AgencyMember[];
  /** Open invitations, only for the admin. */
  Invites: AgencyInviteItem[];
}

/** The invitation a link names, for the accept screen. */
export interface AgencyInviteView {
  AgencyName: string;
  AgencySlug: string;
  Email: string;
}

/**
 * An invitation link opened signed out: whose it is and for which address, so the page can send an
 * invited person without an account to register with that address, and one with an account to log in.
 * Answered only for a link with its secret, which was mailed to that address.
 */
export interface AgencyInvitePreview {
  AgencyName: string;
  Email: string;
  HasAccount: boolean;
}

export const AgencyMessages = {
  notFound: 'This agency was not found.',
  saved: 'Your agency is saved.',
  created: 'Your agency is created. You are its admin.',
  logoSaved: 'The logo is saved.',
  notAdmin: 'Only the agency’s admin can do that.',
  noAgency: 'You are not part of an agency.',
  inAnother: 'You are already part of an agency.',
  alreadyMember: 'That person is already one of your agents.',
  invited: (email: string) => `An invitation is on its way to ${email}.`,
  inviteInvalid: 'This invitation link is not valid.',
  inviteExpired: 'This invitation has expired or was already used. Ask the agency for a new one.',
  inviteOtherEmail: 'This invitation is for another e-mail address. Log in with the account it was sent to.',
  accepted: (name: string) => `You are now an agent of ${name}.`,
  removed: (name: string) => `${name} is no longer part of the agency. Their listings stay with the agency.`,
  notMember: 'That person is not part of your agency.',
  cannotRemoveAdmin: 'The admin cannot be removed from their own agency.',
  left: (name: string) => `You have left ${name}. Your agency listings stay with the agency.`,
  adminCannotLeave: 'As the agency’s admin you cannot leave it: its page and listings are in your care. Only its agents can leave.',
  nameRequired: 'Please give the agency a name.',
  emailRequired: 'Please enter the e-mail address to invite.',
  emailInvalid: 'Please enter a valid e-mail address.',
} as const;

const M = AgencyMessages;

const optionalText = (label: string, max: number) => v.optional(v.pipe(
  v.string(`${label} must be text.`), v.transform(withoutInvisible), v.trim(),
  v.check((s) => s === '' || hasVisibleText(s), `${label} must have something to read.`),
  v.maxLength(max, `${label} must be at most ${max} characters.`),
), '');

/** Makes the account's agency (it becomes the admin) or changes it. */
export const AgencySaveSchema = v.object({
  Name: requiredText(M.nameRequired, AGENCY_NAME_MAX, 'Name'),
  Address: optionalText('Address', AGENCY_ADDRESS_MAX),
  Description: optionalText('Description', AGENCY_DESCRIPTION_MAX),
});
export type AgencySaveInput = v.InferOutput<typeof AgencySaveSchema>;

export const AgencyLogoSchema = v.object({});

export const AgencyInviteSchema = v.object({
  Email: v.pipe(requiredText(M.emailRequired, 100, 'Email'), v.toLowerCase(), v.regex(STANDARD_EMAIL, M.emailInvalid)),
});
export type AgencyInviteInput = v.InferOutput<typeof AgencyInviteSchema>;

/** The accept link's parts: the invitation's id and its secret. */
export const AgencyAcceptSchema = v.object({
  Invite: wholeNumber('Invite', 1),
  Key: v.pipe(v.string(M.inviteInvalid), v.trim(), v.nonEmpty(M.inviteInvalid), v.maxLength(200, M.inviteInvalid)),
});
export type AgencyAcceptInput = v.InferOutput<typeof AgencyAcceptSchema>;
export const AgencyInviteQuery = AgencyAcceptSchema;

export const AgencyRemoveSchema = v.object({ UserId: wholeNumber('UserId', 1) });
export type AgencyRemoveInput = v.InferOutput<typeof AgencyRemoveSchema>;

/** Leaving names nothing but the caller; the body is an empty object. */
export const AgencyLeaveSchema = v.object({});
export type AgencyLeaveInput = v.InferOutput<typeof AgencyLeaveSchema>;

export const AgencyQuery = v.object({
  Slug: v.pipe(v.string('Slug is required.'), v.trim(), v.toLowerCase(), v.nonEmpty('Slug is required.'),
    v.maxLength(120, 'Slug must be at most 120 characters.'), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Slug must be an agency's address.")),
});
