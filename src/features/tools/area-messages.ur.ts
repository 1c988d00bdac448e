import type { Translation } from '../../contract/i18n.ts';
import type { areaMessages } from './area-messages.ts';

const area: Translation<typeof areaMessages> = {
  title: 'رقبہ کنورٹر',
  intro: 'کسی بھی اکائی میں رقبہ لکھیں اور باقی سب اکائیوں میں دیکھیں۔',
  amountLabel: 'رقبہ',
  amountInvalid: 'کوئی عدد لکھیں، جیسے 10 یا 7.5۔',
  unitLabel: 'اکائی',
  marlaLegend: 'مرلے کا سائز',
  resultTitle: 'یہی رقبہ ہر اکائی میں',
  resultEmpty: 'تبدیل کرنے کے لیے رقبہ لکھیں۔',
  units: {
    marla: 'مرلہ',
    kanal: 'کنال',
    sqft: 'مربع فٹ',
    sqyd: 'مربع گز',
    sqm: 'مربع میٹر',
    acre: 'ایکڑ',
  },
  marlaSizes: {
    225: { label: '225 مربع فٹ', note: 'ڈی ایچ اے، بحریہ ٹاؤن اور زیادہ تر جدید ہاؤسنگ سوسائٹیاں۔ بسیرا کی لسٹنگز یہی سائز استعمال کرتی ہیں۔' },
    250: { label: '250 مربع فٹ', note: 'کچھ فروخت کنندگان استعمال کرتے ہیں، بتایا جاتا ہے کہ لاہور کے بعض حصوں میں۔ ہمیں اس کا کوئی سرکاری ضابطہ نہیں ملا، اس لیے پوچھ لیں کہ کون سا مرلہ مراد ہے۔' },
    272.25: { label: '272.25 مربع فٹ', note: 'محکمہ مال (پٹواری) کا مرلہ، جو زمین کے ریکارڈ میں چلتا ہے: ایک ایکڑ میں 160 مرلے۔' },
  },
  kanalNote: (marla: string, kanal: string) => `ایک کنال ہمیشہ 20 مرلے کا ہوتا ہے: ${marla} مربع فٹ کے مرلے سے ${kanal} مربع فٹ۔`,
  announce: (area: string, squareFeet: string) => `${area} برابر ہے ${squareFeet} مربع فٹ کے۔`,
  checkNote: 'ایک ہی لفظ کے مختلف سائز ہو سکتے ہیں: ادائیگی سے پہلے پوچھیں کہ پلاٹ کس مرلے میں ناپا گیا ہے، اور کاغذات پر مربع فٹ میں رقبہ دیکھ لیں۔',
};

export default { 'tools.area': area };
