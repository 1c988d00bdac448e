import { journey as test, expect } from './fixtures.ts';

for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
  test.describe(`home page at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('shows the live sections with seeded data', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveTitle(/Basera/);
      const canonical = page.locator('link[rel="canonical"]');
      await expect(canonical).toHaveAttribute('href', /\/$/);

      const newly = page.getByRole('region', { name: 'Newly Added Properties' });
      await expect(newly.getByRole('article')).toHaveCount(9);
      const first = newly.getByRole('article').first();
      await expect(first.getByText(/^PKR /)).toBeVisible();
      await expect(first.getByText(/For (Sale|Rent)/).first()).toBeVisible();
      const titleLink = first.getByRole('heading').getByRole('link');
      await expect(titleLink).toHaveAttribute('href', /^\/property\/[a-z0-9-]+-\d+$/);
      // The card's photo comes from the image endpoint at card size and has really loaded.
      const img = first.getByRole('img').first();
      await expect(img).toHaveAttribute('src', /\/api\/Images\/Image\?upload=.+&size=480x360/);
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      await expect(newly.getByRole('link', { name: 'Search More Properties' })).toHaveAttribute('href', '/properties');

      const cities = page.getByRole('region', { name: 'Properties In Most Popular Cities' });
      const tiles = cities.getByRole('link');
      expect(await tiles.count()).toBeGreaterThan(0);
      await expect(tiles.first()).toHaveAttribute('href', /^\/property\?City=\d+$/);
      await expect(page.getByRole('region', { name: 'What Our Users Say' })).toBeVisible();

      // The logo comes through the image endpoint at 50x50, quality 100.
      const logo = page.getByRole('banner').locator('img[src*="site%2Flogo.png"]').first();
      await expect(logo).toHaveAttribute('src', /size=50x50&quality=100/);
      await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));

      // Nothing on the page is wider than the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test('opens the gallery on a photo and closes it, returning focus', async ({ page }) => {
      await page.goto('/');
      const first = page.getByRole('region', { name: 'Newly Added Properties' }).getByRole('article').first();
      const photoButton = first.getByRole('button', { name: /^View (the photo|all \d+ photos) of / });
      await photoButton.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const title = (await first.getByRole('heading').innerText()).trim();
      await expect(dialog).toContainText(title);
      // No download, counter or zoom (docs/product.md, section 9).
      await expect(dialog.getByRole('button', { name: /download|zoom/i })).toHaveCount(0);
      await expect(dialog.getByText(/^\d+\s*(\/|of)\s*\d+$/)).toHaveCount(0);
      const next = dialog.getByRole('button', { name: 'Next photo' });
      if (await next.count()) await next.click();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(photoButton).toBeFocused();
    });
  });
}

test('the home search form navigates to /properties with the chosen criteria', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('search', { name: 'Search properties' });
  await form.getByRole('radio', { name: 'For Rent' }).check({ force: true });
  await form.getByLabel('City').selectOption({ label: 'Lahore' });
  const location = form.getByLabel('Location');
  await expect(location.locator('option')).not.toHaveCount(1);
  const locationValue = await location.locator('option').nth(1).getAttribute('value');
  await location.selectOption(locationValue!);
  await form.getByLabel('Keywords').fill('park facing');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/properties\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('Purpose')).toBe('2');
  expect(url.searchParams.get('City')).toMatch(/^\d+$/);
  expect(url.searchParams.get('Location')).toBe(locationValue);
  expect(url.searchParams.get('Keywords')).toBe('park facing');
});

test('an unknown route shows a friendly not-found page, with a 404', async ({ page, allowConsole }) => {
  allowConsole(/status of 404/);
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /home/i }).first()).toBeVisible();
});

test('static pages have their titles and the privacy age limit', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page).toHaveTitle(/Privacy Policy/);
  await expect(page.getByRole('main')).toContainText('13');
  await page.goto('/about-us');
  await expect(page).toHaveTitle(/About Us/);
  await page.goto('/registration/information');
  await expect(page.getByRole('main')).toContainText(/e-?mail/i);
});
