/**
 * API paths relative to /api (docs/product.md, section 7). The server matches them case-insensitively;
 * the client uses exactly these spellings.
 */
export const API_ROOT = '/api';

export type QueryValue = string | number | boolean | null | undefined;

/**
 * An API address with its query: one spelling for the page's client and the outbox the worker drains
 * (both run it), so a queued write goes to the same address a direct one would.
 */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_ROOT}/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  if (!qs) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
}

/**
 * A queueable write as it goes on the wire: built once from its record by
 * src/offline/outbox/write-requests.ts, sent by the page's API client on the first attempt and by the
 * outbox's sender (page or service worker) on every retry.
 */
export interface WriteRequest {
  url: string;
  method: 'POST';
  headers: Record<string, string>;
  body: FormData | string | null;
}

export const ApiPaths = {
  homeNewlyAdded: 'Home/NewlyAdded',
  homeMostPopularPlaces: 'Home/MostPopularPlaces',
  homeWhatOurClientSays: 'Home/WhatOurClientSays',
  dropDownData: 'Property/GetDropDownData',
  getLocations: 'Property/GetLocations',
  locations: 'Property/Locations',
  submitPropertyDetails: 'Property/SubmitPropertyDetails',
  submitPropertyAnonymous: 'Property/SubmitPropertyAnonymous',
  searchProperty: 'Property/SearchProperty',
  mapSearch: 'Property/MapSearch',
  detailsByUrl: 'Property/GetPropertyDetailsByUrl',
  detailsById: 'Property/GetPropertyDetailsByID',
  activeProperties: 'property/GetActiveProperties',
  pendingProperties: 'property/GetPendingProperties',
  rejectedProperties: 'property/GetRejectedProperties',
  soldProperties: 'property/GetSoldProperties',
  deleteProperty: 'property/DeleteProperty',
  markSoldProperty: 'property/MarkSoldProperty',
  approveProperty: 'property/approve',
  rejectProperty: 'property/reject',
  login: 'Account/Login',
  logout: 'Account/Logout',
  register: 'Account/Register',
  isUserNameAvailable: 'Account/IsUserNameAvailable',
  isEmailRegistered: 'Account/IsEmailRegistered',
  confirmEmail: 'account/confirm/email',
  profile: 'Account/profile',
  saveProfile: 'Account/SaveProfile',
  changePassword: 'Account/ChangePassword',
  areaUnit: 'Account/AreaUnit',
  saveAreaUnit: 'Account/SaveAreaUnit',
  forgotPassword: 'ForgotPassword/ForgotPassword',
  resetPassword: 'ForgotPassword/ResetPassword',
  // Beyond the spec: whether a reset link can still be used, before the form is shown.
  checkResetKey: 'ForgotPassword/CheckKey',
  contactUs: 'Contact/Us',
  contactPropertyOwner: 'Contact/PropertyOwner',
  marketingRegisterPhone: 'Marketing/Register/PhoneNumber/',
  marketingIsPhoneRegistered: 'Marketing/Contacts/IsPhoneNumberRegistered',
  image: 'Images/Image',
  // Beyond the spec: a public listing photo as a 1200×630 link preview (Open Graph), and the area guides.
  shareImage: 'Images/Share',
  areaGuide: 'Guides/Area',
  // Beyond the spec: a signed-in person's favourites.
  favourites: 'Favourites/List',
  favouriteSet: 'Favourites/Set',
  favouritesMerge: 'Favourites/Merge',
  // Beyond the spec: a signed-in person's saved searches and their alerts.
  savedSearches: 'SavedSearches/List',
  savedSearchSave: 'SavedSearches/Save',
  savedSearchDelete: 'SavedSearches/Delete',
  savedSearchByEmail: 'SavedSearches/SaveByEmail',
  // Beyond the spec: web push for a signed-in person's browsers.
  pushKey: 'Push/Key',
  pushSubscribe: 'Push/Subscribe',
  pushUnsubscribe: 'Push/Unsubscribe',
  // Beyond the spec: a visitor reports a listing.
  reportProperty: 'Property/ReportProperty',
  // The owner reads the open reports about their listings, and answers them for the admin.
  reportsAboutMine: 'Property/ReportsAboutMine',
  answerReports: 'Property/AnswerReports',
  // Beyond the spec: the owner says a listing is still available (or renews an expired one).
  confirmAvailable: 'Property/ConfirmAvailable',
  relist: 'Property/Relist',
  // Beyond the spec: visitors' page views and taps, and what the owner reads back.
  propertyEvents: 'Property/Events',
  propertyInsight: 'Property/Insight',
  // Beyond the spec: the owner's phone number of one listing, shown on a tap (the details answer masks it).
  revealPhone: 'Property/RevealPhone',
  // Beyond the spec: Core Web Vitals of a sampled page load (src/contract/vitals.ts).
  vitalsReport: 'Vitals/Report',
  // Beyond the spec: an enquiry as a conversation between the poster and the buyer.
  enquiryInbox: 'Enquiries/Inbox',
  enquiryMine: 'Enquiries/Mine',
  enquiryThread: 'Enquiries/Thread',
  enquiryReply: 'Enquiries/Reply',
  enquirySetStatus: 'Enquiries/SetStatus',
  enquiryHandled: 'Enquiries/Handled',
  enquiryRelease: 'Enquiries/Release',
  responseFigure: 'Enquiries/ResponseFigure',
  // Beyond the spec: a location's asking median per unit, for the listing form's price check.
  askingMedian: 'Property/AskingMedian',
  // Beyond the spec: "Phone verified", a code by SMS to a listing's contact number.
  phoneSendCode: 'Phone/SendCode',
  phoneVerify: 'Phone/Verify',
  phoneVerified: 'Phone/Verified',
  // Beyond the spec: "Photo-checked", fresh photos of the house or plot number checked by our team.
  photoCheckRequest: 'PhotoCheck/Request',
  photoCheckStatus: 'PhotoCheck/Status',
  // Beyond the spec: the admin console's API, for admins only (403 for anyone else).
  adminMe: 'Admin/Me',
  adminPending: 'Admin/Pending',
  adminApprove: 'Admin/Approve',
  adminReject: 'Admin/Reject',
  adminUsers: 'Admin/Users',
  adminSuspend: 'Admin/Suspend',
  adminUnsuspend: 'Admin/Unsuspend',
  adminAudit: 'Admin/Audit',
  adminReported: 'Admin/Reported',
  adminDecideReport: 'Admin/DecideReport',
  adminSocieties: 'Admin/Societies',
  adminSocietySet: 'Admin/SocietySet',
  adminSocietyRemove: 'Admin/SocietyRemove',
  adminProjects: 'Admin/Projects',
  adminProjectSave: 'Admin/ProjectSave',
  adminProjectRemove: 'Admin/ProjectRemove',
  adminProjectLink: 'Admin/ProjectLink',
  adminProjectPhotos: 'Admin/ProjectPhotos',
  // Beyond the spec: new projects, their units and payment plans.
  projectsList: 'Projects/List',
  projectDetails: 'Projects/Details',
  adminPhotoChecks: 'Admin/PhotoChecks',
  adminPhotoCheckApprove: 'Admin/PhotoCheckApprove',
  adminPhotoCheckRefuse: 'Admin/PhotoCheckRefuse',
  adminHeldEnquiries: 'Admin/HeldEnquiries',
  adminHeldRelease: 'Admin/HeldEnquiryRelease',
  adminHeldDelete: 'Admin/HeldEnquiryDelete',
  // Beyond the spec: posters' public profiles and their listings.
  profileDetails: 'Profiles/Agent',
  profileListings: 'Profiles/Listings',
  profileMine: 'Profiles/Mine',
  profileSave: 'Profiles/Save',
  profileSavePhoto: 'Profiles/SavePhoto',
  // Beyond the spec: agencies, their agents and invitations.
  agencyDetails: 'Agencies/Details',
  agencyMine: 'Agencies/Mine',
  agencySave: 'Agencies/Save',
  agencySaveLogo: 'Agencies/SaveLogo',
  agencyInvite: 'Agencies/Invite',
  agencyInviteView: 'Agencies/InviteView',
  agencyAccept: 'Agencies/Accept',
  agencyRemove: 'Agencies/Remove',
  agencyLeave: 'Agencies/Leave',
  agencyInvitePreview: 'Agencies/InvitePreview',
} as const;

