import { Link } from '@tanstack/react-router';
import { imageUrl } from '../../contract/api-paths.ts';
import type { ProjectCard as ProjectCardData } from '../../contract/projects.ts';
import { cityLabel, typeLabel } from '../../lib/reference-labels.ts';
import { monthText, priceRangeText } from '../../lib/project-format.ts';
import { projectMessages as m } from '../../lib/project-messages.ts';
import styles from './Projects.module.css';

/** Ready or under construction, with the month when there is one: one badge each. */
export function PossessionBadges({ project: p }: { project: Pick<ProjectCardData, 'Possession' | 'PossessionDate' | 'Instalments'> }) {
  const ready = p.Possession === 'ready';
  return (
    <p className={styles.badges}>
      <span className={`${styles.badge} ${ready ? styles.badgeReady : ''}`}>
        {ready && p.PossessionDate ? m.possessionSince(monthText(p.PossessionDate)) : ready ? m.ready : m.underConstruction}
      </span>
      {!ready && p.PossessionDate ? <span className={styles.badge}>{m.possessionBy(monthText(p.PossessionDate))}</span> : null}
      <span className={styles.badge}>{p.Instalments ? m.instalments : m.cashOnly}</span>
    </p>
  );
}

export const placeText = (p: Pick<ProjectCardData, 'Phase' | 'Location' | 'City'>): string =>
  [p.Phase, p.Location, cityLabel(p.City)].filter(Boolean).join(', ');

/** One project in the list: photo, name, developer, place, prices and how it is sold. */
export function ProjectCard({ project, eager }: { project: ProjectCardData; eager: boolean }) {
  const titleId = `project-${project.ProjectId}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.photo}>
        {project.Cover
          ? <img src={imageUrl(project.Cover, '480x360')} alt="" width={480} height={360} loading={eager ? 'eager' : 'lazy'} decoding="async" />
          : null}
      </div>
      <div className={styles.cardBody}>
        <h2 id={titleId} className={styles.cardTitle} dir="auto">
          <Link to="/projects/$project" params={{ project: project.Slug }}>{project.Name}</Link>
        </h2>
        <p className={styles.muted}><bdi>{m.by(project.Developer)}</bdi></p>
        <p>{placeText(project)}</p>
        <p className={styles.price}>{priceRangeText(project.PriceMin, project.PriceMax)}</p>
        <PossessionBadges project={project} />
        <p className={styles.muted}>
          {project.Types.map(typeLabel).join(' · ')}
          {project.Listings ? ` · ${m.listingsCount(project.Listings)}` : ''}
        </p>
      </div>
    </article>
  );
}
