/**
 * Page links for a paged list: previous, at most PAGER_MAX_PAGES numbers, next. They are real links
 * (the page number lives in the URL), so back/forward, new tabs and sharing all work.
 */
import { Link } from '@tanstack/react-router';
import { PAGER_MAX_PAGES } from '../../contract/constants.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons.tsx';
import { pageWindow } from './pages.ts';
import { widgetsMessages as w } from '../widgets-messages.ts';
import styles from './Pager.module.css';

interface Props {
  page: number;
  totalPages: number;
  /** The search parameter holding the page number; page 1 leaves it out of the URL. */
  param?: string;
  label?: string;
}

type SearchUpdater = (prev: Record<string, unknown>) => Record<string, unknown>;

export function Pager({ page, totalPages, param = 'Page', label }: Props) {
  if (totalPages < 2) return null;
  const current = Math.min(Math.max(page, 1), totalPages);
  const pages = pageWindow(current, totalPages, PAGER_MAX_PAGES);

  const searchFor =
    (target: number): SearchUpdater =>
    (prev) => ({ ...prev, [param]: target > 1 ? target : undefined });

  const edge = (target: number, text: string, icon: 'prev' | 'next') => {
    const disabled = target < 1 || target > totalPages;
    const content = (
      <>
        {icon === 'prev' ? <ChevronLeftIcon aria-hidden="true" /> : null}
        <span>{text}</span>
        {icon === 'next' ? <ChevronRightIcon aria-hidden="true" /> : null}
      </>
    );
    if (disabled) {
      // Not a link when there is nowhere to go; still in place so the row does not jump.
      return (
        <span className={`${styles.item} ${styles.edge}`} aria-disabled="true">
          {content}
        </span>
      );
    }
    return (
      <Link
        to="."
        search={searchFor(target) as never}
        className={`${styles.item} ${styles.edge}`}
        rel={icon}
        aria-label={w.pager.edgeLabel(text)}
      >
        {content}
      </Link>
    );
  };

  return (
    <nav className={styles.pager} aria-label={label ?? w.pager.pages}>
      {edge(current - 1, w.pager.previous, 'prev')}
      <ul className={styles.numbers}>
        {pages.map((n) => (
          <li key={n}>
            <Link
              to="."
              search={searchFor(n) as never}
              className={styles.item}
              aria-current={n === current ? 'page' : undefined}
              aria-label={w.pager.page(n)}
            >
              <span className="tabular">{n}</span>
            </Link>
          </li>
        ))}
      </ul>
      {edge(current + 1, w.pager.next, 'next')}
    </nav>
  );
}
