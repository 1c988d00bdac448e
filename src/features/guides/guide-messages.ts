import { GUIDE_MIN_LISTINGS } from '../../contract/constants.ts';
import { defineMessages } from '../../contract/i18n.ts';

/** The area guides of cities and societies. The Urdu is in guide-messages.ur.ts. */
export const guideMessages = defineMessages('guides', {
  title: (place: string) => `${place} area guide`,
  heading: (place: string) => `${place}: area guide`,
  loading: 'Loading the area guide',
  notFoundTitle: 'No guide for this place',
  notFoundText: 'We have no area guide at this address. Search the properties instead.',
  failedTitle: 'The guide could not be loaded',
  failedText: 'Please check your connection and try again.',
  searchProperties: 'Search properties',
  intro: (place: string) => `What owners ask for houses in ${place} on Basera, per Marla (225 sq ft).`,
  askingNote: 'These are asking prices, what owners and agents ask in their listings, not the prices homes sold for.',
  liveListings: (count: string, n: number) => `${count} live ${n === 1 ? 'listing' : 'listings'}`,
  sale: 'Houses for sale',
  rent: 'Houses for rent',
  perMarla: (price: string) => `${price} per Marla`,
  perMarlaMonth: (price: string) => `${price} per Marla a month`,
  medianOf: (count: string, n: number) => `Median of ${count} live ${n === 1 ? 'house' : 'houses'}`,
  noMedian: 'No live houses with a price and an area yet.',
  fewForMedian: 'Not enough listings for a market price yet',
  fewListings: (count: string, n: number) => `${count} live ${n === 1 ? 'house' : 'houses'}: a market price is given from ${GUIDE_MIN_LISTINGS}.`,
  trendTitle: 'Last 12 months',
  trendCaption: 'Median asking price per Marla of the houses first offered at a price each month.',
  trendEmpty: 'Too few prices in the last year to draw a trend.',
  /** The chart's text alternative: where the line starts and ends. */
  trendSummary: (from: string, fromMonth: string, to: string, toMonth: string) =>
    `From ${from} per Marla in ${fromMonth} to ${to} in ${toMonth}.`,
  popularSearches: 'Popular searches',
  search: {
    housesSale: (place: string) => `Houses for sale in ${place}`,
    housesRent: (place: string) => `Houses for rent in ${place}`,
    plotsSale: (place: string) => `Plots for sale in ${place}`,
    flatsRent: (place: string) => `Flats for rent in ${place}`,
    marlaHouses: (marla: number, place: string) => `${marla} Marla houses for sale in ${place}`,
    kanalHouses: (place: string) => `1 Kanal houses for sale in ${place}`,
  },
  areasTitle: (city: string) => `Areas of ${city}`,
  areaListings: (count: string, n: number) => `${count} ${n === 1 ? 'listing' : 'listings'}`,
  cityGuide: (city: string) => `${city} area guide`,
  /** The link from a listing's place and the home page's cities. */
  guideLink: (place: string) => `${place} area guide`,
  preview: (place: string, sale: string, rent: string) => `Asking prices for houses in ${place}: ${sale} for sale, ${rent} for rent. Not sale prices.`,
  previewNone: 'not enough listings',
});
