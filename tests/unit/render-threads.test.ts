import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RenderThreads } from '../../server/http/render-threads.ts';

/**
 * Pages rendered on a worker thread (SSR_THREADS): the renderer's data reads are
 * answered by the main thread's fetch, the result comes back whole, and a render that keeps its
 * thread busy does not hold the main event loop (a timer set meanwhile fires on time).
 */
const RENDERER = `
let fetchImpl;
let email;
export function configureServerRendering(f, contactEmail) { fetchImpl = f; email = contactEmail; }
export function serverRenderedRoutes() { return [{ path: '/property/$propertyUrl', module: 'src/features/property/PropertyPage.tsx' }]; }
export async function renderPage(url, options) {
  if (url === '/boom') throw new Error('renderer failed');
  if (url === '/die') process.exit(3);
  const res = await fetchImpl('/api/Echo?from=' + encodeURIComponent(url), {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ low: options.lowBandwidth }),
  });
  const data = await res.json();
  // Synchronous work, as renderToString is.
  const until = Date.now() + (url === '/slow' ? 400 : 0);
  while (Date.now() < until) { /* busy */ }
  return { html: '<p>' + data.echo + '</p>', title: email, canonical: false, status: res.status === 404 ? 404 : 200, state: { data } };
}
`;

let dir: string;
let threads: RenderThreads;
const seen: Array<{ url: string; method: string; body: string }> = [];

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'basera-render-threads-'));
  writeFileSync(path.join(dir, 'entry-server.js'), RENDERER);
  const appFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = await request.text();
    seen.push({ url: request.url, method: request.method, body });
    const from = new URL(request.url).searchParams.get('from');
    return Response.json({ echo: `${from} ${body}` }, { status: from === '/missing' ? 404 : 200 });
  }) as typeof fetch;
  threads = new RenderThreads(path.join(dir, 'entry-server.js'), 1, appFetch, 'admin@basera.test', () => undefined);
});

afterAll(async () => {
  await threads.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('RenderThreads', () => {
  it('renders in the thread with data read through the main thread (addresses relative to the app, as the client asks)', async () => {
    const page = await threads.renderPage('/property/a-house', { timeoutMs: 1000, lowBandwidth: true });
    expect(page).toEqual({
      html: '<p>/property/a-house {"low":true}</p>', title: 'admin@basera.test', canonical: false, status: 200,
      state: { data: { echo: '/property/a-house {"low":true}' } },
    });
    expect(seen.at(-1)).toEqual({ url: 'http://localhost/api/Echo?from=%2Fproperty%2Fa-house', method: 'POST', body: '{"low":true}' });
    expect((await threads.renderPage('/missing', { timeoutMs: 1000, lowBandwidth: false }))?.status).toBe(404);
  }, 20_000);

  it('answers the route list from the thread, which alone loads the renderer', async () => {
    expect(await threads.serverRenderedRoutes()).toEqual([{ path: '/property/$propertyUrl', module: 'src/features/property/PropertyPage.tsx' }]);
  }, 20_000);

  it('leaves the main event loop free while a render is busy', async () => {
    await threads.renderPage('/warm', { timeoutMs: 1000, lowBandwidth: false });
    const started = Date.now();
    const slow = threads.renderPage('/slow', { timeoutMs: 1000, lowBandwidth: false });
    const timerFiredAfter = await new Promise<number>((resolve) => setTimeout(() => resolve(Date.now() - started), 20));
    expect(timerFiredAfter).toBeLessThan(200);
    expect((await slow)?.html).toContain('/slow');
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  }, 20_000);

  it('passes a renderer failure on as a rejection and keeps rendering', async () => {
    await expect(threads.renderPage('/boom', { timeoutMs: 1000, lowBandwidth: false })).rejects.toThrow(/renderer failed/);
    expect((await threads.renderPage('/after', { timeoutMs: 1000, lowBandwidth: false }))?.html).toContain('/after');
  }, 20_000);

  it('fails the renders of a thread that dies, refuses new ones until a new thread runs, then renders again', async () => {
    const options = { timeoutMs: 1000, lowBandwidth: false };
    await expect(threads.renderPage('/die', options)).rejects.toThrow(/render thread exited with 3/);
    // Died within 5 s of its start: the new one comes after a pause, and nothing waits on the dead one.
    await expect(threads.renderPage('/meanwhile', options)).rejects.toThrow(/no render thread is running/);
    await new Promise((r) => setTimeout(r, 1_500));
    expect((await threads.renderPage('/again', options))?.html).toContain('/again');
  }, 20_000);
});
