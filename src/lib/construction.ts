/**
 * The construction-cost estimate: covered area times a rate per square foot for the
 * grey structure (frame, walls, roof, plaster, rough plumbing and wiring) plus one for finishing
 * (tiles, paint, fittings, woodwork) in one of three classes.
 *
 * Default rates are examples to edit, kept per city so local figures can replace them city by city.
 * The only figures we could stand behind are 2025 ranges published for Lahore (grey structure PKR
 * 2,800-3,500; a complete house with basic finishing 4,000-5,000; high-end 5,500-7,000 per sq ft):
 * the middle of each range, less the grey rate, gives the finishing classes. We found no dependable
 * figures for other cities, so they start from the same numbers and say so (README, 'Tools').
 */

export const FINISH_CLASSES = ['economy', 'standard', 'premium'] as const;
export type FinishClass = (typeof FINISH_CLASSES)[number];

export interface ConstructionRates {
  grey: number;
  finishing: Readonly<Record<FinishClass, number>>;
  /** The year (or date) the figures describe. */
  asOf: string;
  /** 'city' when the figures were published for that city; 'national' when borrowed from elsewhere. */
  basis: 'city' | 'national';
}

const LAHORE_2025: ConstructionRates = {
  grey: 3_150,
  finishing: { economy: 1_350, standard: 2_200, premium: 3_100 },
  asOf: '2025',
  basis: 'city',
};

const NATIONAL_2025: ConstructionRates = { ...LAHORE_2025, basis: 'national' };

/** By the city's name as the reference data spells it (server/seed/reference-data.ts). */
const RATES_BY_CITY: Readonly<Record<string, ConstructionRates>> = {
  Lahore: LAHORE_2025,
};

export function defaultRatesFor(city: string | undefined): ConstructionRates {
  return (city && RATES_BY_CITY[city]) || NATIONAL_2025;
}

export function isFinishClass(value: unknown): value is FinishClass {
  return typeof value === 'string' && (FINISH_CLASSES as readonly string[]).includes(value);
}

export interface ConstructionCost {
  grey: number;
  finishing: number;
  total: number;
}

/** Null when the area or a rate is missing or negative: nothing sensible to show. */
export function constructionCost(coveredSquareFeet: number, greyRate: number, finishingRate: number): ConstructionCost | null {
  if (!(coveredSquareFeet > 0) || !(greyRate >= 0) || !(finishingRate >= 0)) return null;
  const grey = coveredSquareFeet * greyRate;
  const finishing = coveredSquareFeet * finishingRate;
  return { grey, finishing, total: grey + finishing };
}
