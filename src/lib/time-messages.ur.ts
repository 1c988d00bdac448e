import type { Translation } from '../contract/i18n.ts';
import type { timeMessages } from './time-messages.ts';

const time: Translation<typeof timeMessages> = {
  justNow: 'ابھی ابھی',
  yesterday: 'کل',
  minutesAgo: (n: number) => `${n} منٹ پہلے`,
  hoursAgo: (n: number) => (n === 1 ? 'ایک گھنٹہ پہلے' : `${n} گھنٹے پہلے`),
  daysAgo: (n: number) => `${n} دن پہلے`,
  confirmedToday: 'آج تصدیق ہوئی کہ دستیاب ہے',
  confirmedYesterday: 'کل تصدیق ہوئی کہ دستیاب ہے',
  confirmedDaysAgo: (days: number) => `${days} دن پہلے تصدیق ہوئی کہ دستیاب ہے`,
  savedJustNow: 'ابھی محفوظ کیا گیا',
  savedMinutesAgo: (n: number) => `${n} منٹ پہلے محفوظ کیا گیا`,
  savedHoursAgo: (n: number) => (n === 1 ? 'ایک گھنٹہ پہلے محفوظ کیا گیا' : `${n} گھنٹے پہلے محفوظ کیا گیا`),
  savedDaysAgo: (n: number) => `${n} دن پہلے محفوظ کیا گیا`,
};

export default { time };
