/**
 * Is the app offline? `navigator.onLine` says so when the device has no network at all; a request
 * that fails with a NetworkError says so when it claims a connection but nothing gets through
 * (captive Wi-Fi, a dead mobile link). Either shows the offline banner.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { NetworkError } from '../api/errors.ts';

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

/** True from a query's NetworkError until a query succeeds again or the browser reports `online`. */
export function useNetworkFailure(queryClient: QueryClient): boolean {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      const { action } = event;
      if ((action.type === 'failed' || action.type === 'error') && action.error instanceof NetworkError) setFailed(true);
      else if (action.type === 'success' && !action.manual) setFailed(false);
    });
    const onOnline = () => setFailed(false);
    window.addEventListener('online', onOnline);
    return () => {
      unsubscribe();
      window.removeEventListener('online', onOnline);
    };
  }, [queryClient]);
  return failed;
}
