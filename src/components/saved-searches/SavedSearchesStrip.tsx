import { Link } from '@tanstack/react-router';
import { markSearchOpened, useSavedSearches, type SavedSearch } from '../../offline/saved-searches.ts';
import { useNewSince } from './use-new-since.ts';
import { widgetsMessages as w } from '../widgets-messages.ts';
import styles from './SavedSearchesStrip.module.css';

/** How many the home page shows; the rest are on /saved-searches. */
const STRIP_LIMIT = 3;

/**
 * "Your saved searches" on the home page: each with how many listings are new since
 * it was last opened, opening those results. Loaded only on a device that has saved a search.
 */
export default function SavedSearchesStrip() {
  const searches = useSavedSearches();
  if (!searches.length) return null;
  return (
    <section className={styles.strip} aria-labelledby="home-saved-searches">
      <div className="container">
        <div className={styles.head}>
          <h2 id="home-saved-searches">{w.savedSearches}</h2>
          <Link to="/saved-searches" className={styles.all}>
            {w.seeAll(searches.length)}
          </Link>
        </div>
        <ul className={styles.list}>
          {searches.slice(0, STRIP_LIMIT).map((s) => (
            <li key={s.id}>
              <SavedSearchLink search={s} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function SavedSearchLink({ search }: { search: SavedSearch }) {
  const { fresh, data } = useNewSince(search);
  return (
    <Link to="/properties" search={{ ...search.criteria, Sort: 'newest' }} className={styles.item} onClick={() => markSearchOpened(search.id)}>
      <span className={styles.name} dir="auto">{search.name}</span>
      <span className={fresh ? styles.fresh : styles.quiet}>{fresh ? w.newCount(fresh) : data ? w.nothingNew : ' '}</span>
    </Link>
  );
}
