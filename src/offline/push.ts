/**
 * Notifications on this device. Loaded only when someone saves a search or a
 * favourite: the browser asks for permission then, never on page load. A subscription is sent to the
 * account; the server keeps it for this person and this session only, so after a logout nothing more
 * comes to this browser, and whoever turns notifications on here next takes the subscription over.
 */
import { fetchPushKey, sendPushSubscription } from '../api/push.ts';
import { getAuthToken } from '../api/session.ts';
import { notices as notify } from '../lib/notices.ts';
import { offlineMessages } from './offline-messages.ts';

const ASKED_KEY = 'basera.push.asked';

export type PushOutcome = 'on' | 'denied' | 'unsupported' | 'failed';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) => a !== null && a.byteLength === b.length && new Uint8Array(a).every((x, i) => x === b[i]);

function base64urlBytes(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Asks for permission if it was never given (call it straight from a tap or a submit), subscribes
 * this browser and tells the account. Never throws.
 */
export async function enablePush(): Promise<PushOutcome> {
  if (!pushSupported() || !getAuthToken()) return 'unsupported';
  localStorage.setItem(ASKED_KEY, '1');
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return 'denied';
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return 'unsupported';
    const key = base64urlBytes((await fetchPushKey()).PublicKey);
    let subscription = await registration.pushManager.getSubscription();
    // Made for another server key (the keys were changed): that one can never be used again.
    if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    await sendPushSubscription(subscription.toJSON());
    return 'on';
  } catch {
    // No push service reachable (some browsers without Google services), or offline.
    return 'failed';
  }
}

/**
 * After a first favourite of a signed-in person: one offer to be told of price drops, with a button,
 * so the permission prompt follows their own tap. Never offered twice, never when already decided.
 */
export function offerPushForFavourites(): void {
  if (!pushSupported() || !getAuthToken() || Notification.permission !== 'default' || localStorage.getItem(ASKED_KEY)) return;
  localStorage.setItem(ASKED_KEY, '1');
  notify.info(offlineMessages.push.offerTitle, offlineMessages.push.offerText, {
    id: 'push-offer',
    duration: 12_000,
    action: { label: offlineMessages.push.offerAction, onClick: () => void enablePush().then(tellOutcome) },
  });
}

export function tellOutcome(outcome: PushOutcome): void {
  if (outcome === 'on') notify.success(offlineMessages.push.onTitle, offlineMessages.push.onText, { id: 'push-outcome' });
  else if (outcome === 'denied') notify.info(offlineMessages.push.offTitle, offlineMessages.push.offText, { id: 'push-outcome' });
  else if (outcome === 'failed') notify.warning(offlineMessages.push.failedTitle, offlineMessages.push.failedText, { id: 'push-outcome' });
}
