/**
 * Publish dates on cards: relative while fresh ("3 days ago"), then a short calendar date
 * ("12 Oct 2026"). Month names are fixed English so the text does not depend on the browser locale.
 */
import { currentLocale } from '../contract/i18n.ts';
import type { Locale } from '../contract/locale.ts';
import { timeMessages as m } from './time-messages.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Beyond this a relative date is less useful than the calendar date. */
const RELATIVE_DAYS = 7;

function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}


/**
 * Made once: building an Intl.DateTimeFormat loads locale data and costs far more than formatting,
 * and the catalogs format a date per outbox entry, draft and listing card.
 */
let urduShortDate: Intl.DateTimeFormat | undefined;

/**
 * "12 Oct 2026" in the viewer's time zone; in Urdu '12 اکتوبر، 2026' (Intl's month names, which
 * have no short forms). The one date format of the catalogs, so English and Urdu cannot drift apart.
 */
export function formatShortDate(date: Date, locale: Locale = currentLocale()): string {
  if (locale === 'ur') {
    urduShortDate ??= new Intl.DateTimeFormat('ur-PK', { day: 'numeric', month: 'long', year: 'numeric' });
    return urduShortDate.format(date);
  }
  // English stays fixed whatever the browser's own locale.
  return `${date.getDate()} ${MONTHS[date.getMonth()] ?? ''} ${date.getFullYear()}`;
}

/** Relative for the last week, calendar date otherwise; '' for a missing or invalid date. */
export function formatPublishDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const time = date.getTime();
  if (!iso || Number.isNaN(time)) return '';
  const diff = now.getTime() - time;
  // Clock skew between server and phone can put a fresh listing slightly in the future.
  if (diff < MINUTE) return m.justNow;
  if (diff < HOUR) return m.minutesAgo(Math.floor(diff / MINUTE));
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY);
  if (days === 0) return m.hoursAgo(Math.floor(diff / HOUR));
  if (days === 1) return m.yesterday;
  if (days < RELATIVE_DAYS) return m.daysAgo(days);
  return formatShortDate(date);
}
