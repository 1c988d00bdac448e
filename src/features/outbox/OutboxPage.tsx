import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCurrentUser } from '../../api/session.ts';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog.tsx';
import { notify } from '../../components/toast/notify.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { clockFormat } from '../../lib/clock-format.ts';
import { currentLocale, localize } from '../../contract/i18n.ts';
import { offlineMessages } from '../../offline/offline-messages.ts';
import { draftFromListingRequest } from '../../offline/drafts-logic.ts';
import { deleteDraft, requestResume, saveDraft } from '../../offline/drafts.ts';
import { KIND_LABELS, canReopen, isAbandoned, summaryOf, waitsForLogin, type OutboxEntry } from '../../offline/outbox/logic.ts';
import { clearSent, discardEntry, retryNow } from '../../offline/outbox/actions.ts';
import { forgetReopened, reopenEntry } from '../../offline/outbox/reopen.ts';
import { useOutboxEntries, useOutboxSenderGone } from '../../offline/outbox/entries.ts';
import styles from './OutboxPage.module.css';
import { useOnline } from '../../offline/connectivity.ts';
import { outboxMessages as m } from './outbox-messages.ts';

/** What an entry is about, in the page's language (made again from the request rather than the stored English). */
const summaryText = (entry: OutboxEntry): string => (currentLocale() === 'en' ? entry.summary : summaryOf(entry.request));

function timeOf(ms: number): string {
  const date = new Date(ms);
  const time = date.toLocaleTimeString(...clockFormat());
  const today = new Date().toDateString() === date.toDateString();
  return today ? m.today(time) : m.on(date, time);
}

/** "in 40 s", "in 3 min" or "as soon as you are online"; re-rendered by the page's clock. */
function nextTry(entry: OutboxEntry, now: number, loggedIn: boolean, online: boolean): string | null {
  if (entry.state !== 'waiting') return null;
  if (entry.needsLogin && !loggedIn) return m.next.afterLogin;
  if (!online) return m.next.online;
  const seconds = Math.round((entry.nextAttemptAt - now) / 1000);
  if (seconds <= 0) return m.next.now;
  if (seconds < 60) return m.next.seconds(seconds);
  return m.next.minutes(Math.ceil(seconds / 60));
}

function useClock(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
}

/** What an entry is, its state and its summary: the same in every list of the page. */
function EntryHead({ entry }: { entry: OutboxEntry }) {
  return (
    <>
      <div className={styles.itemHead}>
        <span className={styles.kind}>{KIND_LABELS[entry.kind]}</span>
        <span className={styles.state} data-state={entry.state}>
          {offlineMessages.states[entry.state]}
        </span>
      </div>
      <p className={styles.summary} dir="auto">{summaryText(entry)}</p>
    </>
  );
}

