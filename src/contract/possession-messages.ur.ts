import type { Translation } from './i18n.ts';
import { MAX_INSTALMENT_AMOUNT, MAX_INSTALMENTS } from './constants.ts';
import type { possessionMessages } from './possession-messages.ts';

const possession: Translation<typeof possessionMessages> = {
  notStated: 'نہیں بتایا',
  instalmentsPaid: 'ادا شدہ اقساط',
  instalmentsRemaining: 'باقی اقساط',
  instalmentAmount: 'فی قسط رقم (روپے)',
  instalmentsHint: 'صرف اگر یہ قسطوں پر ہے: کتنی ادا ہو چکی ہیں اور کتنی باقی ہیں۔',
  instalmentsTitle: 'اقساط',
  paidOf: (paid: number, total: number) => `${total} میں سے ${paid} اقساط ادا شدہ`,
  remaining: (n: number) => `${n} اقساط باقی`,
  each: (amount: string) => `فی قسط ${amount}`,
  left: (amount: string) => `${amount} ادا کرنا باقی`,
  filterAny: 'قبضے کی کوئی بھی حیثیت',
  info: (term: string) => `"${term}" کا مطلب`,
  close: 'بند کریں',
  explain: {
    possession: 'قبضہ: سوسائٹی نے پلاٹ حوالے کر دیا ہے۔ اس کی حد بندی زمین پر ہو چکی ہے، اور نقشہ منظور ہونے پر مالک اس پر تعمیر کر سکتا ہے۔',
    'non-possession': 'بغیر قبضہ: پلاٹ کا نمبر اور الاٹمنٹ لیٹر مل چکا ہے، مگر سوسائٹی نے ابھی پلاٹ حوالے نہیں کیا، عموماً اس لیے کہ سڑکیں اور سہولیات مکمل نہیں۔ قبضے تک اس پر تعمیر نہیں ہو سکتی۔',
    'allocation-letter': 'الاٹمنٹ لیٹر: سوسائٹی کا خط جو فائل رکھنے والے کو دیا گیا پلاٹ (نمبر، گلی اور بلاک) بتاتا ہے، اکثر قرعہ اندازی کے بعد۔ یہ فائل اور قبضے کے درمیان کا مرحلہ ہے۔',
    file: 'فائل: کسی سوسائٹی میں مقررہ سائز کے پلاٹ کا حق، جو پلاٹوں کے نمبر لگنے سے پہلے خریدا جاتا ہے اور سوسائٹی کے دفتر میں ٹرانسفر سے آگے بیچا جاتا ہے۔ پلاٹ فارم فائل سے پہلے کا بکنگ فارم ہے۔ ادائیگی سے پہلے سوسائٹی سے تصدیق کریں کہ فائل اصلی اور سوسائٹی منظور شدہ ہے۔',
    instalments: 'باقی اقساط: سوسائٹی کے منصوبے کے تحت ابھی واجب الادا رقوم۔ فائل یا پلاٹ کا خریدار یہ اپنے ذمے لیتا ہے اور مانگی گئی قیمت کے علاوہ ادا کرتا ہے۔',
  },
  rules: {
    status: 'قبضے کی حیثیت قبضہ، بغیر قبضہ، الاٹمنٹ لیٹر یا فائل میں سے ایک ہونی چاہیے۔',
    notForType: 'قبضے کی حیثیت صرف پلاٹ، پلاٹ فائل اور پلاٹ فارم کے لیے ہے۔',
    formIsFile: 'پلاٹ فارم ایسی فائل ہے جو ابھی کسی پلاٹ سے نہیں جڑی: فائل چنیں۔',
    fileAtMostAllocated: 'پلاٹ فائل یا تو فائل ہے یا اس کا الاٹمنٹ لیٹر ہے: ان میں سے ایک چنیں۔',
    plotAtLeastAllocated: 'پلاٹ کا کم از کم الاٹمنٹ لیٹر ہوتا ہے: الاٹمنٹ لیٹر، بغیر قبضہ یا قبضہ چنیں۔',
    instalmentsNotForType: 'اقساط صرف پلاٹ، پلاٹ فائل اور پلاٹ فارم کے لیے ہیں۔',
    bothCounts: 'براہِ کرم ادا شدہ اور باقی اقساط دونوں درج کریں۔',
    noInstalments: 'منصوبے میں کم از کم ایک قسط ہوتی ہے: اگر کوئی قسط نہیں تو دونوں خالی چھوڑ دیں۔',
    tooMany: `منصوبے میں کل زیادہ سے زیادہ ${MAX_INSTALMENTS} اقساط ہو سکتی ہیں۔`,
    amountWithoutCounts: 'فی قسط رقم کے ساتھ ادا شدہ اور باقی اقساط بھی درج کریں۔',
    paid: `ادا شدہ اقساط 0 سے ${MAX_INSTALMENTS} تک کا پورا عدد ہونا چاہیے۔`,
    remainingCount: `باقی اقساط 0 سے ${MAX_INSTALMENTS} تک کا پورا عدد ہونا چاہیے۔`,
    amount: `فی قسط رقم 1 سے ${MAX_INSTALMENT_AMOUNT.toLocaleString('en')} روپے تک کا پورا عدد ہونی چاہیے۔`,
  },
};

export default { possession };
