import type { Translation } from '../contract/i18n.ts';
import type { priceMessages } from './price-messages.ts';

const price: Translation<typeof priceMessages> = {
  arab: 'ارب',
  crore: 'کروڑ',
  lakh: 'لاکھ',
  thousand: 'ہزار',
  amount: (words: string) => `${words} روپے`,
  monthly: (amount: string) => `${amount} ماہانہ`,
};

export default { price };
