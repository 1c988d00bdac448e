import { useLocation } from '@tanstack/react-router';
import { currentLocale } from '../../contract/i18n.ts';
import { pathInLocale, type Locale } from '../../contract/locale.ts';

/** Remembered for the next visit's first page and, once signed in, for the user's mails. */
export const LOCALE_CHOICE_KEY = 'basera.locale';

const NAMES: Record<Locale, string> = { en: 'English', ur: 'اردو' };

interface Props {
  className?: string;
}

/**
 * 'اردو' on English pages, 'English' on Urdu ones: the same page and search in
 * the other language. A full page load rather than a client navigation, because the language is
 * one per page load (src/contract/i18n.ts); each name is written in its own language and script.
 */
export function LanguageSwitch({ className }: Props) {
  const location = useLocation();
  const other: Locale = currentLocale() === 'ur' ? 'en' : 'ur';
  const href = `${pathInLocale(other, location.pathname)}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`;
  return (
    <a
      href={href}
      className={className}
      lang={other}
      hrefLang={other}
      onClick={() => {
        try {
          localStorage.setItem(LOCALE_CHOICE_KEY, other);
        } catch {
          // Storage blocked: the address still carries the choice.
        }
      }}
    >
      {NAMES[other]}
    </a>
  );
}
