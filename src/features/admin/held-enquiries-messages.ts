import { defineMessages } from '../../contract/i18n.ts';
import { EnquiryMessages } from '../../contract/enquiries.ts';

/**
 * The console's "Held enquiries" queue: first enquiries kept back for a link or a spam word, to send
 * on to the poster or delete. The server's answers are repeated word for word under `server`, so
 * `localize` finds their Urdu. The Urdu is in held-enquiries-messages.ur.ts.
 */
export const heldEnquiriesMessages = defineMessages('adminHeldEnquiries', {
  tab: 'Held enquiries',
  loading: 'Loading the held enquiries…',
  loadFailed: 'The held enquiries could not be loaded',
  checkConnection: 'Please check your connection and try again.',
  tryAgain: 'Try again',
  empty: 'No enquiry is held.',
  waiting: (n: number) => `${n} held, oldest first.`,
  intro: 'A first enquiry from someone without an account is held when it has a link or a spam word; the sender was also mailed a link to confirm it. Release a genuine one: the poster gets it as a new enquiry. Delete spam: it is gone for good.',
  from: 'from',
  reason: { link: 'Has a link', words: 'Has spam words' },
  listingOff: 'The listing is not public',
  messageLabel: 'Message',
  release: 'Release',
  delete: 'Delete…',
  deleteTitle: 'Delete this enquiry?',
  deleteText: (name: string, title: string) => `The enquiry from ${name} about "${title}" is deleted for good. The poster never sees it.`,
  deleteConfirm: 'Delete',
  cancel: 'Cancel',
  releaseFor: (name: string) => `Release the enquiry from ${name}`,
  deleteFor: (name: string) => `Delete the enquiry from ${name}`,
  server: {
    released: EnquiryMessages.adminReleased,
    alreadyReleased: EnquiryMessages.adminAlreadyReleased,
    deleted: EnquiryMessages.adminDeleted,
    notHeld: EnquiryMessages.adminNotHeld,
    notFound: EnquiryMessages.adminNotFound,
  },
});
