import type { Translation } from '../../contract/i18n.ts';
import type { constructionMessages } from './construction-messages.ts';

const construction: Translation<typeof constructionMessages> = {
  title: 'تعمیری لاگت',
  intro: 'تعمیر کا خرچ اندازہ کریں: کورڈ ایریا ضرب گرے اسٹرکچر اور فنشنگ کا فی مربع فٹ ریٹ۔',
  areaLabel: 'کورڈ ایریا',
  areaHint: 'ہر منزل کا تعمیر شدہ رقبہ، پلاٹ نہیں: دو منزلہ 5 مرلہ گھر اکثر تقریباً 1,800 مربع فٹ کا ہوتا ہے۔',
  areaInvalid: 'کوئی عدد لکھیں، جیسے 1800۔',
  unitLabel: 'اکائی',
  units: { sqft: 'مربع فٹ', marla: 'مرلہ', kanal: 'کنال' },
  marlaLabel: 'مرلے کا سائز',
  marlaOption: (size: string) => `${size} مربع فٹ`,
  inSquareFeet: (sqft: string) => `${sqft} مربع فٹ`,
  cityLabel: 'شہر',
  otherCity: 'کوئی اور شہر',
  yourCity: 'آپ کا شہر',
  finishLegend: 'فنشنگ',
  finishes: {
    economy: { label: 'اکانومی', note: 'مقامی ٹائلیں اور فٹنگز، سادہ پینٹ اور لکڑی کا کام۔' },
    standard: { label: 'اسٹینڈرڈ', note: 'اچھے مقامی برانڈ، پورسلین ٹائلیں، کچھ فالس سیلنگ۔' },
    premium: { label: 'پریمیم', note: 'درآمد شدہ فٹنگز، ماربل یا بڑی ٹائلیں، خاص لکڑی کا کام۔' },
  },
  greyLabel: 'گرے اسٹرکچر ریٹ (روپے فی مربع فٹ)',
  greyHint: 'ڈھانچہ، دیواریں، چھت، پلستر، اور دیواروں کے اندر پلمبنگ اور وائرنگ۔',
  finishLabel: 'فنشنگ ریٹ (روپے فی مربع فٹ)',
  rateInvalid: 'روپوں میں ریٹ لکھیں، جیسے 3150۔',
  ratesCity: (city: string, asOf: string) =>
    `${city} کے لیے طے شدہ ریٹ: لاہور کے بلڈرز کی ${asOf} میں شائع شدہ حدوں کا درمیانہ۔ اپنے ٹھیکیدار کے تخمینے سے انہیں بدل لیں۔`,
  ratesNational: (city: string, asOf: string) =>
    `${city} کے لیے ہمارے پاس اپنے اعداد نہیں؛ طے شدہ ریٹ لاہور کے ${asOf} کے ہیں۔ کسی مقامی ٹھیکیدار کے تخمینے سے انہیں بدل لیں۔`,
  resetRates: 'طے شدہ ریٹ استعمال کریں',
  resultTitle: 'اندازاً لاگت',
  resultEmpty: 'لاگت دیکھنے کے لیے کورڈ ایریا لکھیں۔',
  totalLabel: 'کل',
  greyCost: 'گرے اسٹرکچر',
  finishCost: 'فنشنگ',
  perSqft: (rate: string) => `ملا کر ${rate} فی مربع فٹ`,
  excludes: 'شامل نہیں: پلاٹ، منظوری اور یوٹیلیٹی کنکشن کی فیس، چار دیواری، اور آرکیٹیکٹ یا ٹھیکیدار کی فیس اگر الگ لی جائے۔',
};

export default { 'tools.construction': construction };
