import type { ListingStatus } from '../contract/constants.ts';
import type { SearchInput } from '../contract/schemas.ts';

/**
 * Every query key of the app, and what each root means for the device: whether
 * the saved cache keeps it (src/offline/persist-policy.ts) and whether it is what a visitor reads,
 * so the offline banner gives its age (components/offline-banner). One table instead of lists kept
 * in step by hand in three places.
 */
export const QUERY_ROOTS = {
  /** The same for every visitor: kept across sessions, and read on screen. */
  home: { keep: 'public', content: true },
  listings: { keep: 'public', content: true },
  /** Area guides: the same for every visitor, kept so a guide seen once reads offline. */
  guides: { keep: 'public', content: true },
  /** New projects' list pages and project pages: public, read offline once seen. */
  projects: { keep: 'public', content: true },
  /** Posters' and agencies' public pages and their listings: public, read offline once seen. */
  profiles: { keep: 'public', content: true },
  /** Option lists: kept, but older by nature, so they would mislead the banner. */
  reference: { keep: 'public', content: false },
  /**
   * Owners' phone numbers this device was shown on a tap: kept, so a listing read offline shows the
   * number revealed before; a listing never revealed has no entry, only the details' mask.
   */
  phone: { keep: 'public', content: false },
  /** The signed-in owner's own lists: kept only while that user is signed in, removed on logout. */
  'my-listings': { keep: 'per-user', content: true },
  /** The signed-in person's enquiry threads, both sides: read offline, removed on logout. */
  enquiries: { keep: 'per-user', content: true },
  /** A thread opened by a mailed link: the key is in the URL, not kept on the device. */
  'enquiry-link': { keep: 'memory', content: false },
  /** An agency invitation opened signed out: its secret is in the URL, not kept on the device. */
  'agency-invite': { keep: 'memory', content: false },
  /** Only in memory: the profile, the admin console, one-off checks and device-side searches. */
  account: { keep: 'memory', content: false },
  admin: { keep: 'memory', content: false },
  'reset-key': { keep: 'memory', content: false },
  'device-search': { keep: 'memory', content: false },
  'saved-searches': { keep: 'memory', content: false },
} as const satisfies Record<string, { keep: 'public' | 'per-user' | 'memory'; content: boolean }>;

export type QueryRoot = keyof typeof QUERY_ROOTS;

export function rootOf(queryKey: readonly unknown[]): (typeof QUERY_ROOTS)[QueryRoot] | undefined {
  const root = queryKey[0];
  return typeof root === 'string' && Object.hasOwn(QUERY_ROOTS, root) ? QUERY_ROOTS[root as QueryRoot] : undefined;
}

export const homeKeys = {
  all: ['home'] as const,
  newlyAdded: () => [...homeKeys.all, 'newly-added'] as const,
  popularPlaces: () => [...homeKeys.all, 'popular-places'] as const,
  testimonials: () => [...homeKeys.all, 'testimonials'] as const,
};

export const guideKeys = {
  all: ['guides'] as const,
  guide: (city: string, area: string | undefined) => [...guideKeys.all, city.toLowerCase(), (area ?? '').toLowerCase()] as const,
};

export const listingKeys = {
  all: ['listings'] as const,
  searches: () => [...listingKeys.all, 'search'] as const,
  search: (body: SearchInput) => [...listingKeys.searches(), body] as const,
  details: (propertyUrl: string) => [...listingKeys.all, 'details', propertyUrl] as const,
  /** A map search's clusters: a search body with the viewport's Bounds and the map's zoom. */
  map: (body: SearchInput & { Zoom: number }) => [...listingKeys.all, 'map', body] as const,
};

export const projectKeys = {
  all: ['projects'] as const,
  list: (filter: Record<string, unknown>) => [...projectKeys.all, 'list', filter] as const,
  details: (key: string) => [...projectKeys.all, 'details', key.toLowerCase()] as const,
};

export const phoneKeys = {
  reveal: (propertyId: number) => ['phone', propertyId] as const,
};

export const referenceKeys = {
  all: ['reference'] as const,
  dropDownData: () => [...referenceKeys.all, 'drop-down-data'] as const,
  locations: (cityId: number) => [...referenceKeys.all, 'locations', cityId] as const,
  submitFormOptions: () => [...referenceKeys.all, 'submit-form-options'] as const,
  /** A location's asking median for one purpose and type (the listing form's price check). */
  askingMedian: (purposeId: number, typeId: number, locationId: number) => [...referenceKeys.all, 'asking-median', purposeId, typeId, locationId] as const,
};

export const listingWriteKeys = {
  all: ['my-listings'] as const,
  forEdit: (id: number) => [...listingWriteKeys.all, 'edit', id] as const,
  lists: () => [...listingWriteKeys.all, 'list'] as const,
  list: (status: ListingStatus) => [...listingWriteKeys.lists(), status] as const,
  insight: () => [...listingWriteKeys.all, 'insight'] as const,
  /** The open reports about the owner's listings and their answers. */
  reports: () => [...listingWriteKeys.all, 'reports'] as const,
  /** A listing's "Photo-checked" state and the photos last sent for it. */
  photoCheck: (id: number) => [...listingWriteKeys.all, 'photo-check', id] as const,
};

export const accountKeys = {
  all: ['account'] as const,
  /** Keyed by user so one person's profile can never be shown to the next one on this device. */
  profile: (userName: string) => [...accountKeys.all, 'profile', userName.toLowerCase()] as const,
  /** The numbers the signed-in person has proved by SMS, keyed by user as the profile is. */
  verifiedPhones: (userName: string) => [...accountKeys.all, 'verified-phones', userName.toLowerCase()] as const,
  resetKey: (key: string) => ['reset-key', key] as const,
};

export const adminKeys = {
  all: ['admin'] as const,
  pending: ['admin', 'pending'] as const,
  reported: ['admin', 'reported'] as const,
  users: (query: string) => ['admin', 'users', query] as const,
  audit: ['admin', 'audit'] as const,
  societies: ['admin', 'societies'] as const,
  projects: ['admin', 'projects'] as const,
  photoChecks: ['admin', 'photo-checks'] as const,
  heldEnquiries: ['admin', 'held-enquiries'] as const,
};

export const deviceSearchKeys = {
  search: (criteria: unknown) => ['device-search', criteria] as const,
};

export const savedSearchKeys = {
  account: (userName: string | undefined) => ['saved-searches', 'account', userName] as const,
};

export const enquiryKeys = {
  all: ['enquiries'] as const,
  inbox: () => [...enquiryKeys.all, 'inbox'] as const,
  mine: () => [...enquiryKeys.all, 'mine'] as const,
  thread: (threadId: number) => [...enquiryKeys.all, 'thread', threadId] as const,
  byLink: (threadId: number, key: string) => ['enquiry-link', threadId, key] as const,
  figure: (propertyId: number) => ['listings', 'response-figure', propertyId] as const,
};
