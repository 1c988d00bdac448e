import { useId } from 'react';
import {
  PREFERRED_MARLA_SIZES,
  PREFERRED_UNITS,
  isPreferredMarlaSize,
  isPreferredUnit,
  type AreaPreference,
} from '../../contract/area.ts';
import { markAreaPreferenceUnsent, setDeviceAreaPreference } from '../../lib/area-preference-write.ts';
import { getAuthToken } from '../../api/session.ts';
import { areaControlMessages as m } from './area-control-messages.ts';
import { withModule } from '../../lib/lazy-load.ts';
import { useAreaPreference } from './useAreaPreference.ts';
import styles from './AreaUnitControl.module.css';

/**
 * The change shows at once from the device's cookie; the account's copy is sent by a module loaded
 * when first needed, so the header's first load does not carry the account calls.
 */
export function chooseAreaUnit(preference: AreaPreference): void {
  setDeviceAreaPreference(preference);
  if (getAuthToken()) markAreaPreferenceUnsent(true);
  withModule(() => import('../../offline/area-preference-sync.ts'), (sync) => void sync.chooseAreaPreference(preference));
}

interface Props {
  /** `bar`: inline in the dark top bar (wide screens); `menu`: stacked in the phone's menu. */
  variant: 'bar' | 'menu';
  className?: string;
}

/** Two selects: the unit every area is shown in, and what a Marla means when one is converted. */
export function AreaUnitControl({ variant, className }: Props) {
  const preference = useAreaPreference();
  const unitId = useId();
  const marlaId = useId();
  return (
    <div className={`${styles.control} ${styles[variant]} ${className ?? ''}`}>
      <span className={styles.field}>
        <label htmlFor={unitId}>{m.unitLabel}</label>
        <select
          id={unitId}
          value={preference.unit}
          onChange={(event) => {
            if (isPreferredUnit(event.target.value)) chooseAreaUnit({ ...preference, unit: event.target.value });
          }}
        >
          {PREFERRED_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {m.unitNames[unit]}
            </option>
          ))}
        </select>
      </span>
      <span className={styles.field}>
        <label htmlFor={marlaId}>{m.marlaLabel}</label>
        <select
          id={marlaId}
          value={String(preference.marla)}
          onChange={(event) => {
            const size = Number(event.target.value);
            if (isPreferredMarlaSize(size)) chooseAreaUnit({ ...preference, marla: size });
          }}
        >
          {PREFERRED_MARLA_SIZES.map((size) => (
            <option key={size} value={String(size)}>
              {m.marlaSizes[size]}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
