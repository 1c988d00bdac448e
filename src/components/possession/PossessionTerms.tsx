/**
 * Possession status and instalments as the listing's page and the forms show them, each term with
 * the one-tap explanation (TermInfo). Cards show only the short chip (ListingCard), without these.
 */
import type { ReactNode } from 'react';
import type { PossessionStatus } from '../../contract/constants.ts';
import { instalmentSummary, type PossessionInfo } from '../../contract/possession.ts';
import { possessionLabels as L } from '../../contract/possession-label-messages.ts';
import { possessionMessages as m } from '../../contract/possession-messages.ts';
import { formatPrice } from '../../lib/price.ts';
import { TermInfo } from '../badges/TermInfo.tsx';
import styles from './PossessionTerms.module.css';

/** A status with its info button: what the term means for a buyer. */
export function PossessionTerm({ status }: { status: PossessionStatus }) {
  const term = L.status[status];
  return (
    <TermInfo term={term} label={m.info(term)} closeLabel={m.close} before={<span className={styles.value}>{term}</span>}>
      <span>{m.explain[status]}</span>
    </TermInfo>
  );
}

/** Every term at once, for the search filter's label: which status to choose. */
export function PossessionGuide({ before }: { before?: ReactNode }) {
  return (
    <TermInfo term={L.label} label={m.info(L.label)} closeLabel={m.close} before={before}>
      {(['file', 'allocation-letter', 'non-possession', 'possession'] as const).map((s) => <span key={s}>{m.explain[s]}</span>)}
      <span>{m.explain.instalments}</span>
    </TermInfo>
  );
}

/** "12 of 36 instalments paid · 24 instalments remaining · Rs 45,000 each · Rs 10.8 lakh left to pay", with what remaining means. */
export function InstalmentsLine({ info }: { info: PossessionInfo }) {
  const s = instalmentSummary(info);
  if (!s) return null;
  const parts = [m.paidOf(s.paid, s.total), m.remaining(s.remaining)];
  if (info.InstalmentAmount !== undefined) parts.push(m.each(formatPrice(info.InstalmentAmount)));
  if (s.amountRemaining !== null && s.amountRemaining > 0) parts.push(m.left(formatPrice(s.amountRemaining)));
  return (
    <TermInfo term={m.instalmentsTitle} label={m.info(m.instalmentsRemaining)} closeLabel={m.close} before={
      <span className={styles.plan}>
        <span className={styles.value}>{parts.join(' · ')}</span>
        <meter className={styles.meter} min={0} max={s.total} value={s.paid} aria-label={m.paidOf(s.paid, s.total)} />
      </span>
    }>
      <span>{m.explain.instalments}</span>
    </TermInfo>
  );
}
