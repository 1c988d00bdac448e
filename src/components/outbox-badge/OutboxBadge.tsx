import { Link } from '@tanstack/react-router';
import { useCurrentUser } from '../../api/session.ts';
import { pendingCount } from '../../offline/outbox-logic.ts';
import { useOutboxEntries } from '../../offline/outbox-entries.ts';
import { MailIcon } from '../icons/icons.tsx';
import { widgetsMessages as w } from '../widgets-messages.ts';
import styles from './OutboxBadge.module.css';

/** How many writes wait to be sent; hidden when none do, so the header stays quiet most of the time. */
export function OutboxBadge({ onNavigate }: { onNavigate?: () => void }) {
  const entries = useOutboxEntries();
  const user = useCurrentUser();
  const count = entries ? pendingCount(entries, user?.AuthWebToken ? user.UserName : null) : 0;
  if (count === 0) return null;
  const attention = entries?.some((e) => e.state === 'needs-attention') ?? false;
  return (
    <Link
      to="/outbox"
      className={styles.badge}
      data-attention={attention || undefined}
      onClick={onNavigate}
      aria-label={w.outboxLabel(count, attention)}
    >
      <MailIcon aria-hidden="true" />
      <span className={styles.label}>{w.outbox}</span>
      <span className={styles.count}>{count}</span>
    </Link>
  );
}
