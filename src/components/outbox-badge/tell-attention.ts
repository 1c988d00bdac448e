/**
 * Telling, once per entry, that the server refused something in the outbox. A
 * chunk of its own, loaded by the header's badge only when an entry needs attention, as nearly every
 * visit has none and the home page's first load has a budget (tests/e2e/budget.spec.ts).
 */
import { pathWithinLocale } from '../../contract/locale.ts';
import { isVisibleTo, type OutboxEntry } from '../../offline/outbox/logic.ts';
import { notify } from '../toast/notify.tsx';
import { outboxBadgeMessages as m } from './outbox-badge-messages.ts';

/** The entries already told about, kept across reloads and tabs; the badge clears it when none need attention. */
export const TOLD_KEY = 'basera-outbox-attention-told';

/**
 * `told`: the ids already told about. Returns the entries to tell about now, and the ids to
 * remember: only those still needing attention, so the list never grows and an entry refused again
 * after a retry is told about again.
 */
export function attentionToTell(
  entries: readonly OutboxEntry[],
  told: readonly string[],
  signedInAs: string | null,
): { tell: OutboxEntry[]; remember: string[] } {
  const waiting = entries.filter((e) => e.state === 'needs-attention' && isVisibleTo(e, signedInAs));
  return { tell: waiting.filter((e) => !told.includes(e.id)), remember: waiting.map((e) => e.id) };
}

function readTold(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(TOLD_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** A toast with the way to the outbox, unless the user is looking at the outbox, which shows it already. */
export function tellAttention(entries: readonly OutboxEntry[], signedInAs: string | null, openOutbox: () => void): void {
  const { tell, remember } = attentionToTell(entries, readTold(), signedInAs);
  try {
    localStorage.setItem(TOLD_KEY, JSON.stringify(remember));
  } catch {
    // Storage refused: at worst the same refusal is told again on the next page load.
  }
  if (!tell.length || pathWithinLocale(window.location.pathname) === '/outbox') return;
  notify.warning(m.attentionTitle(tell.length), m.attentionText, {
    id: 'outbox-attention',
    action: { label: m.attentionAction, onClick: openOutbox },
  });
}
