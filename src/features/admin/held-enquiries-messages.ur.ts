import type { Translation } from '../../contract/i18n.ts';
import type { heldEnquiriesMessages } from './held-enquiries-messages.ts';

const adminHeldEnquiries: Translation<typeof heldEnquiriesMessages> = {
  tab: 'روکی گئی پوچھ گچھ',
  loading: 'روکی گئی پوچھ گچھ لوڈ ہو رہی ہے…',
  loadFailed: 'روکی گئی پوچھ گچھ لوڈ نہیں ہو سکی',
  checkConnection: 'براہِ کرم اپنا کنکشن دیکھیں اور دوبارہ کوشش کریں۔',
  tryAgain: 'دوبارہ کوشش کریں',
  empty: 'کوئی پوچھ گچھ روکی نہیں گئی۔',
  waiting: (n: number) => `${n} روکی گئیں، پرانی پہلے۔`,
  intro: 'بغیر اکاؤنٹ کسی کی پہلی پوچھ گچھ روک لی جاتی ہے جب اس میں کوئی لنک یا اسپام لفظ ہو؛ بھیجنے والے کو بھی تصدیق کا لنک ای میل کیا گیا تھا۔ اصل پوچھ گچھ جاری کریں: اشتہار دینے والے کو یہ نئی پوچھ گچھ کی طرح ملے گی۔ اسپام حذف کریں: یہ ہمیشہ کے لیے ختم ہو جائے گی۔',
  from: 'بھیجنے والا:',
  reason: { link: 'اس میں لنک ہے', words: 'اس میں اسپام الفاظ ہیں' },
  listingOff: 'اشتہار عوامی نہیں ہے',
  messageLabel: 'پیغام',
  release: 'جاری کریں',
  delete: 'حذف کریں…',
  deleteTitle: 'یہ پوچھ گچھ حذف کریں؟',
  deleteText: (name: string, title: string) => `”${title}“ کے بارے میں ${name} کی پوچھ گچھ ہمیشہ کے لیے حذف ہو جائے گی۔ اشتہار دینے والا اسے کبھی نہیں دیکھے گا۔`,
  deleteConfirm: 'حذف کریں',
  cancel: 'منسوخ',
  releaseFor: (name: string) => `${name} کی پوچھ گچھ جاری کریں`,
  deleteFor: (name: string) => `${name} کی پوچھ گچھ حذف کریں`,
  server: {
    released: 'پوچھ گچھ اشتہار دینے والے کو بھیج دی گئی۔',
    alreadyReleased: 'یہ پوچھ گچھ پہلے ہی اشتہار دینے والے کو بھیجی جا چکی ہے۔',
    deleted: 'پوچھ گچھ حذف ہو گئی۔',
    notHeld: 'یہ پوچھ گچھ اب روکی ہوئی نہیں: یہ اشتہار دینے والے کو بھیجی جا چکی ہے، اس لیے یہاں حذف نہیں ہو سکتی۔',
    notFound: 'یہ پوچھ گچھ نہیں ملی: شاید پہلے ہی حذف ہو چکی ہے۔',
  },
};

export default { adminHeldEnquiries };
