import type { Translation } from '../../contract/i18n.ts';
import { PHOTO_CHECK_DAYS } from '../../contract/photo-check-limits.ts';
import type { photoChecksMessages } from './photo-checks-messages.ts';

const adminPhotoChecks: Translation<typeof photoChecksMessages> = {
  tab: 'تصاویر کی جانچ',
  loading: 'تصاویر کی جانچ کی درخواستیں لوڈ ہو رہی ہیں…',
  loadFailed: 'تصاویر کی جانچ کی درخواستیں لوڈ نہیں ہو سکیں',
  checkConnection: 'براہِ کرم اپنا کنکشن دیکھیں اور دوبارہ کوشش کریں۔',
  tryAgain: 'دوبارہ کوشش کریں',
  empty: 'کوئی تصویری جانچ منتظر نہیں۔',
  waiting: (n: number) => `${n} منتظر، پرانی پہلے۔`,
  intro: `صرف اسی صورت منظور کریں جب جانچ کی تصاویر میں اسی جائیداد پر مکان یا پلاٹ کا نمبر نظر آئے جو اشتہار میں دکھائی گئی ہے۔ نشان ${PHOTO_CHECK_DAYS} دن تک، یا مالک کے اشتہار کی تصاویر بدلنے تک رہتا ہے۔`,
  requested: (id: number, owner: string, date: string) => `#${id} · ${owner} · ${date} کو بھیجی گئیں`,
  place: (place: string) => place,
  checkPhotos: 'جانچ کی تصاویر',
  listingPhotos: 'اشتہار کی تصاویر',
  checkPhotoAlt: (n: number) => `جانچ کی تصویر ${n}`,
  listingPhotoAlt: (n: number) => `اشتہار کی تصویر ${n}`,
  noPhotos: 'کوئی تصویر نہیں۔',
  copiedHeading: 'کسی اور اکاؤنٹ سے نقل',
  copiedNote: 'جانچ کی ایک تصویر کسی اور اکاؤنٹ کے اشتہار سے ملتی ہے۔ اسے منظور نہیں کیا جا سکتا: وجہ لکھ کر مسترد کریں۔',
  copiedItem: (id: number, owner: string) => `${owner} کا اشتہار #${id}`,
  samePhoto: 'بالکل وہی تصویر',
  bitsApart: (bits: number) => `فنگر پرنٹ کے 64 میں سے ${bits} بِٹ مختلف`,
  thisCheck: 'جانچ کی تصویر',
  theirPhoto: 'ان کی تصویر',
  approve: 'منظور کریں',
  refuse: 'مسترد کریں…',
  reasonLabel: 'وجہ جو مالک دیکھے گا',
  reasonHint: 'بتائیں کیا بدلنا ہے، مثلاً ”گیٹ پر لکھا نمبر پڑھا نہیں جا سکتا۔“',
  refuseSubmit: 'جانچ مسترد کریں',
  cancel: 'منسوخ',
  refuseFor: (title: string) => `${title} کی تصویری جانچ مسترد کریں`,
  server: {
    copied: 'جانچ کی ایک تصویر کسی اور اکاؤنٹ کے اشتہار سے ملتی ہے: اسے منظور نہیں کیا جا سکتا۔',
    notWaiting: 'یہ تصویری جانچ اب منتظر نہیں: کوئی اس کا فیصلہ کر چکا ہے۔',
    reasonRequired: 'براہِ کرم وہ وجہ لکھیں جو مالک دیکھے گا۔',
  },
};

export default { adminPhotoChecks };
