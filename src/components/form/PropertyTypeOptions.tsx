import type { PropertyTypeOption } from '../../contract/types.ts';
import { groupTypesByCategory } from '../../lib/property-types.ts';

/**
 * The property types as <optgroup>s by category, for a select whose first "any"/"choose" option
 * differs per screen and so stays with the caller.
 */
export function PropertyTypeOptions({ types }: { types: readonly PropertyTypeOption[] }) {
  return groupTypesByCategory(types).map(([category, list]) => (
    <optgroup key={category} label={category}>
      {list.map((t) => (
        <option key={t.Id} value={t.Id}>
          {t.Text}
        </option>
      ))}
    </optgroup>
  ));
}
