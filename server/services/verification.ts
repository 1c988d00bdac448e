import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import type { Verification } from '../../src/contract/types.ts';
import { PHOTO_CHECK_DAYS } from '../../src/contract/photo-check-limits.ts';

/**
 * A listing's badges (migrations 0031 and 0043). Each kind keeps when it was checked in a column of
 * its own; `properties.verified` says whether any is held, so search filters and ranks on one column
 * of the row. A new kind adds its column to CARD_SELECT (listing-cards.ts), VerificationRow,
 * `verificationsOf` and the expression of `refreshVerified`, and every change to a badge's column is
 * followed by `refreshVerified` in the same transaction.
 *
 * "Photo-checked" lapses PHOTO_CHECK_DAYS after its approval. The sweep of photo-checks.ts clears the
 * column of lapsed ones (and with it `verified`); until it runs, `verificationsOf` leaves a lapsed
 * badge out by its date, and each answer carries `Until` so a cached card drops it on time too.
 */

export interface VerificationRow {
  phone_verified_at: Date | string | null;
  photo_checked_at?: Date | string | null;
}

const DAY_MS = 86_400_000;
const iso = (value: Date | string) => new Date(value).toISOString();

/** When a photo check granted at `at` lapses. */
export const photoCheckUntil = (at: Date | string): Date => new Date(new Date(at).getTime() + PHOTO_CHECK_DAYS * DAY_MS);

export function verificationsOf(r: VerificationRow, now: Date = new Date()): Verification[] {
  const out: Verification[] = [];
  if (r.phone_verified_at) out.push({ Kind: 'phone', At: iso(r.phone_verified_at) });
  if (r.photo_checked_at) {
    const until = photoCheckUntil(r.photo_checked_at);
    if (until.getTime() > now.getTime()) out.push({ Kind: 'photos', At: iso(r.photo_checked_at), Until: until.toISOString() });
  }
  return out;
}

/** Whether `p` holds any badge now, as SQL over `properties p`. */
const HOLDS_ANY = sql.raw(`(p.phone_verified_at IS NOT NULL OR COALESCE(p.photo_checked_at > now() - interval '${PHOTO_CHECK_DAYS} days', false))`);

/** Sets `verified` from the badges' columns for the listings `where` (over `properties p`) picks. */
export async function refreshVerified(db: Db, where: SQL): Promise<void> {
  await db.execute(sql`UPDATE properties p SET verified = ${HOLDS_ANY}
    WHERE ${where} AND p.verified IS DISTINCT FROM ${HOLDS_ANY}`);
}
