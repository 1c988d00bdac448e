import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearch } from '@tanstack/react-router';
import { enquiryThreadQuery } from '../../api/enquiries.ts';
import { callEnvelope } from '../../api/endpoint-call.ts';
import { ApiError, NetworkError } from '../../api/errors.ts';
import { enquiryKeys } from '../../api/query-keys.ts';
import * as Endpoints from '../../contract/endpoints.ts';
import { ENQUIRY_MESSAGE_MAX, type EnquiryThread, type HandledVia } from '../../contract/enquiries.ts';
import { localize } from '../../contract/i18n.ts';
import { Messages } from '../../contract/messages.ts';
import { sendThreadReply, sentCount, setThreadStatus, waitingReplies, waitingStatus, type ThreadRef } from '../../offline/enquiries.ts';
import { useOutboxEntries } from '../../offline/outbox/entries.ts';
import { AccountLayout } from '../../components/layout/AccountLayout.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { FieldShell } from '../../components/form/fields.tsx';
import fieldStyles from '../../components/form/fields.module.css';
import { PhoneIcon, WhatsAppIcon } from '../../components/icons/icons.tsx';
import { LoadFailed, StatusMessage } from '../../components/status/StatusMessage.tsx';
import { Spinner } from '../../components/status/Spinner.tsx';
import { notify } from '../../components/toast/notify.tsx';
import { formatPublishDate } from '../../lib/dates.ts';
import { displayPhone, telHref, whatsappHref } from '../../lib/phone-links.ts';
import { latinLang } from '../../lib/text-script.ts';
import styles from './Enquiries.module.css';
import { enquiriesMessages as m } from './enquiries-messages.ts';

const threadIdOf = (raw: string): number => (/^\d{1,15}$/.test(raw) ? Number(raw) : 0);

/** The poster opens a thread from the inbox. */
export function PosterThreadPage() {
  const { threadId } = useParams({ strict: false }) as { threadId: string };
  usePageMeta({ title: m.inboxTitle });
  return (
    <AccountLayout title={m.inboxTitle}>
      <Link to="/account/enquiries" className={styles.back}>{m.backToInbox}</Link>
      <ThreadView threadId={threadIdOf(threadId)} />
    </AccountLayout>
  );
}

/** A signed-in buyer opens one of their enquiries. */
export function BuyerThreadPage() {
  const { threadId } = useParams({ strict: false }) as { threadId: string };
  usePageMeta({ title: m.mineTitle });
  return (
    <AccountLayout title={m.mineTitle}>
      <Link to="/account/my-enquiries" className={styles.back}>{m.backToMine}</Link>
      <ThreadView threadId={threadIdOf(threadId)} />
    </AccountLayout>
  );
}

/** A buyer without an account, by the link in their mail (the key is the only credential). */
export function LinkThreadPage() {
  const { threadId } = useParams({ strict: false }) as { threadId: string };
  const { key } = useSearch({ strict: false }) as { key?: string };
  usePageMeta({ title: m.conversation });
  return (
    <div className={`container ${styles.linkPage}`}>
      <h1 className={styles.linkTitle}>{m.conversation}</h1>
      {key ? <ThreadView threadId={threadIdOf(threadId)} linkKey={key} /> : <StatusMessage title={m.linkMissingTitle} text={m.linkMissingText} />}
    </div>
  );
}

function problemText(error: unknown): string {
  if (error instanceof ApiError) return error.envelope?.Message?.trim() || Messages.badRequestFallback;
  if (error instanceof NetworkError) return m.waitingHint;
  return Messages.badRequestFallback;
}

