import { defineMessages } from './i18n.ts';

/**
 * What the price rule (price-text.ts) says when it cannot read a price, from the form and in the
 * server's 400. A catalog of its own, not messages.ts, so only the form and the server load it.
 */
export const priceTextMessages = defineMessages('priceText', {
  invalid: 'Property price must be an amount such as 8500000, "85 lakh" or "1.5 crore".',
  fraction: 'Property price must be whole rupees.',
  tooLarge: 'Property price must be less than 100 crore.',
});
