import { defineMessages } from '../contract/i18n.ts';

/** Relative times of cards, the listing page and the offline banner (dates.ts, freshness.ts, saved-age.ts); the Urdu is in time-messages.ur.ts. */
export const timeMessages = defineMessages('time', {
  justNow: 'Just now',
  yesterday: 'Yesterday',
  minutesAgo: (n: number) => `${n} minute${n === 1 ? '' : 's'} ago`,
  hoursAgo: (n: number) => `${n} hour${n === 1 ? '' : 's'} ago`,
  daysAgo: (n: number) => `${n} day${n === 1 ? '' : 's'} ago`,
  confirmedToday: 'Confirmed available today',
  confirmedYesterday: 'Confirmed available yesterday',
  confirmedDaysAgo: (days: number) => `Confirmed available ${days} days ago`,
  savedJustNow: 'saved just now',
  savedMinutesAgo: (n: number) => `saved ${n} minute${n === 1 ? '' : 's'} ago`,
  savedHoursAgo: (n: number) => `saved ${n} hour${n === 1 ? '' : 's'} ago`,
  savedDaysAgo: (n: number) => `saved ${n} day${n === 1 ? '' : 's'} ago`,
});