function ThreadView({ threadId, linkKey }: { threadId: number; linkKey?: string }) {
  const client = useQueryClient();
  const query = useQuery({ ...enquiryThreadQuery(threadId, linkKey), enabled: threadId > 0 });
  const entries = useOutboxEntries();
  const sent = sentCount(entries, threadId);
  const lastSent = useRef(sent);
  // An entry of this thread went from the outbox (here, in another tab or from the worker): read it again.
  useEffect(() => {
    if (sent === lastSent.current) return;
    lastSent.current = sent;
    void client.invalidateQueries({ queryKey: enquiryKeys.all });
  }, [sent, client]);

  if (threadId <= 0 || (query.error instanceof ApiError && query.error.status === 404)) {
    return <StatusMessage title={m.notFoundTitle} text={m.notFoundText} />;
  }
  if (query.isPending) {
    return (
      <div className={styles.loading} role="status">
        <Spinner />
        <span>{m.loading}</span>
      </div>
    );
  }
  if (!query.data) return <LoadFailed title={m.failedTitle} text={m.failedText} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return <Thread thread={query.data} linkKey={linkKey} entries={entries} />;
}

function Thread({ thread, linkKey, entries }: { thread: EnquiryThread; linkKey: string | undefined; entries: ReturnType<typeof useOutboxEntries> }) {
  const client = useQueryClient();
  const headingId = useId();
  const ref: ThreadRef = { threadId: thread.ThreadId, title: thread.PropertyTitle, key: linkKey };
  const poster = thread.Role === 'poster';
  const otherName = poster ? thread.BuyerName : thread.PosterName;
  const waiting = waitingReplies(entries, thread.ThreadId);
  const pendingStatus = waitingStatus(entries, thread.ThreadId);
  const closed = pendingStatus ? pendingStatus === 'closed' : thread.Status === 'closed';

  const settle = (fresh: EnquiryThread) => {
    client.setQueryData(enquiryThreadQuery(thread.ThreadId, linkKey).queryKey, fresh);
    void client.invalidateQueries({ queryKey: enquiryKeys.inbox() });
    void client.invalidateQueries({ queryKey: enquiryKeys.mine() });
  };

  const changeStatus = async (status: 'closed' | 'open') => {
    try {
      const outcome = await setThreadStatus(ref, status);
      if (outcome.status === 'sent' && outcome.value.IsSuccess) {
        settle(outcome.value.Data);
        notify.info(outcome.value.Message);
      }
    } catch (error) {
      notify.error(problemText(error));
    }
  };

  return (
    <article className={styles.thread} aria-labelledby={headingId}>
      <header className={styles.threadHead}>
        <h2 id={headingId} className={styles.threadTitle}>
          <span dir="auto" lang={latinLang(otherName)}>{poster ? m.from.buyer(otherName) : m.from.poster(otherName)}</span>
        </h2>
        <p className={styles.about}>
          {m.about}{' '}
          <Link to="/property/$propertyUrl" params={{ propertyUrl: thread.PropertyUrl }} dir="auto" lang={latinLang(thread.PropertyTitle)}>
            {thread.PropertyTitle}
          </Link>
        </p>
        <p className={styles.meta}>
          <span className={styles.badge} data-status={closed ? 'closed' : thread.Status}>
            {closed ? m.status.closed : thread.Status === 'new' && !poster ? m.status.newBuyer : m.status[thread.Status]}
          </span>
          {poster && thread.HandledVia ? <span>{m.handled[thread.HandledVia]}</span> : null}
        </p>
      </header>

      {thread.Held ? <HeldNote thread={thread} linkKey={linkKey} onReleased={settle} /> : null}

      <ol className={styles.messages} aria-label={m.conversation}>
        {thread.Messages.map((msg) => {
          const own = msg.Author === thread.Role;
          return (
            <li key={msg.MessageId} className={styles.message} data-own={own || undefined}>
              <p className={styles.author}>
                {own ? m.you : <span dir="auto" lang={latinLang(otherName)}>{otherName}</span>}
                <time dateTime={msg.SentAt}>{formatPublishDate(msg.SentAt)}</time>
              </p>
              <p className={styles.body} dir="auto">{msg.Body}</p>
            </li>
          );
        })}
        {waiting.map((w) => (
          <li key={w.id} className={styles.message} data-own data-waiting>
            <p className={styles.author}>
              {m.you}
              <span>{m.waiting}</span>
            </p>
            <p className={styles.body} dir="auto">{w.message}</p>
          </li>
        ))}
      </ol>

      {!poster && thread.PosterPhone && !closed ? <ContactOwner thread={thread} linkKey={linkKey} /> : null}

      {closed ? (
        <p className={styles.closedNote}>{poster ? m.closedNote : m.closedNoteBuyer}</p>
      ) : thread.Held ? null : (
        <ReplyForm thread={thread} threadRef={ref} onSent={settle} />
      )}

      <p className={styles.privacy}>{m.privacy}</p>

      {poster ? (
        <div className={styles.actions}>
          <button type="button" className="btn btn-outline" onClick={() => void changeStatus(closed ? 'open' : 'closed')}>
            {closed ? m.reopen : m.close}
          </button>
        </div>
      ) : null}
    </article>
  );
}

