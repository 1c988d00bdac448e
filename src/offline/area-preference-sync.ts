/**
 * The area preference between this device and the account. The device's cookie is what pages use
 * (src/lib/area-preference.ts); the account carries it to the person's other devices and mails.
 * A change made while signed in is sent at once; one that could not be sent (offline) is marked and
 * sent at the next sync, and until then it wins over the account's. Otherwise, on signing in or
 * opening the app, the account's choice, if it has one, becomes the device's; an account that never
 * chose takes the device's.
 */
import { DEFAULT_AREA_PREFERENCE, areaPreferenceText, type AreaPreference } from '../contract/area.ts';
import { fetchAccountAreaPreference, saveAccountAreaPreference } from '../api/area-preference.ts';
import { getAuthToken } from '../api/session.ts';
import { currentAreaPreference, setDeviceAreaPreference } from '../lib/area-preference.ts';

/** Set while a change made on this device has not reached the account. */
const UNSENT_KEY = 'basera.areaUnsent';

function unsent(): boolean {
  try {
    return localStorage.getItem(UNSENT_KEY) === '1';
  } catch {
    return false;
  }
}

function markUnsent(value: boolean): void {
  try {
    if (value) localStorage.setItem(UNSENT_KEY, '1');
    else localStorage.removeItem(UNSENT_KEY);
  } catch {
    // Storage blocked: the next change sends again anyway.
  }
}

async function send(preference: AreaPreference): Promise<void> {
  try {
    await saveAccountAreaPreference(preference);
    markUnsent(false);
  } catch {
    markUnsent(true);
  }
}

/** The person's choice: on this device now, and on the account when signed in. */
export function chooseAreaPreference(preference: AreaPreference): Promise<void> {
  setDeviceAreaPreference(preference);
  if (!getAuthToken()) return Promise.resolve();
  return send(preference);
}

/** Brings device and account together once signed in (app start, sign-in). */
export async function syncAreaPreference(): Promise<void> {
  if (!getAuthToken()) return;
  const device = currentAreaPreference();
  if (unsent()) return send(device);
  let account;
  try {
    account = await fetchAccountAreaPreference();
  } catch {
    return; // Offline or signed out meanwhile: the device's choice stands until next time.
  }
  if (account.Chosen) {
    const chosen: AreaPreference = { unit: account.Unit, marla: account.MarlaSize };
    if (areaPreferenceText(chosen) !== areaPreferenceText(device)) setDeviceAreaPreference(chosen);
  } else if (areaPreferenceText(device) !== areaPreferenceText(DEFAULT_AREA_PREFERENCE)) {
    await send(device);
  }
}
