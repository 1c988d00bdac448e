/**
 * Changing the area preference on this device: its cookie (read by src/lib/area-preference.ts and
 * the server), and whether the account still has to hear of it. Only the control and the account
 * sync load this, both when first needed, so the first load carries the reading side alone.
 */
import { AREA_COOKIE, areaPreferenceText, type AreaPreference } from '../contract/area.ts';
import { areaPreferenceChanged } from './area-preference.ts';

/** A year: a preference is kept until changed, and each change writes it again. */
const COOKIE_SECONDS = 365 * 24 * 60 * 60;

export function setDeviceAreaPreference(preference: AreaPreference): void {
  if (typeof document !== 'undefined') {
    const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${AREA_COOKIE}=${encodeURIComponent(areaPreferenceText(preference))}; Path=/; Max-Age=${COOKIE_SECONDS}; SameSite=Lax${secure}`;
  }
  areaPreferenceChanged();
}

/** Set while a change made on this device has not reached the account (src/offline/area-preference-sync.ts). */
const UNSENT_KEY = 'basera.areaUnsent';

export function areaPreferenceUnsent(): boolean {
  try {
    return localStorage.getItem(UNSENT_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Marked before the change is sent, and cleared once the account has it: a change made offline, or
 * whose sender could not even load, is sent at the next sync instead of being overwritten by it.
 */
export function markAreaPreferenceUnsent(unsent: boolean): void {
  try {
    if (unsent) localStorage.setItem(UNSENT_KEY, '1');
    else localStorage.removeItem(UNSENT_KEY);
  } catch {
    // Storage blocked: the next change sends again anyway.
  }
}
