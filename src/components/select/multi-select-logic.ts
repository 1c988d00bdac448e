/**
 * Choosing in a multi-select that has an "everything" option (id 0, e.g. 'All Locations'): that
 * option stands alone, and emptying the choice falls back to it, so the value is never [].
 */
export function toggleChoice(current: readonly number[], value: number, allValue?: number): number[] {
  if (allValue !== undefined && value === allValue) return [allValue];
  const specific = current.filter((v) => v !== allValue);
  const next = specific.includes(value) ? specific.filter((v) => v !== value) : [...specific, value];
  return next.length === 0 && allValue !== undefined ? [allValue] : next;
}

/** Case- and accent-insensitive "contains" for the search box. */
export function matchesQuery(label: string, query: string): boolean {
  const fold = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const q = fold(query.trim());
  return q === '' || fold(label).includes(q);
}
