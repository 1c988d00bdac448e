import { defineMessages } from '../../contract/i18n.ts';

/**
 * Call and WhatsApp on a result card (CardContact.tsx), apart from card-messages.ts: they load with
 * the buttons, after the results, so the home page's first load does not carry them.
 */
export const cardContactMessages = defineMessages('cardContact', {
  call: 'Call',
  /** The listing's reference (src/contract/listing-ref.ts), which search finds: 'Ref 004217'. */
  ref: (ref: string) => `Ref ${ref}`,
  whatsapp: 'WhatsApp',
  showing: 'Getting the number…',
  /** The link once the number is shown: what a screen reader says, as the button showed only the number. */
  callNumber: (phone: string) => `Call ${phone}`,
  whatsappNumber: (phone: string) => `WhatsApp ${phone}`,
  offline: 'You are offline: the number can be shown when you are online again.',
  failed: 'The number could not be shown. Please try again.',
});
