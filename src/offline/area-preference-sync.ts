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
import { currentAreaPreference } from '../lib/area-preference.ts';
import { areaPreferenceUnsent, markAreaPreferenceUnsent, setDeviceAreaPreference } from '../lib/area-preference-write.ts';

async function send(preference: AreaPreference): Promise<void> {
  try {
    await saveAccountAreaPreference(preference);
    markAreaPreferenceUnsent(false);
  } catch {
    markAreaPreferenceUnsent(true);
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
  if (areaPreferenceUnsent()) return send(device);
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

let listening = false;

/** Syncs now, and again whenever the browser is back online with a change the account has not had. */
export function startAreaPreferenceSync(): Promise<void> {
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    window.addEventListener('online', () => {
      if (getAuthToken() && areaPreferenceUnsent()) void syncAreaPreference();
    });
  }
  return syncAreaPreference();
}
