import { describe, expect, it } from 'vitest';
import { bandProbes, fingerprintBands, fingerprintOfPixels, hammingDistance, photoFingerprint, photoFingerprints, SAME_PHOTO_BITS } from '../../server/images/fingerprint.ts';
import { changedPhoto, scenePhoto, type PhotoChange } from '../support/photos.ts';

const CHANGES: PhotoChange[] = ['resized', 'recompressed', 'brightened', 'watermarked'];

describe('photo fingerprints', () => {
  it('move only a few bits when a photo is resized, recompressed, brightened or watermarked', async () => {
    const worst: number[] = [];
    for (const seed of [1, 2, 3, 4, 5]) {
      const photo = await scenePhoto(seed);
      const original = (await photoFingerprint(photo))!;
      for (const change of CHANGES) {
        const d = hammingDistance(original, (await photoFingerprint(await changedPhoto(photo, change)))!);
        worst.push(d);
        expect(d, `${change} copy of scene ${seed}`).toBeLessThanOrEqual(SAME_PHOTO_BITS);
      }
    }
    expect(Math.max(...worst)).toBeLessThanOrEqual(SAME_PHOTO_BITS);
  });

  it('find a photo flipped left to right by the mirror image of the copy, which its own bits would not', async () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const photo = await scenePhoto(seed);
      const original = (await photoFingerprint(photo))!;
      const flipped = await photoFingerprints(await changedPhoto(photo, 'mirrored'));
      expect(hammingDistance(original, flipped.print!), `scene ${seed} as flipped`).toBeGreaterThan(SAME_PHOTO_BITS);
      expect(hammingDistance(original, flipped.mirrored!), `scene ${seed} flipped back`).toBeLessThanOrEqual(SAME_PHOTO_BITS);
    }
  });

  it('differ in many bits between different photos', async () => {
    const prints = await Promise.all([11, 12, 13, 14, 15, 16].map(async (s) => (await photoFingerprint(await scenePhoto(s)))!));
    const distances: number[] = [];
    for (let i = 0; i < prints.length; i++) {
      for (let j = i + 1; j < prints.length; j++) distances.push(hammingDistance(prints[i]!, prints[j]!));
    }
    expect(Math.min(...distances)).toBeGreaterThan(12);
    const mean = distances.reduce((a, b) => a + b, 0) / distances.length;
    expect(mean).toBeGreaterThan(20);
  });

  it('are the same for the same pixels and split into four 16-bit bands', () => {
    const pixels = Uint8Array.from({ length: 1024 }, (_, i) => 128 + 100 * Math.sin((i % 32) / 5) * Math.cos((i >> 5) / 7));
    const a = fingerprintOfPixels(pixels)!;
    expect(fingerprintOfPixels(pixels)).toBe(a);
    expect(a).not.toBeNull();
    const bands = fingerprintBands(a);
    const joined = bands.reduce((acc, b) => (acc << 16n) | BigInt(b), 0n);
    expect(BigInt.asIntN(64, joined)).toBe(a);
    for (const b of bands) expect(b >= 0 && b < 65536).toBe(true);
  });

  it('leaves a blank photo without a fingerprint, as every blank photo would match every other', async () => {
    const sharp = (await import('sharp')).default;
    const flat = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 120, b: 90 } } }).jpeg().toBuffer();
    expect(await photoFingerprint(flat)).toBeNull();
    expect(fingerprintOfPixels(new Uint8Array(1024).fill(128))).toBeNull();
  });

  it('counts differing bits, the sign bit too', () => {
    expect(hammingDistance(0n, 0n)).toBe(0);
    expect(hammingDistance(-1n, 0n)).toBe(64);
    expect(hammingDistance(BigInt.asIntN(64, 1n << 63n), 0n)).toBe(1);
    expect(hammingDistance(0b1011n, 0b0001n)).toBe(2);
  });

  it('the band lookups find every fingerprint within the distance taken for the same photo', () => {
    const a = BigInt.asIntN(64, 0x0123_4567_89ab_cdefn);
    const probes = bandProbes(a);
    expect(probes.map((p) => p.length)).toEqual([17, 17, 17, 17]);
    for (let trial = 0; trial < 500; trial++) {
      let b = a;
      const flips = new Set<number>();
      const n = 1 + (trial % SAME_PHOTO_BITS);
      while (flips.size < n) flips.add(Math.floor(Math.random() * 64));
      for (const bit of flips) b = BigInt.asIntN(64, b ^ (1n << BigInt(bit)));
      expect(hammingDistance(a, b)).toBe(n);
      expect(fingerprintBands(b).some((band, i) => probes[i]!.includes(band)), `${n} bits: ${[...flips].join(',')}`).toBe(true);
    }
  });

  it('eight bits, two in each band, escape the lookups (so the distance taken stays below eight)', () => {
    const a = 0n;
    const b = [1, 2, 17, 18, 33, 34, 49, 50].reduce((x, bit) => x ^ (1n << BigInt(bit)), 0n);
    const probes = bandProbes(a);
    expect(fingerprintBands(b).some((band, i) => probes[i]!.includes(band))).toBe(false);
  });
});
