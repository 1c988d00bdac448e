import type { ReactNode } from 'react';
import styles from './FilterChipList.module.css';

export interface FilterChip {
  id: string;
  label: string;
  /** Words the visitor typed may be in either script. */
  typed?: boolean;
}

/** What the remove control of a chip needs: a feature's own link (its route and search) renders it. */
export interface ChipRemoveProps {
  className: string | undefined;
  'aria-label': string;
  title: string;
  children: ReactNode;
}

interface Props {
  chips: readonly FilterChip[];
  /** The list's accessible name ("Applied filters"). */
  label: string;
  removeLabel: (chipLabel: string) => string;
  /** The feature's link that drops one filter, given these props. */
  remove: (chip: FilterChip, props: ChipRemoveProps) => ReactNode;
}

/**
 * Applied filters as chips, each removable with one tap: the results and the projects list show
 * them the same way. The feature builds each remove link, since only it knows its route.
 */
export function FilterChipList({ chips, label, removeLabel, remove }: Props) {
  if (!chips.length) return null;
  return (
    <ul className={styles.chips} aria-label={label}>
      {chips.map((chip) => (
        <li key={chip.id} className={styles.chip}>
          <span dir={chip.typed ? 'auto' : undefined}>{chip.label}</span>
          {remove(chip, {
            className: styles.chipRemove,
            'aria-label': removeLabel(chip.label),
            title: removeLabel(chip.label),
            children: (
              <svg viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            ),
          })}
        </li>
      ))}
    </ul>
  );
}
