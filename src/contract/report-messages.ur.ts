import type { Translation } from './i18n.ts';
import type { reportReasonMessages } from './report-messages.ts';

const reportReasons: Translation<typeof reportReasonMessages> = {
  NotAvailable: 'دستیاب نہیں یا جعلی ہے',
  WrongPrice: 'قیمت غلط ہے',
  WrongArea: 'رقبہ یا علاقہ غلط ہے',
  WrongPhotos: 'تصاویر غلط ہیں',
  Duplicate: 'ایک ہی لسٹنگ دوبارہ',
  Scam: 'پیشگی رقم مانگی گئی یا فراڈ ہے',
  Other: 'کچھ اور',
};

export default { reportReasons };
