/**
 * How a photo is shrunk before upload (README, 'Shrinking photos'): the sizes and
 * JPEG qualities tried, largest first, until one fits. Pure, so it is unit-tested; the canvas work is
 * in src/components/image-picker/shrink-core.ts.
 */

export interface ShrinkLimits {
  /** The longer side, in pixels, at most. */
  maxSide: number;
  /** The encoded file, in bytes, at most (the smallest try is kept when none fits). */
  maxBytes: number;
}

export interface ShrinkTry {
  width: number;
  height: number;
  quality: number;
}

/** Qualities tried at each size: a phone photo at 1920 px usually fits 512 KiB at the first or second. */
const QUALITIES = [0.85, 0.75, 0.65] as const;
/** Each further size is this much smaller on each side, down to this many sizes in all. */
const STEP_DOWN = 0.8;
const SIZES = 3;

/** The size that fits within `maxSide`, never enlarged, aspect kept, at least 1 px. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Every try, in order: each size at each quality, the size stepping down after the lowest quality. */
export function shrinkTries(width: number, height: number, limits: ShrinkLimits): ShrinkTry[] {
  const tries: ShrinkTry[] = [];
  let size = fitWithin(width, height, limits.maxSide);
  for (let step = 0; step < SIZES; step += 1) {
    for (const quality of QUALITIES) tries.push({ ...size, quality });
    size = { width: Math.max(1, Math.round(size.width * STEP_DOWN)), height: Math.max(1, Math.round(size.height * STEP_DOWN)) };
  }
  return tries;
}
