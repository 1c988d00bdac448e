import type { Translation } from '../../contract/i18n.ts';
import { formatShortDate } from '../../lib/dates.ts';
import type { myPropertiesMessages } from './my-properties-messages.ts';

const dayMonth = new Intl.DateTimeFormat('ur-PK', { day: 'numeric', month: 'long', timeZone: 'UTC' });
/** '2030-03-07' as '7 مارچ'. */
const urduDay = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayMonth.format(date);
};

const myProperties: Translation<typeof myPropertiesMessages> = {
  title: 'میری پراپرٹیز',
  tabs: {
    ActiveProperty: 'فعال',
    PendingProperty: 'زیرِ غور',
    RejectedProperty: 'مسترد',
    SoldProperty: 'فروخت شدہ',
  },
  loading: {
    ActiveProperty: 'آپ کی فعال پراپرٹیز لوڈ ہو رہی ہیں…',
    PendingProperty: 'منظوری کی منتظر پراپرٹیز لوڈ ہو رہی ہیں…',
    RejectedProperty: 'آپ کی مسترد پراپرٹیز لوڈ ہو رہی ہیں…',
    SoldProperty: 'آپ کی فروخت شدہ پراپرٹیز لوڈ ہو رہی ہیں…',
  },
  tabList: 'پراپرٹی کی حالت',
  add: 'پراپرٹی شامل کریں',
  failed: 'آپ کی پراپرٹیز لوڈ نہیں ہو سکیں',
  checkConnection: 'براہِ کرم اپنا کنکشن دیکھیں اور دوبارہ کوشش کریں۔',
  photoAlt: (title: string) => `${title}، پہلی تصویر`,
  noPhoto: 'کوئی تصویر نہیں',
  added: 'شامل کی گئی',
  addedOn: (date: Date) => formatShortDate(date, 'ur'),
  marking: 'قرار دی جا رہی ہے…',
  markSold: 'فروخت شدہ قرار دیں',
  edit: 'ترمیم',
  delete: 'حذف کریں',
  freshness: {
    today: 'آج دستیابی کی تصدیق ہوئی',
    yesterday: 'کل دستیابی کی تصدیق ہوئی',
    daysAgo: (days: number) => `${days} دن پہلے دستیابی کی تصدیق ہوئی`,
    saving: 'محفوظ ہو رہا ہے…',
  },
  insight: {
    heading: 'دیکھنے والے',
    headingFor: (title: string) => `: ${title}`,
    period: (title: string) => `${title} کی مدت`,
    days: (n: number) => `${n} دن`,
    loadFailed: 'اعداد و شمار لوڈ نہیں ہو سکے۔',
    counts: {
      Views: 'وزٹ',
      Reveals: 'نمبر دیکھے گئے',
      Calls: 'کال کے بٹن',
      WhatsApp: 'واٹس ایپ کے بٹن',
      Enquiries: 'پوچھ گچھ',
      Favourites: 'پسندیدہ',
      Matches: 'محفوظ تلاش سے میل',
    },
    number: (n: number) => n.toLocaleString('ur-PK'),
    summaryNone: (days: number) => `پچھلے ${days} دنوں میں روزانہ وزٹ: ابھی کوئی نہیں۔`,
    summary: (days: number, total: number, day: string, most: number) =>
      `پچھلے ${days} دنوں میں روزانہ وزٹ: کل ${total}، سب سے زیادہ ${urduDay(day)} کو (${most})۔`,
  },
};

export default { myProperties };
