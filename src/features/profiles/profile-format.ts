import { currentLocale } from '../../contract/i18n.ts';

/**
 * "March 2024" in the page's language, in Pakistan's time zone whatever the browser's or the
 * server's, so the server's render and the browser's agree.
 */
export function monthYear(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(currentLocale() === 'ur' ? 'ur-PK' : 'en-GB', { month: 'long', year: 'numeric', timeZone: 'Asia/Karachi' }).format(date);
}
