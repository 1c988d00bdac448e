import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkboxPlugin } from 'workbox-core/types';
import { DeviceCopyHeaders, READ_START_TIMEOUT_MS, REFRESH_RESULT_MESSAGE } from '../../src/lib/timeouts.ts';

// The worker's side of the offline banner's causes: what it tells a page of the refresh it made after
// answering from its copy, and how it marks a copy shown because the network did not answer.
const posted: Array<{ clientId: string; message: unknown }> = [];
(globalThis as unknown as { self: unknown }).self = {
  clients: { get: async (clientId: string) => ({ postMessage: (message: unknown) => posted.push({ clientId, message }) }) },
};
const { fallbackPlugin, refreshReportPlugin, tileFreshnessPlugin } = await import('../../sw/runtime-caching.ts');
const { TILE_MAX_AGE_SECONDS } = await import('../../src/contract/tiles.ts');

type Callback = (param: Record<string, unknown>) => Promise<unknown>;
const call = (plugin: WorkboxPlugin, name: keyof WorkboxPlugin, param: Record<string, unknown>) =>
  (plugin[name] as unknown as Callback)(param);

const event = { clientId: 'page-1' };
const request = new Request('https://basera.pk/api/Home/NewlyAdded');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the refresh after answering from the copy', () => {
  beforeEach(() => {
    posted.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('tells the page the server answered, or that it answered 5xx', async () => {
    for (const [status, failure] of [[200, null], [502, 'server']] as const) {
      const state = {};
      await call(refreshReportPlugin, 'requestWillFetch', { request, event, state });
      const response = new Response('x', { status });
      expect(await call(refreshReportPlugin, 'fetchDidSucceed', { request, response, event, state })).toBe(response);
      await settle();
      expect(posted.pop()).toEqual({ clientId: 'page-1', message: { type: REFRESH_RESULT_MESSAGE, failure } });
    }
  });

  it('tells the page the server was out of reach when the fetch failed', async () => {
    const state = {};
    await call(refreshReportPlugin, 'requestWillFetch', { request, event, state });
    await call(refreshReportPlugin, 'fetchDidFail', { request, event, state, error: new TypeError('Failed to fetch') });
    await settle();
    expect(posted).toEqual([{ clientId: 'page-1', message: { type: REFRESH_RESULT_MESSAGE, failure: 'unreachable' } }]);
  });

  it("gives up a refresh that has not begun to answer within a read's time, and says the link is too slow", async () => {
    vi.useFakeTimers();
    const state = {};
    const sent = (await call(refreshReportPlugin, 'requestWillFetch', { request, event, state })) as Request;
    vi.advanceTimersByTime(READ_START_TIMEOUT_MS - 1);
    expect(sent.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(sent.signal.aborted).toBe(true);
    await call(refreshReportPlugin, 'fetchDidFail', { request, event, state, error: new DOMException('aborted', 'AbortError') });
    vi.useRealTimers();
    await settle();
    expect(posted).toEqual([{ clientId: 'page-1', message: { type: REFRESH_RESULT_MESSAGE, failure: 'slow' } }]);
  });
});

describe('a network-first copy shown instead of the network', () => {
  const copy = () => new Response('{}', { status: 200, headers: { [DeviceCopyHeaders.savedAt]: '1000' } });
  const marked = async (state: Record<string, unknown>) =>
    ((await call(fallbackPlugin, 'cachedResponseWillBeUsed', { cachedResponse: copy(), state })) as Response).headers.get(DeviceCopyHeaders.fallback);

  it('is marked with why: a 5xx, a failed fetch, or no answer yet when the strategy stopped waiting', async () => {
    const server: Record<string, unknown> = {};
    await expect(call(fallbackPlugin, 'fetchDidSucceed', { response: new Response('', { status: 502 }), state: server })).rejects.toThrow('502');
    await call(fallbackPlugin, 'fetchDidFail', { state: server });
    expect(await marked(server)).toBe('server');

    const refused: Record<string, unknown> = {};
    await call(fallbackPlugin, 'fetchDidFail', { state: refused });
    expect(await marked(refused)).toBe('unreachable');

    expect(await marked({})).toBe('slow');
  });
});

describe('a kept map tile', () => {
  const tile = new Request('https://basera.pk/tiles/12/2894/1669');
  const kept = (ageMs: number | null) => new Response('tile', { headers: ageMs === null ? {} : { [DeviceCopyHeaders.savedAt]: String(Date.now() - ageMs) } });

  it('is used as it is while younger than the max-age the server gives it', async () => {
    const copy = kept(TILE_MAX_AGE_SECONDS * 1000 - 60_000);
    const state: Record<string, unknown> = {};
    expect(await call(tileFreshnessPlugin, 'cachedResponseWillBeUsed', { request: tile, cachedResponse: copy, state })).toBe(copy);
    expect(state.stale).toBeUndefined();
    expect(await call(tileFreshnessPlugin, 'requestWillFetch', { request: tile, state })).toBe(tile);
  });

  it('is asked for again once older (or unstamped), past the HTTP cache, and still shown when that fails', async () => {
    for (const age of [TILE_MAX_AGE_SECONDS * 1000 + 60_000, null]) {
      const copy = kept(age);
      const state: Record<string, unknown> = {};
      expect(await call(tileFreshnessPlugin, 'cachedResponseWillBeUsed', { request: tile, cachedResponse: copy, state })).toBeNull();
      const sent = (await call(tileFreshnessPlugin, 'requestWillFetch', { request: tile, state })) as Request;
      expect(sent.cache).toBe('no-cache');
      // A 5xx is no better than offline: the old copy is shown.
      await expect(call(tileFreshnessPlugin, 'fetchDidSucceed', { request: sent, response: new Response('', { status: 503 }), state })).rejects.toThrow('503');
      expect(await call(tileFreshnessPlugin, 'handlerDidError', { request: tile, error: new Error('offline'), state })).toBe(copy);
    }
  });

  it('when there is none, the network answers, a 5xx included', async () => {
    const state: Record<string, unknown> = {};
    expect(await call(tileFreshnessPlugin, 'cachedResponseWillBeUsed', { request: tile, cachedResponse: undefined, state })).toBeUndefined();
    const response = new Response('', { status: 503 });
    expect(await call(tileFreshnessPlugin, 'fetchDidSucceed', { request: tile, response, state })).toBe(response);
    expect(await call(tileFreshnessPlugin, 'handlerDidError', { request: tile, error: new Error('offline'), state })).toBeUndefined();
  });
});
