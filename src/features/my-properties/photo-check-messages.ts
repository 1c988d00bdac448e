import { defineMessages } from '../../contract/i18n.ts';
import { PHOTO_CHECK_DAYS, PHOTO_CHECK_MAX_PHOTOS, PhotoCheckMessages } from '../../contract/photo-check-limits.ts';

/**
 * "Photo-checked" on the owner's side: the state line in My Properties and the request screen. The
 * server's own answers are repeated word for word under `server`, so `localize` finds their Urdu.
 * The Urdu is in photo-check-messages.ur.ts.
 */
export const photoCheckMessages = defineMessages('photoCheck', {
  title: 'Get Photo-checked',
  action: 'Get Photo-checked',
  /** The state line of a listing in My Properties and on the request screen. */
  state: {
    None: 'Photo check: not requested',
    Waiting: 'Photo check: waiting for review',
    Checked: (until: string) => `Photo-checked until ${until}`,
    Refused: (reason: string) => `Photo check refused: ${reason}`,
    Lapsed: 'Photo check: lapsed. Send new photos to get the badge again.',
  },
  intro: `Take fresh photos that show the house or plot number (on the gate, a wall or a sign) together with the property. Our team compares them with your listing's photos. Once checked, your listing shows the "Photo-checked" badge for ${PHOTO_CHECK_DAYS} days, or until you change its photos.`,
  private: 'Only you and our team can see these photos: they are never shown on the listing.',
  photosLabel: 'Photos that show the number',
  photosHint: `1 to ${PHOTO_CHECK_MAX_PHOTOS} photos, JPEG or PNG, under 10 MB each.`,
  chosen: (n: number) => (n === 1 ? '1 photo chosen' : `${n} photos chosen`),
  send: 'Send for checking',
  sending: 'Sending…',
  sentPhotos: 'Photos you sent',
  sentPhotoAlt: (n: number) => `Check photo ${n}`,
  back: 'Back to My Properties',
  loadFailed: 'The photo check could not be loaded',
  checkConnection: 'Please check your connection and try again.',
  loading: 'Loading…',
  server: {
    sent: PhotoCheckMessages.sent,
    noPhotos: PhotoCheckMessages.noPhotos,
    tooManyPhotos: PhotoCheckMessages.tooManyPhotos,
    tooLarge: PhotoCheckMessages.tooLarge,
    notYours: PhotoCheckMessages.notYours,
    alreadyWaiting: PhotoCheckMessages.alreadyWaiting,
  },
});
