/**
 * Freshness in My Properties, kept apart from the list itself: the 'Expired'
 * badge or the 'Confirmed available …' line of an Active listing, and its 'Confirm available' or
 * 'Renew' button. Renew is the same confirmation; the server puts an expired listing back in search.
 */
import { EXPIRED } from '../../contract/freshness.ts';
import { FreshnessMessages } from '../../contract/freshness-messages.ts';
import type { MyPropertyItem } from '../../contract/types.ts';
import { useConfirmAvailable } from '../../api/freshness.ts';
import { ApiError } from '../../api/errors.ts';
import { notify } from '../../components/toast/notify.tsx';
import styles from './MyProperties.module.css';
import { myPropertiesMessages as m } from './my-properties-messages.ts';

const DAY = 24 * 60 * 60_000;
const startOfDay = (d: Date): number => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();

/**
 * "Confirmed available today / yesterday / 3 days ago", counted in calendar days of the viewer's
 * clock as lib/freshness.ts does for cards, in the page's language.
 */
function confirmedText(iso: string | undefined, now: Date = new Date()): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY);
  if (days <= 0) return m.freshness.today;
  if (days === 1) return m.freshness.yesterday;
  return m.freshness.daysAgo(days);
}

export const isExpired = (item: MyPropertyItem) => item.Status === EXPIRED;

export function FreshnessNote({ item }: { item: MyPropertyItem }) {
  if (isExpired(item)) {
    return (
      <p className={styles.moderation}>
        <span className={styles.expiredBadge}>{FreshnessMessages.expiredBadge}</span>
        <span>{FreshnessMessages.expiredOwner}</span>
      </p>
    );
  }
  const text = confirmedText(item.ConfirmedAt);
  return text ? <p className={styles.confirmed}>{text}</p> : null;
}

/** Confirmed on the viewer's calendar day: another confirmation today would say nothing new. */
function confirmedToday(iso: string | undefined, now: Date = new Date()): boolean {
  if (!iso) return false;
  const date = new Date(iso);
  return !Number.isNaN(date.getTime()) && startOfDay(date) >= startOfDay(now);
}

export function ConfirmAvailableButton({ item }: { item: MyPropertyItem }) {
  const confirm = useConfirmAvailable();
  const expired = isExpired(item);
  // Confirmed today: the quiet 'Confirmed available today' line says it, and a full-width button
  // asking for the same again would only invite a pointless tap (docs/product.md, section 2).
  if (!expired && !confirm.isPending && confirmedToday(item.ConfirmedAt)) return null;
  const onClick = () => confirm.mutate(item.PropertyId, {
    onSuccess: ({ Message }) => notify.success(Message),
    onError: (error) => {
      // Sold or removed on another device meanwhile: the list is loaded again and says so.
      if (error instanceof ApiError && error.status === 404) notify.warning(error.message);
    },
  });
  return (
    <button
      type="button"
      className={expired ? 'btn btn-primary' : 'btn btn-outline'}
      onClick={onClick}
      disabled={confirm.isPending}
      aria-describedby={`property-${item.PropertyId}-title`}
    >
      {confirm.isPending ? m.freshness.saving : expired ? FreshnessMessages.renewButton : FreshnessMessages.confirmButton}
    </button>
  );
}
