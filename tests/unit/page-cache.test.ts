import { describe, expect, it } from 'vitest';
import { PageCache, pageAddress, type CachedPage } from '../../server/http/page-cache.ts';

const page = (body: string): CachedPage => ({ status: 200, body: Buffer.from(body), brotli: null });

function deferred() {
  let resolve!: (p: CachedPage | null) => void;
  const promise = new Promise<CachedPage | null>((r) => { resolve = r; });
  return { promise, resolve };
}

describe('PageCache', () => {
  it('renders once per key within the time-to-live, and again after it', async () => {
    let now = 1_000;
    const cache = new PageCache(30_000, 100, () => now);
    let renders = 0;
    const render = () => Promise.resolve(page(`render ${++renders}`));
    const key = PageCache.key('/properties?City=1', false);
    expect(cache.get(key, render).hit).toBe(false);
    const second = cache.get(key, render);
    expect(second.hit).toBe(true);
    expect(await second.value).toEqual(page('render 1'));
    // The low-bandwidth page is another page.
    expect(cache.get(PageCache.key('/properties?City=1', true), render).hit).toBe(false);
    now += 30_000;
    expect(await cache.get(key, render).value).toEqual(page('render 3'));
    expect(cache.cacheCounts).toEqual({ hits: 1, misses: 3 });
  });

  it('shares one render between visits that arrive while it runs', async () => {
    const cache = new PageCache(30_000);
    const d = deferred();
    let renders = 0;
    const render = () => { renders += 1; return d.promise; };
    const a = cache.get('k', render);
    const b = cache.get('k', render);
    d.resolve(page('one'));
    expect(await a.value).toBe(await b.value);
    expect(renders).toBe(1);
  });

  it('keeps no shell answer (null) and no failed render', async () => {
    const cache = new PageCache(30_000);
    await cache.get('late', () => Promise.resolve(null)).value;
    expect(cache.get('late', () => Promise.resolve(page('now'))).hit).toBe(false);
    await cache.get('broken', () => Promise.reject(new Error('boom'))).value.catch(() => undefined);
    expect(cache.get('broken', () => Promise.resolve(page('now'))).hit).toBe(false);
  });

  it('forgets everything on a change, including a render that started before it', async () => {
    const cache = new PageCache(30_000);
    await cache.get('done', () => Promise.resolve(page('old'))).value;
    const d = deferred();
    cache.get('running', () => d.promise);
    cache.invalidate();
    d.resolve(page('from before the change'));
    await Promise.resolve();
    expect(cache.get('done', () => Promise.resolve(page('new'))).hit).toBe(false);
    expect(cache.get('running', () => Promise.resolve(page('new'))).hit).toBe(false);
  });

  it('keeps a bounded number of addresses, dropping the oldest', () => {
    const cache = new PageCache(30_000, 3);
    for (const k of ['a', 'b', 'c', 'd']) cache.get(k, () => Promise.resolve(page(k)));
    expect(cache.size).toBe(3);
    expect(cache.get('a', () => Promise.resolve(page('a'))).hit).toBe(false);
    expect(cache.get('d', () => Promise.resolve(page('d'))).hit).toBe(true);
  });

  it('keeps a bounded number of bytes, dropping the oldest pages, and lets expired pages go', async () => {
    let now = 0;
    const cache = new PageCache(30_000, 100, () => now, 250);
    for (const k of ['a', 'b', 'c']) await cache.get(k, () => Promise.resolve(page(k.repeat(100)))).value;
    // 300 bytes rendered, 250 allowed: the oldest went.
    expect(cache.byteSize).toBe(200);
    expect(cache.size).toBe(2);
    expect(cache.get('a', () => Promise.resolve(page('a'))).hit).toBe(false);
    await Promise.resolve();
    now += 30_001;
    await cache.get('d', () => Promise.resolve(page('d'))).value;
    // Everything older than the time-to-live was swept when d came.
    expect(cache.size).toBe(1);
    expect(cache.byteSize).toBe(1);
    cache.invalidate();
    expect(cache.byteSize).toBe(0);
  });

  it('is off at a time-to-live of 0', () => {
    expect(new PageCache(0).enabled).toBe(false);
  });
});

describe('pageAddress', () => {
  const results = new Set(['City', 'Keywords', 'Page', 'Sort']);

  it('keeps only the parameters the page reads, so tracking tags share one page', () => {
    expect(pageAddress('/', '?utm=1', new Set())).toBe('/');
    expect(pageAddress('/', '?utm=2&fbclid=x', new Set())).toBe('/');
    expect(pageAddress('/properties', '?City=1&utm_source=a&Page=2', results)).toBe('/properties?City=1&Page=2');
    expect(pageAddress('/properties', '?utm_source=b&City=1&Page=2', results)).toBe('/properties?City=1&Page=2');
  });

  it('writes what it keeps as the router does, and keys are case-sensitive as the router reads them', () => {
    expect(pageAddress('/properties', '?Keywords=g%2013%20flat', results)).toBe('/properties?Keywords=g+13+flat');
    expect(pageAddress('/properties', '?city=1', results)).toBe('/properties');
  });
});

describe('the area preference and the shared page cache', () => {
  it('keys a page by the area unit, and the area cookie alone keeps a request anonymous', async () => {
    const { otherCookies } = await import('../../server/http/edge-cache.ts');
    expect(PageCache.key('/properties?City=2', false, 'sqft:225')).not.toBe(PageCache.key('/properties?City=2', false));
    expect(PageCache.key('/properties?City=2', false, '')).toBe(PageCache.key('/properties?City=2', false));
    expect(otherCookies('basera-area=sqft%3A225')).toBe('');
    expect(otherCookies(undefined)).toBe('');
    expect(otherCookies('basera-area=sqft:225; session=abc')).toBe('session=abc');
    expect(otherCookies('x-basera-area=1')).toBe('x-basera-area=1');
  });
});
