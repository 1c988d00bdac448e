import { defineMessages } from '../../contract/i18n.ts';

/** About, Privacy and the registration notice; the Urdu is in static-messages.ur.ts. The 404 page's are in not-found-messages.ts. */
export const staticMessages = defineMessages('static', {
  browse: 'Browse properties',
  about: {
    title: 'About Us',
    heading: 'A place to settle, wherever you are in Pakistan',
    lead: (brand: string) =>
      `${brand} means a home, a place to settle. We built it so that finding one feels less like a chore and more like the start of something good.`,
    p1: (brand: string) =>
      `Buying, selling or renting a property is one of the biggest decisions a family makes. Yet too often it means endless phone calls, out-of-date listings and prices nobody can compare. ${brand} brings homes, flats, plots and shops from across the country together in one simple place, with clear prices in PKR and the measures people actually use: marla, kanal and square feet.`,
    p2: 'Anyone can list a property for free. Every new listing is checked by our team before it goes live, so what you browse is real. Owners and agents hear from genuine buyers and tenants straight through the enquiry form on each listing.',
    p3: (brand: string) =>
      `We know connections are not always steady, so ${brand} works like an app: add it to your home screen, keep browsing the listings you have seen when the signal drops, and draft a listing on the go.`,
    honestTitle: 'Honest listings',
    honestText: 'Every property is reviewed before it is published, and sold properties come down.',
    pakistanTitle: 'Made for Pakistan',
    pakistanText: 'Prices in lakh and crore, areas in marla and kanal, cities from Karachi to Gilgit.',
    phoneTitle: 'Works on any phone',
    phoneText: 'Light, fast and usable offline, so a weak signal never stops your search.',
    talk: 'Talk to us',
  },
  registration: {
    title: 'Confirm your e-mail',
    heading: 'Thank you for registering!',
    text: 'Please check your e-mail to confirm your account. We have sent you a link; open it and your account will be ready to use.',
    spam: "Can't find the e-mail? It can take a few minutes to arrive, and sometimes it lands in the spam folder.",
    login: 'Go to Log In',
  },
  privacy: {
    title: 'Privacy Policy',
    heading: (brand: string) => `How ${brand} looks after your information`,
    lead: 'Plain words about what we keep, why we keep it and what you can do about it.',
    updated: 'Last updated: 21 November 2026',
    whoTitle: 'Who we are',
    who: (brand: string) =>
      `${brand} is an online property portal for buying, selling and renting homes in Pakistan. When this policy says “we” or “us”, it means the team that runs ${brand}. You can reach us at`,
    whoEnd: '.',
    canUseTitle: (brand: string) => `Who can use ${brand}`,
    canUse: (brand: string) =>
      `You must be at least 13 years old to use ${brand}. We do not knowingly collect information from anyone younger. If you believe a child under 13 has given us information, write to us and we will delete it.`,
    keepTitle: 'What we keep',
    accountLabel: 'Your account:',
    account: 'your first and last name, user name, e-mail address, password (stored only as a one-way hash, never in readable form), and, if you add them, your phone number, address, a few words about yourself and a profile photo.',
    listingsLabel: 'Your listings:',
    listings: 'the details of each property you submit (title, description, price, area, location, features and photos) together with the contact name, e-mail address and phone number you give for it, and its status (waiting for approval, live, rejected or sold).',
    enquiriesLabel: 'Enquiries and messages:',
    enquiries: 'what you send to a property owner through a listing, or to us through the contact page: your name, e-mail address, phone number and your message.',
    technicalLabel: 'Technical records:',
    technical: 'short-lived server logs (such as the time of a request and the address it came from) that help us keep the service secure and working.',
    photosTitle: 'Your photos',
    photos: 'Photos you upload are re-encoded on our servers and stripped of location data (GPS coordinates) and other hidden details recorded by your camera or phone before they are stored or shown to anyone.',
    useTitle: 'How we use it',
    use1: 'To run your account and show your listings to people searching for a property.',
    use2: 'To review new listings before they are published.',
    use3: 'To pass your enquiry to the owner of the property you asked about.',
    use4: 'To send you e-mails you need, such as confirming your account or resetting your password.',
    use5: (brand: string) => `To keep ${brand} safe, for example by stopping spam and abuse.`,
    noSale: 'We do not sell your information and we do not show third-party advertising based on it.',
    seeTitle: 'Who can see what',
    see: (brand: string) =>
      `A live listing is public: anyone can see its details, photos and the contact name and phone number you gave for it. Your account details, your password and listings that are not live are visible only to you and to the ${brand} team. When you send an enquiry, the property owner receives your name, e-mail address, phone number and message so that they can reply to you.`,
    deviceTitle: 'On your device',
    device: (brand: string) =>
      `${brand} keeps your sign-in and a copy of pages you have visited in your browser's storage so that it stays signed in and works without a connection. Listings or messages you create while offline wait on your device until they can be sent. Signing out removes your sign-in; clearing your browser's site data removes the rest.`,
    howLongTitle: 'How long we keep it',
    howLong: 'We keep your account and listings for as long as your account is open. A listing you delete is removed from public view at once. Enquiries and contact messages are kept only as long as we need them to handle your request and to deal with abuse. You can ask us to close your account and delete your information at any time.',
    choicesTitle: 'Your choices',
    choices: 'You can see and correct your profile from your account pages, edit or delete your listings at any time, and write to us at',
    choicesEnd: ' to get a copy of your information or to have it deleted.',
    changesTitle: 'Changes to this policy',
    changes: 'If we change this policy in a way that matters, we will say so on this page and, where we can, tell you by e-mail before the change takes effect.',
    questions: 'Questions?',
    contactUs: 'Contact us',
    realPerson: ' and a real person will reply.',
  },
});
