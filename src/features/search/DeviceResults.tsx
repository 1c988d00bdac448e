import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { InfoIcon } from '../../components/icons/icons.tsx';
import { ListingCard } from '../../components/listing-card/ListingCard.tsx';
import type { SearchCriteria } from '../../lib/search-criteria.ts';
import { searchDevice } from '../../offline/device-listings.ts';
import { searchMessages as m } from './search-messages.ts';
import styles from './SearchPage.module.css';
import { deviceSearchKeys } from '../../api/query-keys.ts';

/**
 * A search the device cannot send (offline, a stalled link, an outage) and has no saved answer for
 * is run over the listings already on the device, and says that these are the saved ones.
 * With none, `fallback` (the plain "You are offline") shows.
 */
export function DeviceResults({ criteria, resultsHref, offline, fallback }: {
  criteria: SearchCriteria; resultsHref: string; offline: boolean; fallback: ReactNode;
}) {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    // Not under 'listings': it is never persisted, and is worked out afresh each time.
    queryKey: deviceSearchKeys.search(criteria),
    queryFn: () => searchDevice(queryClient, criteria),
    networkMode: 'always',
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  if (data === undefined) return null;
  if (!data?.length) return <>{fallback}</>;
  return (
    <>
      <p className={styles.deviceNote} role="status">
        <InfoIcon aria-hidden="true" />
        <span>
          <strong>{m.device.heading(offline, data.length)}</strong>
          {m.device.text}
        </span>
      </p>
      <ul className={styles.list} aria-label={m.device.label}>
        {data.map((listing) => (
          <li key={listing.PropertyId}>
            <ListingCard variant="search" listing={{ ...listing, ImageUrl: listing.Images[0] ?? '', Description: '' }} headingLevel="h2" resultsHref={resultsHref} />
          </li>
        ))}
      </ul>
    </>
  );
}
