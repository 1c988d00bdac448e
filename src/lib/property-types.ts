import type { PropertyTypeOption } from '../contract/types.ts';

/**
 * Types under their category headings (Homes, Plots, Commercial) for a select's optgroups. Groups and
 * the types inside them keep the server's order, which is the order people expect to scan them in.
 */
export function groupTypesByCategory(types: readonly PropertyTypeOption[]): Array<[string, PropertyTypeOption[]]> {
  const groups = new Map<string, PropertyTypeOption[]>();
  for (const type of types) {
    // A type the reference data left uncategorised must still be choosable, not dropped.
    const key = type.Category || 'Other';
    const list = groups.get(key);
    if (list) list.push(type);
    else groups.set(key, [type]);
  }
  return [...groups];
}
