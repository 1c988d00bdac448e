import { valueLabel } from '../contract/i18n.ts';
import { hasRooms } from './rooms.ts';
import { referenceMessages as m } from './reference-messages.ts';

/** The groups of fixed values that reference-messages.ur.ts gives texts for, by English value. */
export type ReferenceGroup = 'purposes' | 'types' | 'categories' | 'units' | 'features' | 'cities';

/** The namespace of those texts in a language's catalog. */
export const REFERENCE_VALUES = 'values.reference';

/**
 * A reference value (sent by the API, kept English in addresses and requests) as the page's language
 * shows it: itself in English, and anything a language has no text for is shown as it came.
 */
const label = (group: ReferenceGroup) => (value: string): string => valueLabel(REFERENCE_VALUES, group, value);

export const purposeLabel = label('purposes');
export const typeLabel = label('types');
export const categoryLabel = label('categories');
export const unitLabel = label('units');
export const featureLabel = label('features');
export const cityLabel = label('cities');

function rooms(value: string | null | undefined, worded: (n: string) => string): string | null {
  if (!hasRooms(value)) return null;
  const v = value.trim();
  return /^\d+\+?$/.test(v) ? worded(v) : v;
}

/** '3' -> '3 Beds' ('3 بیڈ'), '1' -> '1 Bed', '10+' -> '10+ Beds'; null when empty, as for plots. */
export const bedsText = (value: string | null | undefined): string | null => rooms(value, m.beds);
export const bathsText = (value: string | null | undefined): string | null => rooms(value, m.baths);
