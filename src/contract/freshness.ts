/**
 * Freshness: the rules that the server's sweep and confirmation, the mails and
 * My Properties share. No valibot here: the Urdu catalog imports these numbers (its request schema is
 * ConfirmAvailableSchema in schemas.ts).
 */

/** An Active listing not confirmed for this many days is sent a 'Still available' reminder. */
export const REMIND_AFTER_DAYS = 30;
/** At this many days without a confirmation it leaves search (status Expired) until renewed. */
export const EXPIRE_AFTER_DAYS = 45;
/**
 * Nobody's listing expires sooner than this after its reminder was queued: a listing that came back
 * to Active with an old confirmation (after a review) is reminded first, not taken off unannounced.
 */
export const MIN_NOTICE_DAYS = 7;
/** A mailed 'Still available' link works once, for this many days. */
export const FRESHNESS_LINK_DAYS = 30;

/** Status of a listing taken off the site for want of a confirmation; the owner sees it under Active. */
export const EXPIRED = 'Expired' as const;

/** Where a mailed link lands: a server page with one button (mail scanners open links; a button they do not press). */
export const STILL_AVAILABLE_PAGE = '/listings/still-available';


/** What a confirmation answers: whether it brought an expired listing back, and the new date. */
export interface ConfirmAvailableResult {
  PropertyId: number;
  Renewed: boolean;
  ConfirmedAt: string;
}
