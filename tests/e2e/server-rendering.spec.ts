import { test as base } from '@playwright/test';
import { appReady, journey as test, expect } from './fixtures.ts';
import { demoListings, PHONE } from './support.ts';
import type { ListingCard } from '../../src/contract/types.ts';

/** A listing no other journey changes while this one reads it. */
async function newestListing(request: import('@playwright/test').APIRequestContext): Promise<ListingCard> {
  return (await demoListings(request))[0]!;
}

base.describe('without JavaScript', () => {
  base.use({ javaScriptEnabled: false });

  base('a listing, the results and the home page arrive readable, with photos and working links', async ({ page, request }) => {
    const listing = await newestListing(request);
    await page.goto(`/property/${listing.PropertyUrl}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.Title);
    await expect(page.getByText(listing.PriceInWords).first()).toBeVisible();
    const photo = page.getByRole('img', { name: new RegExp(`^${listing.Title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first();
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.goto('/properties?City=1&Purpose=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Properties for Sale in Lahore' })).toBeVisible();
    await expect(page.getByText(/^[\d,]+\+? propert(y|ies) found$/)).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Newly Added Properties' }).getByRole('article')).not.toHaveCount(0);
    // Links are plain links: they work before (or without) the app.
    await page.getByRole('link', { name: 'About Us' }).first().click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('what is typed and tapped before the app starts is kept and acted on', async ({ page }) => {
  // Hold the app's code back so the visitor is working on the server's markup.
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/');
  const form = page.getByRole('search', { name: 'Search properties' });
  await form.getByLabel('Keywords').fill('corner furnished');
  await form.getByRole('radio', { name: 'For Rent' }).check({ force: true });
  await form.getByRole('button', { name: 'Search' }).click();
  // Nothing has happened yet: the tap waits for the app rather than posting the bare form.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');

  release();
  await appReady(page);
  await expect(page).toHaveURL(/\/properties\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('Keywords')).toBe('corner furnished');
  expect(url.searchParams.get('Purpose')).toBe('2');
});

test('the app takes over a server-rendered listing without asking for its data again', async ({ page, request }) => {
  const listing = await newestListing(request);
  const detailCalls: string[] = [];
  page.on('request', (req) => {
    if (/\/api\/Property\/GetPropertyDetailsByUrl/i.test(req.url())) detailCalls.push(req.url());
  });
  await page.goto(`/property/${listing.PropertyUrl}`);
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.Title);
  await expect(page.getByRole('button', { name: /photo/i }).first()).toBeVisible();
  expect(detailCalls).toEqual([]);
});

test('a removed listing answers 404 and says so, with and without the app', async ({ page, request, allowConsole }) => {
  // The app asks again for what the server could not find, and the browser logs that 404.
  allowConsole(/Failed to load resource: the server responded with a status of 404/);
  const html = await request.get('/property/house-for-sale-nowhere-99999999');
  expect(html.status()).toBe(404);
  expect(await html.text()).toContain('<title>Property not found | Basera</title>');

  expect((await request.head('/property/house-for-sale-nowhere-99999999')).status()).toBe(404);

  const response = await page.goto('/property/house-for-sale-nowhere-99999999');
  expect(response?.status()).toBe(404);
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'This property is not available' })).toBeVisible();
});

test('each server-rendered page names itself in the title, and the home page its canonical address', async ({ request, baseURL }) => {
  const title = async (path: string) => /<title>([^<]*)<\/title>/.exec(await (await request.get(path)).text())?.[1];
  expect(await title('/properties?City=1&Purpose=1')).toBe('Properties for Sale in Lahore | Basera');
  expect(await title('/about-us')).toBe('About Us | Basera');
  // Only the home page declares the canonical address (docs/product.md, section 2).
  expect(await (await request.get('/')).text()).toContain(`<link rel="canonical" href="${new URL('/', baseURL).href}">`);
  expect(await (await request.get('/about-us')).text()).not.toContain('rel="canonical"');
  const listing = await newestListing(request);
  // Entities decoded: the server escapes the title's markup characters as numeric references.
  const decoded = (await title(`/property/${listing.PropertyUrl}`))?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  expect(decoded).toBe(`${listing.Title} | Basera`);
});

test('Save-Data gets the smaller photos in the server-rendered page, as the app would pick', async ({ request }) => {
  const light = await (await request.get('/properties?City=1', { headers: { 'Save-Data': 'on' } })).text();
  const full = await request.get('/properties?City=1');
  expect(full.headers()['accept-ch']).toBe('ECT');
  const fullHtml = await full.text();
  expect(fullHtml).toContain('size=480x360');
  expect(light).toContain('size=320x240');
  expect(light).not.toContain('size=480x360');
});

