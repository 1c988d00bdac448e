import { GUIDE_MIN_LISTINGS } from '../../contract/constants.ts';
import type { Translation } from '../../contract/i18n.ts';
import type { guideMessages } from './guide-messages.ts';

const guides: Translation<typeof guideMessages> = {
  title: (place) => `${place} کی علاقائی گائیڈ`,
  heading: (place) => `${place}: علاقائی گائیڈ`,
  loading: 'علاقائی گائیڈ لوڈ ہو رہی ہے',
  notFoundTitle: 'اس جگہ کی کوئی گائیڈ نہیں',
  notFoundText: 'اس پتے پر کوئی علاقائی گائیڈ نہیں۔ اس کی بجائے پراپرٹیز تلاش کریں۔',
  failedTitle: 'گائیڈ لوڈ نہیں ہو سکی',
  failedText: 'براہ کرم اپنا کنکشن دیکھیں اور دوبارہ کوشش کریں۔',
  searchProperties: 'پراپرٹیز تلاش کریں',
  intro: (place) => `بسیرا پر ${place} میں گھروں کے مالکان فی مرلہ (225 مربع فٹ) کیا مانگ رہے ہیں۔`,
  askingNote: 'یہ مانگی گئی قیمتیں ہیں، یعنی مالکان اور ایجنٹ اپنے اشتہارات میں جو مانگتے ہیں، وہ قیمتیں نہیں جن پر گھر بکے۔',
  liveListings: (count) => `\u2066${count}\u2069 فعال اشتہارات`,
  sale: 'برائے فروخت گھر',
  rent: 'کرائے کے گھر',
  perMarla: (price) => `${price} فی مرلہ`,
  perMarlaMonth: (price) => `${price} فی مرلہ ماہانہ`,
  medianOf: (count) => `\u2066${count}\u2069 فعال گھروں کی درمیانی قیمت`,
  noMedian: 'ابھی قیمت اور رقبے والا کوئی فعال گھر نہیں۔',
  fewForMedian: 'مارکیٹ قیمت کے لیے ابھی کافی اشتہارات نہیں',
  fewListings: (count) => `\u2066${count}\u2069 فعال گھر: مارکیٹ قیمت \u2066${GUIDE_MIN_LISTINGS}\u2069 گھروں سے دی جاتی ہے۔`,
  trendTitle: 'پچھلے 12 مہینے',
  trendCaption: 'ہر مہینے پہلی بار کسی قیمت پر پیش کیے گئے گھروں کی فی مرلہ درمیانی مانگی گئی قیمت۔',
  trendEmpty: 'پچھلے سال کی قیمتیں رجحان دکھانے کے لیے کم ہیں۔',
  trendSummary: (from, fromMonth, to, toMonth) => `${fromMonth} میں ${from} فی مرلہ سے ${toMonth} میں ${to} تک۔`,
  popularSearches: 'مقبول تلاشیں',
  search: {
    housesSale: (place) => `${place} میں برائے فروخت گھر`,
    housesRent: (place) => `${place} میں کرائے کے گھر`,
    plotsSale: (place) => `${place} میں برائے فروخت پلاٹ`,
    flatsRent: (place) => `${place} میں کرائے کے فلیٹ`,
    marlaHouses: (marla, place) => `${place} میں ${marla} مرلہ برائے فروخت گھر`,
    kanalHouses: (place) => `${place} میں 1 کنال برائے فروخت گھر`,
  },
  areasTitle: (city) => `${city} کے علاقے`,
  areaListings: (count) => `\u2066${count}\u2069 اشتہارات`,
  cityGuide: (city) => `${city} کی علاقائی گائیڈ`,
  guideLink: (place) => `${place} کی علاقائی گائیڈ`,
  preview: (place, sale, rent) => `${place} میں گھروں کی مانگی گئی قیمتیں: فروخت ${sale}، کرایہ ${rent}۔ یہ فروخت کی قیمتیں نہیں۔`,
  previewNone: 'کافی اشتہارات نہیں',
};

export default { guides };
