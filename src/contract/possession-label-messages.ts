import { defineMessages } from './i18n.ts';

/**
 * The short words of possession status (possession.ts) that cards, chips and the filter show: apart
 * from possession-messages.ts, whose explanations and rules only the listing's page and form need.
 */
export const possessionLabels = defineMessages('possessionLabels', {
  label: 'Possession status',
  status: {
    possession: 'Possession',
    'non-possession': 'Non-possession',
    'allocation-letter': 'Allocation letter',
    file: 'File',
  },
  /** The card's compact chip when instalments remain. */
  left: (n: number) => `${n} instalments left`,
});
