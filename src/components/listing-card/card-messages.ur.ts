import type { Translation } from '../../contract/i18n.ts';
import type { cardMessages } from './card-messages.ts';

const card: Translation<typeof cardMessages> = {
  photoAlt: (title: string, n: number) => `${title}، تصویر ${n}`,
  noPhotos: 'ابھی کوئی تصویر نہیں',
  viewPhotos: (count: number, title: string) => (count === 1 ? `${title} کی تصویر دیکھیں` : `${title} کی تمام ${count} تصاویر دیکھیں`),
  details: 'تفصیل',
  separator: '، ',
  saveFavourite: 'پسندیدہ میں رکھیں',
  removeFavourite: 'پسندیدہ سے نکالیں',
  saved: 'محفوظ',
  save: 'محفوظ کریں',
  comparePicked: '✓ موازنہ',
  compareAdd: '+ موازنہ',
  compareOpen: (n: number) => `${n} کا موازنہ کریں`,
  priceReduced: (by: string) => `قیمت ${by} کم ہوئی`,
  distance: (km: string) => `${km} کلومیٹر دور`,
};

export default { card };
