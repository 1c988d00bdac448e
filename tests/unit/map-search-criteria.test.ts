import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { GEO_TEXT } from '../../src/contract/geo-text.ts';
import {
  AREA_MAX_POINTS, formatArea, formatBounds, formatNear, parseArea, parseBounds, parseNear,
} from '../../src/contract/map-search.ts';
import { SearchSchema } from '../../src/contract/schemas.ts';

const message = (r: { ok: boolean; message?: string }) => (r.ok ? '' : r.message);

describe('where a search looks on the map', () => {
  it('reads a viewport and keeps only its part in Pakistan', () => {
    expect(parseBounds('31.4,74.2,31.6,74.5')).toEqual({ ok: true, value: { south: 31.4, west: 74.2, north: 31.6, east: 74.5 } });
    // A map of Lahore reaching into India.
    const clipped = parseBounds('31.4,74.2,31.6,79');
    expect(clipped.ok && clipped.value.east).toBeLessThan(79);
    expect(message(parseBounds('31.6,74.2,31.4,74.5'))).toMatch(/south below north/);
    expect(message(parseBounds('31.4,74.2,31.6'))).toMatch(/four numbers/);
    expect(message(parseBounds('1e3,74.2,31.6,74.5'))).toMatch(/four numbers/);
  });

  it('reads "near" with a default radius and refuses points outside Pakistan or absurd radii', () => {
    expect(parseNear('31.47,74.41')).toEqual({ ok: true, value: { lat: 31.47, lng: 74.41, km: 3 } });
    expect(parseNear('31.47,74.41,5')).toEqual({ ok: true, value: { lat: 31.47, lng: 74.41, km: 5 } });
    expect(message(parseNear('51.5,-0.12,3'))).toMatch(/in Pakistan/);
    expect(message(parseNear('31.47,74.41,500'))).toMatch(/between/);
    expect(message(parseNear('31.47,74.41,0'))).toMatch(/between/);
  });

  it('reads a drawn area and refuses one that crosses itself, is too small or too detailed', () => {
    const square = '31.4,74.2;31.6,74.2;31.6,74.5;31.4,74.5';
    expect(parseArea(square).ok).toBe(true);
    // A bow tie: corners in the wrong order make two edges cross.
    expect(message(parseArea('31.4,74.2;31.6,74.5;31.6,74.2;31.4,74.5'))).toMatch(/cross itself/);
    expect(message(parseArea('31.4,74.2;31.6,74.2'))).toMatch(/at least 3/);
    // Corners on one line, or all in one spot, hold no ground.
    expect(message(parseArea('31.4,74.2;31.4,74.2;31.4,74.2'))).toMatch(/at least 1000 square metres/);
    expect(message(parseArea('31.4,74.2;31.5,74.3;31.6,74.4'))).toMatch(/at least 1000 square metres/);
    expect(parseArea('31.4,74.2;31.4003,74.2;31.4003,74.2004;31.4,74.2004').ok).toBe(true);
    const many = Array.from({ length: AREA_MAX_POINTS + 1 }, (_, i) => {
      const a = (i / (AREA_MAX_POINTS + 1)) * 2 * Math.PI;
      return `${(31.5 + 0.1 * Math.sin(a)).toFixed(5)},${(74.3 + 0.1 * Math.cos(a)).toFixed(5)}`;
    }).join(';');
    expect(message(parseArea(many))).toMatch(/at most/);
    expect(message(parseArea('31.4,74.2;31.6,74.2;40,74.5'))).toMatch(/in Pakistan/);
  });

  it('writes what it reads, in the shape the address keeps', () => {
    const near = { lat: 31.470001, lng: 74.41, km: 3 };
    expect(formatNear(near)).toBe('31.47,74.41,3');
    const area = [{ lat: 31.4, lng: 74.2 }, { lat: 31.6, lng: 74.2 }, { lat: 31.6, lng: 74.5 }];
    expect(parseArea(formatArea(area))).toEqual({ ok: true, value: area });
    const bounds = { south: 31.4, west: 74.2, north: 31.6, east: 74.5 };
    expect(formatBounds(bounds)).toMatch(GEO_TEXT);
    expect(GEO_TEXT.test('<script>')).toBe(false);
  });

  it('names the field when the search schema refuses one', () => {
    const r = v.safeParse(SearchSchema, { Near: '99,99,3' });
    expect(r.success).toBe(false);
    expect(r.issues?.[0]?.message).toMatch(/Near must be a point in Pakistan/);
    expect(v.safeParse(SearchSchema, { Area: '31.4,74.2;31.6,74.5;31.6,74.2;31.4,74.5' }).issues?.[0]?.message).toMatch(/Area must not cross/);
    expect(v.parse(SearchSchema, {}).Near).toBe('');
  });
});
