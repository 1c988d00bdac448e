import { useEffect } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCurrentUser, useLapsedUserName } from '../../api/session.ts';
import { pendingCount } from '../../offline/outbox/logic.ts';
import { useOutboxEntries } from '../../offline/outbox/entries.ts';
import { MailIcon } from '../icons/icons.tsx';
import { widgetsMessages as w } from '../widgets-messages.ts';
import styles from './OutboxBadge.module.css';

/** How many writes wait to be sent; hidden when none do, so the header stays quiet most of the time. */
export function OutboxBadge({ onNavigate }: { onNavigate?: () => void }) {
  const entries = useOutboxEntries();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const signedInAs = user?.AuthWebToken ? user.UserName : null;
  const lapsedAs = useLapsedUserName();
  const count = entries ? pendingCount(entries, signedInAs, lapsedAs) : 0;
  const attention = entries?.some((e) => e.state === 'needs-attention') ?? false;

  // A refused entry waits for its user, who may be anywhere in the app: said once
  // per entry by a chunk loaded only then. With none refused, the ids told about are forgotten, so an
  // entry refused again after a retry is told about again.
  useEffect(() => {
    if (!entries) return;
    if (!attention) {
      try {
        // TOLD_KEY of tell-attention.ts, spelled out so the first load does not take that chunk.
        localStorage.removeItem('basera-outbox-attention-told');
      } catch {
        // Storage blocked: nothing was remembered either.
      }
      return;
    }
    void import('./tell-attention.ts')
      .then((m) => m.tellAttention(entries, signedInAs, () => void navigate({ to: '/outbox' })))
      .catch(() => undefined);
  }, [entries, attention, signedInAs, navigate]);

  if (count === 0) return null;
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
