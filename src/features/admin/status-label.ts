/**
 * A listing's status as the console says it. The stored values are identifiers ('UnderReview'); a
 * raw one was printed in the Users section, so every status the server can answer has words here,
 * and an unknown one falls back to words made from the identifier rather than the identifier.
 */
import { EXPIRED } from '../../contract/freshness.ts';
import { ListingStatus, ModerationStatus } from '../../contract/constants.ts';

const LABELS: Record<string, string> = {
  [ListingStatus.Active]: 'Live',
  [ListingStatus.Pending]: 'Waiting for review',
  [ListingStatus.Rejected]: 'Rejected',
  [ListingStatus.Sold]: 'Sold',
  [ModerationStatus.UnderReview]: 'Off the site: under review',
  [ModerationStatus.Hidden]: 'Hidden',
  [EXPIRED]: 'Expired',
};

export function listingStatusLabel(status: string): string {
  const known = LABELS[status];
  if (known) return known;
  // 'SomeNewState' reads 'Some new state' until it has words of its own.
  const words = status.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
