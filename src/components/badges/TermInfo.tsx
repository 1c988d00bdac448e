import { useId, useState, type ReactNode } from 'react';
import { InfoIcon } from '../icons/icons.tsx';
import styles from './ListingBadges.module.css';
import own from './TermInfo.module.css';

interface Props {
  /** The term explained, as the person reads it beside the button ("Allocation letter"). */
  term: string;
  /** The button's accessible name ("What "Allocation letter" means"). */
  label: string;
  /** The explanation's paragraphs. */
  children: ReactNode;
  closeLabel: string;
  /** Drawn beside the button, before it: the term or value it explains. */
  before?: ReactNode;
}

/**
 * A small info button beside a term that opens, in place, what the term means: the same one-tap
 * panel as the listing badges (ListingBadges.tsx), with nothing to dismiss on a phone.
 */
export function TermInfo({ term, label, children, closeLabel, before }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = `${useId()}-what`;
  return (
    <span className={own.wrap}>
      <span className={own.line}>
        {before}
        <button
          type="button"
          className={own.button}
          aria-label={label}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((now) => !now)}
        >
          <InfoIcon aria-hidden="true" />
        </button>
      </span>
      <span id={panelId} className={`${styles.panel} ${own.panel}`} hidden={!open} role="note">
        {open ? (
          <>
            <span className={styles.what}>{term}</span>
            {children}
            <button type="button" className={styles.close} onClick={() => setOpen(false)}>{closeLabel}</button>
          </>
        ) : null}
      </span>
    </span>
  );
}
