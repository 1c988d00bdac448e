import { defineMessages } from '../../contract/i18n.ts';
import type { AskingDirection } from '../../lib/asking-price.ts';
import type { AskingUnit } from '../../contract/types.ts';

/**
 * Every text of the listing page's asking-price comparison in one place, so a
 * message catalog can replace it. Amounts come in already worded ('18.5 Lakh').
 */
export const askingPriceMessages = defineMessages('property.askingPrice', {
  label: 'Asking price comparison',
  unit: { Marla: 'Marla', 'Square Feet': 'sq ft' } satisfies Record<AskingUnit, string>,
  perUnit: (amount: string, unit: string, rent: boolean) => `PKR ${amount} per ${unit}${rent ? ' a month' : ''}`,
  difference: (direction: AskingDirection, percent: number, listings: number, location: string) =>
    direction === 'at'
      ? `At the asking median of ${listings} listings in ${location}`
      : `${percent} % ${direction} the asking median of ${listings} listings in ${location}`,
  median: (perUnit: string) => `Median ${perUnit}.`,
  note: 'Asking prices of listings on Basera for the same purpose and type, not sale prices.',
});
