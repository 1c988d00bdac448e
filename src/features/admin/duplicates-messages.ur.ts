import type { Translation } from '../../contract/i18n.ts';
import type { duplicatesMessages } from './duplicates-messages.ts';

const adminDuplicates: Translation<typeof duplicatesMessages> = {
  heading: 'ممکنہ نقول',
  photosMatch: (id: number) => `تصاویر کسی دوسرے اکاؤنٹ کی لسٹنگ #${id} سے ملتی ہیں`,
  textMatch: (id: number) => `تفصیل کسی دوسرے اکاؤنٹ کی لسٹنگ #${id} سے ملتی ہے`,
  ownPhotosMatch: (id: number) => `تصاویر اسی اکاؤنٹ کی لسٹنگ #${id} سے ملتی ہیں`,
  ownTextMatch: (id: number) => `تفصیل اسی اکاؤنٹ کی لسٹنگ #${id} سے ملتی ہے`,
  thisListing: (id: number) => `یہ لسٹنگ (#${id})`,
  otherListing: (id: number) => `لسٹنگ #${id}`,
  samePhoto: 'بالکل وہی تصویر',
  bitsApart: (bits: number) => `فنگر پرنٹ کے 64 میں سے ${bits} بٹ مختلف ہیں`,
  alike: (percent: number) => `تفصیلات ${percent}٪ ملتی جلتی ہیں`,
  by: (name: string) => `از ${name}`,
  deleted: 'حذف شدہ',
  noPhoto: 'کوئی تصویر نہیں',
  open: 'اسے کھولیں',
  compared: (id: number) => `میں نے اس لسٹنگ کا موازنہ لسٹنگ #${id} سے کر لیا ہے`,
  compareFirst: 'منظوری سے پہلے ہر موازنے پر نشان لگائیں۔',
  phoneListings: (count: number) => `یہ فون نمبر ${count} فعال لسٹنگز پر ہے۔`,
};

export default { adminDuplicates };
