import type { AskingComparison } from '../../contract/types.ts';
import { askingDifference } from '../../lib/asking-price.ts';
import { priceInWords } from '../../lib/price.ts';
import { askingPriceMessages as m } from './asking-price-messages.ts';
import styles from './PropertyPage.module.css';

/**
 * 'PKR 18.5 Lakh per Marla' and how it stands against the asking median of its location.
 * The server sends it only when enough listings compare; it words nothing itself.
 */
export function AskingPrice({ comparison, rent }: { comparison: AskingComparison; rent: boolean }) {
  const unit = m.unit[comparison.Unit];
  const perUnit = (amount: number) => m.perUnit(priceInWords(amount), unit, rent);
  const { direction, percent } = askingDifference(comparison.PricePerUnit, comparison.MedianPerUnit);
  return (
    <section className={styles.asking} aria-label={m.label}>
      <p className={`${styles.askingPrice} tabular`}>{perUnit(comparison.PricePerUnit)}</p>
      <p className={styles.askingDifference}>{m.difference(direction, percent, comparison.Listings, comparison.Location)}</p>
      <p className={styles.askingNote}>
        {m.median(perUnit(comparison.MedianPerUnit))} {m.note}
      </p>
    </section>
  );
}
