import type { Translation } from '../../contract/i18n.ts';
import type { outboxBadgeMessages } from './outbox-badge-messages.ts';

const outboxBadge: Translation<typeof outboxBadgeMessages> = {
  attentionTitle: (n: number) => (n === 1 ? 'آپ کی بھیجی ہوئی ایک چیز قبول نہیں ہوئی' : `آپ کی بھیجی ہوئی ${n} چیزیں قبول نہیں ہوئیں`),
  attentionText: 'کچھ ضائع نہیں ہوا: درست کر کے دوبارہ بھیجنے کے لیے آؤٹ باکس کھولیں۔',
  attentionAction: 'آؤٹ باکس کھولیں',
};

export default { outboxBadge };
