/**
 * The right moment to offer the install: once, when the browser can install,
 * after a second visit or a first save, and never on the first screen someone sees. Loaded only
 * once that moment is possible (a second page, a save), not with the first page.
 */
import { notices as notify } from '../lib/notices.ts';
import { hasInstallOffer, promptInstall } from './install-prompt.ts';
import { offlineMessages } from './offline-messages.ts';

const VISITS_KEY = 'basera-visits';
const SAVED_KEY = 'basera-saved-something';
const OFFERED_KEY = 'basera-install-offered';

interface Visits {
  count: number;
  last: number;
}

function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or full storage: the offer only comes less often.
  }
}

let pageViews = 0;

function offer(): void {
  notify.info(offlineMessages.install.title, offlineMessages.install.text, {
    id: 'install-offer',
    action: { label: offlineMessages.install.action, onClick: () => void promptInstall() },
  });
}

/** Counts a page view after the first (visits are counted by countVisit); offers the install if it is time. */
export function notePageView(): void {
  pageViews = Math.max(pageViews, 1) + 1;
  maybeOffer();
}

/** Something was saved (a favourite, a listing): a moment when keeping the app is worth offering. */
export function noteSaved(): void {
  write(SAVED_KEY, true);
  maybeOffer();
}

/** An offer before someone knows the site is dismissed, so never on the first screen. */
function maybeOffer(): void {
  if (!hasInstallOffer()) return;
  if (readJson<boolean>(OFFERED_KEY, false)) return;
  const visits = readJson<Visits>(VISITS_KEY, { count: 0, last: 0 });
  const saved = readJson<boolean>(SAVED_KEY, false);
  const pastFirstScreen = pageViews >= 2 || saved;
  if (!pastFirstScreen || !(visits.count >= 2 || saved)) return;
  write(OFFERED_KEY, true);
  offer();
}

if (typeof window !== 'undefined') {
  // The browser's offer may come after the moment: check again when it does.
  window.addEventListener('beforeinstallprompt', () => queueMicrotask(maybeOffer));
}
