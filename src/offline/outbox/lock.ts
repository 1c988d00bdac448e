/**
 * Whether a sender is at work, asked of the Web Locks API. Apart from drain.ts, whose sending
 * code loads only when something is due, since the outbox page and its start-up check ask too.
 */
import { OUTBOX_LOCK } from './logic.ts';

/**
 * True when the browser has Web Locks and nobody, tab or worker, holds the outbox's lock: every
 * sender sends only while holding it, so an entry still marked `sending` was left by a sender that
 * is gone (a tab closed mid-upload). False where that cannot be known: then the lease decides.
 */
export async function isOutboxSenderGone(): Promise<boolean> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks?.query) return false;
  try {
    const { held = [] } = await locks.query();
    return !held.some((lock) => lock.name === OUTBOX_LOCK);
  } catch {
    return false;
  }
}
