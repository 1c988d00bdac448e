/**
 * A page's filter form behind a "Filters" button on a phone, and always open beside the list from
 * 1024 px (FiltersDisclosure.module.css): a 360 px screen then shows results first, not a form.
 * The WAI-ARIA disclosure pattern: the button says whether the panel is open (aria-expanded) and
 * which it is (aria-controls), and focus stays on the button when it opens. Escape is left to what is
 * inside (a list box, a term's explanation close on it), so it does not close the panel as well. A
 * panel that closes with focus inside it (a search was applied) gives focus back to the button, so
 * the keyboard does not fall to the top of the page. The page keeps the open state: it closes the
 * panel when it applies the filters.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { filtersMessages as m } from './filters-messages.ts';
import styles from './FiltersDisclosure.module.css';

interface Props {
  /** The panel's id, for aria-controls: unique on the page. */
  id: string;
  /** How many filters are applied: a badge on the button when there are any. */
  applied: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The panel's own look (a card around the form), beside its showing and hiding. */
  panelClassName?: string;
  children: ReactNode;
}

function FiltersIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
      <circle cx="16" cy="6" r="2" />
      <circle cx="10" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </svg>
  );
}

/** The button is shown (a phone's width): on a wide screen the panel never hides, and nothing moves focus. */
const buttonShown = (button: HTMLButtonElement | null): button is HTMLButtonElement =>
  button !== null && getComputedStyle(button).display !== 'none';

export function FiltersDisclosure({ id, applied, open, onOpenChange, panelClassName, children }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(open);

  // Before the browser lays the hidden panel out: until then the focused field is still inside it.
  useLayoutEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (!closed || !panel.current?.contains(document.activeElement)) return;
    if (buttonShown(button.current)) button.current.focus();
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={`btn btn-outline ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => onOpenChange(!open)}
      >
        <FiltersIcon />
        {m.filters}
        {applied > 0 ? (
          <span className={styles.badge}>
            {applied}
            <span className="visually-hidden">{m.applied}</span>
          </span>
        ) : null}
      </button>
      <div ref={panel} id={id} className={`${styles.panel} ${panelClassName ?? ''}`} data-open={open || undefined}>
        {children}
      </div>
    </>
  );
}
