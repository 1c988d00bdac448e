import { useId, useState } from 'react';
import type { Verification, VerificationKind } from '../../contract/types.ts';
import { formatShortDate } from '../../lib/dates.ts';
import { ShieldCheckIcon } from '../icons/icons.tsx';
import { badgeMessages as m } from './badge-messages.ts';
import styles from './ListingBadges.module.css';

/** Each kind's name and explanation; a kind this release does not know is not shown. */
const KINDS: Record<VerificationKind, { name: () => string; explain: (v: Verification) => string }> = {
  phone: { name: () => m.phone.name, explain: (v) => m.phone.explain(formatShortDate(new Date(v.At))) },
  photos: {
    name: () => m.photos.name,
    explain: (v) => m.photos.explain(formatShortDate(new Date(v.At)), v.Until ? formatShortDate(new Date(v.Until)) : ''),
  },
};

/** A kind this release knows, and not lapsed: a card kept in a cache or on the device may outlive its badge. */
const shown = (v: Verification): boolean =>
  Object.hasOwn(KINDS, v.Kind) && (!v.Until || Date.parse(v.Until) > Date.now());

interface Props {
  verifications: readonly Verification[] | undefined;
  className?: string;
}

/**
 * A listing's badges, each a button that opens, in place, what was checked and when: one tap, no
 * dialog to dismiss on a phone, and the text stays where the badge is.
 */
export function ListingBadges({ verifications, className }: Props) {
  const badges = (verifications ?? []).filter(shown);
  const [open, setOpen] = useState<VerificationKind | null>(null);
  const baseId = useId();
  if (!badges.length) return null;
  const current = badges.find((b) => b.Kind === open);
  const panelId = `${baseId}-what`;
  return (
    <div className={[styles.badges, className].filter(Boolean).join(' ')}>
      <ul className={styles.list} aria-label={m.label}>
        {badges.map((b) => (
          <li key={b.Kind}>
            <button
              type="button"
              className={styles.badge}
              aria-expanded={open === b.Kind}
              aria-controls={panelId}
              onClick={() => setOpen((now) => (now === b.Kind ? null : b.Kind))}
            >
              <span className={styles.pill}>
                <ShieldCheckIcon aria-hidden="true" />
                <span>{KINDS[b.Kind].name()}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div id={panelId} className={styles.panel} hidden={!current} role="note">
        {current ? (
          <>
            <p className={styles.what}>{m.what(KINDS[current.Kind].name())}</p>
            <p>{KINDS[current.Kind].explain(current)}</p>
            <button type="button" className={styles.close} onClick={() => setOpen(null)}>{m.close}</button>
          </>
        ) : null}
      </div>
    </div>
  );
}
