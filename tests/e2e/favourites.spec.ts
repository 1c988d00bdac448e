import { journey as test, expect, appReady } from './fixtures.ts';
import { OFFLINE_NOISE, confirmedUser, demoListings, waitForServiceWorker } from './support.ts';
import type { Envelope } from '../../src/contract/envelope.ts';
import type { FavouriteItem } from '../../src/contract/types.ts';

// Favourites, on a phone-sized screen.
test.use({ viewport: { width: 360, height: 740 } });

test('a favourite saved offline reads offline after a reload, and joins the account at login', async ({ page, context, request, allowConsole }) => {
  test.setTimeout(90_000);
  allowConsole(OFFLINE_NOISE);
  const user = await confirmedUser(request, 'hearts');
  await page.goto('/');
  await waitForServiceWorker(page);
  await appReady(page);

  const first = page.getByRole('region', { name: /Newly Added/i }).getByRole('article').first()
    .or(page.getByRole('article').first()).first();
  const title = (await first.getByRole('heading').first().textContent())!.trim();
  // That card from now on, wherever newer listings from other journeys put it.
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) }).first();

  await context.setOffline(true);
  const heart = card.getByRole('button', { name: 'Save to favourites' });
  await heart.click();
  await expect(card.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');

  // Still offline: the page comes from the service worker and the list from the device.
  await page.goto('/favourites');
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();

  // Online again, log in: the device's favourite joins the account.
  await context.setOffline(false);
  await page.goto('/login-register');
  await page.getByLabel('User Name / Email Address').fill(user.UserName);
  await page.getByLabel('Password', { exact: true }).fill('Secret-pass-1');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).not.toHaveURL(/login-register/);
  await expect.poll(async () => {
    const res = await request.get('/api/Favourites/List', { headers: { Authorization: `Bearer ${user.AuthWebToken}` } });
    return ((await res.json()) as Envelope<FavouriteItem[]>).Data.map((f) => f.Title);
  }, { timeout: 15_000 }).toContain(title);

  // Taken away on the list page: gone from the account too.
  await page.goto('/favourites');
  const row = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await row.getByRole('button', { name: 'Remove from favourites' }).click();
  await expect(page.getByText('No favourites yet')).toBeVisible();
  await expect.poll(async () => {
    const res = await request.get('/api/Favourites/List', { headers: { Authorization: `Bearer ${user.AuthWebToken}` } });
    return ((await res.json()) as Envelope<FavouriteItem[]>).Data.length;
  }, { timeout: 15_000 }).toBe(0);
});

test('the heart on a listing\'s page says what it will do', async ({ page, request }) => {
  await page.goto(`/property/${(await demoListings(request))[3]!.PropertyUrl}`);
  await appReady(page);
  const save = page.getByRole('main').getByRole('button', { name: 'Save to favourites' }).first();
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  const saved = page.getByRole('main').getByRole('button', { name: 'Remove from favourites' }).first();
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await saved.click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Save to favourites' }).first()).toHaveAttribute('aria-pressed', 'false');
});
