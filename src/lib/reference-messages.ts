import { defineMessages } from '../contract/i18n.ts';

/**
 * How the reference data's room counts read; the Urdu is in
 * reference-messages.ur.ts. The fixed values themselves ('For Sale', 'House', 'Marla', a city's name)
 * stay English in addresses and in the API, and English pages show them as they are, so they have no
 * English table here: their Urdu is the `values.reference` namespace of reference-messages.ur.ts,
 * read through reference-labels.ts.
 */
export const referenceMessages = defineMessages('reference', {
  beds: (value: string) => `${value} ${value === '1' ? 'Bed' : 'Beds'}`,
  baths: (value: string) => `${value} ${value === '1' ? 'Bath' : 'Baths'}`,
});