test.describe('photo sizes by link', () => {
  // Page addresses answered by the server each time, not by a service worker's shell; a phone's
  // Chromium, which says so in Sec-CH-UA-Mobile (Playwright derives it from the user agent).
  test.use({ serviceWorkers: 'block', ...PHONE });

  test('a phone\'s first page, its link not yet known, has the small photos and keeps them; a fast one\'s next pages have its own', async ({ page }) => {
    // A fresh context is a first visit: Chromium sends ECT only once the site's Accept-CH has asked.
    const documents: string[] = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'document') documents.push(await res.text().catch(() => ''));
    });
    const ect: Array<string | undefined> = [];
    const photos: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'document') ect.push(req.headers()['ect']);
      const size = /[?&]size=(\d+x\d+)/.exec(req.url())?.[1];
      if (/\/api\/Images\/Image/i.test(req.url()) && size) photos.push(size);
    });
    await page.goto('/properties?City=1');
    await appReady(page);
    expect(ect[0]).toBeUndefined();
    expect(documents[0]).toContain('data-low-bandwidth');
    expect(documents[0]).toContain('size=320x240');
    expect(documents[0]).not.toContain('size=480x360');
    // The app's render over that page draws the same photos: none is fetched again larger, or blanks meanwhile.
    const photo = page.getByRole('article').first().getByRole('img').first();
    await expect(photo).toHaveJSProperty('complete', true);
    expect(await photo.getAttribute('srcset')).not.toContain('size=480x360');
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(500);
    expect(photos).not.toContain('480x360');

    // Its next page, within the app, is drawn for this (4G) link: both sizes offered.
    await page.getByRole('link', { name: 'Next page' }).first().click();
    await expect(page).toHaveURL(/[?&]page=2/i);
    await expect(page.getByRole('article').first().getByRole('img').first()).toHaveAttribute('srcset', /size=480x360/);

    await page.goto('/properties?City=2');
    await appReady(page);
    expect(ect[1]).toBe('4g');
    expect(documents[1]).not.toContain('data-low-bandwidth');
    expect(documents[1]).toContain('size=480x360');
  });
});

test('two taps on Send before the app starts send one enquiry', async ({ page, request }) => {
  const listing = await newestListing(request);
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const sends: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && /\/api\/Contact\/PropertyOwner/i.test(req.url())) sends.push(req.url());
  });

  await page.goto(`/property/${listing.PropertyUrl}`);
  const enquiry = page.getByRole('region', { name: 'Send the owner a message' });
  await enquiry.getByLabel('Full Name').fill('Ayesha Malik');
  await enquiry.getByLabel('Email').fill('ayesha.malik@example.pk');
  await enquiry.getByLabel('Phone').fill('03001234567');
  await enquiry.getByLabel('Message').fill('Is it still available? Asked twice by an impatient thumb.');
  await enquiry.getByRole('button', { name: 'Send Email' }).click();
  await enquiry.getByRole('button', { name: 'Send Email' }).click();

  release();
  await appReady(page);
  await expect(page.getByText('Your message is sent to the owner. They will contact you soon.')).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(sends).toHaveLength(1);
});

test('when the app cannot arrive, the page stays usable as plain HTML and reloads for it only once', async ({ page, allowConsole }) => {
  allowConsole(/Failed to load resource: the server responded with a status of 404/);
  let loads = 0;
  page.on('load', () => { loads += 1; });
  await page.route(/\/assets\/app-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'unavailable');
  await page.waitForTimeout(1_000);
  // One reload to fetch the app again (as after a deploy), then no loop.
  expect(loads).toBe(2);

  // The search form still works the way HTML forms do.
  const form = page.getByRole('search', { name: 'Search properties' });
  await form.getByLabel('Keywords').fill('corner plot');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/Keywords=corner\+plot/);
});

test('a failed request leaves no message behind in the pages the server renders for others', async ({ request }) => {
  // A keyword longer than the limit is refused (400); the browser that asked shows why, no one else.
  await request.get(`/properties?Keywords=${'a'.repeat(150)}`);
  await request.get('/properties?City=2000000');
  const about = await (await request.get('/about-us')).text();
  expect(about).not.toMatch(/must be at most|not found|went wrong/i);
  expect(about).not.toContain('role="alert"');
});
