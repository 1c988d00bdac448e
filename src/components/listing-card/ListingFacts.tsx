import { formatArea } from '../../lib/area.ts';
import { unitLabel } from '../../lib/reference-labels.ts';
import { groupDigits } from '../../lib/price.ts';
import { AreaIcon, BathIcon, BedIcon } from '../icons/icons.tsx';

/** "1,100 Square Feet"; fractional areas ("2.5 Marla") keep the shared formatting. */
export const areaText = (area: number, unit: string): string =>
  Number.isInteger(area) ? `${groupDigits(area)} ${unitLabel(unit)}` : formatArea(area, unitLabel(unit));

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
