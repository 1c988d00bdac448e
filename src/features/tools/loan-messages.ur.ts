import type { LoanPreset } from '../../lib/loan.ts';
import type { Translation } from '../../contract/i18n.ts';
import type { loanMessages } from './loan-messages.ts';

const loan: Translation<typeof loanMessages> = {
  title: 'ہوم لون کیلکولیٹر',
  intro: 'گھر کی ماہانہ قسط دیکھیں، سود کل کتنا بنتا ہے، اور قرض سال بہ سال کیسے کم ہوتا ہے۔',
  presetLegend: 'کسی مثال سے شروع کریں',
  presets: {
    bank: {
      label: 'بینک ہوم لون',
      note: (p: LoanPreset) => `${p.years} سال کے لیے سالانہ ${p.rate} %، ${p.downPercent} % پیشگی: ایک سالہ کائبور جمع 3 %۔`,
    },
    mgma1: {
      label: 'میرا گھر – میرا آشیانہ، درجہ 1',
      note: (p: LoanPreset, limit: string) =>
        `${limit} تک کے قرض پر پہلے ${p.fixedYears ?? p.years} سال ${p.rate} % مقررہ، ${p.downPercent} % پیشگی؛ پہلا گھر 5 مرلے تک یا فلیٹ 1,360 مربع فٹ تک۔`,
    },
    mgma2: {
      label: 'میرا گھر – میرا آشیانہ، درجہ 2',
      note: (p: LoanPreset, limit: string) =>
        `20 لاکھ روپے سے اوپر ${limit} تک کے قرض پر پہلے ${p.fixedYears ?? p.years} سال ${p.rate} % مقررہ، ${p.downPercent} % پیشگی؛ گھر وہی جو درجہ 1 میں۔`,
    },
  },
  asOf: (date: string) => `مثالی اعداد ${date} کے مطابق۔`,
  presetHint: 'انتخاب کرنے سے نیچے کے اعداد بھر جاتے ہیں؛ ان میں سے کوئی بھی بدل سکتے ہیں۔',
  afterSubsidy: 'رعایتی 10 سال کے بعد ہم بینک کی اپنی شرح فرض کرتے ہیں، ایک سالہ کائبور + 3 %۔ اپنے بینک سے پوچھ لیں کہ کیا ہو گی۔',
  priceLabel: 'پراپرٹی کی قیمت (روپے)',
  downLabel: 'پیشگی ادائیگی (%)',
  downHint: (amount: string) => `${amount} پیشگی`,
  rateLabel: 'سالانہ شرح (%)',
  yearsLabel: 'مدت (سال)',
  yearsHint: '1 سے 30 سال تک۔',
  secondRateLegend: 'اگر شرح بدلے (اختیاری)',
  fixedLabel: 'پہلی شرح کے سال',
  afterLabel: 'پھر سالانہ شرح (%)',
  incomeLabel: 'ماہانہ آمدنی (روپے، اختیاری)',
  incomeHint: 'قسط کا آپ کی آمدنی سے موازنہ کرنے کے لیے۔',
  invalidNumber: 'کوئی عدد لکھیں۔',
  downTooHigh: 'پیشگی ادائیگی 100 % سے زیادہ نہیں ہو سکتی۔',
  badYears: '1 سے 30 تک پورے سال لکھیں۔',
  badRate: '0 سے 100 % تک شرح لکھیں۔',
  fixedWithinTerm: 'پوری مدت سے کم سال لکھیں۔',
  needSecondRate: 'بعد والی شرح لکھیں۔',
  resultTitle: 'آپ کی قسط',
  resultEmpty: 'قسط دیکھنے کے لیے قیمت، پیشگی، شرح اور مدت لکھیں۔',
  nothingToBorrow: '100 % پیشگی پر قرض لینے کو کچھ نہیں بچتا۔',
  instalmentLabel: 'ماہانہ قسط',
  instalmentAfter: (amount: string, year: number) => `پھر سال ${year} سے ${amount} ماہانہ`,
  loanAmount: 'قرض کی رقم',
  totalInterest: 'کل سود',
  totalPaid: 'کل واپسی',
  warnLowDown: (min: number) =>
    `${min} % سے کم پیشگی زیادہ تر بینکوں کی شرط سے کم ہے؛ اس پر بھروسا کرنے سے پہلے اپنے بینک سے پوچھ لیں۔`,
  warnIncome: (share: number, instalment: string) =>
    `${instalment} کی قسط آپ کی ماہانہ آمدنی کے ${share} % سے زیادہ ہے۔ بینک اس حد سے آگے شاذ ہی قرض دیتے ہیں، اور باقی ضروریات کے لیے کم بچتا ہے۔`,
  warnSchemeLimit: (limit: string) => `یہ درجہ ${limit} تک قرض دیتا ہے۔ زیادہ کے لیے کوئی اور درجہ یا بینک کا اپنا قرض چاہیے۔`,
  tableCaption: 'سال بہ سال (روپے)',
  tableYear: 'سال',
  tableOpening: 'ابتدائی بقایا',
  tablePrincipal: 'اصل رقم کی ادائیگی',
  tableInterest: 'سود کی ادائیگی',
  tableClosing: 'اختتامی بقایا',
  tableRegion: 'سال بہ سال جدول',
};

export default { 'tools.loan': loan };
