import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ApiError } from '../../api/errors.ts';
import { agentProfileQuery } from '../../api/profiles.ts';
import { imageUrl } from '../../contract/api-paths.ts';
import { Avatar } from '../../components/avatar/Avatar.tsx';
import { InfoIcon } from '../../components/icons/icons.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { ResponseFigureLine } from '../../components/response-figure/ResponseFigureLine.tsx';
import { LoadFailed, StatusMessage } from '../../components/status/StatusMessage.tsx';
import { latinLang } from '../../lib/text-script.ts';
import { cityLabel } from '../../lib/reference-labels.ts';
import { ProfileListings } from './ProfileListings.tsx';
import { monthYear } from './profile-format.ts';
import { profileMessages as m } from './profile-messages.ts';
import styles from './Profiles.module.css';

const route = getRouteApi('/agents/$slug');

/** Drawn at 96 px; the variant is twice that for sharp phone screens. */
const PHOTO_PX = 96;

/** /agents/<slug>: a poster's public profile and their live listings. */
export function AgentPage() {
  const { slug } = route.useParams();
  const search = route.useSearch();
  const query = useQuery(agentProfileQuery(slug));
  const { data, error } = query;
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  usePageMeta({
    title: data?.Name ?? (notFound ? m.notFound : m.title),
    share: data ? { title: data.Name, description: data.Bio || m.shareText(data.Name, data.LiveListings), type: 'website' } : undefined,
  });

  if (query.isPending) return <div className={`container ${styles.page}`}><p role="status" className={styles.muted}>…</p></div>;
  if (!data) {
    return (
      <div className={`container ${styles.page}`}>
        {notFound ? (
          <StatusMessage icon={<InfoIcon aria-hidden="true" />} title={m.notFound} text={m.notFoundText}
            action={<Link to="/property" className="btn btn-primary">{m.searchProperties}</Link>} />
        ) : (
          <LoadFailed title={m.loadFailed} text={m.loadFailedText} onRetry={() => void query.refetch()} retrying={query.isFetching} primary retryLabel={m.tryAgain} />
        )}
      </div>
    );
  }

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <Avatar src={data.PhotoUrl ? imageUrl(data.PhotoUrl, '256x256') : ''} name={data.Name} size={PHOTO_PX} className={styles.photo} />
        <div className={styles.who}>
          <h1 dir="auto" lang={latinLang(data.Name)}>{data.Name}</h1>
          <p className={styles.kindLine}>
            <span className={styles.kind} data-kind={data.Kind}>{m.kind[data.Kind]}</span>
            {data.Agency ? (
              <Link to="/agencies/$slug" params={{ slug: data.Agency.Slug }} className={styles.agencyLink}>
                <span dir="auto" lang={latinLang(data.Agency.Name)}>{data.Agency.Name}</span>
              </Link>
            ) : null}
          </p>
          <p className={styles.muted}>{m.memberSince(monthYear(data.MemberSince))} · {m.liveListings(data.LiveListings)}</p>
          <ResponseFigureLine figure={data.Figure} className={styles.figure} />
        </div>
      </header>
      {data.PhoneVerified || data.PhotoChecked > 0 ? (
        <ul className={styles.badges}>
          {data.PhoneVerified ? <li>{m.phoneVerified}</li> : null}
          {data.PhotoChecked > 0 ? <li>{m.photoChecked(data.PhotoChecked)}</li> : null}
        </ul>
      ) : null}
      <div className={styles.facts}>
        {data.Bio ? (
          <section className={styles.panel} aria-labelledby="about-title">
            <h2 id="about-title">{m.about}</h2>
            <p className={styles.bio} dir="auto" lang={latinLang(data.Bio)}>{data.Bio}</p>
          </section>
        ) : null}
        {data.Areas.length ? (
          <section className={styles.panel} aria-labelledby="areas-title">
            <h2 id="areas-title">{m.areas}</h2>
            <ul className={styles.areas}>
              {data.Areas.map((a) => (
                <li key={a.LocationId}><bdi dir="auto">{a.Location}</bdi>{a.City ? <>, <bdi>{cityLabel(a.City)}</bdi></> : null}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <ProfileListings owner={{ Agent: data.Slug }} search={search} href={`/agents/${data.Slug}`} />
    </div>
  );
}
