/**
 * Enquiries as conversations: a buyer's enquiry is a thread between them and the listing's poster,
 * answered in the app. What the client and the server agree on: the inputs, the answers, the
 * server's words. Neither side's e-mail address or phone number is in an answer the other side reads,
 * except the phone number the poster published on the listing.
 */
import * as v from 'valibot';
import { requiredText, wholeNumber } from './schemas.ts';

export const ENQUIRY_STATUSES = ['new', 'replied', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** Which side of the thread the reader is. */
export type EnquiryRole = 'poster' | 'buyer';

export const HANDLED_VIA = ['whatsapp', 'call'] as const;
export type HandledVia = (typeof HANDLED_VIA)[number];

/** The longest message of a thread, as the enquiry form's. */
export const ENQUIRY_MESSAGE_MAX = 2000;

/**
 * A mailed link's secret: 256 random bits in base64url (43 characters). Checked for shape only, so a
 * wrong one and a missing thread are the same refusal.
 */
const LinkKey = v.pipe(v.string('Key must be text.'), v.trim(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'Key is not valid.'));

/** A thread is read or written by a signed-in side, or by the buyer with the key of a mailed link. */
export const EnquiryThreadQuery = v.object({
  ThreadId: wholeNumber('ThreadId', 1),
  Key: v.optional(LinkKey),
});
export type EnquiryThreadQueryInput = v.InferOutput<typeof EnquiryThreadQuery>;

export const EnquiryReplySchema = v.object({
  ThreadId: wholeNumber('ThreadId', 1),
  Key: v.optional(LinkKey),
  Message: requiredText('Please write a message.', ENQUIRY_MESSAGE_MAX, 'Message'),
});
export type EnquiryReplyInput = v.InferOutput<typeof EnquiryReplySchema>;

/** The poster closes a thread, or opens it again. */
export const EnquiryStatusSchema = v.object({
  ThreadId: wholeNumber('ThreadId', 1),
  Status: v.picklist(['closed', 'open'], 'Status must be closed or open.'),
});
export type EnquiryStatusInput = v.InferOutput<typeof EnquiryStatusSchema>;

/** The buyer tapped WhatsApp or Call on the thread: the poster's inbox counts it as handled. */
export const EnquiryHandledSchema = v.object({
  ThreadId: wholeNumber('ThreadId', 1),
  Key: v.optional(LinkKey),
  Via: v.picklist(HANDLED_VIA, 'Via must be whatsapp or call.'),
});
export type EnquiryHandledInput = v.InferOutput<typeof EnquiryHandledSchema>;

/** A held enquiry's buyer confirms it from the mailed link (it then goes to the poster). */
export const EnquiryReleaseSchema = v.object({
  ThreadId: wholeNumber('ThreadId', 1),
  Key: LinkKey,
});
export type EnquiryReleaseInput = v.InferOutput<typeof EnquiryReleaseSchema>;

export const ResponseFigureQuery = v.object({ PropertyId: wholeNumber('PropertyId', 1) });

/** An admin releases a held enquiry to its poster, or deletes it (the console's "Held enquiries"). */
export const AdminHeldEnquirySchema = v.object({ ThreadId: wholeNumber('ThreadId', 1) });
export type AdminHeldEnquiryInput = v.InferOutput<typeof AdminHeldEnquirySchema>;

/** Why a first enquiry was held: it has a link, or a spam word (server/services/enquiry-spam.ts). */
export type HeldReason = 'link' | 'words';

/**
 * A held enquiry as the admin's queue lists it: the listing, when, who by name and what they wrote
 * (shown as text). Not the buyer's e-mail address or number: judging a message needs neither, and
 * the console shows no sender's contact details anywhere else (reports name no reporter either).
 */
export interface AdminHeldEnquiry {
  ThreadId: number;
  PropertyId: number;
  PropertyUrl: string;
  PropertyTitle: string;
  /** The listing is public: its title can link to it. */
  ListingLive: boolean;
  BuyerName: string;
  Message: string;
  ReceivedAt: string;
  Reason: HeldReason;
}

/** One thread in a list (the poster's inbox or the buyer's "My enquiries"). */
export interface EnquiryThreadSummary {
  ThreadId: number;
  PropertyId: number;
  PropertyUrl: string;
  PropertyTitle: string;
  /** The other side's name: the buyer's for the poster, the poster's for the buyer. */
  OtherName: string;
  Status: EnquiryStatus;
  /** The newest message, cut short. */
  LastMessage: string;
  LastMessageAt: string;
  /** Who wrote the newest message. */
  LastAuthor: EnquiryRole;
  MessageCount: number;
  /** Whether the buyer went on by WhatsApp or a call. */
  HandledVia: HandledVia | null;
}

export interface EnquiryInbox {
  Threads: EnquiryThreadSummary[];
  /** Threads in the "new" tab: the account menu's count. */
  NewCount: number;
}

export interface EnquiryMessage {
  MessageId: number;
  Author: EnquiryRole;
  Body: string;
  SentAt: string;
}

/** A whole thread, as one side reads it. */
export interface EnquiryThread {
  ThreadId: number;
  /** Which side the reader is. */
  Role: EnquiryRole;
  PropertyId: number;
  PropertyUrl: string;
  PropertyTitle: string;
  BuyerName: string;
  PosterName: string;
  /**
   * The phone number the poster published on the listing, for the buyer's WhatsApp and Call; empty
   * for the poster (they know it) and when the listing is no longer live.
   */
  PosterPhone: string;
  Status: EnquiryStatus;
  HandledVia: HandledVia | null;
  /** Whether the enquiry waits for the buyer's confirmation before the poster sees it. */
  Held: boolean;
  Messages: EnquiryMessage[];
}

/** The window a poster's response figure looks back over. */
export const FIGURE_WINDOW_DAYS = 90;
/** Fewer enquiries than this in the window say nothing fair about a poster: no figure is shown. */
export const FIGURE_MIN_ENQUIRIES = 5;

/** "Usually replies within 2 hours · replied to 18 of 20 in the last 90 days", as numbers. */
export interface ResponseFigure {
  /** Enquiries the poster received in the window (held ones not counted). */
  Received: number;
  /** Of those, how many the poster answered in the app. */
  Replied: number;
  /** The median time to the first answer, in minutes; null when none was answered. */
  MedianReplyMinutes: number | null;
}

/** The listing page's answer: null while the poster has too few enquiries for a fair figure. */
export interface ResponseFigureAnswer {
  Figure: ResponseFigure | null;
}

/** The server's words (the same English is in src/api/api-messages.ts for Urdu pages). */
export const EnquiryMessages = {
  notFound: 'This conversation was not found, or the link is not valid.',
  replySent: 'Your reply is sent.',
  closed: 'The conversation is closed.',
  reopened: 'The conversation is open again.',
  closedNoReply: 'This conversation is closed. Send a new enquiry from the listing.',
  handled: 'Noted.',
  released: 'Your enquiry is sent to the owner.',
  held: 'Please confirm your enquiry from the e-mail we sent you; then it goes to the owner.',
  adminReleased: 'The enquiry is sent to the poster.',
  adminAlreadyReleased: 'This enquiry was already sent to the poster.',
  adminDeleted: 'The enquiry is deleted.',
  adminNotHeld: 'This enquiry is no longer held: it was sent to the poster, so it cannot be deleted here.',
  adminNotFound: 'This enquiry was not found: it may have been deleted already.',
} as const;
