import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { projectsQuery } from '../../api/projects.ts';
import { dropDownDataQuery } from '../../api/reference.ts';
import { SelectField, TextField } from '../../components/form/fields.tsx';
import { FiltersDisclosure } from '../../components/filters-disclosure/FiltersDisclosure.tsx';
import { InfoIcon } from '../../components/icons/icons.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { Pager } from '../../components/pager/Pager.tsx';
import { LoadFailed, StatusMessage } from '../../components/status/StatusMessage.tsx';
import { parseAmount } from '../../lib/numbers.ts';
import { cityLabel, typeLabel } from '../../lib/reference-labels.ts';
import type { PossessionStatus } from '../../contract/projects.ts';
import { ProjectCard } from './ProjectCard.tsx';
import { appliedFilters, ProjectFilterChips } from './ProjectFilterChips.tsx';
import type { ProjectsSearch } from './project-search.ts';
import { projectMessages as m } from '../../lib/project-messages.ts';
import styles from './Projects.module.css';

const route = getRouteApi('/projects');

interface Draft { City: string; Type: string; MinPrice: string; MaxPrice: string; Instalments: boolean; Possession: string }

const draftOf = (s: ProjectsSearch): Draft => ({
  City: s.City ? String(s.City) : '', Type: s.Type ? String(s.Type) : '',
  MinPrice: s.MinPrice ? String(s.MinPrice) : '', MaxPrice: s.MaxPrice ? String(s.MaxPrice) : '',
  Instalments: Boolean(s.Instalments), Possession: s.Possession ?? '',
});

/** A typed price: digits (commas allowed), whole rupees; '' for none, null when it is not a price. */
const priceOf = (text: string): number | undefined | null => {
  if (!text.trim()) return undefined;
  const n = parseAmount(text);
  return n !== null && Number.isInteger(n) && n > 0 ? n : null;
};

/** /projects: new projects, filtered by city, unit type, price, instalments and possession. */
export function ProjectsPage() {
  usePageMeta({ title: m.title });
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useQuery(projectsQuery(search));
  const options = useQuery(dropDownDataQuery()).data;
  // The form is keyed on the address, so Back and a cleared filter show what the list shows.
  const formKey = JSON.stringify(search);

  // On a phone the form opens from the Filters button, so the first screen shows a project. It is
  // open for one address: applying, clearing, a chip or Back closes it and shows the list.
  const [openFor, setOpenFor] = useState<string | null>(null);
  const setFiltersOpen = (open: boolean) => setOpenFor(open ? formKey : null);
  const apply = (next: ProjectsSearch) => {
    setOpenFor(null);
    void navigate({ search: next });
  };

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <h1>{m.title}</h1>
        <p>{m.intro}</p>
      </header>
      <div className={styles.layout}>
        <div className={styles.side}>
          <FiltersDisclosure id="projects-filters" applied={appliedFilters(search)} open={openFor === formKey} onOpenChange={setFiltersOpen}>
            <Filters key={formKey} initial={draftOf(search)} cities={options?.Cities ?? []} types={options?.Types ?? []} onApply={apply} />
          </FiltersDisclosure>
        </div>
        <section aria-labelledby="projects-count" className={styles.results}>
          <ProjectFilterChips search={search} cities={options?.Cities ?? []} types={options?.Types ?? []} />
          {list.isPending ? (
            <p role="status" id="projects-count" className={styles.muted}>…</p>
          ) : !list.data ? (
            <LoadFailed title={m.loadFailed} text={m.loadFailedText} onRetry={() => void list.refetch()} retrying={list.isFetching} primary retryLabel={m.tryAgain} />
          ) : (
            <>
              <p id="projects-count" role="status" className={styles.count}>{m.count(list.data.Total)}</p>
              {list.data.Items.length ? (
                <ul className={styles.cards}>
                  {list.data.Items.map((p, i) => <li key={p.ProjectId}><ProjectCard project={p} eager={i < 2} /></li>)}
                </ul>
              ) : (
                <StatusMessage icon={<InfoIcon aria-hidden="true" />} title={m.none} text={m.noneText} />
              )}
              <Pager page={list.data.Page} totalPages={Math.ceil(list.data.Total / list.data.PageSize)} label={m.pages} />
              {list.data.Items.some((p) => p.Name.endsWith('(demo)')) ? <p className={styles.note}>{m.demoNote}</p> : null}
            </>
          )}
        </section>
      </div>
    </div>
  );
}

interface FiltersProps {
  initial: Draft;
  cities: ReadonlyArray<{ Id: number; Text: string }>;
  types: ReadonlyArray<{ Id: number; Text: string; Category: string }>;
  onApply: (search: ProjectsSearch) => void;
}

function Filters({ initial, cities, types, onApply }: FiltersProps) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<{ MinPrice?: string; MaxPrice?: string }>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const min = priceOf(draft.MinPrice);
    const max = priceOf(draft.MaxPrice);
    const found = { ...(min === null ? { MinPrice: m.badPrice } : {}), ...(max === null ? { MaxPrice: m.badPrice } : {}) };
    setErrors(found);
    if (min === null || max === null) return;
    const next: ProjectsSearch = {};
    if (draft.City) next.City = Number(draft.City);
    if (draft.Type) next.Type = Number(draft.Type);
    if (min) next.MinPrice = min;
    if (max) next.MaxPrice = max;
    if (draft.Instalments) next.Instalments = true;
    if (draft.Possession) next.Possession = draft.Possession as PossessionStatus;
    onApply(next);
  };

  // A plain GET form: before the app takes over a server-rendered page, it still filters.
  return (
    <form method="get" className={styles.filters} onSubmit={onSubmit} noValidate aria-label={m.filters}>
      <SelectField label={m.city} name="City" value={draft.City} onChange={(e) => set('City', e.target.value)}>
        <option value="">{m.anyCity}</option>
        {cities.map((c) => <option key={c.Id} value={c.Id}>{cityLabel(c.Text)}</option>)}
      </SelectField>
      <SelectField label={m.type} name="Type" value={draft.Type} onChange={(e) => set('Type', e.target.value)}>
        <option value="">{m.anyType}</option>
        {types.map((t) => <option key={t.Id} value={t.Id}>{typeLabel(t.Text)}</option>)}
      </SelectField>
      <div className={styles.pair}>
        <TextField label={m.minPrice} name="MinPrice" inputMode="numeric" placeholder={m.pricePlaceholder} value={draft.MinPrice}
          error={errors.MinPrice} onChange={(e) => set('MinPrice', e.target.value)} />
        <TextField label={m.maxPrice} name="MaxPrice" inputMode="numeric" placeholder={m.pricePlaceholder} value={draft.MaxPrice}
          error={errors.MaxPrice} onChange={(e) => set('MaxPrice', e.target.value)} />
      </div>
      <SelectField label={m.possession} name="Possession" value={draft.Possession} onChange={(e) => set('Possession', e.target.value)}>
        <option value="">{m.anyPossession}</option>
        <option value="ready">{m.ready}</option>
        <option value="under-construction">{m.underConstruction}</option>
      </SelectField>
      <label className={styles.check}>
        <input type="checkbox" name="Instalments" value="true" checked={draft.Instalments} onChange={(e) => set('Instalments', e.target.checked)} />
        <span>{m.instalmentsOnly}</span>
      </label>
      <div className={styles.buttons}>
        <button type="submit" className="btn btn-primary">{m.apply}</button>
        <Link to="/projects" search={{}} className="btn btn-ghost">{m.clear}</Link>
      </div>
    </form>
  );
}
