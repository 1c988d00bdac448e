import { QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError } from './errors.ts';

const HOUR = 60 * 60 * 1000;

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A dropped connection often comes back; a 4xx answer will not change by asking again.
  if (error instanceof NetworkError) return failureCount < 2;
  if (error instanceof ApiError) return error.status >= 500 && failureCount < 1;
  return false;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // Long enough for the persisted cache (a later issue) to hold a day of browsing.
        gcTime: 24 * HOUR,
        // Offline requests still go out so the service worker's cache can answer them.
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
