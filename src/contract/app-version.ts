/**
 * Versions of the app and of the server it talks to. Every /api answer carries the
 * server's release in `X-App-Version` and the oldest app release it still answers in
 * `X-Min-Client-Version`. An installed app that meets answers it cannot read (or a minimum above
 * itself) compares: if the server is newer, the app says it is out of date and offers the update;
 * otherwise it is an ordinary error. See README, 'API compatibility'.
 */

export const APP_VERSION_HEADER = 'X-App-Version';
export const MIN_CLIENT_VERSION_HEADER = 'X-Min-Client-Version';

/**
 * The oldest app release this server still answers correctly. Raised only when a field an older app
 * reads is removed or renamed after its release of overlap (README, 'API compatibility'), or changes
 * meaning: a listing's ContactPhoneNumber is a mask from 0.2.2 on, which an app before it would dial.
 */
export const MIN_CLIENT_VERSION = '0.2.2';

/** Compares dotted release numbers ("0.2.10" > "0.2.9"); anything after a '-' or '+' is ignored. */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) => v.trim().split(/[-+]/)[0]!.split('.').map((p) => Number.parseInt(p, 10) || 0);
  const x = parts(a);
  const y = parts(b);
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/**
 * Whether this app is too old for the server: the server says so with its minimum, or the app could
 * not read an answer from a newer release. Unknown versions (a header missing) are never "too old".
 */
export function isAppOutdated(own: string, server: { version: string | null; minClient: string | null }, unreadable: boolean): boolean {
  if (server.minClient && compareVersions(own, server.minClient) < 0) return true;
  return unreadable && !!server.version && compareVersions(server.version, own) > 0;
}
