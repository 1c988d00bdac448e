import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import type { Verification } from '../../src/contract/types.ts';

/**
 * A listing's badges (migration 0031). Each kind keeps when it was checked in a column of its own;
 * `properties.verified` says whether any is held, so search filters and ranks on one column of the
 * row. A new kind adds its column to CARD_SELECT (listing-cards.ts), VerificationRow, `verificationsOf`
 * and the expression of `refreshVerified`, and every change to a badge's column is followed by
 * `refreshVerified` in the same transaction.
 */

export interface VerificationRow {
  phone_verified_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function verificationsOf(r: VerificationRow): Verification[] {
  const out: Verification[] = [];
  if (r.phone_verified_at) out.push({ Kind: 'phone', At: iso(r.phone_verified_at) });
  return out;
}

/** Sets `verified` from the badges' columns for the listings `where` (over `properties p`) picks. */
export async function refreshVerified(db: Db, where: SQL): Promise<void> {
  await db.execute(sql`UPDATE properties p SET verified = (p.phone_verified_at IS NOT NULL)
    WHERE ${where} AND p.verified IS DISTINCT FROM (p.phone_verified_at IS NOT NULL)`);
}
