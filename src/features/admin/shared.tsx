import type { ReactNode } from 'react';
import { ADMIN_IMAGE_MARK, imageUrl } from '../../contract/api-paths.ts';
import type { AdminListingSummary } from '../../contract/admin.ts';
import { formatShortDate } from '../../lib/dates.ts';
import { formatPrice } from '../../lib/price.ts';
import { listingStatusLabel } from './status-label.ts';
import styles from './Admin.module.css';

/**
 * A console photo's address at a size. The mark keeps it out of the service worker's image cache:
 * these are photos nobody but the owner and admins may see yet.
 */
export function consoleImage(ref: string, size: string): string {
  return `${imageUrl(ref, size)}&${ADMIN_IMAGE_MARK}=1`;
}

export function Badge({ tone = 'neutral', children }: { tone?: 'neutral' | 'warn' | 'brand'; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[`badge-${tone}`] ?? ''}`}>{children}</span>;
}

/** Someone's listings, newest first: title (linked when live), status and date. */
export function ListingSummaries({ items, empty }: { items: AdminListingSummary[]; empty: string }) {
  if (!items.length) return <p className={styles.muted}>{empty}</p>;
  return (
    <ul className={styles.summaries}>
      {items.map((l) => (
        <li key={l.PropertyId}>
          {l.Status === 'Active' && !l.Deleted
            ? <a href={`/property/${l.PropertyUrl}`} target="_blank" rel="noreferrer">{l.Title}</a>
            : <span>{l.Title}</span>}
          {' '}
          <Badge tone={l.Status === 'Rejected' || l.Deleted ? 'warn' : 'neutral'}>{l.Deleted ? 'Deleted' : listingStatusLabel(l.Status)}</Badge>
          <span className={styles.muted}> · {formatPrice(l.Price, l.Purpose)} · {formatShortDate(new Date(l.CreateDate))}</span>
        </li>
      ))}
    </ul>
  );
}
