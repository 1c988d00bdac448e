/**
 * What the persisted query cache may keep. Pure so it is unit-tested; how long it keeps it is the
 * query client's `PERSIST_MAX_AGE_MS` (src/api/query-client.ts), which the lower layer owns.
 */
import { rootOf } from '../api/query-keys.ts';

/** The signed-in user's own lists (QUERY_ROOTS in src/api/query-keys.ts): removed on logout. */
export function isPerUserKey(queryKey: readonly unknown[]): boolean {
  return rootOf(queryKey)?.keep === 'per-user';
}

export function shouldPersistKey(queryKey: readonly unknown[], signedIn: boolean): boolean {
  const kind = queryKey[1];
  const keep = rootOf(queryKey)?.keep;
  if (keep === 'public') return true;
  if (keep !== 'per-user') return false; // the profile, the console and anything unknown stay in memory only.
  if (!signedIn) return false;
  // The owner's edit copy carries contact details and is fetched fresh on each edit anyway.
  return kind !== 'edit';
}
