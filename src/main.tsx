/**
 * The entry point. The styles load with the page; the app is a chunk of its own. The plain shell
 * preloads it and starts it at once. A server-rendered page is readable and its links work without
 * the app, so there the app's scripts are fetched and started once the first screen, its leading
 * photos included, is shown: on a slow connection and a slow phone they would otherwise hold that
 * screen back. What the visitor types or taps meanwhile is kept (handover.ts).
 */
import './styles/tokens.css';
import './styles/global.css';
import { keepTypedValues } from './handover.ts';
import { setLocale } from './contract/i18n.ts';
import { LOCALE_DIRECTION, localeOfPath } from './contract/locale.ts';

/**
 * An Urdu page (`/ur/...`) loads the Urdu catalog before the app renders; English pages never
 * download it. The offline shell is the English one, so the root element's
 * language and direction are set here too, once the Urdu texts are there: English words laid out
 * right to left would read wrongly ('.Karachi to Gilgit').
 */
async function loadLanguage(): Promise<void> {
  const locale = localeOfPath(window.location.pathname);
  if (locale === 'en') return;
  setLocale(locale);
  const texts = () => import('./i18n-urdu.ts').then(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = LOCALE_DIRECTION[locale];
  });
  try {
    await texts();
  } catch {
    // The catalog did not arrive (offline before it was ever fetched): the Urdu pages still work,
    // in English words, rather than not at all, and say why (LanguagePending). It is fetched again
    // once the connection is back, and the app then renders again in Urdu (src/app.tsx).
    // 'online' can come before the link carries anything: while the device claims a connection, a
    // failed try is followed by another, less and less often.
    let wait = 500;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const retry = (): void => {
      clearTimeout(timer);
      texts().then(() => window.removeEventListener('online', retry), () => {
        wait = Math.min(wait * 2, 60_000);
        if (navigator.onLine) timer = setTimeout(retry, wait);
      });
    };
    window.addEventListener('online', retry);
  }
}

/** Long enough for a photo on a slow 3G line; a photo that never arrives does not hold the app back. */
const FIRST_SCREEN_WAIT_MS = 3000;

const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

function leadingPhotosShown(): Promise<unknown> {
  const photos = Array.from(document.querySelectorAll<HTMLImageElement>('#root img[fetchpriority="high"]'));
  const pending = photos
    .filter((img) => !img.complete)
    .map((img) => new Promise((resolve) => {
      img.addEventListener('load', resolve, { once: true });
      img.addEventListener('error', resolve, { once: true });
    }));
  return Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);
}

/** The server lists the app's chunks and the page's own, to fetch in parallel rather than one import at a time. */
function preloadScripts(list: Element): void {
  let urls: unknown;
  try {
    urls = JSON.parse(list.textContent || '[]');
  } catch {
    return;
  }
  if (!Array.isArray(urls)) return;
  for (const url of urls) {
    if (typeof url !== 'string' || !url.startsWith('/assets/')) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = url;
    document.head.append(link);
  }
}

/** Set when the app failed to arrive and the page reloaded for it, so a broken deploy cannot loop. */
const RETRIED = 'basera.app-retried';
let releaseHandover = (): void => undefined;

async function start(): Promise<void> {
  const language = loadLanguage();
  const root = document.getElementById('root');
  if (document.getElementById('server-state') && root) {
    releaseHandover = keepTypedValues(root);
    await leadingPhotosShown();
    // A photo that has just arrived is painted before the app's start-up takes the main thread.
    await afterNextPaint();
    const scripts = document.getElementById('server-scripts');
    if (scripts) preloadScripts(scripts);
  }
  await language;
  await import('./app.tsx');
  try {
    sessionStorage.removeItem(RETRIED);
  } catch {
    // Storage blocked: there is no retry mark to clear either.
  }
}

function retryOnce(): void {
  try {
    if (sessionStorage.getItem(RETRIED)) return;
    sessionStorage.setItem(RETRIED, '1');
  } catch {
    return;
  }
  window.location.reload();
}

start().catch(() => {
  // The app did not arrive (the connection dropped, or a deploy replaced its files). The page still
  // reads, its links work, and its buttons act as plain HTML again. A failed module fetch is not
  // retried by import(): a reload is, once the connection is there, and only once.
  releaseHandover();
  document.documentElement.dataset.app = 'unavailable';
  if (navigator.onLine) retryOnce();
  else window.addEventListener('online', retryOnce, { once: true });
});
