import { defineMessages } from '../../contract/i18n.ts';
import type { FinishClass } from '../../lib/construction.ts';

/** Every text of the construction-cost tool in one place; the Urdu is in the .ur.ts file beside it. */
export const constructionMessages = defineMessages('tools.construction', {
  title: 'Construction cost',
  intro: 'Estimate what building costs: the covered area times a rate per square foot for the grey structure and for finishing.',
  areaLabel: 'Covered area',
  areaHint: 'Every floor’s built area, not the plot: a 5 Marla house on two floors is often about 1,800 sq ft.',
  areaInvalid: 'Enter a number, such as 1800.',
  unitLabel: 'Unit',
  units: { sqft: 'Square feet', marla: 'Marla', kanal: 'Kanal' },
  marlaLabel: 'Size of a Marla',
  marlaOption: (size: string) => `${size} sq ft`,
  inSquareFeet: (sqft: string) => `${sqft} sq ft`,
  cityLabel: 'City',
  otherCity: 'Other city',
  yourCity: 'your city',
  finishLegend: 'Finishing',
  finishes: {
    economy: { label: 'Economy', note: 'Local tiles and fittings, plain paint and woodwork.' },
    standard: { label: 'Standard', note: 'Good local brands, porcelain tiles, some false ceilings.' },
    premium: { label: 'Premium', note: 'Imported fittings, marble or large tiles, custom woodwork.' },
  } satisfies Record<FinishClass, { label: string; note: string }>,
  greyLabel: 'Grey structure rate (PKR per sq ft)',
  greyHint: 'Frame, walls, roof, plaster, and plumbing and wiring in the walls.',
  finishLabel: 'Finishing rate (PKR per sq ft)',
  rateInvalid: 'Enter a rate in rupees, such as 3150.',
  ratesCity: (city: string, asOf: string) =>
    `Default rates for ${city}: the middle of ${asOf} ranges published for Lahore builders. Edit them with your contractor’s quote.`,
  ratesNational: (city: string, asOf: string) =>
    `We have no figures of our own for ${city}; the defaults are ${asOf} Lahore figures. Edit them with a local contractor’s quote.`,
  resetRates: 'Use the default rates',
  resultTitle: 'Estimated cost',
  resultEmpty: 'Enter the covered area to see the cost.',
  totalLabel: 'Total',
  greyCost: 'Grey structure',
  finishCost: 'Finishing',
  perSqft: (rate: string) => `Together ${rate} per sq ft`,
  excludes: 'Not included: the plot, approval and utility connection fees, boundary wall, and the architect’s or contractor’s fee if charged separately.',
});
