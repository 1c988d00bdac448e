import { currentLocale } from '../contract/i18n.ts';

/**
 * How a time of day is written: as the browser writes it on English pages (as before), and on the
 * 24-hour clock on Urdu pages, where 'AM'/'PM' would be the only Latin letters in the line.
 */
export function clockFormat(): [string | undefined, Intl.DateTimeFormatOptions] {
  return currentLocale() === 'en'
    ? [undefined, { hour: '2-digit', minute: '2-digit' }]
    : ['ur-PK', { hour: '2-digit', minute: '2-digit', hour12: false }];
}
