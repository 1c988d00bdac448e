import { useState } from 'react';
import { SelectField, TextField } from '../../components/form/fields.tsx';
import { areaLabel, stepsWith } from './options.ts';
import { searchMessages as m } from './search-messages.ts';
import { unitLabel } from '../../lib/reference-labels.ts';
import styles from './SearchFilters.module.css';

const OTHER = 'other';

interface Props {
  label: string;
  name: 'MinArea' | 'MaxArea';
  /** The unit's own steps (Marla 2 … 20, Kanal 1 … 20, or the spec's square feet). */
  steps: readonly number[];
  unitName: string | undefined;
  value: number;
  onChange: (value: number) => void;
}

/**
 * An area bound: the unit's usual sizes in a select, and "Other…" for a size that is not on the list
 * (6 Marla), typed into a number field that appears under it.
 */
export function AreaField({ label, name, steps, unitName, value, onChange }: Props) {
  const [typing, setTyping] = useState(false);
  return (
    <div className={styles.areaField}>
      <SelectField
        label={label}
        name={name}
        value={typing ? OTHER : value}
        onChange={(event) => {
          if (event.target.value === OTHER) {
            setTyping(true);
            return;
          }
          setTyping(false);
          onChange(Number(event.target.value));
        }}
      >
        {stepsWith(steps, value).map((a) => (
          <option key={a} value={a}>
            {areaLabel(a, unitName)}
          </option>
        ))}
        <option value={OTHER}>{m.form.other}</option>
      </SelectField>
      {typing ? (
        <TextField
          label={m.form.areaIn(label, unitName === undefined ? m.form.sqft : unitLabel(unitName))}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={9}
          autoFocus
          value={value ? String(value) : ''}
          onChange={(event) => onChange(Number(event.target.value.replace(/\D/g, '')) || 0)}
        />
      ) : null}
    </div>
  );
}
