import type { Translation } from '../contract/i18n.ts';
import type { offlineMessages } from './offline-messages.ts';

const offline: Translation<typeof offlineMessages> = {
  kinds: {
    listing: 'پراپرٹی کی لسٹنگ',
    enquiry: 'پوچھ گچھ',
    contact: 'رابطے کا پیغام',
    marketing: 'مارکیٹنگ فون نمبر',
    favourite: 'پسندیدہ',
    report: 'شکایت',
    logout: 'لاگ آؤٹ',
    'enquiry-reply': 'پوچھ گچھ کا جواب',
    'enquiry-status': 'پوچھ گچھ کی حالت',
  },
  states: {
    waiting: 'انتظار میں',
    sending: 'بھیجا جا رہا ہے…',
    sent: 'بھیج دیا گیا',
    'needs-attention': 'توجہ درکار ہے',
  },
  untitledListing: 'بغیر عنوان کی لسٹنگ',
  untitledDraft: 'بغیر عنوان کا مسودہ',
  favouriteSave: (title: string) => `پسندیدہ میں شامل کریں: ${title}`,
  favouriteRemove: (title: string) => `پسندیدہ سے ہٹائیں: ${title}`,
  logoutSummary: 'سرور پر سیشن ختم کیا جا رہا ہے',
  enquiryReplySummary: (title: string) => `جواب: ${title}`,
  enquiryCloseSummary: (title: string) => `بند کریں: ${title}`,
  enquiryOpenSummary: (title: string) => `دوبارہ کھولیں: ${title}`,
  queuedTitle: 'آف لائن محفوظ ہو گیا، آن لائن ہوتے ہی بھیج دیا جائے گا',
  queuedText: 'آپ اسے اپنے آؤٹ باکس میں دیکھ سکتے ہیں۔',
  saveFailedTitle: 'یہ آپ کے فون پر محفوظ نہیں ہو سکا',
  saveFailedText: 'فون کی اسٹوریج نے اسے قبول نہیں کیا۔ آپ کی لکھی ہوئی چیزیں فارم میں موجود ہیں: آن لائن ہونے پر دوبارہ کوشش کریں۔',
  deviceFullTitle: 'یہ اس ڈیوائس پر محفوظ نہیں ہو سکا',
  deviceFullText: 'آپ کے فون میں جگہ ختم ہو گئی ہے۔ سب کچھ فارم میں موجود ہے: کچھ جگہ خالی کر کے دوبارہ محفوظ کریں۔',
  deviceFullPhotosText: 'آپ کے فون میں جگہ ختم ہو گئی ہے۔ سب کچھ فارم میں موجود ہے: کچھ جگہ خالی کریں، یا کم تصاویر کے ساتھ کوشش کریں۔',
  sent: (kind: string) => `بھیج دیا گیا: ${kind}`,
  noConnection: 'کنکشن نہیں ہے۔',
  noAnswer: 'وقت پر جواب نہیں آیا۔',
  install: {
    title: 'بسیرا انسٹال کریں',
    text: 'اسے اپنی ہوم اسکرین پر رکھیں: یہ جلدی کھلتی ہے اور انٹرنیٹ کے بغیر بھی چلتی ہے۔',
    action: 'انسٹال کریں',
  },
  push: {
    offerTitle: 'آپ کے پسندیدہ میں محفوظ ہو گئی',
    offerText: 'قیمت کم ہونے یا فروخت ہونے پر اطلاع چاہیے؟',
    offerAction: 'آن کریں',
    onTitle: 'اطلاعات آن ہیں',
    onText: 'اس ڈیوائس کو نئی خبروں کی اطلاع ملے گی۔',
    offTitle: 'اطلاعات بند ہیں',
    offText: 'آپ براؤزر کی سائٹ سیٹنگز میں انہیں اجازت دے سکتے ہیں۔',
    failedTitle: 'اطلاعات آن نہیں ہو سکیں',
    failedText: 'یہ براؤزر اپنی پُش سروس تک نہیں پہنچ سکا۔ ای میل پھر بھی آتی رہے گی۔',
  },
  readyOffline: {
    title: 'اب انٹرنیٹ کے بغیر بھی استعمال کے لیے تیار',
    text: 'تلاش، آپ کی کھولی ہوئی پراپرٹیز، پراپرٹی شامل کریں، حال ہی میں دیکھی گئیں اور آپ کا آؤٹ باکس اب کنکشن کے بغیر بھی کھلتے ہیں۔',
  },
  update: {
    title: 'نیا ورژن دستیاب ہے',
    text: 'تازہ ترین بہتریاں حاصل کرنے کے لیے دوبارہ لوڈ کریں۔',
    action: 'دوبارہ لوڈ کریں',
  },
};

export default { offline };
