import { areaTextIn } from '../../lib/area-text.ts';
import { useAreaPreference } from '../area-unit/useAreaPreference.ts';
import { AreaIcon, BathIcon, BedIcon } from '../icons/icons.tsx';

/**
 * An owner's area as text in the visitor's unit, the owner's figure beside it when converted
 * ("2,723 sq ft (10 Marla)"); re-renders when the unit is changed.
 */
export function useAreaText(): (area: number, unit: string) => string {
  const preference = useAreaPreference();
  return (area, unit) => areaTextIn(area, unit, preference);
}

interface Props {
  area: number;
  areaUnit: string;
  /** Already worded ("3 Beds"); empty hides the fact, as the spec asks for plots. */
  beds: string | null;
  baths: string | null;
  className?: string;
  label?: string;
}

/** Area, bedrooms and bathrooms with their icons, as cards and the detail page show them. */
export function ListingFacts({ area, areaUnit, beds, baths, className, label }: Props) {
  const areaText = useAreaText();
  return (
    <ul className={className} aria-label={label}>
      {area > 0 ? (
        <li>
          <AreaIcon aria-hidden="true" />
          <span className="tabular">{areaText(area, areaUnit)}</span>
        </li>
      ) : null}
      {beds ? (
        <li>
          <BedIcon aria-hidden="true" />
          <span className="tabular">{beds}</span>
        </li>
      ) : null}
      {baths ? (
        <li>
          <BathIcon aria-hidden="true" />
          <span className="tabular">{baths}</span>
        </li>
      ) : null}
    </ul>
  );
}
