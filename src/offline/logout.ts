/**
 * Logging out (docs/product.md, section 4). In the offline layer because the revoke may wait in the outbox; kept
 * apart from api/account.ts so the header, on every page, does not pull the account forms' mutation
 * code into the first download.
 */
import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { newEntryId, sendOrQueue } from './outbox/queue.ts';
import { clearCurrentUser, getAuthToken, getCurrentUser } from '../api/session.ts';

/**
 * Ends the session on this device at once (works offline too), then has the server revoke the
 * token. Offline, on a stalled link or a server fault the revoke waits in the outbox:
 * it survives a reload and goes once, with its idempotency key, when the connection is
 * back, even with the app closed (it needs no login, so the service worker may send it). A token
 * that is already dead is just as logged out, so a refusal is not told to anyone.
 */
export function endSession(queryClient: QueryClient): void {
  const token = getAuthToken();
  const owner = getCurrentUser()?.UserName ?? null;
  clearCurrentUser();
  // Another person may use this device next: nothing of this user's stays in memory.
  queryClient.clear();
  if (!token) return;
  const idempotencyKey = newEntryId();
  sendOrQueue({
    request: { kind: 'logout', token },
    idempotencyKey,
    needsLogin: false,
    // The person has left: no 'saved offline' toast, and the entry stays theirs, out of the next
    // person's outbox.
    silent: true,
    owner,
    // The entry carries its own token (write-requests.ts), as the session record is already gone: a
    // 401 is then not the session now signed in expiring, so no toast or redirect fights the logout's
    // destination (apiSend in src/api/client.ts).
  }).catch(() => {
    // A refusal (the token was revoked elsewhere) needs nothing; storage refusing the entry was told.
  });
}

/** Both account menus (header and account panel) log out to the home page (docs/product.md, section 2). */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    endSession(queryClient);
    void navigate({ to: '/' });
  }, [queryClient, navigate]);
}

