import type { Locator, Page } from '@playwright/test';
import { journey as test, expect } from './fixtures.ts';
import { OFFLINE_NOISE, waitForServiceWorker } from './support.ts';

// Karachi's demo listings: no journey changes them (README, 'Testing').
test.use({ viewport: { width: 360, height: 740 }, hasTouch: false });

const LISTING_MARK = /(Thousand|Lakh|Crore|Arab): /;

/** The server's markup is on screen before the app takes it over; a tap before that does nothing. */
async function appReady(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
}

async function openMap(page: Page): Promise<Locator> {
  await page.goto('/properties?City=2');
  await appReady(page);
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('article').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Show results as' }).getByRole('link', { name: 'Map' }).click();
  await expect(page).toHaveURL(/View=map/);
  const map = page.getByRole('region', { name: 'Map of the results' });
  await expect(map).toBeVisible();
  await expect(page.getByText(/propert(y|ies) in this part of the map$/)).toBeVisible();
  return map;
}

/** A drag across the map with the mouse, as a person pans it. */
async function drag(page: Page, map: Locator, dx: number, dy: number) {
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(x + (dx * i) / 8, y + (dy * i) / 8);
  await page.mouse.up();
}

test('results on a map: clusters, a listing from its price tag, search this area, and back to the list', async ({ page }) => {
  const map = await openMap(page);
  // The chips and keywords stay: the city is still a criterion.
  await expect(page.getByRole('list', { name: 'Applied filters' })).toContainText('Karachi');

  // Clusters zoom in when tapped, until single listings show their price.
  const listing = map.getByRole('button', { name: LISTING_MARK }).first();
  for (let i = 0; i < 8 && !(await listing.isVisible()); i++) {
    const cluster = map.getByRole('button', { name: /properties here: zoom in$/ }).first();
    await expect(cluster.or(listing).first()).toBeVisible();
    if (await listing.isVisible()) break;
    const answered = page.waitForResponse((res) => res.url().includes('/api/Property/MapSearch'));
    await cluster.click();
    await answered;
  }
  await expect(listing).toBeVisible();
  const name = (await listing.getAttribute('aria-label')) ?? '';
  await listing.click();
  const title = name.split(': ').slice(1).join(': ');
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  // The card opens its listing, and Back returns to the map.
  await card.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goBack();
  await expect(map).toBeVisible();

  // Pan by hand: the map offers to search there, which drops the city for the box on screen.
  await drag(page, map, -120, 60);
  const here = page.getByRole('button', { name: 'Search this area' });
  await expect(here).toBeVisible();
  await here.click();
  await expect(page).toHaveURL(/Bounds=/);
  await expect(page).not.toHaveURL(/City=2/);
  await expect(page.getByRole('list', { name: 'Applied filters' })).toContainText('In the map area');

  // The list shows the same search.
  await page.getByRole('navigation', { name: 'Show results as' }).getByRole('link', { name: 'List' }).click();
  await expect(page).not.toHaveURL(/View=map/);
  await expect(page).toHaveURL(/Bounds=/);
  await expect(page.getByText(/^[\d,]+\+? propert(y|ies) found$/)).toBeVisible();
});

test('draw an area on the map with a finger', async ({ page }) => {
  const map = await openMap(page);
  await page.getByRole('button', { name: 'Draw an area' }).click();
  const surface = page.getByRole('application', { name: /Drawing surface/ });
  await expect(surface).toBeVisible();
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx + 100, cy);
  await page.mouse.down();
  for (let i = 1; i <= 36; i++) {
    const a = (i / 36) * 2 * Math.PI;
    await page.mouse.move(cx + 100 * Math.cos(a), cy + 120 * Math.sin(a));
  }
  await page.mouse.up();
  await expect(page).toHaveURL(/Area=/);
  await expect(page).not.toHaveURL(/City=2/);
  await expect(page.getByRole('list', { name: 'Applied filters' })).toContainText('In the area you drew');
  await expect(page.getByText(/propert(y|ies) in this part of the map$/)).toBeVisible();
  // The drawn area stays outlined under the marks.
  await expect(map.locator('path.map-searched')).toHaveCount(1);
});

test.describe('near me', () => {
  // Karachi's Clifton, where the demo catalogue has listings.
  test.use({ geolocation: { latitude: 24.8138, longitude: 67.0300 }, permissions: ['geolocation'] });

  test('finds listings around the phone, nearest first, with each distance', async ({ page }) => {
    await page.goto('/properties?Purpose=1');
    await appReady(page);
    await expect(page.getByRole('region', { name: 'Results' }).getByRole('article').first()).toBeVisible();
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page).toHaveURL(/Near=24\.8138%2C67\.03%2C3|Near=24\.8138,67\.03,3/);
    await expect(page.getByRole('list', { name: 'Applied filters' })).toContainText('Within 3 km');
    await expect(page.getByLabel('Sort by')).toHaveValue('distance');
    const distances = page.getByRole('region', { name: 'Results' }).getByText(/^[\d.]+ km away$/);
    await expect(distances.first()).toBeVisible();
    const km = (await distances.allTextContents()).map((t) => Number.parseFloat(t));
    expect(km.length).toBeGreaterThan(0);
    expect([...km].sort((a, b) => a - b)).toEqual(km);
    expect(Math.max(...km)).toBeLessThanOrEqual(3);

    // On the map, the 3 km circle is outlined.
    const views = page.getByRole('navigation', { name: 'Show results as' });
    await views.getByRole('link', { name: 'Map' }).click();
    await expect(page.getByRole('region', { name: 'Map of the results' }).locator('path.map-searched')).toHaveCount(1);
    // Only the view shown is marked current.
    await expect(views.getByRole('link', { name: 'Map' })).toHaveAttribute('aria-current', 'page');
    await expect(views.getByRole('link', { name: 'List' })).not.toHaveAttribute('aria-current', 'page');
  });
});

test('offline, the map of a search seen before opens from the phone and says its results wait for a connection', async ({ page, context, allowConsole }) => {
  allowConsole(OFFLINE_NOISE);
  await page.goto('/');
  await waitForServiceWorker(page);
  const drawn = new Set<string>();
  page.on('response', (res) => {
    const path = new URL(res.url()).pathname;
    if (/^\/tiles\/\d+\/\d+\/\d+$/.test(path) && res.status() === 200) drawn.add(path);
  });
  const map = await openMap(page);
  await page.waitForLoadState('networkidle');
  // Every tile drawn is kept before the connection goes.
  await expect.poll(() => page.evaluate(async (paths) => {
    const cache = await caches.open('basera-tiles-v1');
    return (await Promise.all(paths.map((p) => cache.match(p, { ignoreVary: true })))).every(Boolean);
  }, [...drawn])).toBe(true);
  expect(drawn.size).toBeGreaterThan(0);

  await context.setOffline(true);
  await page.reload();
  await expect(map).toBeVisible();
  await expect(page.getByText('You are offline: the results come back on the map when you are online again.')).toBeVisible();
  await expect(page.getByText('only the parts of the map you have looked at before can be shown')).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByText(/propert(y|ies) in this part of the map$/)).toBeVisible({ timeout: 20_000 });
});
