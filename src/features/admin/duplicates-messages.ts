import { defineMessages } from '../../contract/i18n.ts';

/** What a pending listing repeats, as the admin console shows it; the Urdu is in duplicates-messages.ur.ts. */
export const duplicatesMessages = defineMessages('adminDuplicates', {
  heading: 'Possible copies',
  photosMatch: (id: number) => `Photos match listing #${id} by another account`,
  textMatch: (id: number) => `Description matches listing #${id} by another account`,
  ownPhotosMatch: (id: number) => `Photos match listing #${id} by the same account`,
  ownTextMatch: (id: number) => `Description matches listing #${id} by the same account`,
  thisListing: (id: number) => `This listing (#${id})`,
  otherListing: (id: number) => `Listing #${id}`,
  samePhoto: 'The same photo',
  bitsApart: (bits: number) => `${bits} of 64 fingerprint bits differ`,
  alike: (percent: number) => `Descriptions ${percent}% alike`,
  by: (name: string) => `By ${name}`,
  deleted: 'Deleted',
  noPhoto: 'No photo',
  open: 'Open it',
  compared: (id: number) => `I have compared this listing with listing #${id}`,
  compareFirst: 'Tick each comparison before approving.',
  phoneListings: (count: number) => `This phone number is on ${count} live listings.`,
});
