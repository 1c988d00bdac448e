import type { IdText } from '../../contract/types.ts';
import { widgetsMessages as w } from '../widgets-messages.ts';
import { cityLabel } from '../../lib/reference-labels.ts';
import { SelectField } from '../form/fields.tsx';

interface Props {
  cities: readonly IdText[] | undefined;
  /** 0 is "All Cities". */
  value: number;
  onChange: (cityId: number) => void;
  className?: string;
}

/** The search forms' city select; each form decides what a new city does to its location choice. */
export function CityField({ cities, value, onChange, className }: Props) {
  return (
    <SelectField
      label={w.search.city}
      name="City"
      className={className}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      <option value={0}>{w.search.allCities}</option>
      {cities?.map((c) => (
        <option key={c.Id} value={c.Id}>
          {cityLabel(c.Text)}
        </option>
      ))}
    </SelectField>
  );
}
