/**
 * The browser's install offer. Chromium fires `beforeinstallprompt` once, possibly before React has
 * mounted anything, so it is caught here at module load and kept for the "Install app" button.
 */
import { useSyncExternalStore } from 'react';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar out of the way; the footer offers the install instead.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    emit();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the browser has an install offer ready. */
export function useCanInstall(): boolean {
  return useSyncExternalStore(subscribe, () => deferred !== null, () => false);
}

/** Shows the browser's install dialog; the offer can be used once, whatever the answer. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  emit();
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome === 'accepted';
}

/** iPhone and iPad Safari have no install prompt: the page explains Share → Add to Home Screen. */
export function isIosBrowser(): boolean {
  if (typeof navigator === 'undefined') return false;
  const ios = /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return ios && !standalone;
}

// ---- The right moment (issue 13, item 8) ----

const VISITS_KEY = 'basera-visits';
const SAVED_KEY = 'basera-saved-something';
const OFFERED_KEY = 'basera-install-offered';
/** A visit is a return after this long away. */
const NEW_VISIT_AFTER_MS = 30 * 60_000;

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
let offerHandler: (() => void) | null = null;

/** Counts this page view (and, after a while away, a new visit); then offers the install if it is time. */
export function notePageView(now = Date.now()): void {
  pageViews += 1;
  if (pageViews === 1) {
    const visits = readJson<Visits>(VISITS_KEY, { count: 0, last: 0 });
    write(VISITS_KEY, { count: now - visits.last > NEW_VISIT_AFTER_MS ? visits.count + 1 : visits.count, last: now });
  }
  maybeOffer();
}

/** Something was saved (a favourite, a listing): a moment when keeping the app is worth offering. */
export function noteSaved(): void {
  write(SAVED_KEY, true);
  maybeOffer();
}

/** How the offer is shown (a toast with an Install button); set by the app. */
export function onInstallMoment(show: () => void): void {
  offerHandler = show;
  maybeOffer();
}

/**
 * The install is offered once, when the browser can install, after a second visit or a first save,
 * and never on the first screen someone sees: an offer before they know the site is dismissed.
 */
function maybeOffer(): void {
  if (!deferred || !offerHandler || pageViews < 1) return;
  if (readJson<boolean>(OFFERED_KEY, false)) return;
  const visits = readJson<Visits>(VISITS_KEY, { count: 0, last: 0 });
  const saved = readJson<boolean>(SAVED_KEY, false);
  const pastFirstScreen = pageViews >= 2 || saved;
  if (!pastFirstScreen || !(visits.count >= 2 || saved)) return;
  write(OFFERED_KEY, true);
  offerHandler();
}

if (typeof window !== 'undefined') {
  // The browser's offer may come after the moment: check again when it does.
  window.addEventListener('beforeinstallprompt', () => queueMicrotask(maybeOffer));
}
