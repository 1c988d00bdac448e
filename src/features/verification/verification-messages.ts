import { defineMessages } from '../../contract/i18n.ts';

/** The admin's mailed Approve / Reject links' landing page; the Urdu is in verification-messages.ur.ts. */
export const verificationMessages = defineMessages('verification', {
  titles: { approve: 'Approve Property', reject: 'Reject Property' },
  working: { approve: 'Approving the property…', reject: 'Rejecting the property…' },
  offline: 'You seem to be offline. Please check your connection and open the link again.',
  incomplete: 'This approval link is not complete. Please open it again from the e-mail.',
  home: 'Go to the home page',
  // The server's answers, which name the listing (server/services/listings-write.ts).
  approved: (title: string) => `The property "${title}" is approved and now live.`,
  rejected: (title: string) => `The property "${title}" is rejected.`,
});
