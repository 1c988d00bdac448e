import type { PropertyTypeOption } from '../../contract/types.ts';
import { groupTypesByCategory } from '../../lib/property-types.ts';
import { categoryLabel, typeLabel } from '../../lib/reference-labels.ts';

/**
 * The property types as <optgroup>s by category, for a select whose first "any"/"choose" option
 * differs per screen and so stays with the caller.
 */
export function PropertyTypeOptions({ types }: { types: readonly PropertyTypeOption[] }) {
  return groupTypesByCategory(types).map(([category, list]) => (
    <optgroup key={category} label={categoryLabel(category)}>
      {list.map((t) => (
        <option key={t.Id} value={t.Id}>
          {typeLabel(t.Text)}
        </option>
      ))}
    </optgroup>
  ));
}
