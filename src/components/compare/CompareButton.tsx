import { Link } from '@tanstack/react-router';
import type { CompareItem } from '../../lib/compare.ts';
import { toggleCompared, useCompareList } from '../../offline/compare.ts';
import { cardMessages as m } from '../listing-card/card-messages.ts';
import styles from './CompareButton.module.css';

interface Props {
  /** What the table needs; made only when tapped. */
  item: () => CompareItem;
  propertyId: number;
  className?: string;
}

/** Picks a listing for /compare; once two are picked it links there. */
export function CompareButton({ item, propertyId, className = '' }: Props) {
  const list = useCompareList();
  const picked = list.some((i) => i.PropertyId === propertyId);
  return (
    <span className={`${styles.wrap} ${className}`}>
      <button type="button" className={styles.toggle} aria-pressed={picked} onClick={() => toggleCompared(item())}>
        {picked ? m.comparePicked : m.compareAdd}
      </button>
      {picked && list.length > 1 ? (
        <Link to="/compare" className={styles.open}>
          {m.compareOpen(list.length)}
        </Link>
      ) : null}
    </span>
  );
}
