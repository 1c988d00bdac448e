import { defineMessages } from '../contract/i18n.ts';

/**
 * What the offline layer tells the user: the outbox's kinds, states and toasts, the drafts' fallback
 * name, the install offer, web-push notices and the update prompt. The Urdu is in offline-messages.ur.ts.
 */
export const offlineMessages = defineMessages('offline', {
  kinds: {
    listing: 'Property listing',
    enquiry: 'Enquiry',
    contact: 'Contact message',
    marketing: 'Marketing phone',
    favourite: 'Favourite',
    report: 'Report',
    logout: 'Log out',
    'enquiry-reply': 'Reply to an enquiry',
    'enquiry-status': 'Enquiry status',
    // Every kind is named: outbox/logic.ts reads these as a Record of its kinds (no import back, no cycle).
  },
  states: {
    waiting: 'Waiting',
    sending: 'Sending…',
    sent: 'Sent',
    'needs-attention': 'Needs attention',
  },
  untitledListing: 'Untitled listing',
  untitledDraft: 'Untitled draft',
  favouriteSave: (title: string) => `Save: ${title}`,
  favouriteRemove: (title: string) => `Remove: ${title}`,
  logoutSummary: 'Ending the session on the server',
  enquiryReplySummary: (title: string) => `Reply: ${title}`,
  enquiryCloseSummary: (title: string) => `Close: ${title}`,
  enquiryOpenSummary: (title: string) => `Open again: ${title}`,
  queuedTitle: 'Saved offline, it will be sent when you are back online',
  queuedText: 'You can follow it in your Outbox.',
  saveFailedTitle: 'This could not be saved on your phone',
  saveFailedText: 'Its storage refused it. Your text is still in the form: try again when you are back online.',
  deviceFullTitle: 'This could not be saved on this device',
  deviceFullText: 'Your phone is out of room. Everything is still in the form: free some space and save again.',
  deviceFullPhotosText: 'Your phone is out of room. Everything is still in the form: free some space, or try with fewer photos.',
  sent: (kind: string) => `Sent: ${kind}`,
  noConnection: 'No connection.',
  noAnswer: 'No answer in time.',
  install: {
    title: 'Install Basera',
    text: 'Keep it on your home screen: it opens fast and works without a connection.',
    action: 'Install',
  },
  push: {
    offerTitle: 'Saved to your favourites',
    offerText: 'Get a notification when its price drops or it is sold?',
    offerAction: 'Turn on',
    onTitle: 'Notifications are on',
    onText: 'This device will be told of news.',
    offTitle: 'Notifications are off',
    offText: 'You can allow them in the browser\'s site settings.',
    failedTitle: 'Notifications could not be turned on',
    failedText: 'This browser could not reach its push service. E-mail still works.',
  },
  // Said once per device, when the worker has every core page (src/lib/offline-ready.ts), not when it is merely ready.
  readyOffline: {
    title: 'Ready to use offline',
    text: 'Search, listings you opened, Add Property, Recently viewed and your Outbox now open without a connection.',
  },
  update: {
    title: 'New version available',
    text: 'Reload to get the latest improvements.',
    action: 'Reload',
  },
});
