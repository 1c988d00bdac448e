/**
 * Duplicate and copy detection: the thresholds, messages, request schema and answer shapes shared by
 * the listing form, the admin console and server/services/duplicates.ts.
 */
import * as v from 'valibot';
import { wholeNumber } from './schemas.ts';

/**
 * Two descriptions, cleaned to lower-case letters, are taken for the same text at this trigram
 * similarity or above: a copy that changes the price, the phone and a word or two stays above it,
 * two owners describing similar houses in their own words fall well below.
 */
export const SAME_TEXT_SIMILARITY = 0.8;
/** Descriptions compared per submission: the latest of the same city and type, and the owner's own. */
export const TEXT_CANDIDATES = 2000;
/** A contact phone behind more live listings than this is pointed out to the admin. */
export const MANY_LISTINGS_PER_PHONE = 5;

export const DuplicateMessages = {
  notRelistable: 'Only a live, expired or sold listing of yours can be relisted.',
  notWithdrawable: 'The copy to withdraw is not a pending listing of yours.',
  relisted: (title: string) => `"${title}" is live again.`,
  /** The mailed approval link refuses a listing whose photos repeat another account's. */
  compareInConsole: 'This listing\'s photos match another account\'s listing: compare them in the admin console to decide.',
  /** The console's approve, for a listing whose photos repeat another account's, without the comparison. */
  compareFirst: 'Compare this listing with the one its photos match before approving it.',
} as const;

/** The owner's own earlier listing that a new submission repeats, offered as a relist. */
export interface OwnEarlierListing {
  PropertyId: number;
  Title: string;
  Status: string;
}

/** 'Relist #123' from the listing form: the earlier listing goes live again, the new pending copy is withdrawn. */
export const RelistSchema = v.object({
  PropertyId: wholeNumber('PropertyId', 1),
  Withdraw: v.optional(v.nullable(wholeNumber('Withdraw', 1)), null),
});
export type RelistInput = v.InferOutput<typeof RelistSchema>;

export interface RelistResult {
  PropertyId: number;
  PropertyUrl: string;
  Status: string;
}

/** A listing a pending one repeats, as the admin console shows it beside the pending one. */
export interface ListingMatch {
  PropertyId: number;
  PropertyUrl: string;
  Title: string;
  Status: string;
  Price: number;
  /** 'For Sale' or 'For Rent', so a rent reads "/month". */
  Purpose: string;
  Kind: 'photo' | 'text';
  /** The same account (or, without one, the same address) as the pending listing. */
  SameOwner: boolean;
  /** Photos: bits that differ between the closest pair (0 to 7); text: the similarity (0 to 1). */
  Score: number;
  Deleted: boolean;
  OwnerName: string;
  /** Photos: this listing's photo of the closest pair, signed for the admin; null for text. */
  Image: string | null;
  /** The other listing's photo of that pair (its first photo for text), signed; null without photos. */
  MatchImage: string | null;
}
