/**
 * The phone's position, once. The Geolocation API answers from the phone's own receiver, so it works
 * offline too (an agent at a plot records its point before the listing is queued).
 */
export type Position = { ok: true; lat: number; lng: number; accuracyMetres: number } | { ok: false; reason: 'denied' | 'unavailable' };

export function currentPosition(timeoutMs = 15_000): Promise<Position> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return resolve({ ok: false, reason: 'unavailable' });
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ ok: true, lat: p.coords.latitude, lng: p.coords.longitude, accuracyMetres: p.coords.accuracy }),
      (error) => resolve({ ok: false, reason: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      // A position a few minutes old is good enough for "near me" and saves a phone's battery.
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 300_000 },
    );
  });
}
