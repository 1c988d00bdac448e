/**
 * A finger's lasso as an area the search accepts: at most AREA_MAX_POINTS corners, and never crossing
 * itself (a hand-drawn loop often crosses where it closes; its convex hull is then the area meant).
 */
import { AREA_MAX_POINTS, parseArea, formatArea, type GeoArea } from '../../contract/map-search.ts';

/** Every k-th point, so a long stroke keeps its shape in few corners. */
export function thin(points: GeoArea, most = AREA_MAX_POINTS): GeoArea {
  if (points.length <= most) return points;
  const step = points.length / most;
  return Array.from({ length: most }, (_, i) => points[Math.floor(i * step)]!);
}

/** Andrew's monotone chain: the smallest convex shape around the points. */
export function convexHull(points: GeoArea): GeoArea {
  const sorted = [...points].sort((a, b) => a.lng - b.lng || a.lat - b.lat);
  if (sorted.length < 3) return sorted;
  const cross = (o: GeoArea[number], a: GeoArea[number], b: GeoArea[number]) =>
    (a.lng - o.lng) * (b.lat - o.lat) - (a.lat - o.lat) * (b.lng - o.lng);
  const half = (list: GeoArea) => {
    const out: GeoArea = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/** The area to search for a drawn stroke, written as the address keeps it; null when it is too small to be one. */
export function areaFromStroke(stroke: GeoArea): string | null {
  const rounded = stroke.map((p) => ({ lat: Number(p.lat.toFixed(5)), lng: Number(p.lng.toFixed(5)) }));
  const unique = rounded.filter((p, i) => i === 0 || p.lat !== rounded[i - 1]!.lat || p.lng !== rounded[i - 1]!.lng);
  if (unique.length < 3) return null;
  const drawn = formatArea(thin(unique));
  if (parseArea(drawn).ok) return drawn;
  const hull = formatArea(thin(convexHull(unique)));
  return parseArea(hull).ok ? hull : null;
}
