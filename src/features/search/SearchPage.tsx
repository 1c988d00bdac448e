import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { dropDownDataQuery } from '../../api/reference.ts';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { FiltersDisclosure } from '../../components/filters-disclosure/FiltersDisclosure.tsx';
import { findRangeProblem, type SearchCriteria } from '../../lib/search-criteria.ts';
import { stringifyFlatSearch } from '../../lib/query-string.ts';
import { SearchFilters } from './SearchFilters.tsx';
import { SearchResults } from './SearchResults.tsx';
import { countActiveFilters, criteriaOf, type ResultsSearch } from './search-params.ts';
import { resultsTitle } from './results-labels.ts';
import { searchMessages as m } from './search-messages.ts';
import { cityLabel } from '../../lib/reference-labels.ts';
import styles from './SearchPage.module.css';
import { searchQuery } from '../../api/listings.ts';
import { imageSource } from '../../contract/api-paths.ts';
import type { ShareMeta } from '../../contract/share-meta.ts';
import type { SearchResult } from '../../contract/types.ts';
import { formatPrice, groupDigits } from '../../lib/price.ts';
import { ownerFigureText } from '../../lib/area-text.ts';

/** /properties and /property (popular-city tiles) show the same page; each keeps its own path. */
type ResultsPath = '/properties' | '/property';

export function PropertiesPage() {
  return <SearchPage path="/properties" />;
}

export function PropertyIndexPage() {
  return <SearchPage path="/property" />;
}

/** "25 properties found: PKR 2.5 Crore, 10 Marla in DHA Phase 6; …", with the first listing's photo. */
function resultsPreview(title: string, results: SearchResult): ShareMeta {
  const first = results.Items.slice(0, 3).map((item) => m.previewItem(
    formatPrice(item.Price, item.Purpose),
    ownerFigureText(item.Area, item.AreaUnit),
    [item.Location, item.City ? cityLabel(item.City) : ''].filter(Boolean).join(', '),
  )).join('; ');
  const found = m.found(`${groupDigits(results.TotalCount)}${results.TotalCountCapped ? '+' : ''}`, results.TotalCount);
  const photo = results.Items.find((item) => item.ImageUrl)?.ImageUrl;
  return { title, description: m.preview(found, first), ...(photo ? { image: imageSource(photo).upload } : {}) };
}

function SearchPage({ path }: { path: ResultsPath }) {
  const search: ResultsSearch = useSearch({ from: path });
  const href = useLocation({ select: (location) => location.href });
  const navigate = useNavigate();
  // A link with min above max opens the phone's filter panel: the fix is in there.
  const [filtersOpen, setFiltersOpen] = useState(() => findRangeProblem(search) !== null);

  const { data: dropDown } = useQuery(dropDownDataQuery());
  const cityText = search.City ? dropDown?.Cities.find((c) => c.Id === search.City)?.Text : undefined;
  const cityName = cityText === undefined ? undefined : cityLabel(cityText);
  const title = resultsTitle(search, cityName);
  // The same query SearchResults reads (one request): the preview names what a pasted link finds.
  const { data: results } = useQuery({ ...searchQuery(search, search.Sort), enabled: findRangeProblem(search) === null });
  usePageMeta({ title, share: results ? resultsPreview(title, results) : undefined });

  const criteria = criteriaOf(search);
  // A new URL (a search, back/forward) starts the form afresh from what is applied.
  const formKey = stringifyFlatSearch({ ...criteria });
  const activeFilters = countActiveFilters(search);

  // A submitted search asks for focus on the results' count once its answer is in, so the next Tab
  // reaches the first result rather than the rest of the form, the footer and the header (a filter
  // change or a keystroke does not ask). Asked once the router is on the new address, so the answer
  // waited for is the new search's and not the one still on screen.
  const [focusAsk, setFocusAsk] = useState(0);

  const onSearch = (next: SearchCriteria) => {
    setFiltersOpen(false);
    // A chosen order survives a new search, except "relevance" once there are no words to rank by.
    const sort = search.Sort === 'relevance' && !next.Keywords ? undefined : search.Sort;
    // The map's criteria and the map view are not in the filter form: they stay until their chip goes.
    const { Bounds, Near, Area, View } = search;
    void navigate({ to: path, search: { ...next, Bounds, Near, Area, View, Sort: sort } }).then(() => setFocusAsk((n) => n + 1));
  };

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        {activeFilters > 0 ? (
          <Link to={path} search={{}} className={styles.reset}>
            {m.clearAll}
          </Link>
        ) : null}
      </header>

      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label={m.filtersLabel}>
          <FiltersDisclosure id="search-filters" applied={activeFilters} open={filtersOpen} onOpenChange={setFiltersOpen} panelClassName={styles.filters}>
            <SearchFilters key={formKey} initial={criteria} dropDown={dropDown} onSearch={onSearch} />
          </FiltersDisclosure>
        </aside>

        <SearchResults path={path} search={search} resultsHref={href} focusAsk={focusAsk} />
      </div>
    </div>
  );
}
