import { defineMessages } from '../../src/contract/i18n.ts';

/**
 * The texts of the mails sent to account holders, in the language each chose (issue 16, item 1:
 * `users.language`, remembered from the pages they use). The Urdu is in mail-messages.ur.ts. Mails to
 * the site's own team (approval, contact form) stay English.
 */
export const mailMessages = defineMessages('mail', {
  signature: 'Basera — Homes across Pakistan',
  buttonFallback: (url: string) => `If the button does not work, open this address: ${url}`,
  hello: (name: string) => `Assalam-o-Alaikum ${name},`,
  helloNoName: 'Assalam-o-Alaikum,',
  confirmation: {
    subject: 'Confirm your e-mail address for Basera',
    body: 'Thank you for registering with Basera. Please confirm your e-mail address to start using your account.',
    expiry: 'This link works once and expires in 48 hours.',
    button: 'Confirm my e-mail address',
  },
  reset: {
    subject: 'Reset your Basera password',
    body: 'Someone (hopefully you) asked to reset the password of your Basera account.',
    expiry: 'The link works once and expires in 1 hour. If you did not ask for it, you can ignore this e-mail.',
    button: 'Choose a new password',
  },
  enquiry: {
    subject: (title: string) => `Enquiry about your property: ${title}`,
    interested: (name: string, title: string) => `${name} is interested in your property "${title}".`,
    yourListing: 'Your listing',
    name: (value: string) => `Name: ${value}`,
    email: (value: string) => `E-mail: ${value}`,
    phone: (value: string) => `Phone: ${value}`,
    reply: 'Reply to this e-mail to answer them directly.',
  },
  decision: {
    reason: (reason: string) => `Reason: ${reason}`,
    noteApproved: (note: string) => `A note from our team: ${note}`,
    noteRejected: (note: string) => `Note from our team: ${note}`,
    liveSubject: (title: string) => `Your property is live: ${title}`,
    rejectedSubject: (title: string) => `Your property was not approved: ${title}`,
    approved: (title: string) => `Good news: "${title}" is approved and visible to everyone.`,
    seeListing: 'See your listing',
    rejected: (title: string) => `We could not approve "${title}".`,
    editAgain: 'You can edit it under My Properties (Rejected) and send it again.',
  },
  underReview: {
    subject: (title: string) => `Your property is under review: ${title}`,
    hidden: (title: string) => `Several visitors reported a problem with "${title}", so it is hidden from search and its page while our team checks it.`,
    reported: (reasons: string) => `What they reported: ${reasons}.`,
    advice: 'You still see it under My Properties. If the listing is correct, you need do nothing: we will put it back and tell you. If something is out of date, you can delete it and list it again with the right details.',
  },
  myProperties: 'My Properties',
  moderation: {
    note: (note: string) => `Our team's note: ${note}`,
    reported: (reasons: string) => `What visitors reported: ${reasons}.`,
    dismissSubject: (title: string) => `Your property is visible again: ${title}`,
    dismiss: (title: string) => `We checked the reports about "${title}" and found nothing wrong. It is back in search.`,
    warnSubject: (title: string) => `Please check your property: ${title}`,
    warn: (title: string) => `Visitors reported a problem with "${title}". It stays on Basera, but please correct it.`,
    warnRepeat: 'Listings that keep being reported are removed.',
    hideSubject: (title: string) => `Your property was removed from Basera: ${title}`,
    hide: (title: string) => `After checking the reports about "${title}", our team has taken it off the site.`,
    rejectSubject: (title: string) => `Your property was not approved: ${title}`,
    reject: (title: string) => `After checking the reports about "${title}", our team could not keep it on the site.`,
    rejectAgain: 'You can correct it under My Properties (Rejected) and send it again.',
  },
  favourite: {
    dropped: (title: string, drop: string, price: string) => `The price of "${title}" dropped by ${drop}: it is now ${price}.`,
    sold: (title: string) => `"${title}", one of your favourites, is sold.`,
    removed: (title: string) => `"${title}", one of your favourites, is no longer listed.`,
    droppedSubject: (title: string) => `Price dropped: ${title}`,
    soldSubject: (title: string) => `Sold: ${title}`,
    removedSubject: (title: string) => `No longer listed: ${title}`,
    seeListing: 'See the listing',
    why: 'You get this because the listing is in your favourites. Take the heart away to hear no more about it.',
    yourFavourites: 'Your favourites',
    stop: 'Stop news of my favourites',
  },
  stillAvailable: {
    subject: (title: string) => `Is your property still available? ${title}`,
    unconfirmed: (title: string) => `Your listing "${title}" has not been confirmed for a month. Buyers and tenants trust listings that are kept up to date.`,
    press: (date: string) => `If it is still available, press the button below: no login is needed. If we hear nothing, it leaves search on ${date}; you can renew it from My Properties at any time.`,
    expiry: (days: number) => `The link works once and expires in ${days} days. If the property is sold, please mark it sold under My Properties.`,
    button: 'Still available',
  },
  expired: {
    subject: (title: string) => `Your property is hidden from search: ${title}`,
    hidden: (title: string) => `Your listing "${title}" was not confirmed for 45 days, so it is no longer shown in search.`,
    howBack: 'To bring it back, press the button below (no login needed), or open My Properties, where it is marked Expired, and press Renew. It returns to search at once.',
    myProperties: (url: string) => `My Properties: ${url}`,
    expiry: (days: number) => `The button works once and expires in ${days} days.`,
    button: 'Still available: show it again',
  },
});
