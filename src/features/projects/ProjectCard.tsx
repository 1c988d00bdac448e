import { Link } from '@tanstack/react-router';
import { imageUrl } from '../../contract/api-paths.ts';
import type { ProjectCard as ProjectCardData } from '../../contract/projects.ts';
import { cityLabel, typeLabel } from '../../lib/reference-labels.ts';
import { monthText, priceRangeText } from './project-format.ts';
import { projectMessages as m } from './project-messages.ts';
import styles from './Projects.module.css';

/** Ready or under construction, with the month when there is one. */
export function possessionText(p: Pick<ProjectCardData, 'Possession' | 'PossessionDate'>): string {
  if (p.Possession === 'ready') return p.PossessionDate ? m.possessionSince(monthText(p.PossessionDate)) : m.ready;
  return p.PossessionDate ? `${m.underConstruction} · ${m.possessionBy(monthText(p.PossessionDate))}` : m.underConstruction;
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
        <h2 id={titleId} className={styles.cardTitle}>
          <Link to="/projects/$project" params={{ project: project.Slug }}>{project.Name}</Link>
        </h2>
        <p className={styles.muted}>{m.by(project.Developer)}</p>
        <p>{placeText(project)}</p>
        <p className={styles.price}>{priceRangeText(project.PriceMin, project.PriceMax)}</p>
        <p className={styles.badges}>
          <span className={`${styles.badge} ${project.Possession === 'ready' ? styles.badgeReady : ''}`}>{possessionText(project)}</span>
          <span className={styles.badge}>{project.Instalments ? m.instalments : m.cashOnly}</span>
        </p>
        <p className={styles.muted}>
          {project.Types.map(typeLabel).join(' · ')}
          {project.Listings ? ` · ${m.listingsCount(project.Listings)}` : ''}
        </p>
      </div>
    </article>
  );
}