export type ApiPath = (typeof ApiPaths)[keyof typeof ApiPaths];

/**
 * Image links made for the admin console carry this parameter, so the service worker keeps such
 * photos (of listings nobody else may see yet) out of its image cache (sw/matchers.ts).
 */
export const ADMIN_IMAGE_MARK = 'console';

/**
 * The upload name an image reference names: answers give image addresses (docs/product.md, section 3: "urls"),
 * older saved copies and edit lists give bare names. An owner's signed `access` comes along.
 */
export function imageSource(ref: string): { upload: string; access: string | null } {
  const at = ref.indexOf('?');
  if (at >= 0 && ref.slice(0, at).endsWith(`/${ApiPaths.image}`)) {
    const q = new URLSearchParams(ref.slice(at + 1));
    return { upload: q.get('upload') ?? '', access: q.get('access') };
  }
  return { upload: ref, access: null };
}

/** Builds the URL the browser fetches for an image variant (spec: api/Images/Image?upload=&size=&quality=). */
export function imageUrl(ref: string, size: string, quality = 80): string {
  const { upload, access } = imageSource(ref);
  const q = new URLSearchParams({ upload, size, quality: String(quality) });
  if (access) q.set('access', access);
  return `${API_ROOT}/${ApiPaths.image}?${q.toString()}`;
}

/** The link-preview card of an upload (1200×630 JPEG), as a path under /api: a page's head makes it absolute. */
export function shareImagePath(upload: string): string {
  return `${API_ROOT}/${ApiPaths.shareImage}?${new URLSearchParams({ upload }).toString()}`;
}
