import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ApiError } from '../../api/errors.ts';
import { agencyQuery } from '../../api/profiles.ts';
import { imageUrl } from '../../contract/api-paths.ts';
import { Avatar } from '../../components/avatar/Avatar.tsx';
import { InfoIcon } from '../../components/icons/icons.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { LoadFailed, StatusMessage } from '../../components/status/StatusMessage.tsx';
import { latinLang } from '../../lib/text-script.ts';
import { ProfileListings } from './ProfileListings.tsx';
import { agencyMessages as m } from './agency-messages.ts';
import { profileMessages as pm } from './profile-messages.ts';
import styles from './Profiles.module.css';

const route = getRouteApi('/agencies/$slug');

/** /agencies/<slug>: an agency's logo, office, description, its agents and all its live listings. */
export function AgencyPage() {
  const { slug } = route.useParams();
  const search = route.useSearch();
  const query = useQuery(agencyQuery(slug));
  const { data, error } = query;
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  usePageMeta({
    title: data?.Name ?? (notFound ? m.notFound : m.title),
    share: data ? { title: data.Name, description: data.Description || m.shareText(data.Name, data.LiveListings), type: 'website' } : undefined,
  });

  if (query.isPending) return <div className={`container ${styles.page}`}><p role="status" className={styles.muted}>…</p></div>;
  if (!data) {
    return (
      <div className={`container ${styles.page}`}>
        {notFound ? (
          <StatusMessage icon={<InfoIcon aria-hidden="true" />} title={m.notFound} text={m.notFoundText}
            action={<Link to="/property" className="btn btn-primary">{pm.searchProperties}</Link>} />
        ) : (
          <LoadFailed title={pm.loadFailed} text={pm.loadFailedText} onRetry={() => void query.refetch()} retrying={query.isFetching} primary retryLabel={pm.tryAgain} />
        )}
      </div>
    );
  }

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        {data.LogoUrl ? (
          <img className={styles.logo} src={imageUrl(data.LogoUrl, '192x192')} alt={m.logoOf(data.Name)} width={96} height={96} />
        ) : null}
        <div className={styles.who}>
          <h1 dir="auto" lang={latinLang(data.Name)}>{data.Name}</h1>
          <p className={styles.muted}>{pm.liveListings(data.LiveListings)}</p>
        </div>
      </header>
      <div className={styles.facts}>
        {data.Address || data.Description ? (
          <section className={styles.panel} aria-labelledby="about-title">
            <h2 id="about-title">{m.about}</h2>
            {data.Address ? <p><strong>{m.office}:</strong> <bdi dir="auto">{data.Address}</bdi></p> : null}
            {data.Description ? <p className={styles.bio} dir="auto" lang={latinLang(data.Description)}>{data.Description}</p> : null}
          </section>
        ) : null}
        <section className={styles.panel} aria-labelledby="agents-title">
          <h2 id="agents-title">{m.agents}</h2>
          <ul className={styles.agents}>
            {data.Agents.map((a, i) => {
              const body = (
                <>
                  <Avatar src={a.PhotoUrl ? imageUrl(a.PhotoUrl, '96x96') : ''} name={a.Name} size={48} />
                  <span className={styles.agentText}>
                    <span dir="auto" lang={latinLang(a.Name)}>{a.Name}</span>
                    {a.Admin ? <span className={styles.kind}>{m.admin}</span> : null}
                  </span>
                </>
              );
              return (
                <li key={a.Slug ?? `private-${i}`}>
                  {a.Slug ? <Link to="/agents/$slug" params={{ slug: a.Slug }} className={styles.agent}>{body}</Link> : <span className={styles.agent}>{body}</span>}
                </li>
              );
            })}
          </ul>
        </section>
      </div>
      <ProfileListings owner={{ Agency: data.Slug }} search={search} href={`/agencies/${data.Slug}`} />
    </div>
  );
}
