import { defineMessages } from '../../contract/i18n.ts';

/** Marketing contacts; the Urdu is in marketing-messages.ur.ts. */
export const marketingMessages = defineMessages('marketing', {
  tabTitle: 'Marketing Contacts',
  // The spec names a 'taken' notice without its words; the contract has no text for it yet.
  taken: 'This phone number is already registered.',
  checking: 'Checking whether this number is already registered…',
  free: 'This number is not on the list yet.',
  hint: 'A mobile number such as 03001234567. Tap the field to paste a copied one; +92 becomes 0.',
  eyebrow: 'Marketing',
  title: 'Marketing contacts',
  lead: 'Add a phone number to our marketing list. Numbers are checked as you go, so nobody is added twice.',
  phone: 'Phone Number',
  add: 'Add Phone Number',
  owner: (fullName: string) => `Numbers you add are saved under your name, ${fullName}.`,
});
