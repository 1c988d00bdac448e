import { ApiError } from '../../api/errors.ts';
import { fetchAdminMe } from '../../api/admin.ts';
import type { AdminMe } from '../../contract/admin.ts';

/**
 * For the console's route loader: the admin's session, or null for anyone the server does not call
 * an admin (signed out, a normal or suspended account), who then sees the ordinary not-found page,
 * so the console's existence is not shown. Other failures (offline, a 5xx) are thrown to the
 * route's error view with its Try again.
 */
export async function adminSession(): Promise<AdminMe | null> {
  try {
    return await fetchAdminMe();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 401)) return null;
    throw error;
  }
}