function ReplyForm({ thread, threadRef, onSent }: { thread: EnquiryThread; threadRef: ThreadRef; onSent: (fresh: EnquiryThread) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const poster = thread.Role === 'poster';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message) {
      setProblem(localize('Please write a message.'));
      return;
    }
    setBusy(true);
    setProblem(undefined);
    try {
      const outcome = await sendThreadReply(threadRef, message);
      if (outcome.status === 'queued') {
        setText('');
        notify.info(m.queued);
      } else if (outcome.value.IsSuccess) {
        setText('');
        onSent(outcome.value.Data);
        notify.info(outcome.value.Message);
      } else {
        setProblem(localize(outcome.value.Message || Messages.badRequestFallback));
      }
    } catch (error) {
      setProblem(localize(problemText(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.replyForm} onSubmit={(e) => void onSubmit(e)} noValidate>
      <FieldShell controlId={id} label={m.reply} error={problem}>
        <textarea
          id={id}
          className={`${fieldStyles.input} ${styles.textarea}`}
          rows={4}
          maxLength={ENQUIRY_MESSAGE_MAX}
          placeholder={poster ? m.replyPlaceholder : m.replyPlaceholderBuyer}
          value={text}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => setText(e.target.value)}
        />
      </FieldShell>
      <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
        {busy ? m.sending : m.send}
      </button>
    </form>
  );
}

/** The poster's published number, for the buyer; a tap tells the poster's inbox the thread went on by phone. */
function ContactOwner({ thread, linkKey }: { thread: EnquiryThread; linkKey: string | undefined }) {
  const whatsapp = whatsappHref(thread.PosterPhone);
  const tapped = (via: HandledVia) => {
    // A note for the poster's inbox, sent as the link opens; a lost one costs nothing but the mark.
    void callEnvelope(Endpoints.enquiryHandled, {
      json: { ThreadId: thread.ThreadId, Via: via, ...(linkKey ? { Key: linkKey } : {}) }, keepalive: true, quiet: true,
    }).catch(() => undefined);
  };
  return (
    <section className={styles.contact} aria-label={m.contactOwner}>
      <p className={styles.contactTitle}>{m.contactOwner}</p>
      <p className="tabular" dir="ltr">{displayPhone(thread.PosterPhone)}</p>
      <div className={styles.actions}>
        {whatsapp ? (
          <a className="btn btn-outline" href={whatsapp} target="_blank" rel="noopener noreferrer" onClick={() => tapped('whatsapp')}>
            <WhatsAppIcon aria-hidden="true" />
            {m.whatsapp}
          </a>
        ) : null}
        <a className="btn btn-outline" href={telHref(thread.PosterPhone)} onClick={() => tapped('call')}>
          <PhoneIcon aria-hidden="true" />
          {m.call}
        </a>
      </div>
    </section>
  );
}

function HeldNote({ thread, linkKey, onReleased }: { thread: EnquiryThread; linkKey: string | undefined; onReleased: (fresh: EnquiryThread) => void }) {
  const [busy, setBusy] = useState(false);
  if (!linkKey) return <p className={styles.held}>{m.held}</p>;
  const confirm = async () => {
    setBusy(true);
    try {
      await callEnvelope(Endpoints.enquiryRelease, { json: { ThreadId: thread.ThreadId, Key: linkKey } });
      onReleased({ ...thread, Held: false });
      notify.info(m.confirmed);
    } catch (error) {
      notify.error(localize(problemText(error)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.held} role="status">
      <p>{m.held}</p>
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void confirm()}>
        {m.confirm}
      </button>
    </div>
  );
}
