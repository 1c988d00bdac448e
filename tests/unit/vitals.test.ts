import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageKind } from '../../src/contract/vitals-labels.ts';
import { VITALS_ALWAYS_KEY, VITALS_SAMPLE_RATE, vitalsSampled } from '../../src/contract/vitals-sample.ts';

describe('pageKind', () => {
  it.each([
    ['/', 'home'], ['/ur', 'home'], ['/ur/', 'home'],
    ['/properties', 'search'], ['/ur/properties', 'search'],
    ['/property/5-marla-house-for-sale-dha-phase-6-lahore-12', 'listing'], ['/ur/property/flat-7', 'listing'],
    ['/property/forms/submit', 'form'], ['/property/forms/submit/12', 'form'],
    ['/property/verification/approve', 'other'],
    ['/projects', 'projects'], ['/projects/green-valley', 'projects'],
    ['/guides/lahore', 'guide'], ['/agents/sana-12', 'profile'], ['/agencies/al-noor-3', 'profile'],
    ['/account/properties', 'account'], ['/login-register', 'account'], ['/favourites', 'account'],
    ['/admin', 'admin'], ['/tools/area', 'other'], ['/ursomething', 'other'], ['/PROPERTIES/', 'search'],
  ])('%s is %s', (path, kind) => {
    expect(pageKind(path)).toBe(kind);
  });
});

describe('vitalsSampled', () => {
  // The browser's storage, as the unit project runs in Node.
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, value: string) => { items.set(k, value); },
      removeItem: (k: string) => { items.delete(k); },
    });
  });
  afterEach(() => { vi.unstubAllGlobals(); });
  it('reports the sampled share of loads, and lets the sample decide where storage is blocked', () => {
    expect(vitalsSampled(VITALS_SAMPLE_RATE - 0.001)).toBe(true);
    expect(vitalsSampled(VITALS_SAMPLE_RATE)).toBe(false);
    vi.stubGlobal('localStorage', { getItem: () => { throw new Error('SecurityError'); } });
    expect(vitalsSampled(0)).toBe(true);
    expect(vitalsSampled(0.5)).toBe(false);
  });
  it('reports every load on a device set to "always", none on one set to "never"', () => {
    localStorage.setItem(VITALS_ALWAYS_KEY, 'always');
    expect(vitalsSampled(0.99)).toBe(true);
    localStorage.setItem(VITALS_ALWAYS_KEY, 'yes');
    expect(vitalsSampled(0.99)).toBe(false);
    localStorage.setItem(VITALS_ALWAYS_KEY, 'never');
    expect(vitalsSampled(0)).toBe(false);
  });
});
