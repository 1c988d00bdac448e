/**
 * A city's places as the location pickers list them: each society with its phases and their blocks
 * under it (society → phase → block), depth first, numbers in their order ("Phase 2" before "Phase
 * 10"), and areas of their own in between by name. Shared by the search filter's multi-select and
 * the listing form's select.
 */
import type { LocationOption } from '../contract/types.ts';

export interface PlaceChoice {
  value: number;
  label: string;
  /** 0 for a society or an area of its own, 1 for a phase or sector, 2 for a block. */
  depth: number;
  /** The society whose group this place is listed in; absent for an area with nothing within it. */
  group?: { value: number; label: string };
}

const byName = (a: LocationOption, b: LocationOption) => a.Text.localeCompare(b.Text, 'en', { numeric: true, sensitivity: 'base' });

export function placeChoices(locations: readonly LocationOption[]): PlaceChoice[] {
  const ids = new Set(locations.map((l) => l.Id));
  const children = new Map<number, LocationOption[]>();
  const top: LocationOption[] = [];
  for (const l of locations) {
    // A place whose parent is not in the list (another city's, or missing) is listed on its own.
    if (l.ParentId && ids.has(l.ParentId) && l.ParentId !== l.Id) children.set(l.ParentId, [...(children.get(l.ParentId) ?? []), l]);
    else top.push(l);
  }
  const out: PlaceChoice[] = [];
  const seen = new Set<number>();
  const visit = (l: LocationOption, depth: number, group: PlaceChoice['group']) => {
    if (seen.has(l.Id)) return;
    seen.add(l.Id);
    out.push({ value: l.Id, label: l.Text, depth: Math.min(depth, 2), ...(group ? { group } : {}) });
    for (const child of [...(children.get(l.Id) ?? [])].sort(byName)) visit(child, depth + 1, group);
  };
  for (const l of [...top].sort(byName)) visit(l, 0, children.has(l.Id) ? { value: l.Id, label: l.Text } : undefined);
  return out;
}

/** Consecutive choices of one society together, in the order listed. */
export function placeGroups(locations: readonly LocationOption[]): Array<{ group?: PlaceChoice['group']; options: PlaceChoice[] }> {
  const out: Array<{ group?: PlaceChoice['group']; options: PlaceChoice[] }> = [];
  for (const choice of placeChoices(locations)) {
    const last = out[out.length - 1];
    if (last && last.group?.value === choice.group?.value) last.options.push(choice);
    else out.push({ ...(choice.group ? { group: choice.group } : {}), options: [choice] });
  }
  return out;
}