export function OutboxPage() {
  usePageMeta({ title: m.title });
  const entries = useOutboxEntries();
  const user = useCurrentUser();
  const signedInAs = user?.AuthWebToken ? user.UserName : null;
  const online = useOnline();
  const now = useClock(5_000);
  const senderGone = useOutboxSenderGone(entries, now);
  const navigate = useNavigate();
  const [discarding, setDiscarding] = useState<OutboxEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const sentHeadingId = useId();
  const pending = entries?.filter((e) => e.state !== 'sent') ?? [];
  // Newest first: what just went is what the user looks for.
  const sent = (entries?.filter((e) => e.state === 'sent') ?? []).sort((a, b) => (b.sentAt ?? 0) - (a.sentAt ?? 0));

  const edit = async (entry: OutboxEntry) => {
    if (entry.request.kind === 'enquiry' && entry.request.input.PropertyUrl) {
      // Back into the listing's enquiry form; the entry stays here until the corrected one has gone.
      reopenEntry(entry);
      void navigate({ to: '/property/$propertyUrl', params: { propertyUrl: entry.request.input.PropertyUrl } });
      return;
    }
    // A contact message or a marketing number goes back into its form the same way.
    if (entry.request.kind === 'contact') {
      reopenEntry(entry);
      void navigate({ to: '/contact-us' });
      return;
    }
    if (entry.request.kind === 'marketing') {
      reopenEntry(entry);
      void navigate({ to: '/marketing/contacts' });
      return;
    }
    if (entry.request.kind !== 'listing') return;
    // Back into the form as a draft; the entry leaves the outbox so it cannot also be sent as it was.
    // The draft is saved first so nothing is lost; if a sender took the entry meanwhile, it goes as it was.
    // A refused listing carries the server's words into the form, to be shown at the field they name.
    const problem = entry.state === 'needs-attention' && entry.lastError ? { field: entry.problemField ?? null, message: entry.lastError } : null;
    const draft = draftFromListingRequest(entry.request, entry.id, Date.now(), entry.owner ?? null, problem);
    await saveDraft(draft);
    if (!(await discardEntry(entry.id))) {
      await deleteDraft(draft.id);
      notify.info(m.beingSent, summaryText(entry), { id: `being-sent:${entry.id}` });
      return;
    }
    requestResume(draft.id);
    if (draft.propertyId === null) void navigate({ to: '/property/forms/submit' });
    else void navigate({ to: '/property/forms/submit/$id', params: { id: String(draft.propertyId) } });
  };

  const confirmDiscard = async () => {
    if (!discarding) return;
    setBusy(true);
    try {
      if (await discardEntry(discarding.id)) forgetReopened(discarding.id);
      else notify.info(m.beingSent, summaryText(discarding), { id: `being-sent:${discarding.id}` });
    } finally {
      setBusy(false);
      setDiscarding(null);
    }
  };

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{m.title}</h1>
        <p className={styles.intro}>
          {m.intro}
          {online ? '' : m.offlineNow}
        </p>
      </header>

      {entries === null ? (
        <p role="status">{m.loading}</p>
      ) : pending.length === 0 ? (
        <div className={styles.empty} role="status">
          <p className={styles.emptyTitle}>{m.emptyTitle}</p>
          <p>{m.emptyText}</p>
          <Link to="/" className="btn btn-primary">
            {m.home}
          </Link>
        </div>
      ) : (
        <ul className={styles.list} aria-label={m.waitingList}>
          {pending.map((listed) => {
            // A sender that stopped mid-way (a closed tab) left it "sending": it waits to go again.
            const entry: OutboxEntry = isAbandoned(listed, now, senderGone) ? { ...listed, state: 'waiting' } : listed;
            const next = nextTry(entry, now, user !== null, online);
            const refused = entry.state === 'needs-attention';
            const canEdit =
              (entry.request.kind === 'listing' && canReopen(entry)) ||
              (entry.request.kind === 'enquiry' && refused && Boolean(entry.request.input.PropertyUrl)) ||
              (refused && (entry.request.kind === 'contact' || entry.request.kind === 'marketing'));
            return (
              <li key={entry.id} className={styles.item} data-state={entry.state}>
                <EntryHead entry={entry} />
                {entry.state === 'needs-attention' && entry.lastError ? (
                  // dir=auto: a server message with no Urdu stays English, its full stop at its own end.
                  <p className={styles.problem} role="alert" dir="auto">
                    {localize(entry.lastError)}
                  </p>
                ) : null}
                <dl className={styles.facts}>
                  <div>
                    <dt>{m.created}</dt>
                    <dd>{timeOf(entry.createdAt)}</dd>
                  </div>
                  {next ? (
                    <div>
                      <dt>{m.nextTry}</dt>
                      <dd>{next}</dd>
                    </div>
                  ) : null}
                  {entry.attempts > 0 ? (
                    <div>
                      <dt>{m.tries}</dt>
                      <dd>{entry.attempts}</dd>
                    </div>
                  ) : null}
                  {entry.state === 'waiting' && entry.lastError ? (
                    <div>
                      <dt>{m.lastProblem}</dt>
                      <dd>{localize(entry.lastError)}</dd>
                    </div>
                  ) : null}
                </dl>
                <div className={styles.actions}>
                  {entry.state !== 'sending' && waitsForLogin(entry, signedInAs) ? (
                    // The session ended on the server (or was never there): the entry is the account's and
                    // waits for its login, which brings the user back here to see it go.
                    <Link
                      to="/login-register"
                      search={{ returnUrl: '/outbox' }}
                      className="btn btn-primary"
                      aria-label={m.logInToSendLabel(summaryText(entry))}
                    >
                      {m.logInToSend}
                    </Link>
                  ) : entry.state !== 'sending' ? (
                    <button
                      type="button"
                      className="btn btn-primary"
                      disabled={!online}
                      onClick={() => void retryNow(entry.id)}
                      aria-label={m.retryLabel(summaryText(entry))}
                    >
                      {m.retry}
                    </button>
                  ) : null}
                  {canEdit ? (
                    <button type="button" className="btn btn-outline" onClick={() => void edit(entry)} aria-label={m.editLabel(summaryText(entry))}>
                      {m.edit}
                    </button>
                  ) : null}
                  {entry.state !== 'sending' ? (
                    <button type="button" className="btn btn-ghost" onClick={() => setDiscarding(entry)} aria-label={m.discardLabel(summaryText(entry))}>
                      {m.discard}
                    </button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {sent.length > 0 ? (
        <section className={styles.sent} aria-labelledby={sentHeadingId}>
          <div className={styles.sentHead}>
            <h2 id={sentHeadingId} className={styles.sentTitle}>
              {m.sent}
            </h2>
            <button type="button" className="btn btn-ghost" onClick={() => void clearSent()}>
              {m.clearSent}
            </button>
          </div>
          <p className={styles.intro}>{m.sentIntro}</p>
          <ul className={styles.list} aria-label={m.sent}>
            {sent.map((entry) => (
              <li key={entry.id} className={styles.item} data-state={entry.state}>
                <EntryHead entry={entry} />
                <dl className={styles.facts}>
                  <div>
                    <dt>{m.created}</dt>
                    <dd>{timeOf(entry.createdAt)}</dd>
                  </div>
                  {entry.sentAt ? (
                    <div>
                      <dt>{m.sent}</dt>
                      <dd>{timeOf(entry.sentAt)}</dd>
                    </div>
                  ) : null}
                </dl>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <ConfirmDialog
        open={discarding !== null}
        title={m.discardTitle}
        confirmLabel={m.discard}
        tone="danger"
        busy={busy}
        onConfirm={() => void confirmDiscard()}
        onCancel={() => setDiscarding(null)}
      >
        {discarding ? m.discardText(KIND_LABELS[discarding.kind], summaryText(discarding)) : ''}
      </ConfirmDialog>
    </div>
  );
}
