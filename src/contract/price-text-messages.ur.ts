import type { Translation } from './i18n.ts';
import type { priceTextMessages } from './price-text-messages.ts';

const priceText: Translation<typeof priceTextMessages> = {
  invalid: 'قیمت ایسے لکھیں: 8500000، "85 لاکھ" یا "1.5 کروڑ"۔',
  fraction: 'قیمت پورے روپوں میں لکھیں۔',
  tooLarge: 'قیمت 100 کروڑ سے کم ہونی چاہیے۔',
};

export default { priceText };
