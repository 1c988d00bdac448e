import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { journey as test, expect } from './fixtures.ts';
import { OFFLINE_NOISE, PHONE } from './support.ts';

// One visit to the home page on a 2G phone, and Add Property then opens
// offline and shrinks a photo there, while nothing else of the app is fetched unasked. The app says
// it is ready offline only once every core page is kept.
// Chromium is told its link is 2G, as a phone's Network Information API would say (src/lib/bandwidth.ts).
test.use({
  ...PHONE,
  viewport: { width: 360, height: 740 },
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage', '--force-effective-connection-type=2G',
    ],
  },
});

/** Whether the worker has warmed the built chunk named `name` (sw/idle-warm.ts keeps it in its own cache). */
function warmedChunk(page: Page, name: string): Promise<boolean> {
  return page.evaluate(async (pattern) => {
    const keys = await (await caches.open('basera-idle-v1')).keys();
    return keys.some((request) => new RegExp(pattern).test(request.url));
  }, `/assets/${name}-[^/]+\\.js$`);
}

test('after one visit to the home page on 2G the app says when it is ready offline, and then the listing form opens offline and shrinks a photo there, and the Urdu catalog waits for a good link', async ({ page, context, allowConsole }) => {
  allowConsole(OFFLINE_NOISE);
  // A listing opened online: offline, the search shows it among the saved ones.
  const newest = ((await (await page.request.get('/api/Home/NewlyAdded')).json()) as { Data: Array<{ PropertyUrl: string; Title: string }> }).Data[0]!;
  await page.goto('/');
  expect(await page.evaluate(() => (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType)).toBe('2g');
  const warmed = (name: string) => warmedChunk(page, name);
  // The app says it is ready offline only once the reachable tier is on the device (src/lib/offline-ready.ts):
  // at that moment, not later, the form, its photo shrinker, the search, Recently viewed, the Outbox
  // and the form's option lists are all kept.
  await expect(page.getByText('Ready to use offline')).toBeVisible({ timeout: 30_000 });
  for (const chunk of ['SubmitPropertyPage', 'shrink-worker', 'SearchPage', 'RecentlyViewedPage', 'OutboxPage', 'notify-impl']) {
    expect(await warmed(chunk), chunk).toBe(true);
  }
  expect(await page.evaluate(async () => {
    const keys = await (await caches.open('basera-reference-v1')).keys();
    return keys.some((request) => request.url.includes('SubmitPropertyDetails'));
  })).toBe(true);
  // The idle tier waits for a good link: a 2G visitor pays for nothing they did not need.
  expect(await warmed('LoanCalculatorPage')).toBe(false);
  expect(await warmed('i18n-urdu')).toBe(false);
  await page.goto(`/property/${newest.PropertyUrl}`);
  await expect(page.getByRole('heading', { level: 1, name: newest.Title })).toBeVisible();

  await context.setOffline(true);
  // The results page's cards load their compare button lazily: it came with the reachable tier.
  await page.goto('/properties');
  await expect(page.getByRole('heading', { level: 2, name: newest.Title }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await page.goto('/recently-viewed');
  await expect(page.getByRole('heading', { level: 2, name: newest.Title }).first()).toBeVisible({ timeout: 15_000 });
  await page.goto('/outbox');
  await expect(page.getByText('Nothing waiting')).toBeVisible();
  await page.goto('/property/forms/submit');
  await expect(page.getByLabel('Property Title')).toBeVisible();
  await expect(page.getByLabel('City', { exact: true }).getByRole('option', { name: 'Lahore' })).toHaveCount(1);
  const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 40, g: 120, b: 200 }, noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .jpeg({ quality: 95 })
    .toBuffer();
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.getByLabel('Add Photos').setInputFiles([{ name: 'front.jpg', mimeType: 'image/jpeg', buffer: photo }]);
  const chosen = page.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem');
  await expect(chosen).toHaveCount(1);
  await expect(page.getByText(/Compressing \d+%|Waiting…/)).toHaveCount(0, { timeout: 60_000 });
  await expect(chosen).toHaveCount(1);
  await expect(page.getByRole('img', { name: 'Photo 1 (Cover Image)' })).toBeVisible();
  expect(workers.some((url) => /shrink-worker/.test(url))).toBe(true);
  await context.setOffline(false);
});

test.describe('on a phone that reads Urdu', () => {
  test.use({ locale: 'ur-PK' });

  test('a first visit to an English page on 2G still leaves the Urdu pages in Urdu offline', async ({ page, context, allowConsole }) => {
    allowConsole(OFFLINE_NOISE);
    await page.goto('/');
    expect(await page.evaluate(() => navigator.languages)).toContain('ur-PK');
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated');
    const warmed = (name: string) => warmedChunk(page, name);
    // The Urdu catalog comes with the reachable tier on this phone; the rest of the idle tier still waits.
    await expect.poll(() => warmed('i18n-urdu'), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => warmed('SubmitPropertyPage'), { timeout: 30_000 }).toBe(true);
    expect(await warmed('LoanCalculatorPage')).toBe(false);

    await context.setOffline(true);
    await page.goto('/ur/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 2, name: 'نئی شامل کی گئی پراپرٹیز' })).toBeVisible({ timeout: 15_000 });
    await context.setOffline(false);
  });
});

test('after one visit to the home page on 2G, Favourites and Saved searches open offline with what the phone keeps', async ({ page, context, allowConsole }) => {
  allowConsole(OFFLINE_NOISE);
  await page.goto('/');
  await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated');
  // The form's option lists come once the whole reachable tier has been fetched (sw/idle-warm.ts).
  await expect.poll(() => page.evaluate(async () => {
    const keys = await (await caches.open('basera-reference-v1')).keys();
    return keys.some((request) => request.url.includes('SubmitPropertyDetails'));
  }), { timeout: 30_000 }).toBe(true);

  // Neither screen was opened online: they are the device's own lists, so the first visit keeps them.
  await context.setOffline(true);
  await page.goto('/favourites');
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('No favourites yet')).toBeVisible();
  await page.goto('/saved-searches');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('No saved searches yet')).toBeVisible();
  await expect(page.getByText(/has not been saved on this device yet/)).toHaveCount(0);
  await context.setOffline(false);
});
