import { PURPOSE_TABS, type PurposeId } from '../../contract/constants.ts';
import { widgetsMessages as w } from '../widgets-messages.ts';
import { purposeLabel } from '../../lib/reference-labels.ts';
import styles from './PurposeTabs.module.css';

interface Props {
  value: PurposeId;
  onChange: (purpose: PurposeId) => void;
  /** hero: the home page's search card; compact: the narrow filter column beside results. */
  variant: 'hero' | 'compact';
}

/**
 * Any Status / For Sale / For Rent as segmented tabs. Real radios named "Purpose", so the form reads
 * like the server-rendered one it takes over from and works with arrow keys.
 */
export function PurposeTabs({ value, onChange, variant }: Props) {
  return (
    <fieldset className={`${styles.tabs} ${styles[variant]}`}>
      <legend className="visually-hidden">{w.search.purpose}</legend>
      {PURPOSE_TABS.map((tab) => (
        <label key={tab.id} className={styles.tab}>
          <input
            type="radio"
            name="Purpose"
            value={tab.id}
            checked={value === tab.id}
            onChange={() => onChange(tab.id)}
          />
          <span>{purposeLabel(tab.label)}</span>
        </label>
      ))}
    </fieldset>
  );
}
