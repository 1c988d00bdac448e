import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { allLocationsQuery, dropDownDataQuery, locationsQuery } from '../../api/reference.ts';
import type { SearchCriteria } from '../../lib/search-criteria.ts';
import { filterChips, withoutChip } from './chips.ts';
import { searchMessages as m } from './search-messages.ts';
import styles from './SearchPage.module.css';

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
  if (!chips.length) return null;
  return (
    <ul className={styles.chips} aria-label={m.chips.label}>
      {chips.map((chip) => (
        <li key={chip.id} className={styles.chip}>
          <span dir={chip.id === 'Keywords' ? 'auto' : undefined}>{chip.label}</span>
          <Link
            to={path}
            search={withoutChip(criteria, chip.id)}
            className={styles.chipRemove}
            aria-label={m.chips.remove(chip.label)}
            title={m.chips.remove(chip.label)}
          >
            <svg viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </Link>
        </li>
      ))}
    </ul>
  );
}
