import type { Translation } from '../../src/contract/i18n.ts';
import type { keyPageMessages } from './key-page-messages.ts';

const keyPages: Translation<typeof keyPageMessages> = {
  home: 'بسیرا — پورے پاکستان میں گھر',
  myProperties: 'میری پراپرٹیز',
  titleSuffix: ' | بسیرا',
  linkInvalidTitle: 'یہ لنک کام نہیں کرتا',
  linkInvalid: 'یہ لنک درست نہیں۔ براہِ کرم اسے ای میل سے دوبارہ کھولیں۔',
  confirmAlerts: {
    title: 'الرٹس کی تصدیق کریں؟',
    body: 'بسیرا آپ کو اس تلاش کی نئی پراپرٹیز ای میل کرے گا۔',
    button: 'الرٹس کی تصدیق کریں',
    doneTitle: 'الرٹس کی تصدیق ہو گئی',
    done: (name: string) => `آپ کو ”${name}“ کی نئی پراپرٹیز ای میل سے ملیں گی۔ ہر الرٹ میں انہیں بند کرنے کا لنک ہوتا ہے۔`,
    failedTitle: 'یہ لنک اب کام نہیں کرتا',
    failed: 'تصدیق کے لنک 7 دن تک اور صرف ایک بار چلتے ہیں۔ نیا لنک پانے کے لیے تلاش دوبارہ محفوظ کریں۔',
  },
  stopAlerts: {
    title: 'یہ الرٹس بند کریں؟',
    button: 'یہ الرٹس بند کریں',
    doneTitle: 'الرٹس بند ہو گئے',
    done: (name: string) => `اب آپ کو ”${name}“ کے الرٹس نہیں ملیں گے۔ آپ انہیں محفوظ تلاشوں میں دوبارہ چالو کر سکتے ہیں۔`,
    favouritesDone: 'اب آپ کو اپنی پسندیدہ پراپرٹیز کی خبریں نہیں ملیں گی: نہ ای میل، نہ اطلاع۔ آپ کی پسندیدہ پراپرٹیز جوں کی توں رہیں گی۔',
    failedTitle: 'یہ لنک اب کام نہیں کرتا',
    failed: 'ہو سکتا ہے محفوظ تلاش حذف کر دی گئی ہو۔',
  },
  stillAvailable: {
    title: 'کیا آپ کی پراپرٹی اب بھی دستیاب ہے؟',
    body: 'خریداروں کو بتانے کے لیے کہ یہ اب بھی دستیاب ہے، بٹن دبائیں۔ یہ تلاش میں رہے گی، اور اس کے کارڈ پر تاریخ آج سے دوبارہ شروع ہو گی۔',
    button: 'اب بھی دستیاب ہے',
    renewedTitle: 'دوبارہ تلاش میں',
    confirmedTitle: 'شکریہ',
    failedTitle: 'یہ لنک کام نہیں کرتا',
  },
};

export default { keyPages };
