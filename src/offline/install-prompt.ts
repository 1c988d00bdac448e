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

/** Whether the browser has an install offer waiting (for the moment's rules in install-moment.ts). */
export function hasInstallOffer(): boolean {
  return deferred !== null;
}

const VISITS_KEY = 'basera-visits';
/** A visit is a return after this long away. */
const NEW_VISIT_AFTER_MS = 30 * 60_000;

/**
 * Counts this visit (a return after half an hour away) for the install moment. Kept here, small, so
 * it runs on every first page; the rest of the moment's code loads only when the moment can come.
 */
export function countVisit(now = Date.now()): void {
  try {
    const visits = JSON.parse(localStorage.getItem(VISITS_KEY) ?? '{"count":0,"last":0}') as { count: number; last: number };
    localStorage.setItem(VISITS_KEY, JSON.stringify({ count: now - visits.last > NEW_VISIT_AFTER_MS ? visits.count + 1 : visits.count, last: now }));
  } catch {
    // Private mode or full storage: the offer only comes less often.
  }
}
