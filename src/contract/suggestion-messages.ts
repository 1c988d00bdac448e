import { defineMessages } from './i18n.ts';

/**
 * How a nearby search differs from the one that found nothing (the results page's suggestions):
 * the server writes the English `Label` of its answer with these, and an Urdu page writes the same
 * changes in Urdu (src/lib/suggestion-label.ts). The Urdu is in suggestion-messages.ur.ts.
 */
export const suggestionMessages = defineMessages('suggestions', {
  one: {
    areaBetween: (low: string, high: string, unit: string) => `${low} to ${high} ${unit}`,
    areaFrom: (low: string, unit: string) => `From ${low} ${unit}`,
    priceBetween: (high: string, low: string) => `Up to PKR ${high} from ${low}`,
    priceUpTo: (high: string) => `Up to PKR ${high}`,
    priceFrom: (low: string) => `From PKR ${low}`,
    withoutWords: (words: string) => `Without the words “${words}”`,
    anywhereIn: (city: string, places: string) => `Anywhere in ${city}, not only ${places}`,
    anywhere: (places: string) => `Anywhere, not only ${places}`,
    placesMore: (first: string, more: number) => `${first} and ${more} more`,
    placesTwo: (first: string, second: string) => `${first} and ${second}`,
    anyBedrooms: 'Any number of bedrooms',
    anyBathrooms: 'Any number of bathrooms',
    anySize: 'Any size',
    anyPrice: 'Any price',
    allTypes: (type: string) => `All types, not only ${type}`,
    rentAsWell: 'For Rent as well as For Sale',
    saleAsWell: 'For Sale as well as For Rent',
    allPakistan: 'All of Pakistan',
  },
  /** Several changes at once, joined: the first word is capitalised. */
  several: {
    anyPrice: 'any price',
    anySize: 'any size',
    anyRooms: 'any number of rooms',
    withoutWords: (words: string) => `without “${words}”`,
    anywhereIn: (place: string) => `anywhere in ${place}`,
    pakistan: 'Pakistan',
    allTypes: 'all types',
    separator: ', ',
  },
  unknownUnit: 'sq ft',
  unknownCity: 'the city',
  unknownType: 'this type',
});
