import { useQuery } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { askingMedianQuery } from '../../api/asking.ts';
import { priceFarOff } from '../../contract/asking.ts';
import { parsePriceText } from '../../contract/price-text.ts';
import type { SubmitFormOptions } from '../../contract/types.ts';
import { SQFT_PER_UNIT } from '../../lib/area.ts';
import { perUnit } from '../../lib/asking-price.ts';
import { formatPrice, priceInWords } from '../../lib/price.ts';
import { priceMessages } from '../../lib/price-messages.ts';
import type { PropertyFormValues } from './form-values.ts';
import styles from './ListingForm.module.css';
import { listingFormMessages as m } from './listing-form-messages.ts';

/**
 * A price ten times above or below its location's asking median is more often a typo ("85 hazar" for
 * "85 lakh", a zero too many) than a price: the form says so, with the median, and still submits it.
 * The median is the listing page's own (Property/AskingMedian); with too few listings to compare,
 * offline, or before the location is chosen, nothing is said.
 */
export function PriceCheck({ form, options }: { form: UseFormReturn<PropertyFormValues>; options: SubmitFormOptions }) {
  const [price, purposeId, typeId, area, areaUnitId, locationId] = form.watch(['Price', 'PurposeId', 'TypeId', 'Area', 'AreaUnitId', 'LocationId']);
  const { data: median } = useQuery(askingMedianQuery(Number(purposeId) || 0, Number(typeId) || 0, Number(locationId) || 0));
  const parsed = parsePriceText(price);
  const unitText = options.AreaUnits.find((u) => String(u.Id) === areaUnitId)?.Text;
  const sqftPerUnit = unitText && unitText in SQFT_PER_UNIT ? SQFT_PER_UNIT[unitText as keyof typeof SQFT_PER_UNIT] : 0;
  const areaSqft = Number(area) * sqftPerUnit;
  if (!median || !parsed.ok || !(areaSqft > 0) || !locationId) return null;
  const yours = perUnit(parsed.value / areaSqft, median.Unit);
  const direction = priceFarOff(yours, median.MedianPerUnit);
  if (!direction) return null;
  const rent = options.Purposes.find((p) => String(p.Id) === purposeId)?.Text === 'For Rent';
  const unit = m.priceCheck.unit[median.Unit];
  const words = (amount: number) => m.priceCheck.perUnit(priceMessages.amount(priceInWords(amount)), unit, rent);
  return (
    <p className={styles.priceCheck} role="status">
      {m.priceCheck[direction](formatPrice(parsed.value, rent ? 'For Rent' : undefined), words(yours), words(median.MedianPerUnit), median.Location, median.Listings)}
    </p>
  );
}
