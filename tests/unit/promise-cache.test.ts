import { afterEach, describe, expect, it, vi } from 'vitest';
import { PromiseCache } from '../../server/services/promise-cache.ts';

describe('PromiseCache (search and asking-price medians)', () => {
  afterEach(() => vi.useRealTimers());

  it('shares one piece of work between callers within the time-to-live, and works again after it', async () => {
    vi.useFakeTimers();
    const cache = new PromiseCache<number>(1_000, 10);
    let runs = 0;
    const work = () => Promise.resolve(++runs);
    expect(await cache.get('a', work)).toBe(1);
    expect(await cache.get('a', work)).toBe(1);
    expect(cache.counts).toEqual({ hits: 1, misses: 1 });
    vi.advanceTimersByTime(1_001);
    expect(await cache.get('a', work)).toBe(2);
    cache.clear();
    expect(await cache.get('a', work)).toBe(3);
  });

  it('forgets a failed answer at once, so the next caller tries again', async () => {
    const cache = new PromiseCache<string>(60_000, 10);
    await expect(cache.get('k', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    await Promise.resolve();
    expect(await cache.get('k', () => Promise.resolve('back'))).toBe('back');
  });

  it('drops the oldest entry when full, and keeps nothing with a time-to-live of 0', async () => {
    const cache = new PromiseCache<string>(60_000, 2);
    for (const key of ['a', 'b', 'c']) await cache.get(key, () => Promise.resolve(key));
    expect(await cache.get('a', () => Promise.resolve('a again'))).toBe('a again');
    expect(await cache.get('c', () => Promise.resolve('c again'))).toBe('c');
    const none = new PromiseCache<number>(0, 2);
    let runs = 0;
    await none.get('x', () => Promise.resolve(++runs));
    await none.get('x', () => Promise.resolve(++runs));
    expect(runs).toBe(2);
  });
});
