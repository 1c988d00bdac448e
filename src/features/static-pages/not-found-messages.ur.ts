import type { Translation } from '../../contract/i18n.ts';
import type { notFoundMessages } from './not-found-messages.ts';

const notFound: Translation<typeof notFoundMessages> = {
  title: 'صفحہ نہیں ملا',
  heading: 'ہمیں یہ صفحہ نہیں ملا',
  text: 'ہو سکتا ہے لنک پرانا ہو یا غلط لکھا گیا ہو۔ آئیے آپ کو دوبارہ گھر کی تلاش کی طرف لے چلیں۔',
  home: 'ہوم پیج پر جائیں',
  browse: 'پراپرٹیز دیکھیں',
};

export default { notFound };
