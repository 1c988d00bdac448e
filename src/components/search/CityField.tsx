import type { IdText } from '../../contract/types.ts';
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
      label="City"
      name="City"
      className={className}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      <option value={0}>All Cities</option>
      {cities?.map((c) => (
        <option key={c.Id} value={c.Id}>
          {c.Text}
        </option>
      ))}
    </SelectField>
  );
}
