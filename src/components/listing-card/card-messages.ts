import { defineMessages } from '../../contract/i18n.ts';

/** Listing cards and the small buttons on them (favourite, compare); the Urdu is in card-messages.ur.ts. */
export const cardMessages = defineMessages('card', {
  photoAlt: (title: string, n: number) => `${title}, photo ${n}`,
  noPhotos: 'No photos yet',
  viewPhotos: (count: number, title: string) => `View ${count === 1 ? 'the photo' : `all ${count} photos`} of ${title}`,
  details: 'Details',
  /** Between a location and its city. */
  separator: ', ',
  saveFavourite: 'Save to favourites',
  removeFavourite: 'Remove from favourites',
  saved: 'Saved',
  save: 'Save',
  comparePicked: '✓ Compare',
  compareAdd: '+ Compare',
  compareOpen: (n: number) => `Compare ${n}`,
  /** A recent cut of the public price, e.g. 'Price reduced by PKR 5 Lakh'. */
  priceReduced: (by: string) => `Price reduced by ${by}`,
  /** How far a "Near" search's point is, e.g. '2.4 km away'. */
  distance: (km: string) => `${km} km away`,
  /** Who posted it, as shown (declared, or an agent when the number is behind many listings). */
  posterKind: { Owner: 'Owner', Agent: 'Agent' },
  /** The society register's warning (SchemeNotice). */
  scheme: {
    cardNotApproved: (authority: string) => `Scheme not approved by ${authority}`,
    cardUnderReview: (authority: string) => `Scheme approval under review (${authority})`,
    pageNotApprovedTitle: 'This scheme is not approved',
    pageUnderReviewTitle: 'This scheme’s approval is under review',
    pageNotApproved: (authority: string, checked: string) =>
      `The ${authority} list${checked ? ` we checked on ${checked}` : ''} does not show this society or scheme as approved.`,
    pageUnderReview: (authority: string, checked: string) =>
      `The ${authority} list${checked ? ` we checked on ${checked}` : ''} shows this society or scheme as under review.`,
    advice: 'Plots and houses in unapproved schemes may never get utilities or a clear title. Check with the authority before you pay anything.',
    source: (authority: string) => `See the ${authority} list`,
  },
});
