import type { Translation } from '../../contract/i18n.ts';
import { formatShortDate } from '../../lib/dates.ts';
import type { outboxMessages } from './outbox-messages.ts';

const outbox: Translation<typeof outboxMessages> = {
  title: 'آؤٹ باکس',
  intro: 'جو کچھ آپ نے آف لائن ہوتے ہوئے، یا ہمارے سرور کے مصروف ہونے پر بھیجا، وہ یہاں انتظار کرتا ہے اور کنکشن بحال ہوتے ہی خود چلا جاتا ہے۔',
  offlineNow: ' اس وقت آپ آف لائن ہیں۔',
  loading: 'لوڈ ہو رہا ہے…',
  emptyTitle: 'کچھ بھی انتظار میں نہیں',
  emptyText: 'آپ کا بھیجا ہوا سب کچھ ہم تک پہنچ گیا ہے۔',
  home: 'ہوم پیج پر واپس جائیں',
  waitingList: 'بھیجے جانے کے منتظر',
  beingSent: 'یہ اسی وقت بھیجا جا رہا ہے',
  created: 'بنایا گیا',
  nextTry: 'اگلی کوشش',
  tries: 'کوششیں',
  lastProblem: 'آخری مسئلہ',
  next: {
    afterLogin: 'آپ کے لاگ اِن کرنے کے بعد',
    online: 'جب آپ دوبارہ آن لائن ہوں',
    now: 'ابھی',
    seconds: (s: number) => `${s} سیکنڈ میں`,
    minutes: (min: number) => `${min} منٹ میں`,
  },
  today: (time: string) => `آج ${time}`,
  on: (date: Date, time: string) => `${formatShortDate(date, 'ur')}، ${time}`,
  logInToSend: 'بھیجنے کے لیے لاگ اِن کریں',
  logInToSendLabel: (summary: string) => `بھیجنے کے لیے لاگ اِن کریں: ${summary}`,
  retry: 'ابھی دوبارہ بھیجیں',
  retryLabel: (summary: string) => `ابھی دوبارہ بھیجیں: ${summary}`,
  edit: 'ترمیم',
  editLabel: (summary: string) => `ترمیم: ${summary}`,
  discard: 'ختم کریں',
  discardLabel: (summary: string) => `ختم کریں: ${summary}`,
  sent: 'بھیج دیے گئے',
  clearSent: 'بھیجے گئے صاف کریں',
  sentIntro: 'یہ ہم تک پہنچ گئے۔ یہ ایک دن تک یہاں دکھائی دیں گے۔',
  discardTitle: 'اسے ختم کر دیں؟',
  discardText: (kind: string, summary: string) => `${kind} "${summary}" نہیں بھیجا جائے گا، اور اسے واپس نہیں لایا جا سکے گا۔`,
};

export default { outbox };
