import type { Translation } from '../../contract/i18n.ts';
import { PHOTO_CHECK_DAYS, PHOTO_CHECK_MAX_PHOTOS } from '../../contract/photo-check-limits.ts';
import type { photoCheckMessages } from './photo-check-messages.ts';

const photoCheck: Translation<typeof photoCheckMessages> = {
  title: 'تصاویر کی جانچ کروائیں',
  action: 'تصاویر کی جانچ کروائیں',
  state: {
    None: 'تصاویر کی جانچ: درخواست نہیں دی گئی',
    Waiting: 'تصاویر کی جانچ: جائزے کی منتظر',
    Checked: (until: string) => `${until} تک تصاویر کی جانچ شدہ`,
    Refused: (reason: string) => `تصاویر کی جانچ مسترد: ${reason}`,
    Lapsed: 'تصاویر کی جانچ کی مدت ختم ہو گئی۔ نشان دوبارہ پانے کے لیے نئی تصاویر بھیجیں۔',
  },
  intro: `ایسی تازہ تصاویر لیں جن میں مکان یا پلاٹ کا نمبر (گیٹ، دیوار یا بورڈ پر) جائیداد کے ساتھ نظر آئے۔ ہماری ٹیم انہیں آپ کے اشتہار کی تصاویر سے ملائے گی۔ جانچ کے بعد آپ کے اشتہار پر ${PHOTO_CHECK_DAYS} دن تک، یا تصاویر بدلنے تک، ”تصاویر کی جانچ شدہ“ کا نشان نظر آئے گا۔`,
  private: 'یہ تصاویر صرف آپ اور ہماری ٹیم دیکھ سکتی ہے: یہ اشتہار پر کبھی نہیں دکھائی جاتیں۔',
  photosLabel: 'نمبر دکھانے والی تصاویر',
  photosHint: `1 سے ${PHOTO_CHECK_MAX_PHOTOS} تصاویر، JPEG یا PNG، ہر ایک 10 MB سے کم۔`,
  chosen: (n: number) => (n === 1 ? 'ایک تصویر منتخب' : `${n} تصاویر منتخب`),
  send: 'جانچ کے لیے بھیجیں',
  sending: 'بھیجی جا رہی ہیں…',
  sentPhotos: 'آپ کی بھیجی گئی تصاویر',
  sentPhotoAlt: (n: number) => `جانچ کی تصویر ${n}`,
  back: 'میری پراپرٹیز پر واپس',
  loadFailed: 'تصاویر کی جانچ لوڈ نہیں ہو سکی',
  checkConnection: 'براہِ کرم اپنا کنکشن دیکھیں اور دوبارہ کوشش کریں۔',
  loading: 'لوڈ ہو رہا ہے…',
  server: {
    sent: 'شکریہ۔ آپ کی تصاویر ہماری ٹیم کی جانچ کی منتظر ہیں۔',
    noPhotos: 'براہِ کرم کم از کم ایک ایسی تصویر شامل کریں جس میں مکان یا پلاٹ کا نمبر نظر آئے۔',
    tooManyPhotos: `آپ زیادہ سے زیادہ ${PHOTO_CHECK_MAX_PHOTOS} تصاویر بھیج سکتے ہیں۔`,
    tooLarge: 'تصاویر بہت بڑی ہیں: براہِ کرم ہر تصویر 10 MB سے کم بھیجیں۔',
    notYours: 'یہ پراپرٹی آپ کے فعال یا زیرِ غور اشتہارات میں نہیں ملی۔',
    alreadyWaiting: 'اس پراپرٹی کی تصاویر پہلے ہی جانچ کی منتظر ہیں۔',
  },
};

export default { photoCheck };
