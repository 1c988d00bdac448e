/**
 * API paths relative to /api (spec section 7). The server matches them case-insensitively;
 * the client uses exactly these spellings.
 */
export const API_ROOT = '/api';

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
  forgotPassword: 'ForgotPassword/ForgotPassword',
  resetPassword: 'ForgotPassword/ResetPassword',
  contactUs: 'Contact/Us',
  contactPropertyOwner: 'Contact/PropertyOwner',
  marketingRegisterPhone: 'Marketing/Register/PhoneNumber/',
  marketingIsPhoneRegistered: 'Marketing/Contacts/IsPhoneNumberRegistered',
  image: 'Images/Image',
} as const;

export type ApiPath = (typeof ApiPaths)[keyof typeof ApiPaths];

/** Builds the URL the browser fetches for an image variant (spec: api/Images/Image?upload=&size=&quality=). */
export function imageUrl(upload: string, size: string, quality = 80): string {
  const q = new URLSearchParams({ upload, size, quality: String(quality) });
  return `${API_ROOT}/${ApiPaths.image}?${q.toString()}`;
}
