import { defineMessages } from '../contract/i18n.ts';

/**
 * Amounts in words as Pakistanis say them: 'PKR 1.5 Crore' in English, '1.5 کروڑ
 * روپے' in Urdu. The English is the spec's; the Urdu is in price-messages.ur.ts.
 */
export const priceMessages = defineMessages('price', {
  arab: 'Arab',
  crore: 'Crore',
  lakh: 'Lakh',
  thousand: 'Thousand',
  amount: (words: string) => `PKR ${words}`,
  monthly: (amount: string) => `${amount}/month`,
});
