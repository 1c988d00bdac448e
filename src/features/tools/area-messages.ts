import { defineMessages } from '../../contract/i18n.ts';
import type { AreaUnitId, MarlaSize } from '../../contract/area.ts';

/** Every text of the area converter in one place; the Urdu is in the .ur.ts file beside it. */
export const areaMessages = defineMessages('tools.area', {
  title: 'Area converter',
  intro: 'Type an area in any unit to see it in all the others.',
  amountLabel: 'Area',
  amountInvalid: 'Enter a number, such as 10 or 7.5.',
  unitLabel: 'Unit',
  marlaLegend: 'Size of a Marla',
  resultTitle: 'The same area in every unit',
  resultEmpty: 'Enter an area to convert it.',
  units: {
    marla: 'Marla',
    kanal: 'Kanal',
    sqft: 'Square feet',
    sqyd: 'Square yards (gaz)',
    sqm: 'Square metres',
    acre: 'Acres',
  } satisfies Record<AreaUnitId, string>,
  marlaSizes: {
    225: { label: '225 sq ft', note: 'DHA, Bahria Town and most modern housing societies. Basera’s listings use this size.' },
    250: { label: '250 sq ft', note: 'Used by some sellers, reportedly in parts of Lahore. We found no official rule that sets it, so ask which Marla is meant.' },
    272.25: { label: '272.25 sq ft', note: 'The revenue department’s (patwari’s) Marla, used in land records: 160 to the acre.' },
  } satisfies Record<MarlaSize, { label: string; note: string }>,
  kanalNote: (marla: string, kanal: string) => `A Kanal is always 20 Marla: ${kanal} sq ft with a ${marla} sq ft Marla.`,
  announce: (area: string, squareFeet: string) => `${area} is ${squareFeet} square feet.`,
  checkNote: 'The same word can mean different sizes: before you pay, ask which Marla a plot is measured in, and check the size in square feet on the papers.',
});
