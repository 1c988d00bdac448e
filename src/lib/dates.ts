/**
 * Publish dates on cards: relative while fresh ("3 days ago"), then a short calendar date
 * ("12 Oct 2026"). Month names are fixed English so the text does not depend on the browser locale.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Beyond this a relative date is less useful than the calendar date. */
const RELATIVE_DAYS = 7;

function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'} ago`;
}

/** "12 Oct 2026" in the viewer's time zone. */
export function formatShortDate(date: Date): string {
  return `${date.getDate()} ${MONTHS[date.getMonth()] ?? ''} ${date.getFullYear()}`;
}

/** Relative for the last week, calendar date otherwise; '' for a missing or invalid date. */
export function formatPublishDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const time = date.getTime();
  if (!iso || Number.isNaN(time)) return '';
  const diff = now.getTime() - time;
  // Clock skew between server and phone can put a fresh listing slightly in the future.
  if (diff < MINUTE) return 'Just now';
  if (diff < HOUR) return plural(Math.floor(diff / MINUTE), 'minute');
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY);
  if (days === 0) return plural(Math.floor(diff / HOUR), 'hour');
  if (days === 1) return 'Yesterday';
  if (days < RELATIVE_DAYS) return plural(days, 'day');
  return formatShortDate(date);
}
