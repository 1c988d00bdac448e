/**
 * The map's tiles on the device: the worker keeps our tiles (cache-first, in their own cache) and
 * the TileJSON (with the reference data), so a map of a place already seen opens offline
 * (README, 'Map tiles').
 */
import { TILEJSON_PATH, TILE_MAX_AGE_SECONDS } from '../../src/contract/tiles.ts';
import { DeviceCopyHeaders } from '../../src/lib/timeouts.ts';
import { journey as test, expect } from './fixtures.ts';
import { waitForServiceWorker } from './support.ts';

test.use({ viewport: { width: 360, height: 740 } });

// Lahore's DHA at zooms 11 to 13.
const TILES = ['/tiles/11/1447/834', '/tiles/12/2894/1669', '/tiles/12/2894/1670', '/tiles/13/5789/3339'];

test('tiles and the TileJSON seen online are there offline', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);

  const load = (paths: string[]) => page.evaluate(async (list) => Promise.all(list.map(async (p) => {
    const res = await fetch(p);
    return { status: res.status, type: res.headers.get('content-type'), bytes: (await res.arrayBuffer()).byteLength };
  })), paths);

  const online = await load([TILEJSON_PATH, ...TILES]);
  for (const answer of online) expect(answer.status).toBe(200);
  expect(online.slice(1).every((a) => a.type === 'application/vnd.mapbox-vector-tile' && a.bytes > 0)).toBe(true);

  const kept = (cacheName: string, paths: string[]) => page.evaluate(async ({ cacheName, paths }) => {
    const cache = await caches.open(cacheName);
    const found = await Promise.all(paths.map((p) => cache.match(p, { ignoreVary: true })));
    return found.filter(Boolean).length;
  }, { cacheName, paths });
  await expect.poll(() => kept('basera-tiles-v1', TILES)).toBe(TILES.length);
  await expect.poll(() => kept('basera-reference-v1', [TILEJSON_PATH])).toBe(1);
  // Tiles are not kept with photos or listings: they have a cache of their own.
  expect(await kept('basera-images-v1', TILES)).toBe(0);

  await context.setOffline(true);
  const offline = await load([TILEJSON_PATH, ...TILES]);
  expect(offline.map((a) => a.status)).toEqual(online.map((a) => a.status));
  expect(offline.map((a) => a.bytes)).toEqual(online.map((a) => a.bytes));
  const tileJson = await page.evaluate(async (p) => (await fetch(p)).json(), TILEJSON_PATH);
  expect(tileJson.vector_layers.map((l: { id: string }) => l.id)).toEqual(expect.arrayContaining(['earth', 'locations', 'cities', 'places']));
  await context.setOffline(false);
});

test('a kept tile older than its max-age is fetched again online, and still shown offline', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const [tile] = TILES;
  const load = (path: string) => page.evaluate(async (p) => {
    const res = await fetch(p);
    return { status: res.status, bytes: (await res.arrayBuffer()).byteLength };
  }, path);
  const savedAt = (path: string) => page.evaluate(async ({ p, header }) => {
    const kept = await (await caches.open('basera-tiles-v1')).match(p, { ignoreVary: true });
    return kept ? Number(kept.headers.get(header)) : null;
  }, { p: path, header: DeviceCopyHeaders.savedAt });

  const online = await load(tile!);
  expect(online.status).toBe(200);
  await expect.poll(() => savedAt(tile!)).toBeGreaterThan(0);

  // The copy is made older than the server's max-age, as a week on the device would.
  const old = Date.now() - (TILE_MAX_AGE_SECONDS + 3600) * 1000;
  await page.evaluate(async ({ p, header, old }) => {
    const cache = await caches.open('basera-tiles-v1');
    const kept = (await cache.match(p, { ignoreVary: true }))!;
    const headers = new Headers(kept.headers);
    headers.set(header, String(old));
    await cache.put(p, new Response(await kept.blob(), { status: 200, headers }));
  }, { p: tile!, header: DeviceCopyHeaders.savedAt, old });
  expect(await savedAt(tile!)).toBe(old);

  // Offline the old copy is what there is: it is shown.
  await context.setOffline(true);
  expect(await load(tile!)).toEqual(online);
  await context.setOffline(false);

  // Online it is asked for again and kept afresh.
  expect(await load(tile!)).toEqual(online);
  await expect.poll(() => savedAt(tile!)).toBeGreaterThan(Date.now() - 60_000);
});
