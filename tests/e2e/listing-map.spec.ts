import type { Page, Request } from '@playwright/test';
import { appReady, journey as test, expect } from './fixtures.ts';
import { demoListings, waitForServiceWorker } from './support.ts';
import type { Envelope } from '../../src/contract/envelope.ts';
import type { PropertyDetails } from '../../src/contract/types.ts';
import type { MapPin } from '../../src/contract/geo.ts';

/**
 * The listing page's map (README, 'The map on the page'): loaded only when asked for on a slow link, by itself once in
 * view on a fast one; the public point drawn by its precision, the links to the phone's maps app, the
 * attribution; keyboard and Urdu; offline, no blank box and no request that can only fail.
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

const MARKER_NAME: Record<MapPin['Precision'], { en: string; ur: string }> = {
  exact: { en: 'Exact location', ur: 'درست مقام' },
  approximate: { en: 'Approximate location', ur: 'تقریبی مقام' },
  area: { en: "Shown at the area's centre", ur: 'علاقے کے مرکز پر دکھایا گیا ہے' },
};

/** What the browser says about its link, as a phone on 3G or 4G would. */
async function linkIs(page: Page, effectiveType: '3g' | '4g'): Promise<void> {
  await page.addInitScript((type) => {
    const connection = { effectiveType: type, saveData: false, addEventListener() {}, removeEventListener() {} };
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => connection });
  }, effectiveType);
}

