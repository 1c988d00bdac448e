import { describe, expect, it } from 'vitest';
import { ImageSizes } from '../../src/contract/constants.ts';
import { isGoodForWarming, isLowBandwidth, isLowBandwidthRequest, keepServerPagePhotos, LOW_BANDWIDTH_ATTRIBUTE, photosLowBandwidth, preferredImageSize, prefersLowBandwidth, releaseServerPagePhotos, withLowBandwidthHint } from '../../src/lib/bandwidth.ts';

describe('low-bandwidth image sizes', () => {
  it('detects Data Saver and 2G-class connections only', () => {
    expect(isLowBandwidth(undefined)).toBe(false);
    expect(isLowBandwidth(null)).toBe(false);
    expect(isLowBandwidth({})).toBe(false);
    expect(isLowBandwidth({ effectiveType: '4g' })).toBe(false);
    expect(isLowBandwidth({ effectiveType: '3g', saveData: false })).toBe(false);
    expect(isLowBandwidth({ effectiveType: '2g' })).toBe(true);
    expect(isLowBandwidth({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isLowBandwidth({ effectiveType: '4g', saveData: true })).toBe(true);
  });

  it('asks for one step smaller on a slow connection and keeps sizes otherwise', () => {
    expect(preferredImageSize(ImageSizes.card, true)).toBe(ImageSizes.cardSmall);
    expect(preferredImageSize(ImageSizes.full, true)).toBe(ImageSizes.detail);
    expect(preferredImageSize(ImageSizes.detail, true)).toBe(ImageSizes.card);
    // Nothing smaller with the same shape: unchanged.
    expect(preferredImageSize(ImageSizes.thumb, true)).toBe(ImageSizes.thumb);
    expect(preferredImageSize(ImageSizes.tileSmall, true)).toBe(ImageSizes.tileSmall);
    // City tiles keep their 3:2 shape.
    expect(preferredImageSize(ImageSizes.tile, true)).toBe(ImageSizes.tileSmall);
    for (const size of Object.values(ImageSizes)) expect(preferredImageSize(size, false)).toBe(size);
  });
});

describe('the server-side renderer hint', () => {
  it('decides only during the render it wraps, even if the render throws', () => {
    expect(prefersLowBandwidth()).toBe(false);
    expect(withLowBandwidthHint(true, () => prefersLowBandwidth())).toBe(true);
    expect(prefersLowBandwidth()).toBe(false);
    expect(() => withLowBandwidthHint(true, () => { throw new Error('render failed'); })).toThrow('render failed');
    expect(prefersLowBandwidth()).toBe(false);
  });
});

describe('warming the rest of the app', () => {
  it('happens only on a 4G-class link without Data Saver, or where the browser does not say', () => {
    expect(isGoodForWarming(undefined)).toBe(true);
    expect(isGoodForWarming({})).toBe(true);
    expect(isGoodForWarming({ effectiveType: '4g' })).toBe(true);
    expect(isGoodForWarming({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(isGoodForWarming({ saveData: true })).toBe(false);
    for (const slow of ['3g', '2g', 'slow-2g']) expect(isGoodForWarming({ effectiveType: slow })).toBe(false);
  });
});

describe('a page request\'s link', () => {
  const from = (headers: Record<string, string>) => (name: string) => headers[name];
  it('is slow with Data Saver or a 2G ECT, and unknown (so slow) on a phone\'s first visit', () => {
    expect(isLowBandwidthRequest(from({}))).toBe(false);
    expect(isLowBandwidthRequest(from({ 'save-data': 'on' }))).toBe(true);
    expect(isLowBandwidthRequest(from({ 'save-data': 'On', ect: '4g' }))).toBe(true);
    expect(isLowBandwidthRequest(from({ ect: '2G' }))).toBe(true);
    expect(isLowBandwidthRequest(from({ ect: '3g', 'sec-ch-ua-mobile': '?1' }))).toBe(false);
    expect(isLowBandwidthRequest(from({ ect: '4g', 'sec-ch-ua-mobile': '?1' }))).toBe(false);
    // A phone's Chromium before Accept-CH reached it: its link is not known yet.
    expect(isLowBandwidthRequest(from({ 'sec-ch-ua': '"Chromium";v="140"', 'sec-ch-ua-mobile': '?1' }))).toBe(true);
    // A computer's is taken to be fast, as is a browser that sends no hints.
    expect(isLowBandwidthRequest(from({ 'sec-ch-ua': '"Chromium";v="140"', 'sec-ch-ua-mobile': '?0' }))).toBe(false);
  });

  it('decides the photos of the server\'s page while the app takes it over, then the link does', () => {
    expect(photosLowBandwidth()).toBe(false);
    expect(withLowBandwidthHint(true, () => photosLowBandwidth())).toBe(true);
    keepServerPagePhotos({ hasAttribute: (name: string) => name === LOW_BANDWIDTH_ATTRIBUTE });
    try {
      expect(photosLowBandwidth()).toBe(true);
      // The live link is read elsewhere (the gallery, warming for offline), as before.
      expect(prefersLowBandwidth()).toBe(false);
    } finally {
      releaseServerPagePhotos();
    }
    expect(photosLowBandwidth()).toBe(false);
    keepServerPagePhotos({ hasAttribute: () => false });
    expect(withLowBandwidthHint(true, () => photosLowBandwidth())).toBe(true);
    expect(photosLowBandwidth()).toBe(false);
    // A full-size page does not hold back a browser that wants the small photos (Data Saver).
    const own = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { configurable: true, value: { connection: { saveData: true } } });
    try {
      expect(photosLowBandwidth()).toBe(true);
    } finally {
      if (own) Object.defineProperty(globalThis, 'navigator', own);
      else Reflect.deleteProperty(globalThis, 'navigator');
      releaseServerPagePhotos();
    }
  });
});
