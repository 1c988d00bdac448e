import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { newlyAddedQuery } from '../../api/home.ts';
import { NetworkError } from '../../api/errors.ts';
import { HOME_SKELETON_CARDS } from '../../contract/constants.ts';
import { HomeIcon } from '../../components/icons/icons.tsx';
import { ListingCard } from '../../components/listing-card/ListingCard.tsx';
import { ListingCardSkeleton } from '../../components/listing-card/ListingCardSkeleton.tsx';
import { LoadFailed, StatusMessage } from '../../components/status/StatusMessage.tsx';
import { homeMessages as m } from './home-messages.ts';
import styles from './HomePage.module.css';

/** Photos in the first row of the widest grid are fetched at once; the rest load as they scroll in. */
const EAGER_CARDS = 3;

export function NewlyAdded() {
  const { data, isPending, error, refetch, isFetching } = useQuery(newlyAddedQuery());

  let content;
  // Saved data is shown whatever happened to its refresh: the banner says it is saved.
  if (isPending) {
    content = (
      <>
        <p className="visually-hidden" role="status">
          {m.loadingNewest}
        </p>
        <div className={styles.cardGrid} aria-hidden="true">
          {Array.from({ length: HOME_SKELETON_CARDS }, (_, i) => (
            <ListingCardSkeleton key={i} />
          ))}
        </div>
      </>
    );
  } else if (!data) {
    const offline = error instanceof NetworkError;
    content = (
      <LoadFailed title={offline ? m.offlineTitle : m.failedTitle} text={offline ? m.offlineText : m.failedText} onRetry={() => void refetch()} retrying={isFetching} />
    );
  } else if (data.length === 0) {
    content = (
      <StatusMessage
        icon={<HomeIcon aria-hidden="true" />}
        title={m.noneTitle}
        text={m.noneText}
        action={
          <Link to="/property/forms/submit" className="btn btn-accent">
            {m.addProperty}
          </Link>
        }
      />
    );
  } else {
    content = (
      <ul className={styles.cardGrid}>
        {data.map((listing, i) => (
          <li key={listing.PropertyId}>
            <ListingCard listing={listing} variant="home" eager={i < EAGER_CARDS} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="newly-added-title">
      <div className="container">
        <div className={styles.sectionHead}>
          <h2 id="newly-added-title">{m.newlyAddedTitle}</h2>
          <p>{m.newlyAddedText}</p>
        </div>
        {content}
        <div className={styles.more}>
          <Link to="/properties" className="btn btn-primary">
            {m.searchMore}
          </Link>
        </div>
      </div>
    </section>
  );
}
