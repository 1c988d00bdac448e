import type { SchemeWarning } from '../../contract/society.ts';
import { formatShortDate } from '../../lib/dates.ts';
import { cardMessages } from './card-messages.ts';
import styles from './SchemeNotice.module.css';

const m = cardMessages.scheme;

/**
 * The society register's warning on a listing whose scheme is not approved or is under review: one
 * line on a card, and on the listing's page what the authority's list says, when it was checked and
 * where to read it.
 */
export function SchemeNotice({ scheme, full = false }: { scheme: SchemeWarning; full?: boolean }) {
  const notApproved = scheme.Status === 'not-approved';
  const tone = notApproved ? styles.danger : styles.caution;
  if (!full) {
    return (
      <p className={`${styles.line} ${tone}`}>
        <WarningIcon />
        <span>{notApproved ? m.cardNotApproved(scheme.Authority) : m.cardUnderReview(scheme.Authority)}</span>
      </p>
    );
  }
  const checked = scheme.CheckedOn ? formatShortDate(new Date(`${scheme.CheckedOn}T00:00:00Z`)) : '';
  return (
    <section className={`${styles.box} ${tone}`} aria-labelledby="scheme-notice-title">
      <h2 id="scheme-notice-title" className={styles.title}>
        <WarningIcon />
        {notApproved ? m.pageNotApprovedTitle : m.pageUnderReviewTitle}
      </h2>
      <p>{notApproved ? m.pageNotApproved(scheme.Authority, checked) : m.pageUnderReview(scheme.Authority, checked)}</p>
      <p>{m.advice}</p>
      {scheme.SourceUrl ? (
        <p><a href={scheme.SourceUrl} target="_blank" rel="noreferrer noopener">{m.source(scheme.Authority)}</a></p>
      ) : null}
    </section>
  );
}

function WarningIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9v4M12 17h.01" />
    </svg>
  );
}
