import { imageSource } from '../../src/contract/api-paths.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Locator } from '@playwright/test';
import { journey as test, expect } from './fixtures.ts';
import { DATA_DIR, asVisitor, persistedQueryHashes, uniqueTag, waitForServiceWorker } from './support.ts';
import { linkIn, mailsTo } from '../support/mail.ts';
import type { Envelope } from '../../src/contract/envelope.ts';
import type { CurrentUser, PropertyDetails } from '../../src/contract/types.ts';


const OFFLINE_NOISE = /Failed to load resource|net::ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED/;
const OFFLINE_TEXT = 'You are offline — showing saved data';
const IMAGE_CACHE = 'basera-images-v1';

async function expectLoaded(image: Locator): Promise<void> {
  await expect
    .poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 10_000 })
    .toBe(true);
}

/** The URL ListingCard, the slider and the warm-up build (imageUrl in the contract). */
const imagePath = (ref: string, size: string) =>
  `/api/Images/Image?${new URLSearchParams({ upload: imageSource(ref).upload, size, quality: '80' }).toString()}`;

test.use({ viewport: { width: 360, height: 740 } });

test('home, a search and two listings stay readable offline, recently viewed included', async ({ page, context, request, allowConsole }) => {
  test.setTimeout(120_000);
  allowConsole(OFFLINE_NOISE);

  await page.goto('/');
  await waitForServiceWorker(page);
  const newly = page.getByRole('region', { name: 'Newly Added Properties' });
  await expect(newly.getByRole('article')).toHaveCount(9);
  await expectLoaded(newly.getByRole('article').first().getByRole('img').first());

  // A search (a POST the worker cannot cache: the persisted query cache keeps it). Karachi: no other
  // journey changes its listings meanwhile.
  await page.goto('/properties?City=2');
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('article').first()).toBeVisible();
  const hrefs = await results.getByRole('heading', { level: 2 }).getByRole('link').evaluateAll(
    (links) => links.slice(0, 2).map((a) => a.getAttribute('href') ?? ''),
  );
  expect(hrefs).toHaveLength(2);
  const urls = hrefs.map((href) => href.replace(/^\/property\//, ''));
  await expect.poll(() => persistedQueryHashes(page), { timeout: 10_000 }).toContain('"search"');

  const listings: PropertyDetails[] = [];
  for (const url of urls) {
    const res = await request.get(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${encodeURIComponent(url)}`);
    listings.push(((await res.json()) as Envelope<PropertyDetails>).Data);
  }

  for (const listing of listings) {
    await page.goto(`/property/${listing.PropertyUrl}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.Title })).toBeVisible();
    await expectLoaded(page.getByRole('img', { name: `${listing.Title}, photo 1` }));
    // Viewing a listing warms the worker's image cache with its photos at the sizes the pages show.
    const wanted = [
      imagePath(listing.ImageUrl || listing.Images[0] || '', '480x360'),
      ...listing.Images.map((upload) => imagePath(upload, '1024x768')),
    ];
    await expect
      .poll(
        () =>
          page.evaluate(
            async ({ cacheName, paths }) => {
              const cache = await caches.open(cacheName);
              const found = await Promise.all(paths.map((p) => cache.match(p, { ignoreVary: true })));
              return found.filter((r) => !r).length;
            },
            { cacheName: IMAGE_CACHE, paths: wanted },
          ),
        { timeout: 20_000, message: 'photos in the image cache' },
      )
      .toBe(0);
  }

  // The persisted cache is written a moment after the last answer.
  await expect.poll(() => persistedQueryHashes(page), { timeout: 10_000 }).toContain(urls[1] ?? '-');

  await context.setOffline(true);

  // Home: the shell from the precache, the sections and card photos from the caches, and the banner.
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toBeVisible();
  await expect(newly.getByRole('article')).toHaveCount(9);
  await expectLoaded(newly.getByRole('article').first().getByRole('img').first());
  const strip = page.getByRole('region', { name: 'Recently viewed' });
  for (const listing of listings) await expect(strip.getByRole('heading', { name: listing.Title })).toBeVisible();

  // The search answers from the persisted query cache.
  await page.goto('/properties?City=2');
  await expect(results.getByRole('link', { name: listings[0]?.Title ?? '-' }).first()).toBeVisible();

  // Each listing reloads offline with its title and photos.
  for (const listing of listings) {
    await page.goto(`/property/${listing.PropertyUrl}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.Title })).toBeVisible();
    await expectLoaded(page.getByRole('img', { name: `${listing.Title}, photo 1` }));
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toBeVisible();
  }

  // Recently viewed lists both, and each opens offline.
  await page.goto('/recently-viewed');
  await expect(page.getByRole('heading', { level: 1, name: 'Recently viewed' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  for (const listing of listings) {
    const card = page.getByRole('article').filter({ hasText: listing.Title });
    await expectLoaded(card.getByRole('img').first());
    await card.getByRole('link', { name: listing.Title }).click();
    await expect(page.getByRole('heading', { level: 1, name: listing.Title })).toBeVisible();
    await expectLoaded(page.getByRole('img', { name: `${listing.Title}, photo 1` }));
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Recently viewed' })).toBeVisible();
  }

  // With the worker's copy and the persisted query cache both gone (a new release busts the latter),
  // a recently viewed listing still opens offline from its stored record.
  await page.evaluate(async () => {
    await caches.delete('basera-details-v2');
    await new Promise<void>((resolve) => {
      const open = indexedDB.open('basera-query-cache');
      open.onsuccess = () => {
        const tx = open.result.transaction('keyval', 'readwrite');
        tx.objectStore('keyval').clear();
        tx.oncomplete = () => {
          open.result.close();
          resolve();
        };
      };
    });
  });
  const last = listings[1];
  if (last) {
    await page.goto(`/property/${last.PropertyUrl}`);
    await expect(page.getByRole('heading', { level: 1, name: last.Title })).toBeVisible();
    await expectLoaded(page.getByRole('img', { name: `${last.Title}, photo 1` }));
  }

  // Back online: the banner goes away.
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toBeHidden();
});

test('the offline banner says how old the saved data is', async ({ page, context, allowConsole }) => {
  allowConsole(OFFLINE_NOISE);
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto('/properties?City=2');
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('article').first()).toBeVisible();
  const firstTitle = (await results.getByRole('heading', { level: 2 }).first().innerText()).trim();
  await expect.poll(() => persistedQueryHashes(page), { timeout: 10_000 }).toContain('"search"');
  await context.setOffline(true);
  // A search is never in the worker's cache: this is the persisted copy, and the banner dates it.
  await page.reload();
  await expect(results.getByRole('heading', { level: 2, name: firstTitle }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toContainText(/saved (just now|\d+ minutes? ago)/);
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toBeHidden();
});

test('with Data Saver on, cards ask for the small photo only', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, effectiveType: '4g' } });
  });
  await page.goto('/');
  const photo = page.getByRole('region', { name: 'Newly Added Properties' }).getByRole('article').first().getByRole('img').first();
  // Photos far below the screen are held back until they come near it.
  await expect(page.getByRole('main').locator('img:not([src])').first()).toBeAttached();
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toHaveAttribute('src', /size=320x240/);
  await expect(photo).toHaveAttribute('srcset', /^[^,]*size=320x240[^,]* 320w$/);
  await expectLoaded(photo);

  // The listing's slider and the full-screen gallery step down one size as well.
  await page.getByRole('region', { name: 'Newly Added Properties' }).getByRole('article').first().getByRole('heading').getByRole('link').click();
  const slide = page.getByRole('img', { name: /, photo 1$/ }).first();
  await expect(slide).toHaveAttribute('src', /size=480x360/);
  await page.getByRole('button', { name: /enlarge/i }).first().click();
  await expect(page.getByRole('dialog').getByRole('img', { name: /, photo 1$/ })).toHaveAttribute('src', /size=1024x768/);
});

test("the user's own lists are saved for offline, never the profile, and logging out removes them", async ({ page, request }) => {
  const tag = uniqueTag('reader');
  const email = `${tag}@example.pk`;
  const reg = await request.post('/api/Account/Register', {
    headers: asVisitor(),
    data: { FirstName: 'Hina', LastName: 'Raza', UserName: tag, Email: email, Password: 'Secret-pass-1', ConfirmPassword: 'Secret-pass-1' },
  });
  expect(reg.status(), await reg.text()).toBe(200);
  await expect.poll(() => mailsTo(DATA_DIR, email).length).toBeGreaterThan(0);
  const key = linkIn(mailsTo(DATA_DIR, email).at(-1)!, '/registration/confirmation').searchParams.get('key') ?? '';
  const confirmed = await request.get(`/api/account/confirm/email?key=${encodeURIComponent(key)}`);
  const user = ((await confirmed.json()) as Envelope<CurrentUser>).Data;

  await page.goto('/');
  await page.evaluate((record) => localStorage.setItem('currentUser', record), JSON.stringify(user));
  await page.goto('/account/profile');
  await expect(page.getByRole('complementary', { name: 'Your account' })).toBeVisible();
  await page.goto('/account/properties');
  await expect.poll(() => persistedQueryHashes(page), { timeout: 10_000 }).toContain('"my-listings"');
  expect(await persistedQueryHashes(page)).not.toContain('"account"');

  await page.getByRole('complementary', { name: 'Your account' }).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => persistedQueryHashes(page), { timeout: 10_000 }).not.toContain('"my-listings"');
});

test('is installable: the browser reports no installability errors', async ({ baseURL }) => {
  // docs/traps.md, trap 7: only a persistent context answers; a normal one says "in-incognito".
  const profile = mkdtempSync(path.join(tmpdir(), 'basera-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
    ],
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    // The browser offered the install, so the footer's "Install app" appears. Chromium decides when
    // to offer it (beforeinstallprompt) on its own checks: at load average 15 that took over 10 s.
    await expect(page.getByRole('button', { name: 'Install app' })).toBeVisible({ timeout: 60_000 });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
