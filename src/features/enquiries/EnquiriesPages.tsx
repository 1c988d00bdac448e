import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { myEnquiriesQuery } from '../../api/enquiries.ts';
import { enquiryInboxQuery } from '../../api/enquiry-first-load.ts';
import { useTabs } from '../../components/tabs/useTabs.ts';
import { ENQUIRY_STATUSES, type EnquiryStatus, type EnquiryThreadSummary } from '../../contract/enquiries.ts';
import { AccountLayout } from '../../components/layout/AccountLayout.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { LoadFailed, StatusMessage } from '../../components/status/StatusMessage.tsx';
import { Spinner } from '../../components/status/Spinner.tsx';
import { formatPublishDate } from '../../lib/dates.ts';
import { latinLang } from '../../lib/text-script.ts';
import styles from './Enquiries.module.css';
import { enquiriesMessages as m } from './enquiries-messages.ts';

/** The poster's inbox: threads about their listings, in three tabs. */
export function EnquiryInboxPage() {
  usePageMeta({ title: m.inboxTitle });
  return (
    <AccountLayout title={m.inboxTitle}>
      <Inbox />
    </AccountLayout>
  );
}

/** The signed-in buyer's own enquiries. */
export function MyEnquiriesPage() {
  usePageMeta({ title: m.mineTitle });
  return (
    <AccountLayout title={m.mineTitle}>
      <Mine />
    </AccountLayout>
  );
}

function Loading() {
  return (
    <div className={styles.loading} role="status">
      <Spinner />
      <span>{m.loading}</span>
    </div>
  );
}

function Inbox() {
  const { data, error, isPending, refetch, isFetching } = useQuery(enquiryInboxQuery());
  const [tab, setTab] = useState<EnquiryStatus>('new');
  const tabProps = useTabs(ENQUIRY_STATUSES, tab, setTab);
  if (isPending) return <Loading />;
  if (error && !data) return <LoadFailed title={m.failedTitle} text={m.failedText} onRetry={() => void refetch()} retrying={isFetching} />;
  const threads = data?.Threads ?? [];
  const shown = threads.filter((t) => t.Status === tab);
  const countOf = (status: EnquiryStatus) => threads.filter((t) => t.Status === status).length;

  return (
    <div className={styles.wrap}>
      <div className={styles.tabs} role="tablist" aria-label={m.tabsLabel}>
        {ENQUIRY_STATUSES.map((status) => (
          <button key={status} {...tabProps(status)} id={`enquiry-tab-${status}`} aria-controls="enquiry-panel" className={styles.tab}>
            {m.tabs[status]}
            <span className={styles.count}>{countOf(status)}</span>
          </button>
        ))}
      </div>
      <div id="enquiry-panel" role="tabpanel" aria-labelledby={`enquiry-tab-${tab}`}>
        {shown.length === 0 ? (
          <StatusMessage title={m.empty[tab]} />
        ) : (
          <ThreadList threads={shown} to="/account/enquiries/$threadId" />
        )}
      </div>
    </div>
  );
}

function Mine() {
  const { data, error, isPending, refetch, isFetching } = useQuery(myEnquiriesQuery());
  if (isPending) return <Loading />;
  if (error && !data) return <LoadFailed title={m.failedTitle} text={m.failedText} onRetry={() => void refetch()} retrying={isFetching} />;
  if (!data?.length) return <StatusMessage title={m.empty.mine} />;
  return <ThreadList threads={data} to="/account/my-enquiries/$threadId" buyer />;
}

function ThreadList({ threads, to, buyer = false }: { threads: EnquiryThreadSummary[]; to: '/account/enquiries/$threadId' | '/account/my-enquiries/$threadId'; buyer?: boolean }) {
  const mine = buyer ? 'buyer' : 'poster';
  return (
    <ul className={styles.list}>
      {threads.map((t) => (
        <li key={t.ThreadId}>
          <Link to={to} params={{ threadId: String(t.ThreadId) }} className={styles.item} data-status={t.Status}>
            <span className={styles.itemTop}>
              <span className={styles.name} dir="auto" lang={latinLang(t.OtherName)}>{t.OtherName}</span>
              <time className={styles.time} dateTime={t.LastMessageAt}>{formatPublishDate(t.LastMessageAt)}</time>
            </span>
            <span className={styles.listing} dir="auto" lang={latinLang(t.PropertyTitle)}>{t.PropertyTitle}</span>
            <span className={styles.preview} dir="auto">
              {t.LastAuthor === mine ? m.youWrote(t.LastMessage) : t.LastMessage}
            </span>
            <span className={styles.meta}>
              <span className={styles.badge} data-status={t.Status}>
                {t.Status === 'new' && buyer ? m.status.newBuyer : m.status[t.Status]}
              </span>
              <span>{m.messages(t.MessageCount)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
