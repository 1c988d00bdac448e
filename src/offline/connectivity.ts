/**
 * Is the app offline? `navigator.onLine` says so when the device has no network at all; reads that
 * fail, stall or meet a 5xx say so when it claims a connection but nothing useful gets through
 * (captive Wi-Fi, a dead mobile link, the server down). Either shows the offline banner.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { readHealth, readReachedServer, subscribeReadHealth } from '../api/read-health.ts';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
}

/**
 * Reads are failing or answered from the device (offline, a stalled link, a 5xx outage),
 * with when that began and the fetch times of the device copies shown since.
 * Coming back `online` clears it; the next read that fails sets it again.
 */
export function useReadHealth() {
  useEffect(() => {
    window.addEventListener('online', readReachedServer);
    return () => window.removeEventListener('online', readReachedServer);
  }, []);
  return useSyncExternalStore(subscribeReadHealth, readHealth, readHealth);
}
