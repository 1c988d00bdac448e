import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { projectsQuery } from '../../api/projects.ts';
import { projectsFilterOf } from '../../contract/project-filter.ts';
import { priceRangeText } from '../../lib/project-format.ts';
import { projectMessages as m } from '../../lib/project-messages.ts';
import { cityLabel } from '../../lib/reference-labels.ts';
import type { SearchCriteria } from '../../lib/search-criteria.ts';
import styles from './SearchPage.module.css';

/** How many of a search's projects the results page shows; the rest are a link away. */
const SHOWN = 3;

/** New projects for this search, under its results: a few, each a link to its page, and the rest in the projects list. */
export function ProjectsInResults({ criteria }: { criteria: SearchCriteria }) {
  const filter = projectsFilterOf(criteria);
  const { data } = useQuery({ ...projectsQuery(filter ?? {}), enabled: filter !== null });
  if (!filter || !data?.Items.length) return null;
  const shown = data.Items.slice(0, SHOWN);
  return (
    <section className={styles.projects} aria-labelledby="projects-in-results">
      <h2 id="projects-in-results" className={styles.suggestionsTitle}>
        {m.inResults}
      </h2>
      <ul className={styles.suggestions}>
        {shown.map((p) => (
          <li key={p.ProjectId}>
            <Link to="/projects/$project" params={{ project: p.Slug }} className={styles.project}>
              <span dir="auto">{p.Name}</span>
              <span className={styles.projectFacts}>
                {p.Location ? <><bdi dir="auto">{p.Location}</bdi>{m.placeJoin}</> : null}
                {cityLabel(p.City)}
                {' · '}
                {priceRangeText(p.PriceMin, p.PriceMax)}
                {' · '}
                {p.Possession === 'ready' ? m.ready : m.underConstruction}
                {p.Instalments ? ` · ${m.instalments}` : ''}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {data.Total > shown.length ? (
        <Link to="/projects" search={criteria.City ? { City: criteria.City } : {}} className={styles.projectsAll}>
          {m.seeAllInCity(data.Total)}
        </Link>
      ) : null}
    </section>
  );
}
