/**
 * Picking listings to compare: kept apart from the table's rules in compare.ts so
 * every listing card carries only this.
 */
export const COMPARE_LIMIT = 4;

/** Adds or removes one listing; the oldest pick gives way when a fifth is added. */
export function toggleCompare<T extends { PropertyId: number }>(list: readonly T[], item: T): T[] {
  if (list.some((i) => i.PropertyId === item.PropertyId)) return list.filter((i) => i.PropertyId !== item.PropertyId);
  return [...list, item].slice(-COMPARE_LIMIT);
}
