/**
 * "Photo-checked": the owner sends fresh photos that show the house or plot number, an admin compares
 * them with the listing's photos and approves or refuses. The limits, messages and answer shapes the
 * owner's screen, the console, the catalogs and server/services/photo-checks.ts share; the request
 * schemas are in photo-check.ts. Kept free of valibot: the catalogs import it, and they reach chunks
 * the home page loads.
 */

/** How long the badge lasts after the admin's approval; an edit that changes the photos ends it sooner. */
export const PHOTO_CHECK_DAYS = 30;
/** Check photos in one request. */
export const PHOTO_CHECK_MAX_PHOTOS = 5;
/** Each check photo's size as sent, before it is re-encoded (a listing photo's). */
export const PHOTO_CHECK_PHOTO_BYTES = 10 * 1024 * 1024;
/** The longest side a check photo is kept at: enough to read a number plate on a gate. */
export const PHOTO_CHECK_MAX_SIDE = 1600;
/** A refusal's reason, shown to the owner as written. */
export const PHOTO_CHECK_REASON_MAX = 300;

export const PhotoCheckMessages = {
  sent: 'Thank you. Your photos are waiting for our team to check them.',
  noPhotos: 'Please add at least one photo that shows the house or plot number.',
  tooManyPhotos: `You can send at most ${PHOTO_CHECK_MAX_PHOTOS} photos.`,
  tooLarge: 'The photos are too large: please send photos under 10 MB each.',
  notImage: (name: string) => `"${name}" is not a PNG or JPEG image.`,
  notYours: 'This property was not found among your live or pending listings.',
  alreadyWaiting: 'Photos for this property are already waiting for a check.',
  notWaiting: 'This photo check is no longer waiting: someone has already decided on it.',
  reasonRequired: 'Please write the reason the owner will see.',
  approved: (title: string) => `"${title}" is Photo-checked.`,
  refused: (title: string) => `The photo check of "${title}" is refused. The owner sees your reason.`,
  copied: 'A check photo matches a listing by another account: it cannot be approved.',
} as const;

/** The owner's request: the listing, with the photos as the form's `file` parts. */
/**
 * Where a listing stands: never asked (or a lapsed badge, which asks again), waiting for the admin,
 * checked until a date, or refused with the admin's reason.
 */
export type PhotoCheckState = 'None' | 'Waiting' | 'Checked' | 'Refused' | 'Lapsed';

export interface PhotoCheckStatus {
  State: PhotoCheckState;
  /** Checked: when the badge lapses, ISO 8601. */
  Until?: string;
  /** Refused: the admin's reason. */
  Reason?: string;
  /** Waiting, Checked, Refused or Lapsed: when the photos were sent. */
  RequestedAt?: string;
}

/** PhotoCheck/Status: the state and, for the owner alone, the photos last sent (signed image addresses). */
export interface PhotoCheckDetails extends PhotoCheckStatus {
  PropertyId: number;
  Title: string;
  /** Whether a request may be sent now (a live or pending listing with nothing waiting). */
  CanRequest: boolean;
  Photos: string[];
}

/** Another account's listing a check photo repeats: the admin sees both photos; approval is refused. */
export interface PhotoCheckMatch {
  PropertyId: number;
  PropertyUrl: string;
  Title: string;
  Status: string;
  OwnerName: string;
  /** Bits of the 64-bit fingerprints that differ (0: the same photo). */
  Distance: number;
  /** The check photo and the other listing's photo, signed for the admin. */
  Image: string;
  MatchImage: string;
}

/** One waiting request in the console's queue. */
export interface AdminPhotoCheckItem {
  CheckId: number;
  PropertyId: number;
  PropertyUrl: string;
  Title: string;
  Status: string;
  Location: string;
  City: string;
  OwnerName: string;
  RequestedAt: string;
  /** The check photos and the listing's own photos, signed for the admin. */
  CheckPhotos: string[];
  ListingPhotos: string[];
  Matches: PhotoCheckMatch[];
}
