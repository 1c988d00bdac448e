/**
 * What this device knows about its reports of listings: its own random id, sent
 * with every report so the server takes one report per device per listing, and the listings it has
 * reported, so the page can say so at once, offline too, instead of offering the form again.
 */
import { localList } from './local-list.ts';
import { randomId } from '../lib/random-id.ts';

const DEVICE_KEY = 'basera-device-id';
const REPORTED_KEY = 'basera-reported-listings';
/** A device keeps the newest of these; the server still refuses a repeat beyond them. */
const MAX_REMEMBERED = 200;

let memoryId: string | null = null;


/**
 * The id this browser reports with, made once and kept in localStorage. Where storage refuses it
 * (some private modes), one id lasts the page's life: the server's per-address count still applies.
 */
export function deviceId(): string {
  try {
    const kept = localStorage.getItem(DEVICE_KEY);
    if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
    const made = memoryId ?? randomId();
    localStorage.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    memoryId ??= randomId();
    return memoryId;
  }
}

const reported = localList<number>(REPORTED_KEY);

export function markReported(propertyId: number): void {
  const rest = reported.read().filter((id) => id !== propertyId);
  reported.write([...rest, propertyId].slice(-MAX_REMEMBERED));
}

/** Whether this device has reported the listing (sent or waiting in the outbox); re-renders on change. */
export function useHasReported(propertyId: number): boolean {
  return reported.use().includes(propertyId);
}
