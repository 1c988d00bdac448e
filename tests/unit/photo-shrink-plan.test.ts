import { describe, expect, it } from 'vitest';
import { fitWithin, shrinkTries } from '../../src/lib/photo-shrink-plan.ts';

describe('photo shrink plan', () => {
  it('fits the longer side within the limit, keeps the aspect and never enlarges', () => {
    expect(fitWithin(4000, 3000, 1920)).toEqual({ width: 1920, height: 1440 });
    expect(fitWithin(3000, 4000, 1920)).toEqual({ width: 1440, height: 1920 });
    expect(fitWithin(800, 600, 1920)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(10000, 1, 1920)).toEqual({ width: 1920, height: 1 });
  });

  it('tries lower qualities before smaller sizes, largest first', () => {
    const tries = shrinkTries(4000, 3000, { maxSide: 1920, maxBytes: 512 * 1024 });
    expect(tries[0]).toEqual({ width: 1920, height: 1440, quality: 0.85 });
    expect(tries[1]).toEqual({ width: 1920, height: 1440, quality: 0.75 });
    expect(tries[3]).toEqual({ width: 1536, height: 1152, quality: 0.85 });
    for (let i = 1; i < tries.length; i += 1) {
      const [a, b] = [tries[i - 1]!, tries[i]!];
      expect(b.width * b.height < a.width * a.height || (b.width === a.width && b.quality < a.quality)).toBe(true);
    }
  });
});
