/**
 * What the persisted query cache may keep. Pure so it is unit-tested; how long it keeps it is the
 * query client's `PERSIST_MAX_AGE_MS` (src/api/query-client.ts), which the lower layer owns.
 */

/** Public data: the same for every visitor, safe to keep across sessions. */
const PUBLIC_ROOTS: readonly string[] = ['home', 'reference', 'listings'];
/** The signed-in user's own lists: kept only while that user is signed in, removed on logout. */
const PER_USER_ROOTS: readonly string[] = ['user', 'my-listings'];

export function isPerUserKey(queryKey: readonly unknown[]): boolean {
  return PER_USER_ROOTS.includes(String(queryKey[0]));
}

export function shouldPersistKey(queryKey: readonly unknown[], signedIn: boolean): boolean {
  const [root, kind] = queryKey;
  if (typeof root !== 'string') return false;
  if (PUBLIC_ROOTS.includes(root)) return true;
  if (!isPerUserKey(queryKey)) return false; // 'account' (profile) and anything unknown stay in memory only.
  if (!signedIn) return false;
  // The owner's edit copy carries contact details and is fetched fresh on each edit anyway.
  return kind !== 'edit';
}
