import type { Translation } from '../../contract/i18n.ts';
import type { cardMessages } from './card-messages.ts';

const card: Translation<typeof cardMessages> = {
  photoAlt: (title: string, n: number) => `${title}، تصویر ${n}`,
  noPhotos: 'ابھی کوئی تصویر نہیں',
  viewPhotos: (count: number, title: string) => (count === 1 ? `${title} کی تصویر دیکھیں` : `${title} کی تمام ${count} تصاویر دیکھیں`),
  details: 'تفصیل',
  separator: '، ',
  saveFavourite: 'پسندیدہ میں رکھیں',
  removeFavourite: 'پسندیدہ سے نکالیں',
  saved: 'محفوظ',
  save: 'محفوظ کریں',
  comparePicked: '✓ موازنہ',
  compareAdd: '+ موازنہ',
  compareOpen: (n: number) => `${n} کا موازنہ کریں`,
  priceReduced: (by: string) => `قیمت ${by} کم ہوئی`,
  distance: (km: string) => `${km} کلومیٹر دور`,
  posterKind: { Owner: 'مالک', Agent: 'ایجنٹ' },
  scheme: {
    cardNotApproved: (authority: string) => `اسکیم ${authority} سے منظور شدہ نہیں`,
    cardUnderReview: (authority: string) => `اسکیم کی منظوری زیرِ غور ہے (${authority})`,
    pageNotApprovedTitle: 'یہ اسکیم منظور شدہ نہیں',
    pageUnderReviewTitle: 'اس اسکیم کی منظوری زیرِ غور ہے',
    pageNotApproved: (authority: string, checked: string) =>
      `${authority} کی فہرست${checked ? `، جو ہم نے ${checked} کو دیکھی،` : ''} میں یہ سوسائٹی یا اسکیم منظور شدہ نہیں دکھائی گئی۔`,
    pageUnderReview: (authority: string, checked: string) =>
      `${authority} کی فہرست${checked ? `، جو ہم نے ${checked} کو دیکھی،` : ''} میں یہ سوسائٹی یا اسکیم زیرِ غور دکھائی گئی ہے۔`,
    advice: 'غیر منظور شدہ اسکیموں کے پلاٹوں اور گھروں کو شاید کبھی بجلی، گیس، پانی یا صاف ملکیت نہ ملے۔ کوئی بھی رقم دینے سے پہلے متعلقہ ادارے سے تصدیق کریں۔',
    source: (authority: string) => `${authority} کی فہرست دیکھیں`,
  },
};

export default { card };
