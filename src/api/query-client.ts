import { QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError } from './errors.ts';

/** How long saved answers are kept on the device (src/offline/query-persistence.ts), and so in memory. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A dropped connection often comes back; a 4xx answer will not change by asking again. A stalled
  // link is given up at once: the page shows the device's copy instead.
  if (error instanceof NetworkError) return !error.timedOut && failureCount < 2;
  if (error instanceof ApiError) return error.status >= 500 && failureCount < 1;
  return false;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // At least the persisted cache's maxAge: a query dropped from memory is dropped from the saved copy too.
        gcTime: PERSIST_MAX_AGE_MS,
        // Offline requests still go out so the service worker's cache can answer them; a failed retry
        // then waits for the connection instead of replacing saved data with an error.
        networkMode: 'offlineFirst',
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: {
        networkMode: 'offlineFirst',
        retry: false,
      },
    },
  });
}
