import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { deleteSavedSearch, fetchSavedSearches } from '../../api/saved-searches.ts';
import { useCurrentUser } from '../../api/session.ts';
import { SearchIcon } from '../../components/icons/icons.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { StatusMessage } from '../../components/status/StatusMessage.tsx';
import { markSearchOpened, removeSavedSearch, useSavedSearches, type SavedSearch } from '../../offline/saved-searches.ts';
import { useNewSince } from '../../components/saved-searches/use-new-since.ts';
import styles from './SavedSearchesPage.module.css';

/**
 * /saved-searches (issue 13, item 2): each saved search with how many listings are new since it was
 * last opened, and a link that opens exactly those criteria. The newest page of each search is an
 * ordinary search answer, so it is kept for offline like any other.
 */
export function SavedSearchesPage() {
  usePageMeta({ title: 'Saved searches' });
  const searches = useSavedSearches();
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.head}>
        <h1>Saved searches</h1>
        <p>Kept on this phone or computer. Each one says how many listings are new since you last opened it.</p>
      </div>
      {searches.length === 0 ? (
        <StatusMessage
          icon={<SearchIcon aria-hidden="true" />}
          title="No saved searches yet"
          text="Search, then tap “Save this search” above the results."
          action={
            <Link to="/properties" className="btn btn-primary">
              <SearchIcon aria-hidden="true" />
              Search properties
            </Link>
          }
        />
      ) : (
        <ul className={styles.list}>
          {searches.map((s) => (
            <li key={s.id}>
              <SavedSearchRow search={s} />
            </li>
          ))}
        </ul>
      )}
      <AccountAlerts />
    </div>
  );
}

const FREQUENCY_TEXT = { Instant: 'at once', Daily: 'once a day', Weekly: 'once a week', Off: 'never' } as const;

/** How an alert reaches its person: by e-mail, as a notification, or both (issue 13, items 3 and 4). */
const channelText = (a: { Email: boolean; Push: boolean }) =>
  a.Email && a.Push ? 'by e-mail and notification' : a.Push ? 'by notification' : a.Email ? 'by e-mail' : 'nowhere';

/** The searches kept in the account, whose new listings come by e-mail or notification (issue 13, item 3). */
function AccountAlerts() {
  const user = useCurrentUser();
  const alerts = useQuery({ queryKey: ['saved-searches', 'account', user?.UserName], queryFn: fetchSavedSearches, enabled: Boolean(user) });
  if (!user || !alerts.data?.length) return null;
  return (
    <section className={styles.alerts} aria-labelledby="alerts-title">
      <h2 id="alerts-title">Alerts</h2>
      <ul className={styles.list}>
        {alerts.data.map((a) => (
          <li key={a.Id} className={styles.alert}>
            <span>
              <strong>{a.Name}</strong>: new listings {FREQUENCY_TEXT[a.Frequency]}
              {a.Frequency === 'Off' ? null : ` ${channelText(a)}`}
            </span>
            <button
              type="button"
              className="btn btn-ghost"
              aria-label={`Stop and delete the alert ${a.Name}`}
              onClick={() => void deleteSavedSearch(a.Id).then(() => alerts.refetch())}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const { data, isError, fresh } = useNewSince(search);
  const titleId = `saved-${search.id}`;
  return (
    <article className={styles.item} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.name}>
        {search.name}
      </h2>
      <p className={styles.status} role="status">
        {data
          ? fresh
            ? <strong>{fresh} new since your last visit</strong>
            : `Nothing new since your last visit · ${data.TotalCount.toLocaleString('en-PK')}${data.TotalCountCapped ? '+' : ''} in all`
          : isError ? 'Could not check for new listings.' : 'Checking for new listings…'}
      </p>
      <div className={styles.actions}>
        <Link
          to="/properties"
          search={{ ...search.criteria, Sort: 'newest' }}
          className="btn btn-primary"
          onClick={() => markSearchOpened(search.id)}
        >
          Open
        </Link>
        <button type="button" className="btn btn-ghost" onClick={() => removeSavedSearch(search.id)} aria-label={`Delete ${search.name}`}>
          Delete
        </button>
      </div>
    </article>
  );
}
