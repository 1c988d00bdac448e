import { describe, expect, it } from 'vitest';
import { formatRooms, hasRooms } from '../../src/lib/rooms.ts';

describe('rooms', () => {
  it('hides empty values', () => {
    for (const v of ['', '  ', '0', null, undefined]) {
      expect(hasRooms(v)).toBe(false);
      expect(formatRooms(v, 'Bed')).toBeNull();
    }
  });

  it('pluralises counts', () => {
    expect(formatRooms('1', 'Bed')).toBe('1 Bed');
    expect(formatRooms('3', 'Bed')).toBe('3 Beds');
    expect(formatRooms('10+', 'Bath')).toBe('10+ Baths');
  });

  it('keeps words as they are', () => {
    expect(formatRooms('Studio', 'Bed')).toBe('Studio');
  });
});
