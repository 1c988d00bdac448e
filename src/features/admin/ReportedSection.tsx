import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { adminReportedQuery, decideReport } from '../../api/admin.ts';
import { ApiError } from '../../api/errors.ts';
import {
  ADMIN_NOTE_MAX, AdminDecideReportSchema, REPORT_ACTIONS, type AdminReportedItem,
} from '../../contract/admin.ts';
import { ImageSizes, ModerationStatus, REPORTS_TO_HIDE, type ReporterStanding } from '../../contract/constants.ts';
import type { ReportAction, ReportAnswer, ReportEntry } from '../../contract/types.ts';
import { TextAreaField } from '../../components/form/TextAreaField.tsx';
import { InfoIcon } from '../../components/icons/icons.tsx';
import { LoadFailed, StatusMessage } from '../../components/status/StatusMessage.tsx';
import { notify } from '../../components/toast/notify.tsx';
import { formatPublishDate } from '../../lib/dates.ts';
import { formatPrice } from '../../lib/price.ts';
import { Badge, consoleImage } from './shared.tsx';
import { listingStatusLabel } from './status-label.ts';
import styles from './Admin.module.css';
import { adminKeys } from '../../api/query-keys.ts';

/** How a reported listing stands on the site, in words an admin reads at a glance. */
export function ListingState({ status }: { status: string }) {
  const tone = status === ModerationStatus.UnderReview || status === ModerationStatus.Hidden ? 'warn' : status === 'Active' ? 'brand' : 'neutral';
  return <Badge tone={tone}>{listingStatusLabel(status)}</Badge>;
}

/** How much a reporter's word counted, as the rule of REPORTS_TO_HIDE (src/contract/constants.ts) weighed it. */
const STANDING: Record<ReporterStanding, string> = {
  anonymous: 'signed out: does not count towards hiding',
  new: 'new or unconfirmed account: does not count towards hiding',
  established: 'established account',
  doubted: 'counts less: an earlier report of theirs was dismissed',
};

/** One report: the reason as the reporter chose it, when, their note, and how it was settled. */
export function ReportLine({ report }: { report: ReportEntry }) {
  return (
    <li className={styles.report}>
      <p>
        <strong>{report.ReasonText}</strong>
        <span className={styles.muted}>
          {' · '}<time dateTime={report.CreatedAt}>{formatPublishDate(report.CreatedAt).toLowerCase()}</time>
          {report.ReporterUserId === null ? null : <>{' · '}account #{report.ReporterUserId}</>}
          {' · '}{STANDING[report.Standing]}
        </span>
        {report.Resolution ? <> <Badge>{report.Resolution}</Badge></> : null}
      </p>
      {report.Note ? <blockquote className={styles.reportNote}>{report.Note}</blockquote> : null}
    </li>
  );
}

/** The Reported queue: listings with open reports, those already off the site first. */
export function ReportedSection() {
  const queue = useQuery(adminReportedQuery());
  if (queue.isPending) return <p role="status" className={styles.muted}>Loading the reported listings…</p>;
  if (!queue.data) {
    return (
      <LoadFailed title="The reported listings could not be loaded" text="Please check your connection and try again." onRetry={() => void queue.refetch()} retrying={queue.isFetching} primary retryLabel="Try again" />
    );
  }
  if (!queue.data.length) return <StatusMessage icon={<InfoIcon aria-hidden="true" />} title="No listing has open reports." />;
  return (
    <>
      <p className={styles.muted}>{queue.data.length} reported, those taken off the site first, then the most reported.</p>
      <ol className={styles.queue}>
        {queue.data.map((item) => <li key={item.PropertyId}><ReportedListingCard item={item} /></li>)}
      </ol>
    </>
  );
}

function ReportedListingCard({ item }: { item: AdminReportedItem }) {
  const titleId = `reported-${item.PropertyId}-title`;
  const open = item.Reports.filter((r) => r.Resolution === null);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardTitle}>{item.Title}</h2>
        <p className={styles.badges}>
          <ListingState status={item.Status} />
          <Badge>{item.Reporters === 1 ? '1 reporter' : `${item.Reporters} reporters`}</Badge>
          <Badge tone={item.Evidence >= REPORTS_TO_HIDE ? 'warn' : undefined}>{`Weight ${item.Evidence} of ${REPORTS_TO_HIDE}`}</Badge>
        </p>
        <p className={styles.muted}>
          #{item.PropertyId} · first reported {formatPublishDate(item.FirstReportedAt).toLowerCase()} ·{' '}
          <a href={`/property/${item.PropertyUrl}`} target="_blank" rel="noreferrer">Open the listing page</a>
          {item.Status !== 'Active' ? ' (visitors see it is unavailable)' : null}
        </p>
      </header>
      {item.Images.length ? (
        <ul className={styles.photos} aria-label="Photos">
          {item.Images.map((src, i) => (
            <li key={src}>
              <a href={consoleImage(src, ImageSizes.full)} target="_blank" rel="noreferrer">
                <img src={consoleImage(src, ImageSizes.thumb)} alt={`${item.Title}, photo ${i + 1}`} width={160} height={120} loading="lazy" decoding="async" />
              </a>
            </li>
          ))}
        </ul>
      ) : <p className={styles.muted}>No photos.</p>}
      <dl className={styles.facts}>
        <div><dt>Price</dt><dd className="tabular">{formatPrice(item.Price, item.Purpose)} ({item.Price.toLocaleString('en-PK')})</dd></div>
        <div><dt>Place</dt><dd>{item.Place}</dd></div>
        <div><dt>Owner</dt><dd>{item.OwnerName}, {item.OwnerEmail}</dd></div>
      </dl>
      <section className={styles.reportsBox} aria-label="Reports">
        <h3>Open reports ({open.length})</h3>
        <ol className={styles.reports}>
          {open.map((r) => <ReportLine key={r.ReportId} report={r} />)}
        </ol>
      </section>
      <OwnerAnswers answers={item.Answers} title={item.Title} />
      <Decision item={item} />
    </article>
  );
}

