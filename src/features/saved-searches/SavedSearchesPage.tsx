import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { deleteSavedSearch, fetchSavedSearches } from '../../api/saved-searches.ts';
import { useCurrentUser } from '../../api/session.ts';
import { SearchIcon } from '../../components/icons/icons.tsx';
import { DeviceListPage } from '../../components/device-list/DeviceListPage.tsx';
import { markSearchOpened, removeSavedSearch, useSavedSearches, type SavedSearch } from '../../offline/saved-searches.ts';
import { useNewSince } from '../../components/saved-searches/use-new-since.ts';
import { listsMessages } from '../../lib/lists-messages.ts';
import styles from './SavedSearchesPage.module.css';
import { savedSearchKeys } from '../../api/query-keys.ts';

const m = listsMessages.saved;

/**
 * /saved-searches: each saved search with how many listings are new since it was
 * last opened, and a link that opens exactly those criteria. The newest page of each search is an
 * ordinary search answer, so it is kept for offline like any other.
 */
export function SavedSearchesPage() {
  const searches = useSavedSearches();
  return (
    <DeviceListPage
      title={m.title}
      intro={m.intro}
      status={searches.length === 0 ? 'empty' : 'ready'}
      empty={{ icon: <SearchIcon aria-hidden="true" />, title: m.emptyTitle, text: m.emptyText }}
      after={<AccountAlerts />}
    >
      <ul className={styles.list}>
        {searches.map((s) => (
          <li key={s.id}>
            <SavedSearchRow search={s} />
          </li>
        ))}
      </ul>
    </DeviceListPage>
  );
}


/** How an alert reaches its person: by e-mail, as a notification, or both. */
const channelText = (a: { Email: boolean; Push: boolean }) =>
  a.Email && a.Push ? m.emailAndPush : a.Push ? m.push : a.Email ? m.email : m.nowhere;

/** The searches kept in the account, whose new listings come by e-mail or notification. */
function AccountAlerts() {
  const user = useCurrentUser();
  const alerts = useQuery({ queryKey: savedSearchKeys.account(user?.UserName), queryFn: fetchSavedSearches, enabled: Boolean(user) });
  if (!user || !alerts.data?.length) return null;
  return (
    <section className={styles.alerts} aria-labelledby="alerts-title">
      <h2 id="alerts-title">{m.alerts}</h2>
      <ul className={styles.list}>
        {alerts.data.map((a) => (
          <li key={a.Id} className={styles.alert}>
            <span>
              <strong dir="auto">{a.Name}</strong>{m.newListings}{m.frequency[a.Frequency]}
              {a.Frequency === 'Off' ? null : ` ${channelText(a)}`}
            </span>
            <button
              type="button"
              className="btn btn-ghost"
              aria-label={m.stopLabel(a.Name)}
              onClick={() => void deleteSavedSearch(a.Id).then(() => alerts.refetch())}
            >
              {m.delete}
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
        <span dir="auto">{search.name}</span>
      </h2>
      <p className={styles.status} role="status">
        {data
          ? fresh
            ? <strong>{m.fresh(fresh)}</strong>
            : m.nothingNew(`${data.TotalCount.toLocaleString('en-PK')}${data.TotalCountCapped ? '+' : ''}`)
          : isError ? m.failed : m.checking}
      </p>
      <div className={styles.actions}>
        <Link
          to="/properties"
          search={{ ...search.criteria, Sort: 'newest' }}
          className="btn btn-primary"
          onClick={() => markSearchOpened(search.id)}
        >
          {m.open}
        </Link>
        <button type="button" className="btn btn-ghost" onClick={() => removeSavedSearch(search.id)} aria-label={m.deleteLabel(search.name)}>
          {m.delete}
        </button>
      </div>
    </article>
  );
}
