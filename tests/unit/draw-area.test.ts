import { describe, expect, it } from 'vitest';
import { AREA_MAX_POINTS, parseArea } from '../../src/contract/map-search.ts';
import { areaFromStroke, convexHull, thin } from '../../src/features/search/draw-area.ts';

const circle = (n: number, wobble = 0) => Array.from({ length: n }, (_, i) => {
  const a = (i / n) * 2 * Math.PI;
  const r = 0.02 + (i % 2 ? wobble : 0);
  return { lat: 31.5 + r * Math.sin(a), lng: 74.3 + r * Math.cos(a) };
});

describe('a drawn area', () => {
  it('keeps a long stroke within the corners the search accepts', () => {
    expect(thin(circle(500))).toHaveLength(AREA_MAX_POINTS);
    expect(thin(circle(10))).toHaveLength(10);
    const area = areaFromStroke(circle(500));
    expect(area && parseArea(area).ok).toBe(true);
  });

  it('uses the hull of a lasso that crosses itself where it closes', () => {
    // A loop drawn one and a bit times round: its end runs over its start.
    const loop = [...circle(80), ...circle(80).slice(0, 20).map((p) => ({ lat: p.lat + 0.003, lng: p.lng }))];
    const area = areaFromStroke(loop);
    expect(area).not.toBeNull();
    expect(parseArea(area!).ok).toBe(true);
  });

  it('gives the smallest convex shape around points', () => {
    const square = [{ lat: 0, lng: 0 }, { lat: 0, lng: 1 }, { lat: 1, lng: 1 }, { lat: 1, lng: 0 }, { lat: 0.5, lng: 0.5 }];
    expect(convexHull(square)).toHaveLength(4);
  });

  it('refuses a tap or a line', () => {
    expect(areaFromStroke([{ lat: 31.5, lng: 74.3 }])).toBeNull();
    expect(areaFromStroke([{ lat: 31.5, lng: 74.3 }, { lat: 31.5, lng: 74.3 }, { lat: 31.51, lng: 74.3 }])).toBeNull();
  });
});
