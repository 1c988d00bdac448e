import { journey as test, expect } from './fixtures.ts';
import { OFFLINE_NOISE, QUEUED, asVisitor, confirmedUser, fillListingForm, waitForServiceWorker } from './support.ts';
import type { APIRequestContext } from '@playwright/test';
import type { Envelope } from '../../src/contract/envelope.ts';
import type { CurrentUser, MyPropertyItem } from '../../src/contract/types.ts';

async function pendingTitled(request: APIRequestContext, user: CurrentUser, title: string): Promise<number> {
  const res = await request.get('/api/property/GetPendingProperties', { headers: { Authorization: `Bearer ${user.AuthWebToken}` } });
  return ((await res.json()) as Envelope<MyPropertyItem[]>).Data.filter((p) => p.Title === title).length;
}

test('on a shared phone, a listing queued by one account is neither shown to nor sent as the next one', async ({ context, request, allowConsole }) => {
  test.setTimeout(180_000);
  allowConsole(OFFLINE_NOISE);
  const alice = await confirmedUser(request, 'alice', { first: 'Alice', last: 'Ahmed' });
  const bilal = await confirmedUser(request, 'bilal', { first: 'Bilal', last: 'Butt' });
  const title = `Alice's house ${Date.now()}`;

  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate((record) => localStorage.setItem('currentUser', record), JSON.stringify(alice));
  await waitForServiceWorker(page);
  await page.goto('/outbox');
  await page.goto('/property/forms/submit');
  await fillListingForm(page, { title, price: '25000000', area: '1', unit: 'Kanal', city: 'Lahore', description: 'Made by Alice while offline.' });
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(QUEUED)).toBeVisible();

  // And a second listing, only begun: a draft on the phone, with her contact details in it.
  const draftTitle = `Alice's draft ${Date.now()}`;
  await page.goto('/property/forms/submit');
  await page.getByLabel('Property Title').fill(draftTitle);
  await expect(page.getByRole('region', { name: 'Your drafts' }).getByText(draftTitle)).toBeVisible();

  // Alice leaves the phone signed out; the next visitor does not see her entry.
  await page.getByRole('button', { name: 'Hi, Alice' }).first().click();
  await page.getByRole('menuitem', { name: 'Log Out' }).first().click();
  await expect(page.getByRole('link', { name: 'Log In / Register' }).first()).toBeVisible();
  await context.setOffline(false);
  await page.goto('/outbox');
  await expect(page.getByText('Nothing waiting')).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Outbox:/ })).toHaveCount(0);
  // Her logout revoked that session on the server once the phone was online (issue 19, item 9):
  // coming back later is a new login.
  const aliceToken = { Authorization: `Bearer ${alice.AuthWebToken}` };
  await expect.poll(async () => (await request.get('/api/Account/profile', { headers: aliceToken })).status(), { timeout: 20_000 }).toBe(401);
  const login = await request.post('/api/Account/Login', { headers: asVisitor(), data: { username: alice.UserName, password: 'Secret-pass-1' } });
  expect(login.status(), await login.text()).toBe(200);
  const aliceAgain = ((await login.json()) as Envelope<CurrentUser>).Data;

  // Bilal signs in on the same phone: Alice's listing does not go out as his.
  await page.evaluate((record) => localStorage.setItem('currentUser', record), JSON.stringify(bilal));
  await page.reload();
  await expect(page.getByText('Nothing waiting')).toBeVisible();
  await page.goto('/property/forms/submit');
  await expect(page.getByLabel('Property Title')).toBeVisible();
  await expect(page.getByText(draftTitle)).toHaveCount(0);
  await page.waitForTimeout(3_000);
  expect(await pendingTitled(request, bilal, title)).toBe(0);
  expect(await pendingTitled(request, aliceAgain, title)).toBe(0);

  // When Alice signs in again, it is hers to see, and it goes with her account, once.
  await page.evaluate((record) => localStorage.setItem('currentUser', record), JSON.stringify(aliceAgain));
  await page.reload();
  await expect.poll(() => pendingTitled(request, aliceAgain, title), { timeout: 30_000 }).toBe(1);
  await page.goto('/outbox');
  await expect(page.getByRole('list', { name: 'Sent' }).getByText(title)).toBeVisible();
  await page.goto('/property/forms/submit');
  await expect(page.getByRole('region', { name: 'Your drafts' }).getByText(draftTitle)).toBeVisible();
  expect(await pendingTitled(request, bilal, title)).toBe(0);
});
