import { LOCALE_DIRECTION, type Locale } from '../../src/contract/locale.ts';

/**
 * The built shell with the page's language and direction on its root element: `<html lang="ur"
 * dir="rtl">` for an Urdu page, so the browser lays it out right to left and
 * picks Urdu fonts before any script runs. English pages are the shell as built.
 */
export function withDocumentLocale(template: string, locale: Locale): string {
  if (locale === 'en') return template;
  return template.replace(/<html[^>]*>/, `<html lang="${locale}" dir="${LOCALE_DIRECTION[locale]}">`);
}
