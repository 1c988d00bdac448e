import { hasRooms } from './rooms.ts';
import { referenceMessages as m } from './reference-messages.ts';

/**
 * A reference value (sent by the API, kept English in addresses and requests) as the page's language
 * shows it; anything not in the catalog is shown as it came (issue 16, item 1).
 */
function label(group: Readonly<Record<string, string>>, value: string): string {
  const shown = group[value];
  return typeof shown === 'string' ? shown : value;
}

export const purposeLabel = (value: string): string => label(m.purposes, value);
export const typeLabel = (value: string): string => label(m.types, value);
export const categoryLabel = (value: string): string => label(m.categories, value);
export const unitLabel = (value: string): string => label(m.units, value);
export const featureLabel = (value: string): string => label(m.features, value);
export const cityLabel = (value: string): string => label(m.cities, value);

function rooms(value: string | null | undefined, worded: (n: string) => string): string | null {
  if (!hasRooms(value)) return null;
  const v = value.trim();
  return /^\d+\+?$/.test(v) ? worded(v) : v;
}

/** '3' -> '3 Beds' ('3 بیڈ'), '1' -> '1 Bed', '10+' -> '10+ Beds'; null when empty, as for plots. */
export const bedsText = (value: string | null | undefined): string | null => rooms(value, m.beds);
export const bathsText = (value: string | null | undefined): string | null => rooms(value, m.baths);
