import { journey as test, expect } from './fixtures.ts';
import { OFFLINE_NOISE, confirmedUser, waitForServiceWorker } from './support.ts';

// Logging out offline forgot the session on the device but never told the server,
// so the token stayed valid. The revoke now waits in the outbox and goes once when online.
test('logging out offline forgets the session at once and revokes it on the server once back online, after a reload too', async ({ page, context, request, allowConsole }) => {
  allowConsole(OFFLINE_NOISE);
  const user = await confirmedUser(request, 'logout', { first: 'Hina', last: 'Raza' });
  const auth = { Authorization: `Bearer ${user.AuthWebToken}` };
  const sessionAnswers = async () => (await request.get('/api/Account/profile', { headers: auth })).status();
  expect(await sessionAnswers()).toBe(200);

  const revokes: string[] = [];
  await context.route('**/api/Account/Logout', async (route) => {
    revokes.push(route.request().headers()['idempotency-key'] ?? '');
    await route.continue();
  });

  await page.goto('/');
  await waitForServiceWorker(page);
  // Signed in as after an earlier visit (set once, not on every load: the logout must stick).
  await page.evaluate((record) => localStorage.setItem('currentUser', record), JSON.stringify(user));
  await page.goto('/account/profile');
  const account = page.getByRole('complementary', { name: 'Your account' });
  await expect(account).toBeVisible();

  await context.setOffline(true);
  await account.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The device has forgotten it at once...
  expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
  await expect(page.getByRole('link', { name: 'Log In / Register' }).first()).toBeVisible();
  // ...nothing of it shows in the next person's outbox, and no toast says 'saved offline'...
  await expect(page.getByRole('link', { name: /Outbox:/ })).toHaveCount(0);
  await expect(page.getByText('Saved offline, it will be sent when you are back online')).toHaveCount(0);
  // ...and the server still knows the session: nothing has reached it.
  expect(revokes).toHaveLength(0);
  expect(await sessionAnswers()).toBe(200);

  // The phone restarts the page while still offline: the revoke survives it.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Log In / Register' }).first()).toBeVisible();
  expect(await sessionAnswers()).toBe(200);

  await context.setOffline(false);
  await expect.poll(sessionAnswers, { timeout: 20_000 }).toBe(401);
  // Once, with its own key: later drains have nothing left to send.
  await page.waitForTimeout(2_000);
  await page.reload();
  await page.waitForTimeout(1_000);
  expect(revokes).toHaveLength(1);
  expect(revokes[0]).toMatch(/^[0-9a-f-]{32,36}$/);
  expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
});
