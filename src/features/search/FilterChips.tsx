import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { allLocationsQuery, dropDownDataQuery, locationsQuery } from '../../api/reference.ts';
import type { SearchCriteria } from '../../lib/search-criteria.ts';
import { filterChips, withoutChip, type Chip } from './chips.ts';
import { searchMessages as m } from './search-messages.ts';
import { FilterChipList } from '../../components/filters-disclosure/FilterChipList.tsx';

interface Props {
  path: '/properties' | '/property';
  criteria: SearchCriteria;
}

/** What the results are filtered by, each removable with one tap: the search widens at once. */
export function FilterChips({ path, criteria }: Props) {
  const { data: dropDown } = useQuery(dropDownDataQuery());
  const { data: cityLocations } = useQuery(locationsQuery(criteria.City ?? 0));
  // Locations read from words can span cities ("dha"): their names come from the full list.
  const { data: everyLocation } = useQuery(allLocationsQuery(Boolean(criteria.Location?.length && !criteria.City)));
  const chips = filterChips(criteria, dropDown, criteria.City ? cityLocations : everyLocation);
  return (
    <FilterChipList
      chips={chips.map((chip) => ({ id: chip.id, label: chip.label, typed: chip.id === 'Keywords' }))}
      label={m.chips.label}
      removeLabel={m.chips.remove}
      remove={(chip, props) => <Link to={path} search={withoutChip(criteria, chip.id as Chip['id'])} {...props} />}
    />
  );
}
