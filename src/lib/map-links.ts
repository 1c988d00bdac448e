/**
 * Links that hand a listing's public point to the phone's own maps app. Google's "Maps URLs" open the
 * app on Android and iOS and the website elsewhere, with no key. Public pages put only the public point
 * (MapPin) in a link; the owner's exact point reaches no page but the admin's review.
 */

export interface PointLike {
  lat: number;
  lng: number;
}

/** 5 decimals, about a metre: what the API gives, so the link names the same point the map shows. */
export function coordinatesText(point: PointLike): string | null {
  if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng)) return null;
  if (Math.abs(point.lat) > 90 || Math.abs(point.lng) > 180) return null;
  return `${point.lat.toFixed(5)},${point.lng.toFixed(5)}`;
}

/** "Open in Google Maps": the point as a search, so the app shows it with its own place card. */
export function googleMapsUrl(point: PointLike): string | null {
  const text = coordinatesText(point);
  return text === null ? null : `https://www.google.com/maps/search/?api=1&query=${text}`;
}

/** "Directions": from wherever the phone is to the point. */
export function googleDirectionsUrl(point: PointLike): string | null {
  const text = coordinatesText(point);
  return text === null ? null : `https://www.google.com/maps/dir/?api=1&destination=${text}`;
}
