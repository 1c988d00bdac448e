import { describe, expect, it } from 'vitest';
import { AVATAR_SIZE, IMAGE_QUALITIES, IMAGE_SIDES, ImageSizes, LOGO } from '../../src/contract/constants.ts';
import { snapQuality, snapSide } from '../../server/images/variants.ts';

describe('image variant steps', () => {
  it('every size and quality the app asks for is a step, so its images are made exactly as asked', () => {
    // The account panel (144) and the profile preview (192) ask for square avatars too.
    const sizes = [...Object.values(ImageSizes), AVATAR_SIZE, LOGO.size, '144x144', '192x192'];
    for (const size of sizes) {
      for (const side of size.split('x').map(Number)) expect(IMAGE_SIDES, size).toContain(side);
    }
    expect(IMAGE_QUALITIES).toContain(80);
    expect(IMAGE_QUALITIES).toContain(LOGO.quality);
  });

  it('snaps a side up to the next step and a quality down', () => {
    expect(snapSide(480)).toBe(480);
    expect(snapSide(481)).toBe(512);
    expect(snapSide(1)).toBe(16);
    expect(snapSide(9999)).toBe(2400);
    expect(snapQuality(80)).toBe(80);
    expect(snapQuality(79)).toBe(70);
    expect(snapQuality(1)).toBe(30);
  });
});
