import { useEffect } from 'react';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useCurrentUser } from '../../api/session.ts';
import { pathWithinLocale } from '../../contract/locale.ts';
import { attentionToTell, pendingCount, type OutboxEntry } from '../../offline/outbox-logic.ts';
import { useOutboxEntries } from '../../offline/outbox-entries.ts';
import { MailIcon } from '../icons/icons.tsx';
import { notify } from '../toast/notify.tsx';
import { widgetsMessages as w } from '../widgets-messages.ts';
import styles from './OutboxBadge.module.css';

// The entries already told about, kept across reloads and tabs so each refusal is told once.
const TOLD_KEY = 'basera-outbox-attention-told';

function readTold(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(TOLD_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * A refused entry waits for its user, who may be anywhere in the app, or not looking at the header
 * (issue 19, item 9): say it once, with the way to the outbox. The outbox page shows it already.
 */
function useTellAttention(entries: readonly OutboxEntry[] | null, signedInAs: string | null): void {
  const navigate = useNavigate();
  const onOutbox = useRouterState({ select: (state) => pathWithinLocale(state.location.pathname) === '/outbox' });
  useEffect(() => {
    if (!entries) return;
    const { tell, remember } = attentionToTell(entries, readTold(), signedInAs);
    try {
      localStorage.setItem(TOLD_KEY, JSON.stringify(remember));
    } catch {
      // Storage refused: at worst the same refusal is told again on the next page load.
    }
    if (!tell.length || onOutbox) return;
    notify.warning(w.attentionTitle(tell.length), w.attentionText, {
      id: 'outbox-attention',
      action: { label: w.attentionAction, onClick: () => void navigate({ to: '/outbox' }) },
    });
  }, [entries, signedInAs, onOutbox, navigate]);
}

/** How many writes wait to be sent; hidden when none do, so the header stays quiet most of the time. */
export function OutboxBadge({ onNavigate }: { onNavigate?: () => void }) {
  const entries = useOutboxEntries();
  const user = useCurrentUser();
  const signedInAs = user?.AuthWebToken ? user.UserName : null;
  useTellAttention(entries, signedInAs);
  const count = entries ? pendingCount(entries, signedInAs) : 0;
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
