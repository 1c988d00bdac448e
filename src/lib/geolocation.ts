/**
 * The phone's position, once. The Geolocation API answers from the phone's own receiver, so it works
 * offline too (an agent at a plot records its point before the listing is queued).
 */
export type Position =
  | { ok: true; lat: number; lng: number; accuracyMetres: number }
  | { ok: false; reason: 'unsupported' | 'denied' | 'unavailable' };

/** `maximumAgeMs`: how old a fix may be (a listing's point wants a fresh one, "near me" need not). */
export function currentPosition({ timeoutMs = 15_000, maximumAgeMs = 0 } = {}): Promise<Position> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return resolve({ ok: false, reason: 'unsupported' });
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ ok: true, lat: p.coords.latitude, lng: p.coords.longitude, accuracyMetres: p.coords.accuracy }),
      (error) => resolve({ ok: false, reason: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: maximumAgeMs },
    );
  });
}
