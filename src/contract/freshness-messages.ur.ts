import type { Translation } from './i18n.ts';
import { EXPIRE_AFTER_DAYS, FRESHNESS_LINK_DAYS } from './freshness.ts';
import type { FreshnessMessages } from './freshness-messages.ts';

const freshness: Translation<typeof FreshnessMessages> = {
  confirmButton: 'دستیابی کی تصدیق کریں',
  renewButton: 'تجدید کریں',
  expiredBadge: 'مدت ختم',
  expiredOwner: `${EXPIRE_AFTER_DAYS} دن سے تصدیق نہیں ہوئی، اس لیے یہ تلاش سے چھپا دی گئی ہے۔ دوبارہ دکھانے کے لیے تجدید کریں۔`,
  confirmed: 'شکریہ: پراپرٹی کے اب بھی دستیاب ہونے کی تصدیق ہو گئی ہے۔',
  renewed: 'پراپرٹی کی تجدید ہو گئی ہے اور یہ دوبارہ تلاش میں ہے۔',
  notConfirmable: 'صرف آپ کی فعال یا مدت ختم شدہ پراپرٹی کی تصدیق ہو سکتی ہے۔',
  linkUsed: 'یہ لنک پہلے استعمال ہو چکا ہے۔ آپ میری پراپرٹیز سے پراپرٹی کی دوبارہ تصدیق کر سکتے ہیں۔',
  linkExpired: `اس لنک کی مدت ختم ہو گئی ہے: لنک ${FRESHNESS_LINK_DAYS} دن تک چلتے ہیں۔ آپ میری پراپرٹیز سے پراپرٹی کی تصدیق کر سکتے ہیں۔`,
  linkInvalid: 'یہ لنک درست نہیں۔ براہِ کرم اسے ای میل سے دوبارہ کھولیں، یا میری پراپرٹیز سے پراپرٹی کی تصدیق کریں۔',
  linkGone: 'اس پراپرٹی کی اب تصدیق نہیں ہو سکتی: یہ فروخت ہو گئی، ہٹا دی گئی یا جانچ کی منتظر ہے۔',
};

export default { freshness };
