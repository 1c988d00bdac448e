import type { Translation } from './i18n.ts';
import type { suggestionMessages } from './suggestion-messages.ts';

const suggestions: Translation<typeof suggestionMessages> = {
  one: {
    areaBetween: (low: string, high: string, unit: string) => `${low} سے ${high} ${unit}`,
    areaFrom: (low: string, unit: string) => `${low} ${unit} سے زیادہ`,
    priceBetween: (high: string, low: string) => `${low} سے ${high} روپے تک`,
    priceUpTo: (high: string) => `${high} روپے تک`,
    priceFrom: (low: string) => `${low} روپے سے زیادہ`,
    withoutWords: (words: string) => `”${words}“ کے الفاظ کے بغیر`,
    anywhereIn: (city: string, places: string) => `${city} میں کہیں بھی، صرف ${places} نہیں`,
    anywhere: (places: string) => `کہیں بھی، صرف ${places} نہیں`,
    placesMore: (first: string, more: number) => `${first} اور ${more} مزید`,
    placesTwo: (first: string, second: string) => `${first} اور ${second}`,
    anyBedrooms: 'بیڈ رومز کی کوئی بھی تعداد',
    anyBathrooms: 'باتھ رومز کی کوئی بھی تعداد',
    anySize: 'کوئی بھی رقبہ',
    anyPrice: 'کوئی بھی قیمت',
    allTypes: (type: string) => `تمام اقسام، صرف ${type} نہیں`,
    rentAsWell: 'برائے فروخت کے ساتھ برائے کرایہ بھی',
    saleAsWell: 'برائے کرایہ کے ساتھ برائے فروخت بھی',
    allPakistan: 'پورا پاکستان',
  },
  several: {
    anyPrice: 'کوئی بھی قیمت',
    anySize: 'کوئی بھی رقبہ',
    anyRooms: 'کمروں کی کوئی بھی تعداد',
    withoutWords: (words: string) => `”${words}“ کے بغیر`,
    anywhereIn: (place: string) => `${place} میں کہیں بھی`,
    pakistan: 'پاکستان',
    allTypes: 'تمام اقسام',
    separator: '، ',
  },
  unknownUnit: 'مربع فٹ',
  unknownCity: 'شہر',
  unknownType: 'اس قسم',
};

export default { suggestions };
