import { Link } from '@tanstack/react-router';
import { HomeIcon, SearchIcon } from '../../components/icons/icons.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { ListingCard } from '../../components/listing-card/ListingCard.tsx';
import { StatusMessage } from '../../components/status/StatusMessage.tsx';
import { RECENT_LIMIT, toListingCard } from '../../offline/recently-viewed/recent-list.ts';
import { clearRecentlyViewed, useRecentlyViewed } from '../../offline/recently-viewed/store.ts';
import { listsMessages } from '../../lib/lists-messages.ts';
import styles from '../../components/recently-viewed/RecentlyViewed.module.css';

const m = listsMessages.recent;

/** /recently-viewed: the listings opened on this device, each of which opens without a connection. */
export function RecentlyViewedPage() {
  usePageMeta({ title: m.title });
  const records = useRecentlyViewed();

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.pageHead}>
        <h1>{m.title}</h1>
        <p>{m.intro(RECENT_LIMIT)}</p>
        {records && records.length > 0 ? (
          <div className={styles.actions}>
            <button type="button" className="btn btn-outline" onClick={clearRecentlyViewed}>
              {m.clear}
            </button>
          </div>
        ) : null}
      </div>

      {records === null ? (
        <p role="status">{listsMessages.loading}</p>
      ) : records.length === 0 ? (
        <StatusMessage
          icon={<HomeIcon aria-hidden="true" />}
          title={m.emptyTitle}
          text={m.emptyText}
          action={
            <Link to="/properties" className="btn btn-primary">
              <SearchIcon aria-hidden="true" />
              {listsMessages.searchProperties}
            </Link>
          }
        />
      ) : (
        <ul className={styles.grid}>
          {records.map((record, index) => (
            <li key={record.details.PropertyUrl}>
              <ListingCard listing={toListingCard(record)} eager={index < 3} headingLevel="h2" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
