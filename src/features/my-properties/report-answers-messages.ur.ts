import type { Translation } from '../../contract/i18n.ts';
import { Limits } from '../../contract/constants.ts';
import type { reportAnswersMessages } from './report-answers-messages.ts';

const reportAnswers: Translation<typeof reportAnswersMessages> = {
  heading: 'آپ کی لسٹنگز کے بارے میں رپورٹس',
  intro: 'وزٹرز نے ہمیں بتایا ہے کہ شاید کچھ غلط ہے۔ ہماری ٹیم ہر رپورٹ دیکھتی ہے؛ فیصلے سے پہلے آپ نوٹ اور تصویروں کے ساتھ جواب دے سکتے ہیں۔',
  reasons: 'کیا رپورٹ کیا گیا',
  reasonCount: (text: string, count: number) => `${text} (${count})`,
  answered: (count: number) => (count === 1 ? 'آپ ایک بار جواب دے چکے ہیں۔' : `آپ ${count} بار جواب دے چکے ہیں۔`),
  answer: 'رپورٹس کا جواب دیں',
  noteLabel: 'آپ کا جواب',
  noteHint: `بتائیں کہ لسٹنگ میں کیا درست ہے، مثلاً مکان نمبر یا تصویریں کب لی گئیں۔ زیادہ سے زیادہ ${Limits.reportAnswerNote} حروف۔`,
  photosLabel: 'تصویریں (اختیاری)',
  photosHint: `زیادہ سے زیادہ ${Limits.reportAnswerPhotos} تصویریں، JPEG یا PNG، مثلاً مکان نمبر کی تختی یا کاغذات کا پہلا صفحہ۔`,
  send: 'جواب بھیجیں',
  sending: 'بھیجا جا رہا ہے…',
  cancel: 'منسوخ کریں',
  openListing: 'لسٹنگ کھولیں',
};

export default { reportAnswers };
