import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ApiError } from '../../api/errors.ts';
import { projectQuery } from '../../api/projects.ts';
import { imageSource, imageUrl } from '../../contract/api-paths.ts';
import type { ProjectDetails } from '../../contract/projects.ts';
import type { ShareMeta } from '../../contract/share-meta.ts';
import { InfoIcon } from '../../components/icons/icons.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { ListingCard } from '../../components/listing-card/ListingCard.tsx';
import { LoadFailed, StatusMessage } from '../../components/status/StatusMessage.tsx';
import { PlanCalculator, PlanTable } from './PlanCalculator.tsx';
import { placeText, PossessionBadges } from './ProjectCard.tsx';
import { priceRangeText, unitName } from '../../lib/project-format.ts';
import { projectMessages as m } from '../../lib/project-messages.ts';
import { formatPrice } from '../../lib/price.ts';
import styles from './Projects.module.css';

const route = getRouteApi('/projects/$project');

/** /projects/<slug or id>: a project's photos, units and prices, payment plan and calculator, and its listings. */
/**
 * What a pasted link of the project shows: its name and prices, who builds it where, how it is sold,
 * and its first photo.
 */
function projectPreview(p: ProjectDetails): ShareMeta {
  const photo = p.Photos[0] ? imageSource(p.Photos[0]).upload : '';
  const sold = [p.Possession === 'ready' ? m.ready : m.underConstruction, p.Instalments ? m.instalments : m.cashOnly].join(' · ');
  return {
    title: m.shareTitle(p.Name, priceRangeText(p.PriceMin, p.PriceMax)),
    description: m.shareText(m.by(p.Developer), placeText(p), sold, p.Description),
    ...(photo ? { image: photo } : {}),
    type: 'website',
  };
}

export function ProjectPage() {
  const { project: key } = route.useParams();
  const query = useQuery(projectQuery(key));
  const { data, error } = query;
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  usePageMeta({ title: data?.Name ?? (notFound ? m.notFound : m.title), share: data ? projectPreview(data) : undefined });

  if (query.isPending) return <div className={`container ${styles.page}`}><p role="status" className={styles.muted}>…</p></div>;
  if (!data) {
    return (
      <div className={`container ${styles.page}`}>
        {notFound ? (
          <StatusMessage icon={<InfoIcon aria-hidden="true" />} title={m.notFound} text={m.notFoundText}
            action={<Link to="/projects" className="btn btn-primary">{m.allProjects}</Link>} />
        ) : (
          <LoadFailed title={m.loadFailed} text={m.loadFailedText} onRetry={() => void query.refetch()} retrying={query.isFetching} primary retryLabel={m.tryAgain} />
        )}
      </div>
    );
  }

  return (
    <div className={`container ${styles.page}`}>
      <p><Link to="/projects" className={styles.back}>{m.allProjects}</Link></p>
      <header className={styles.head}>
        <h1 dir="auto">{data.Name}</h1>
        <p><bdi>{m.by(data.Developer)}</bdi> · <bdi>{placeText(data)}</bdi></p>
        <p className={styles.price}>{priceRangeText(data.PriceMin, data.PriceMax)}</p>
        <PossessionBadges project={data} />
      </header>
      {data.Photos.length ? (
        <ul className={styles.photos} aria-label={m.photos}>
          {data.Photos.map((p, i) => (
            <li key={p}>
              <img src={imageUrl(p, '640x480')} alt={m.photoOf(data.Name, i + 1)} width={640} height={480} loading={i === 0 ? 'eager' : 'lazy'} decoding="async" />
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.detailLayout}>
        <div className={styles.main}>
          <section className={styles.panel} aria-labelledby="about-title">
            <h2 id="about-title">{m.about}</h2>
            <p className={styles.description} dir="auto">{data.Description}</p>
          </section>
          <section className={styles.panel} aria-labelledby="units-title">
            <h2 id="units-title">{m.units}</h2>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead><tr><th scope="col">{m.unit}</th><th scope="col">{m.price}</th></tr></thead>
                <tbody>
                  {data.Units.map((u, i) => (
                    <tr key={i}>
                      <th scope="row">{unitName(u)}</th>
                      <td>{u.PriceMin === u.PriceMax ? formatPrice(u.PriceMin) : priceRangeText(u.PriceMin, u.PriceMax)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <section className={styles.panel} aria-labelledby="plan-title">
            <h2 id="plan-title">{m.plan}</h2>
            {data.Plan ? <PlanTable plan={data.Plan} /> : <p>{m.planNone}</p>}
          </section>
        </div>
        {data.Plan ? <PlanCalculator plan={data.Plan} units={data.Units} /> : null}
      </div>
      <section aria-labelledby="listings-title" className={styles.listings}>
        <h2 id="listings-title">{m.liveListings}</h2>
        {data.LiveListings.length ? (
          <ul className={styles.cards}>
            {data.LiveListings.map((l) => <li key={l.PropertyId}><ListingCard listing={l} /></li>)}
          </ul>
        ) : <p className={styles.muted}>{m.noListings}</p>}
      </section>
      {data.Name.endsWith('(demo)') ? <p className={styles.note}>{m.demoNote}</p> : null}
    </div>
  );
}
