import { Link } from '@tanstack/react-router';
import { ListingCard } from '../listing-card/ListingCard.tsx';
import { toListingCard } from '../../offline/recently-viewed/recent-list.ts';
import { useRecentlyViewed } from '../../offline/recently-viewed/store.ts';
import { widgetsMessages as w } from '../widgets-messages.ts';
import styles from './RecentlyViewed.module.css';

/** How many the home page shows; the rest are one tap away. */
const STRIP_LIMIT = 8;

/** "Recently viewed" on the home page: only when this device has opened a listing before. */
export function RecentlyViewedStrip() {
  const records = useRecentlyViewed();
  if (!records || records.length === 0) return null;

  return (
    <section className={styles.strip} aria-labelledby="recently-viewed-title">
      <div className="container">
        <div className={styles.head}>
          <h2 id="recently-viewed-title">{w.recentlyViewed}</h2>
          <Link to="/recently-viewed" className={styles.seeAll}>
            {w.seeAll(records.length)}
          </Link>
        </div>
        <ul className={styles.row}>
          {records.slice(0, STRIP_LIMIT).map((record) => (
            <li key={record.details.PropertyUrl}>
              <ListingCard listing={toListingCard(record)} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
