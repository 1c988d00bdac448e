import { Link } from '@tanstack/react-router';
import { formatPrice } from '../../lib/price.ts';
import { cityLabel, typeLabel } from '../../lib/reference-labels.ts';
import { projectMessages as m } from '../../lib/project-messages.ts';
import type { ProjectsSearch } from './project-search.ts';
import { FilterChipList } from '../../components/filters-disclosure/FilterChipList.tsx';

type ChipId = 'City' | 'Type' | 'Price' | 'Instalments' | 'Possession';

interface Props {
  search: ProjectsSearch;
  cities: ReadonlyArray<{ Id: number; Text: string }>;
  types: ReadonlyArray<{ Id: number; Text: string }>;
}

/** The list's address without one filter (a price range goes whole); the page starts again at 1. */
function without(search: ProjectsSearch, id: ChipId): ProjectsSearch {
  const next: ProjectsSearch = { ...search };
  delete next.Page;
  if (id === 'Price') {
    delete next.MinPrice;
    delete next.MaxPrice;
  } else delete next[id];
  return next;
}

/** How many filters the address applies, as the chips count them (the Filters button's badge). */
export const appliedFilters = (s: ProjectsSearch): number =>
  [s.City, s.Type, s.MinPrice ?? s.MaxPrice, s.Instalments, s.Possession].filter((x) => x !== undefined).length;

/**
 * What the list is filtered by, each removable with one tap: on a phone this is what shows of the
 * filters while their form is closed, so the first project stays on the first screen.
 */
export function ProjectFilterChips({ search, cities, types }: Props) {
  const name = (list: Props['cities'], id: number) => list.find((x) => x.Id === id)?.Text;
  const chips: Array<{ id: ChipId; label: string }> = [];
  // Before the reference lists arrive, a chip names what it filters by ("City").
  const city = search.City ? name(cities, search.City) : undefined;
  if (search.City) chips.push({ id: 'City', label: city === undefined ? m.city : cityLabel(city) });
  const type = search.Type ? name(types, search.Type) : undefined;
  if (search.Type) chips.push({ id: 'Type', label: type === undefined ? m.type : typeLabel(type) });
  const { MinPrice: low, MaxPrice: high } = search;
  if (low !== undefined || high !== undefined) {
    chips.push({
      id: 'Price',
      label: low !== undefined && high !== undefined ? m.chips.both(formatPrice(low), formatPrice(high))
        : high !== undefined ? m.chips.upTo(formatPrice(high)) : m.chips.from(formatPrice(low!)),
    });
  }
  if (search.Possession) chips.push({ id: 'Possession', label: search.Possession === 'ready' ? m.ready : m.underConstruction });
  if (search.Instalments) chips.push({ id: 'Instalments', label: m.instalments });
  return (
    <FilterChipList
      chips={chips}
      label={m.chips.label}
      removeLabel={m.chips.remove}
      remove={(chip, props) => <Link to="/projects" search={without(search, chip.id as ChipId)} {...props} />}
    />
  );
}
