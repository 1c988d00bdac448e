/**
 * Logging out (spec section 4). Kept apart from account.ts so the header, which is on every page,
 * does not pull the account forms' mutation code into the first download.
 */
import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ApiPaths } from '../contract/api-paths.ts';
import { apiFetch } from './client.ts';
import { clearCurrentUser, getAuthToken } from './session.ts';

/**
 * Ends the session on this device at once (works offline too), then tells the server to revoke the
 * token. Its answer does not matter: a token that is already dead is just as logged out.
 */
export function endSession(queryClient: QueryClient): void {
  const token = getAuthToken();
  clearCurrentUser();
  // Another person may use this device next: nothing of this user's stays in memory.
  queryClient.clear();
  if (!token) return;
  // The token goes in by hand because the record is already gone; without the client's own token a
  // 401 is not treated as "session expired", so no toast or redirect fights the logout's destination.
  apiFetch(ApiPaths.logout, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, quiet: true }).catch(() => {
    // Ignored on purpose (offline, or the token was revoked elsewhere).
  });
}

/** Both account menus (header and account panel) log out to the home page (spec section 2). */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    endSession(queryClient);
    void navigate({ to: '/' });
  }, [queryClient, navigate]);
}

