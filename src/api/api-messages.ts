import { defineMessages } from '../contract/i18n.ts';

/**
 * What the API layer says itself, and the server's fixed answers that reach the account, listing
 * and approval screens: these are English on the wire, and `localize` (toasts, fields, status boxes)
 * finds their Urdu here. The Urdu is in api-messages.ur.ts.
 */
export const apiMessages = defineMessages('api', {
  offlineTitle: 'You seem to be offline',
  offlineText: 'Please check your connection and try again.',
  timeout: 'The server did not answer in time.',
  unreachable: 'The network is not reachable.',
  server: {
    loggedIn: 'You are logged in.',
    noCityGuide: 'There is no guide for this city.',
    noAreaGuide: 'There is no guide for this area.',
    loggedOut: 'You are logged out.',
    profileSaved: 'Your profile is saved.',
    passwordChanged: 'Your password is changed.',
    linkUsable: 'The link can be used.',
    deleted: 'The property is deleted.',
    markedSold: 'The property is marked as sold.',
    photoTooLarge: 'The photo is too large: please choose one under 10 MB.',
    onePhoto: 'Please choose one photo.',
    imagesTooLarge: 'The images are too large: please send smaller photos.',
    accountCreated: 'Your account is created. Please check your e-mail and confirm your address to log in.',
    confirmLinkInvalid: 'This confirmation link is not valid or has expired. Log in to get a new one.',
    wrongLogin: 'The user name or password is incorrect.',
    confirmFirstResent: 'Please confirm your e-mail address first. We have sent you a new confirmation link.',
    confirmFirstRecent: 'Please confirm your e-mail address first. We sent you a confirmation link a few minutes ago: please check your inbox and spam folder.',
    wrongCurrentPassword: 'The current password is incorrect.',
    resetSent: 'If an account matches, we have sent an e-mail with a link to reset your password. Please check your inbox.',
    passwordReset: 'Your password has been changed. Please log in with your new password.',
    loginToEdit: 'Please log in to edit your property.',
    approvalLinkInvalid: 'This approval link is not valid or has already been used.',
    onlyActiveSold: 'Only an active property of yours can be marked as sold.',
    typeNotFound: 'Property type not found.',
    purposeNotFound: 'Purpose not found.',
    unitNotFound: 'Area unit not found.',
    cityNotFound: 'City not found.',
    locationNotFound: 'Location not found in this city.',
    userNamePattern: 'User name may contain letters, digits, dots, dashes and underscores only.',
    pakistaniMobile: 'Please enter a Pakistani mobile number, e.g. 03001234567.',
    noConnection: 'No connection.',
    tooManyReveals: 'Too many phone numbers were shown to this connection. Please try again later, sign in, or send the owner a message below.',
    // "Phone verified" (src/contract/verification.ts, PhoneMessages): said beside the code field.
    phoneNotMobile: 'Please enter a Pakistani mobile number, e.g. 03001234567: the code comes by SMS.',
    phoneCodeRequired: 'Please enter the code from the SMS.',
    phoneCodeShape: 'The code is 6 digits.',
    phoneCodeWrong: 'That code is not right. Please check the SMS and try again.',
    phoneCodeExpired: 'This code has expired or was tried too often. Please ask for a new one.',
    phoneCodeSent: 'We have sent a code by SMS.',
    phoneVerified: 'Your phone number is verified.',
    smsFailed: 'The SMS could not be sent just now. Please try again in a few minutes.',
  },
});
