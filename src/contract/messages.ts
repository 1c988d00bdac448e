/**
 * User-facing texts quoted by the spec, word for word (typos included: they are the owner's texts).
 * Where the spec says "the product", we use our name (docs/design.md). The server and the shared
 * schemas speak English; the screen shows these texts in Urdu on Urdu pages (messages.ur.ts, and
 * `localize` for a text that arrives from the server).
 */
import { defineMessages } from './i18n.ts';
export const Messages = defineMessages('spec', {
  welcome: 'Welcome to Basera',
  noSearchResults: 'Oops! Properties could not be found. Please try a different search.',
  searchWarningTitle: 'Search may not work properly, please fix the below warning!',
  minPriceAboveMax: 'Min price should be less than or equal to max price.',
  minAreaAboveMax: 'Min area should be less than or equal to max area.',
  serverErrorTitle: 'Server Error',
  serverErrorText: 'Error occured while performing your request',
  badRequestFallback: 'Error occured',
  sessionExpired: 'Please login again, your session got expired.',
  contactFailure: 'Something went wrong, try to come back later!',
  propertySaved: 'Your property is saved successfully and sent Admin for approval.',
  editNotFound: "Sorry! We conuldn't find any property associated like this with your account",
  confirmationInProgress: 'confirmation is in progress...',
  congratulations: 'Congratulations!',
  deleteTitle: 'Delete',
  resetLinkInvalid: 'This password reset link is not valid or has expired. Please ask for a new one.',
  deleteQuestion: 'Are you sure you want to delete this property?',
  // Beyond the spec (issue 14, item 20): a sold listing leaves search and cannot be edited again.
  markSoldTitle: 'Mark as Sold',
  markSoldQuestion: 'Mark this property as sold? It leaves search and can no longer be edited.',
  emptyActive: "Oops! You don't have any active property right now.",
  emptyPending: "Hooray! You don't have any pending property right now.",
  emptyRejected: "Hooray! We are happy for you, as you don't have any rejected property right now.",
  emptySold: "Oops! You didn't sold any property yet.",
  marketingAdded: 'Phone number added successfully.',
  marketingNotAdded: 'Phone number not added!',
  marketingFree: 'Mobile number added successfully.',
  onlyImages: 'Only images are supported to upload',
  onlyImagesAccount: 'Only images are supported.',
  contactStartup: 'We are new startup from Karachi, will update our address as soon as possible!',
  // Server-side answers that the spec leaves to us.
  notFound: 'The requested resource was not found.',
  unexpected: 'Something went wrong on our side. Please try again.',
  invalidRequest: 'The request is not valid.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  uploadsInFlight: 'Your photos are still being received: please wait for them before sending more.',
  // Beyond the spec (issue 15, item 3): on the listing page and in every enquiry mail.
  safetyNotice: 'Stay safe: never pay a token or advance before you have visited the property and checked its documents.',
  // Beyond the spec (issue 15, item 2): reports of bad listings.
  reportThanks: 'Thank you for telling us. Our team will look at this listing.',
  reportAlready: 'You have already reported this listing. Thank you, our team will look at it.',
  reportReasonRequired: 'Please choose what is wrong with this listing.',
  underReviewTitle: 'This listing is under review',
  underReviewText: 'Visitors reported a problem with it, so it is hidden while our team checks it.',
  underReviewBadge: 'Under review',
  underReviewOwner: 'Visitors reported this listing, so it is hidden from search until our team has checked it. We will e-mail you.',
  underReviewNoEdit: 'This property is under review after reports from visitors. You can edit it once our team has decided.',
  hiddenBadge: 'Removed by our team',
  hiddenOwner: 'Our team took this listing off the site after checking reports about it. You can delete it.',
  hiddenNoEdit: 'This property was removed by our team after reports and cannot be edited.',
});

/** Validation messages of docs/product.md, section 5, keyed by form and field. */
export const FieldMessages = defineMessages('fields', {
  login: {
    username: 'User Name or email address filed is required',
    password: 'Password field is required',
  },
  changePassword: {
    currentPassword: 'Current password is required.',
    newPassword: 'New password is required.',
    confirmPassword: 'Confirm password is required.',
  },
  contact: {
    fullName: 'Full name is required',
    emailRequired: 'Email address field is required',
    emailInvalid: 'Email address is not valid',
    phone: 'Phone number field is required',
    subject: 'Subject field is required',
    message: 'Message field is required',
  },
  property: {
    title: 'Property title field is required',
    price: 'Property price field is required',
    purpose: 'Purpose field is required',
    type: 'Property type field is required',
    area: 'Property area field is required',
    areaUnit: 'Area unit field is required',
    description: 'Description field is required',
    city: 'City field is required',
    fullName: 'Full Name is required.',
    emailRequired: 'Email address field is required',
    emailInvalid: 'Email address is invalid',
    phone: 'Phone number field is required',
  },
  forgotPassword: { userNameOrEmail: 'User Name or email address filed is required' },
  registration: {
    firstName: 'First name field is required',
    lastName: 'Last name field is required',
    userName: 'User name field is required',
    userNameTaken: 'User name is already taken, Please try different one',
    emailRequired: 'Email address field is required',
    emailInvalid: 'Email address is not valid',
    emailTaken: 'Email address is already registered, please try to login',
    password: 'Password field is required',
    passwordMin: 'Password must be at least 8 characters long',
    confirmPassword: 'Confirm password field is required',
    confirmMismatch: "Confirm password didn't match",
  },
  enquiry: {
    fullName: 'Full Name is required.',
    email: 'Email is required.',
    phone: 'Phone number is required.',
    message: 'Message is required.',
  },
  profile: {
    firstName: 'First name is required',
    lastName: 'Last name is required',
    userName: 'User name is required',
    email: 'Email address is required',
    phone: 'Phone number is required',
    address: 'Address is required',
    about: 'About me is required',
  },
});
