import { describe, expect, it } from 'vitest';
import {
  boxAround, CELL_ZOOM, cellRanges, coverZoom, distanceKm, interleave, mapCell, mercator, square, squareCount, squaresOver,
} from '../../server/geo/map-cells.ts';

const LAHORE = { south: 31.3, west: 74.1, north: 31.7, east: 74.55 };

/** A fixed sequence, so a failure can be replayed. */
function* points(box: typeof LAHORE, n: number) {
  let seed = 7;
  const next = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  for (let i = 0; i < n; i++) yield { lat: box.south + next() * (box.north - box.south), lng: box.west + next() * (box.east - box.west) };
}

describe('map cells', () => {
  it('interleaves x at even bits and y at odd bits', () => {
    expect(interleave(1, 0, 1)).toBe(1);
    expect(interleave(0, 1, 1)).toBe(2);
    expect(interleave(3, 3, 2)).toBe(15);
    expect(interleave(2 ** 24 - 1, 2 ** 24 - 1, 24)).toBe(2 ** 48 - 1);
  });

  it('puts every point inside the range of the square that holds it, at every zoom', () => {
    for (const p of points(LAHORE, 200)) {
      const cell = mapCell(p.lat, p.lng);
      const { x, y } = mercator(p.lat, p.lng);
      for (const zoom of [0, 5, 11, 13, 17, CELL_ZOOM]) {
        const s = square(zoom, Math.floor(x * 2 ** zoom), Math.floor(y * 2 ** zoom));
        expect(cell).toBeGreaterThanOrEqual(s.lo);
        expect(cell).toBeLessThanOrEqual(s.hi);
      }
    }
  });

  it('covers a box with squares whose ranges hold every point in it', () => {
    const squares = squaresOver(LAHORE, 12);
    expect(squares.length).toBe(squareCount(LAHORE, 12));
    const ranges = cellRanges(LAHORE);
    for (const p of points(LAHORE, 500)) {
      const cell = mapCell(p.lat, p.lng);
      expect(squares.some((s) => cell >= s.lo && cell <= s.hi)).toBe(true);
      expect(ranges.some(([lo, hi]) => cell >= lo && cell <= hi)).toBe(true);
    }
  });

  it('merges neighbouring squares into one range and never reads more squares than allowed', () => {
    const ranges = cellRanges(LAHORE, 64);
    expect(ranges.length).toBeLessThanOrEqual(64);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i]![0]).toBeGreaterThan(ranges[i - 1]![1] + 1);
    // A client claiming zoom 24 over a whole city is counted in coarser squares.
    const zoom = coverZoom(LAHORE, 24, 160);
    expect(squareCount(LAHORE, zoom)).toBeLessThanOrEqual(160);
    expect(squareCount(LAHORE, zoom + 1)).toBeGreaterThan(160);
  });

  it('measures great-circle distance and boxes a circle', () => {
    expect(distanceKm(31, 74, 32, 74)).toBeCloseTo(111.19, 1);
    // Lahore's Mall Road to Karachi's Saddar, about 1,030 km as the crow flies.
    expect(distanceKm(31.5497, 74.3436, 24.8607, 67.0011)).toBeGreaterThan(1020);
    expect(distanceKm(31.5497, 74.3436, 24.8607, 67.0011)).toBeLessThan(1040);
    const box = boxAround(31.47, 74.41, 3);
    for (let a = 0; a < 360; a += 15) {
      const r = (a * Math.PI) / 180;
      const lat = 31.47 + (2.99 / 111.195) * Math.cos(r);
      const lng = 74.41 + (2.99 / (111.195 * Math.cos((lat * Math.PI) / 180))) * Math.sin(r);
      expect(distanceKm(31.47, 74.41, lat, lng)).toBeLessThan(3);
      expect(lat >= box.south && lat <= box.north && lng >= box.west && lng <= box.east).toBe(true);
    }
  });
});