/** What the owner answered to the reports, with their photos: read before deciding. */
export function OwnerAnswers({ answers, title }: { answers: ReportAnswer[]; title: string }) {
  if (!answers.length) return <p className={styles.muted}>The owner has not answered the reports.</p>;
  return (
    <section className={styles.reportsBox} aria-label="The owner's answer">
      <h3>The owner&apos;s answer</h3>
      <ol className={styles.reports}>
        {answers.map((a) => (
          <li key={a.CreatedAt} className={styles.report}>
            <p className={styles.muted}><time dateTime={a.CreatedAt}>{formatPublishDate(a.CreatedAt).toLowerCase()}</time></p>
            <blockquote className={styles.reportNote}>{a.Note}</blockquote>
            {a.Photos.length ? (
              <ul className={styles.photos} aria-label="The owner's photos">
                {a.Photos.map((src, i) => (
                  <li key={src}>
                    <a href={consoleImage(src, ImageSizes.full)} target="_blank" rel="noreferrer">
                      <img src={consoleImage(src, ImageSizes.thumb)} alt={`${title}, the owner's photo ${i + 1}`} width={160} height={120} loading="lazy" decoding="async" />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

const ACTION_BUTTON: Record<ReportAction, string> = {
  dismiss: 'btn btn-outline',
  warn: 'btn btn-outline',
  hide: 'btn btn-danger',
  reject: 'btn btn-danger',
};

function Decision({ item }: { item: AdminReportedItem }) {
  const client = useQueryClient();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const decide = useMutation({
    mutationFn: decideReport,
    onSuccess: (r) => {
      notify.success(r.Message);
      void client.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (e) => {
      // Decided meanwhile by another admin: the refreshed queue shows it gone.
      if (e instanceof ApiError && e.status === 409) void client.invalidateQueries({ queryKey: adminKeys.reported });
      notify.error(e.message);
    },
  });

  const choose = (action: ReportAction) => {
    const parsed = v.safeParse(AdminDecideReportSchema, { PropertyId: item.PropertyId, Action: action, Note: note });
    if (!parsed.success) {
      setError(v.flatten<typeof AdminDecideReportSchema>(parsed.issues).nested?.Note?.[0] ?? parsed.issues[0]?.message);
      return;
    }
    setError(undefined);
    decide.mutate(parsed.output);
  };

  return (
    <form className={`${styles.actions} ${styles.rejectForm}`} onSubmit={(e) => e.preventDefault()} noValidate aria-label={`Decide on ${item.Title}`}>
      <TextAreaField
        label="Note to the owner"
        hint={`Required to warn, hide or reject: it is mailed to the owner and kept in the audit log. Up to ${ADMIN_NOTE_MAX} characters.`}
        value={note}
        maxLength={ADMIN_NOTE_MAX}
        rows={3}
        error={error}
        onChange={(e) => setNote(e.target.value)}
      />
      <div className={styles.buttons}>
        {REPORT_ACTIONS.map((a) => (
          <button key={a.Code} type="button" className={ACTION_BUTTON[a.Code]} disabled={decide.isPending} onClick={() => choose(a.Code)}>
            {a.Text}
          </button>
        ))}
      </div>
    </form>
  );
}