/** Karachi's demo listings (no journey changes them), with their public points. */
async function listingsWithPins(request: import('@playwright/test').APIRequestContext): Promise<Array<{ url: string; pin: MapPin; place: string }>> {
  const out: Array<{ url: string; pin: MapPin; place: string }> = [];
  for (const item of (await demoListings(request)).slice(0, 30)) {
    const details = (await (await request.get(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${encodeURIComponent(item.PropertyUrl)}`)).json()) as Envelope<PropertyDetails>;
    const pin = details.Data.MapPin;
    if (pin) out.push({ url: item.PropertyUrl, pin, place: [details.Data.Location, details.Data.City].filter(Boolean).join(', ') });
  }
  expect(out.length, 'demo listings with a public point').toBeGreaterThan(0);
  return out;
}

const isMapChunk = (req: Request) => /\/assets\/MapView-[^/]+\.js$/.test(new URL(req.url()).pathname);
const isTile = (req: Request) => /^\/tiles\/\d+\/\d+\/\d+$/.test(new URL(req.url()).pathname);

test('on a slow link the map loads on tap: the point by its precision, the Google Maps links and the attribution', async ({ page, request }) => {
  const [listing] = await listingsWithPins(request);
  const tileJson = (await (await request.get('/tiles/tiles.json')).json()) as { attribution: string };
  await linkIs(page, '3g');
  const asked: string[] = [];
  page.on('request', (req) => { if (isMapChunk(req) || isTile(req)) asked.push(req.url()); });

  await page.goto(`/property/${listing!.url}`);
  await appReady(page);
  const section = page.getByRole('region', { name: 'On the map' });
  await section.scrollIntoViewIfNeeded();
  const show = section.getByRole('button', { name: 'Show on map' });
  await expect(show).toBeVisible();
  // Scrolled into view on 3G: still nothing fetched until the tap.
  await page.waitForTimeout(500);
  expect(asked, 'map files fetched before the tap').toEqual([]);

  // The links need no map: they hand the public point to the phone's maps app.
  const point = `${listing!.pin.Latitude.toFixed(5)},${listing!.pin.Longitude.toFixed(5)}`;
  await expect(section.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute('href', `https://www.google.com/maps/search/?api=1&query=${point}`);
  await expect(section.getByRole('link', { name: 'Directions' })).toHaveAttribute('href', `https://www.google.com/maps/dir/?api=1&destination=${point}`);

  await show.tap();
  const map = section.getByRole('region', { name: `Map of ${listing!.place}` });
  await expect(map).toBeVisible();
  await expect(map.getByRole('img', { name: MARKER_NAME[listing!.pin.Precision].en })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  // The attribution the tile set names, as text.
  const attribution = tileJson.attribution.replace(/<[^>]*>/g, '').replace('&copy;', '©').trim();
  await expect(section.getByText(attribution)).toBeVisible();
  await expect.poll(() => asked.filter((url) => /\/tiles\//.test(url)).length).toBeGreaterThan(0);
  await expect(section.getByRole('status')).toHaveCount(0);

  // Keyboard: the map takes focus and zooms with + and -.
  const zoom = async () => Number(await section.locator('[data-zoom]').getAttribute('data-zoom'));
  const before = await zoom();
  await map.focus();
  await page.keyboard.press('Equal');
  await expect.poll(zoom).toBe(before + 1);
  // One key at a time: a key pressed while the map is still zooming is not taken.
  await page.keyboard.press('Minus');
  await expect.poll(zoom).toBe(before);
  await page.keyboard.press('Minus');
  await expect.poll(zoom).toBe(before - 1);
});

test('each precision is drawn as its own mark, named for assistive technology', async ({ page, request }) => {
  const listings = await listingsWithPins(request);
  const one = new Map(listings.map((l) => [l.pin.Precision, l] as const));
  // The demo seed gives Karachi owners of all three kinds; at least two are among its first listings.
  expect(one.size).toBeGreaterThanOrEqual(2);
  await linkIs(page, '3g');
  for (const [precision, listing] of one) {
    await page.goto(`/property/${listing.url}`);
    await appReady(page);
    const section = page.getByRole('region', { name: 'On the map' });
    await section.getByRole('button', { name: 'Show on map' }).tap();
    const map = section.getByRole('region', { name: `Map of ${listing.place}` });
    await expect(map.getByRole('img', { name: MARKER_NAME[precision].en })).toBeVisible();
    for (const other of Object.keys(MARKER_NAME) as Array<MapPin['Precision']>) {
      if (other !== precision) await expect(map.getByRole('img', { name: MARKER_NAME[other].en })).toHaveCount(0);
    }
  }
});

test('on a fast link the map loads by itself once scrolled into view', async ({ page, request }) => {
  const [listing] = await listingsWithPins(request);
  await linkIs(page, '4g');
  let chunk = false;
  page.on('request', (req) => { if (isMapChunk(req)) chunk = true; });
  await page.goto(`/property/${listing!.url}`);
  await appReady(page);
  await expect(page.getByRole('heading', { name: 'On the map' })).toBeAttached();
  // Far below the first screen on a phone: not fetched yet.
  await page.waitForTimeout(500);
  expect(chunk).toBe(false);
  const section = page.getByRole('region', { name: 'On the map' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('region', { name: `Map of ${listing!.place}` })).toBeVisible();
  await expect(section.getByRole('img', { name: MARKER_NAME[listing!.pin.Precision].en })).toBeVisible();
});

test('the Urdu page shows the same map, right to left around it', async ({ page, request }) => {
  const [listing] = await listingsWithPins(request);
  await linkIs(page, '3g');
  await page.goto(`/ur/property/${listing!.url}`);
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const section = page.getByRole('region', { name: 'نقشے پر' });
  await section.getByRole('button', { name: 'نقشے پر دیکھیں' }).tap();
  const map = section.getByRole('region', { name: /کا نقشہ$/ });
  await expect(map).toBeVisible();
  await expect(map.getByRole('img', { name: MARKER_NAME[listing!.pin.Precision].ur })).toBeVisible();
  await expect(section.getByRole('button', { name: 'قریب کریں' })).toBeVisible();
  await expect(section.getByRole('link', { name: 'گوگل میپس میں کھولیں' })).toBeVisible();
  await expect(section.getByRole('link', { name: 'راستہ دیکھیں' })).toBeVisible();
  // The map box stays inside the page's width: nothing pushes the page sideways.
  const box = await map.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
});

test('offline, a map opened before shows what the device kept and says so calmly, asking the network for no tile', async ({ page, context, request, allowConsole }) => {
  test.setTimeout(120_000);
  // Reloading the listing offline is the app's noise, not the map's: the map's own is checked below.
  allowConsole(/Failed to load resource|net::ERR_INTERNET_DISCONNECTED/);
  const [listing] = await listingsWithPins(request);
  await linkIs(page, '3g');
  await page.goto(`/property/${listing!.url}`);
  await waitForServiceWorker(page);
  const section = page.getByRole('region', { name: 'On the map' });
  await section.getByRole('button', { name: 'Show on map' }).tap();
  await expect(section.getByRole('region', { name: `Map of ${listing!.place}` })).toBeVisible();
  await expect(section.getByRole('img', { name: MARKER_NAME[listing!.pin.Precision].en })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const tilesAsked: string[] = [];
  page.on('request', (req) => { if (isTile(req)) tilesAsked.push(req.url()); });
  const mapErrors: string[] = [];
  page.on('console', (msg) => { if (msg.type() === 'error' && /\/tiles\/|MapView/.test(`${msg.text()} ${msg.location().url}`)) mapErrors.push(msg.text()); });
  await section.getByRole('button', { name: 'Show on map' }).tap();
  const map = section.getByRole('region', { name: `Map of ${listing!.place}` });
  await expect(map).toBeVisible();
  await expect(section.getByRole('img', { name: MARKER_NAME[listing!.pin.Precision].en })).toBeVisible();
  // Zoomed out to tiles never seen: the map says so, over what it has.
  await section.getByRole('button', { name: 'Zoom out' }).click();
  await section.getByRole('button', { name: 'Zoom out' }).click();
  await expect(section.getByRole('status')).toHaveText('You are offline: only the parts of the map you have looked at before can be shown.');
  expect(tilesAsked, 'tiles asked of the network while offline').toEqual([]);
  expect(mapErrors).toEqual([]);

  // Back online, the missing tiles come and the message goes.
  await context.setOffline(false);
  await expect(section.getByRole('status')).toHaveCount(0);
  await expect.poll(() => tilesAsked.length).toBeGreaterThan(0);
});

test('the map draws under a style policy without inline styles, adding no violation of its own', async ({ page, context, request, allowConsole }) => {
  // The page's own inline style sheet is refused under the stricter policy; that is not the map's.
  allowConsole(/Content Security Policy/);
  const [listing] = await listingsWithPins(request);
  await linkIs(page, '3g');
  await context.route(/\/property\//, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    const policy = headers['content-security-policy'];
    expect(policy).toContain("script-src 'self'");
    headers['content-security-policy'] = policy!.replaceAll("'unsafe-inline'", '');
    await route.fulfill({ response, headers });
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`));
  });
  await page.goto(`/property/${listing!.url}`);
  await appReady(page);
  const violations = () => page.evaluate(() => [...(window as unknown as { violations: string[] }).violations]);
  const before = await violations();
  const section = page.getByRole('region', { name: 'On the map' });
  await section.getByRole('button', { name: 'Show on map' }).tap();
  await expect(section.getByRole('img', { name: MARKER_NAME[listing!.pin.Precision].en })).toBeVisible();
  await section.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(async () => Number(await section.locator('[data-zoom]').getAttribute('data-zoom'))).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  expect(await violations()).toEqual(before);
});
