import { defineMessages } from '../../contract/i18n.ts';
import { PHOTO_CHECK_DAYS, PhotoCheckMessages } from '../../contract/photo-check-limits.ts';

/**
 * The console's "Photo checks" queue: the owner's check photos beside the listing's own, the other
 * accounts' listings a check photo repeats, and the decision. The server's answers are repeated word
 * for word under `server`, so `localize` finds their Urdu. The Urdu is in photo-checks-messages.ur.ts.
 */
export const photoChecksMessages = defineMessages('adminPhotoChecks', {
  tab: 'Photo checks',
  loading: 'Loading the photo checks…',
  loadFailed: 'The photo checks could not be loaded',
  checkConnection: 'Please check your connection and try again.',
  tryAgain: 'Try again',
  empty: 'No photo check is waiting.',
  waiting: (n: number) => `${n} waiting, oldest first.`,
  intro: `Approve only if the check photos show the house or plot number on the property the listing shows. The badge lasts ${PHOTO_CHECK_DAYS} days, or until the owner changes the listing's photos.`,
  requested: (id: number, owner: string, date: string) => `#${id} · ${owner} · sent ${date}`,
  place: (place: string) => place,
  checkPhotos: 'Check photos',
  listingPhotos: "The listing's photos",
  checkPhotoAlt: (n: number) => `Check photo ${n}`,
  listingPhotoAlt: (n: number) => `Listing photo ${n}`,
  noPhotos: 'No photos.',
  copiedHeading: 'Copied from another account',
  copiedNote: 'A check photo repeats a listing by another account. It cannot be approved: refuse it with a reason.',
  copiedItem: (id: number, owner: string) => `Listing #${id} by ${owner}`,
  samePhoto: 'The same photo',
  bitsApart: (bits: number) => `${bits} of 64 fingerprint bits differ`,
  thisCheck: 'Check photo',
  theirPhoto: 'Their photo',
  approve: 'Approve',
  refuse: 'Refuse…',
  reasonLabel: 'Reason the owner sees',
  reasonHint: 'Say what to change, e.g. "The number on the gate cannot be read."',
  refuseSubmit: 'Refuse the check',
  cancel: 'Cancel',
  refuseFor: (title: string) => `Refuse the photo check of ${title}`,
  server: {
    copied: PhotoCheckMessages.copied,
    notWaiting: PhotoCheckMessages.notWaiting,
    reasonRequired: PhotoCheckMessages.reasonRequired,
  },
});
