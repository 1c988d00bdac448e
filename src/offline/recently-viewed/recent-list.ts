/**
 * Pure rules of the recently viewed list, unit-tested without IndexedDB: newest first, one entry per
 * listing, at most RECENT_LIMIT entries.
 */
import type { ListingCard, PropertyDetails } from '../../contract/types.ts';
import { isMaskedPhone, maskPhone } from '../../contract/phone-reveal.ts';

export const RECENT_LIMIT = 30;
/** Its key in idb-keyval's default store; the worker reads it too, to keep these listings' data last. */
export const RECENT_STORAGE_KEY = 'recently-viewed';

export interface RecentRecord {
  details: PropertyDetails;
  /** The cover photo's upload name (the card shows it; the worker's image cache holds it). */
  cover: string;
  /** When the details were fetched from the server: the age the offline banner reports. */
  savedAt: number;
  /** When the listing was last opened: the list's order. */
  viewedAt: number;
}

export function coverOf(details: PropertyDetails): string {
  return details.ImageUrl || details.Images[0] || '';
}

export function addRecent(list: readonly RecentRecord[], record: RecentRecord, limit = RECENT_LIMIT): RecentRecord[] {
  const others = list.filter((item) => item.details.PropertyUrl !== record.details.PropertyUrl);
  return [record, ...others].slice(0, limit);
}

/**
 * Anything odd in storage (an older shape, a damaged write) is dropped instead of breaking the page,
 * and a copy kept by an earlier release with the owner's whole number gets the mask the details
 * answer carries: the number is on the device only once shown on a tap (src/api/phone-reveal.ts).
 */
export function sanitizeRecent(value: unknown): RecentRecord[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is RecentRecord =>
      !!item &&
      typeof item === 'object' &&
      typeof (item as RecentRecord).details?.PropertyUrl === 'string' &&
      typeof (item as RecentRecord).viewedAt === 'number',
  ).map(withMaskedPhone);
}

/** True when a stored copy carries a number rather than its mask (sanitizeRecent would change it). */
export function holdsPhoneNumber(value: unknown): boolean {
  return Array.isArray(value) && value.some((item) => {
    const phone = (item as Partial<RecentRecord> | null)?.details?.ContactPhoneNumber;
    return typeof phone === 'string' && phone !== '' && !isMaskedPhone(phone);
  });
}

function withMaskedPhone(record: RecentRecord): RecentRecord {
  const phone = record.details.ContactPhoneNumber;
  if (typeof phone !== 'string' || phone === '' || isMaskedPhone(phone)) return record;
  return { ...record, details: { ...record.details, ContactPhoneNumber: maskPhone(phone) } };
}

/** The card shown in lists: the cover first so the card's photo is the one the listing page leads with. */
export function toListingCard(record: RecentRecord): ListingCard {
  const { details } = record;
  const images = record.cover && details.Images.includes(record.cover)
    ? [record.cover, ...details.Images.filter((image) => image !== record.cover)]
    : details.Images;
  return {
    PropertyId: details.PropertyId,
    Purpose: details.Purpose,
    Type: details.Type,
    Price: details.Price,
    PriceInWords: details.PriceInWords,
    Area: details.Area,
    AreaUnit: details.AreaUnit,
    Images: images,
    PropertyUrl: details.PropertyUrl,
    Title: details.Title,
    Location: details.Location,
    City: details.City,
    BedRooms: details.BedRooms,
    BathRooms: details.BathRooms,
    UserName: details.ContactFullName,
    PublishDate: details.PublishDate,
  };
}
