import { journey as test, expect } from './fixtures.ts';
import { OFFLINE_NOISE, waitForServiceWorker } from './support.ts';

const isPhoto = (url: URL): boolean => url.pathname === '/api/Images/Image';

// Offline, the full-screen gallery showed the browser's broken-image icon for a
// photo the device had not kept. It now says so in words, and shows the photo once back online.
test('offline, a photo not saved on this device is a placeholder that says so, and the photo comes back online', async ({ page, context, allowConsole }) => {
  allowConsole(OFFLINE_NOISE);
  await page.goto('/');
  await waitForServiceWorker(page);
  // A Karachi demo listing, with photos, that no other journey changes: the newest listings are the
  // other journeys' own, some without a photo.
  await page.goto('/properties?City=2');
  const card = page.getByRole('region', { name: 'Results' }).getByRole('article').first();
  const title = (await card.getByRole('heading').first().innerText()).trim();
  // This visit's photos never reach the device: the listing is kept, its photos are not.
  await context.route(isPhoto, (route) => route.abort('internetdisconnected'));
  await card.getByRole('heading').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: /enlarge/i }).first().click();
  const gallery = page.getByRole('dialog', { name: title });
  await expect(gallery).toBeVisible();
  // The photo's place (the slides behind it are hidden from assistive technology) says why it is empty.
  const missing = gallery.getByRole('figure', { name: `${title}, photo 1` });
  await expect(missing.getByText('This photo is not saved on this device')).toBeVisible();
  await expect(missing.getByText('It will show when you are back online.')).toBeVisible();
  // No image that failed is left on screen as a broken icon.
  const broken = () =>
    gallery.locator('img').evaluateAll((images) =>
      images.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 0).length,
    );
  expect(await broken()).toBe(0);

  // Online again, the photo is asked for once more and shown.
  await context.unroute(isPhoto);
  await context.setOffline(false);
  const photo = gallery.getByRole('img', { name: `${title}, photo 1` });
  // A first request of this photo size makes it on the server (sharp): slower on a loaded machine.
  await expect(photo).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await expect(missing).toHaveCount(0);
  expect(await broken()).toBe(0);
});
