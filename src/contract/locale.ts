/**
 * The interface's languages and how an address names one: English at the site's
 * root, Urdu under `/ur/...` (for example `/ur/properties?City=1`), so an Urdu page can be shared
 * and indexed as itself. The server, the service worker and the router all read the address here.
 */
export const LOCALES = ['en', 'ur'] as const;
export type Locale = (typeof LOCALES)[number];

/** Where the Urdu pages live; the router runs under it as its base path. */
export const URDU_BASE = '/ur';

export const LOCALE_DIRECTION: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', ur: 'rtl' };
/** For `Intl`: Pakistan's Urdu groups and words amounts as lakh and crore. */
export const LOCALE_TAG: Record<Locale, string> = { en: 'en-PK', ur: 'ur-PK' };

/** The language an address is in: Urdu for `/ur` and anything under it, whatever the case. */
export function localeOfPath(pathname: string): Locale {
  const lower = pathname.toLowerCase();
  return lower === URDU_BASE || lower.startsWith(`${URDU_BASE}/`) ? 'ur' : 'en';
}

/** The address without its language prefix: `/ur/properties` is the page `/properties`. */
export function pathWithinLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  const rest = pathname.slice(URDU_BASE.length);
  return rest === '' ? '/' : rest;
}

/** The same page in another language: `/properties?City=1` ⇄ `/ur/properties?City=1`. */
export function pathInLocale(locale: Locale, pathname: string): string {
  const page = pathWithinLocale(pathname);
  if (locale === 'en') return page;
  return page === '/' ? URDU_BASE : `${URDU_BASE}${page}`;
}

/**
 * The app sends the page's language on its API calls, so that an account's mails follow the
 * language its owner reads the site in. Optional; a value other than a locale is
 * a 400.
 */
export const LANGUAGE_HEADER = 'X-Language';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A stored language, read defensively: anything unknown is English. */
export function asLocale(value: unknown): Locale {
  return isLocale(value) ? value : 'en';
}
