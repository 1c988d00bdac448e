import { HomeIcon } from '../../components/icons/icons.tsx';
import { DeviceListPage } from '../../components/device-list/DeviceListPage.tsx';
import { ListingCard } from '../../components/listing-card/ListingCard.tsx';
import { RECENT_LIMIT, toListingCard } from '../../offline/recently-viewed/recent-list.ts';
import { clearRecentlyViewed, useRecentlyViewed } from '../../offline/recently-viewed/store.ts';
import { listsMessages } from '../../lib/lists-messages.ts';
import styles from '../../components/recently-viewed/RecentlyViewed.module.css';

const m = listsMessages.recent;

/** /recently-viewed: the listings opened on this device, each of which opens without a connection. */
export function RecentlyViewedPage() {
  const records = useRecentlyViewed();
  return (
    <DeviceListPage
      title={m.title}
      intro={m.intro(RECENT_LIMIT)}
      actions={
        <button type="button" className="btn btn-outline" onClick={clearRecentlyViewed}>
          {m.clear}
        </button>
      }
      status={records === null ? 'loading' : records.length === 0 ? 'empty' : 'ready'}
      empty={{ icon: <HomeIcon aria-hidden="true" />, title: m.emptyTitle, text: m.emptyText }}
    >
      <ul className={styles.grid}>
        {records?.map((record, index) => (
          <li key={record.details.PropertyUrl}>
            <ListingCard listing={toListingCard(record)} eager={index < 3} headingLevel="h2" />
          </li>
        ))}
      </ul>
    </DeviceListPage>
  );
}
