import type { Translation } from '../../contract/i18n.ts';
import type { badgeMessages } from './badge-messages.ts';

const badges: Translation<typeof badgeMessages> = {
  label: 'تصدیق',
  phone: {
    name: 'تصدیق شدہ فون',
    explain: (date: string) =>
      `${date} کو اشتہار دینے والے نے وہ کوڈ درج کیا جو ہم نے اشتہار کے فون نمبر پر ایس ایم ایس سے بھیجا تھا، یعنی یہ نمبر انہی تک پہنچتا ہے۔ اس سے یہ ثابت نہیں ہوتا کہ جائیداد کا مالک کون ہے: کوئی بھی رقم دینے سے پہلے جگہ خود دیکھیں۔`,
  },
  photos: {
    name: 'تصاویر کی جانچ شدہ',
    explain: (date: string, until: string) =>
      `${date} کو مالک نے ہمیں نئی تصاویر بھیجیں جن میں مکان یا پلاٹ کا نمبر نظر آتا ہے، اور ہماری ٹیم نے انہیں اس اشتہار کی تصاویر سے ملایا۔ یہ جانچ ${until} تک یا تصاویر بدلنے تک قائم ہے۔ اس سے یہ ثابت نہیں ہوتا کہ جائیداد کا مالک کون ہے: کوئی بھی رقم دینے سے پہلے جگہ خود دیکھیں۔`,
  },
  what: (name: string) => `”${name}“ کا مطلب`,
  close: 'بند کریں',
};

export default { badges };
