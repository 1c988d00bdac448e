/**
 * Freshness in My Properties (issue 15, item 4), kept apart from the list itself: the 'Expired'
 * badge or the 'Confirmed available …' line of an Active listing, and its 'Confirm available' or
 * 'Renew' button. Renew is the same confirmation; the server puts an expired listing back in search.
 */
import { EXPIRED, FreshnessMessages } from '../../contract/freshness.ts';
import type { MyPropertyItem } from '../../contract/types.ts';
import { useConfirmAvailable } from '../../api/freshness.ts';
import { ApiError } from '../../api/errors.ts';
import { confirmedAvailableText } from '../../lib/freshness.ts';
import { notify } from '../../components/toast/notify.tsx';
import styles from './MyProperties.module.css';

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
  const text = confirmedAvailableText(item.ConfirmedAt);
  return text ? <p className={styles.confirmed}>{text}</p> : null;
}

export function ConfirmAvailableButton({ item }: { item: MyPropertyItem }) {
  const confirm = useConfirmAvailable();
  const expired = isExpired(item);
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
      {confirm.isPending ? 'Saving…' : expired ? FreshnessMessages.renewButton : FreshnessMessages.confirmButton}
    </button>
  );
}
