import { journey as test, expect } from './fixtures.ts';
import { OFFLINE_NOISE, QUEUED, asVisitor, confirmedUser, demoListings, fillListingForm, uniquePhone, waitForServiceWorker } from './support.ts';
import type { APIRequestContext } from '@playwright/test';
import type { Envelope } from '../../src/contract/envelope.ts';
import type { CurrentUser, FavouriteItem, MyPropertyItem } from '../../src/contract/types.ts';

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
  // Her logout revoked that session on the server once the phone was online:
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

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('after the session ends on the server, what waits for the account is listed with "Log in to send", and goes after the login', async ({ page, context, request, allowConsole }) => {
    test.setTimeout(180_000);
    // The replay answered 401 is the session's end, as the server means it.
    allowConsole(new RegExp(`${OFFLINE_NOISE.source}|401`));
    const user = await confirmedUser(request, 'lapsed', { first: 'Hina', last: 'Javed' });
    const title = `Hina's flat ${Date.now()}`;
    const phone = uniquePhone('0333');
    const listing = (await demoListings(request))[5]!;

    await page.goto('/');
    // Signed in once, as after a login on an earlier visit (not on every load: the session will end).
    await page.evaluate((record) => localStorage.setItem('currentUser', record), JSON.stringify(user));
    await waitForServiceWorker(page);
    await page.goto('/outbox');
    await expect(page.getByText('Nothing waiting')).toBeVisible();
    // Opened online once, so its page opens offline from the device's copy.
    await page.goto(`/property/${listing.PropertyUrl}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.Title })).toBeVisible();

    // Offline: a listing, a marketing number and a favourite wait for the account.
    await page.goto('/property/forms/submit');
    await fillListingForm(page, { title, price: '18000000', area: '5', unit: 'Marla', city: 'Karachi', description: 'Queued by Hina before her session ended.' });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(QUEUED)).toBeVisible();
    await page.goto('/marketing/contacts');
    await page.getByLabel('Phone Number').pressSequentially(phone);
    await page.getByRole('button', { name: 'Add Phone Number' }).click();
    await expect(page.getByText(QUEUED).first()).toBeVisible();
    await page.goto(`/property/${listing.PropertyUrl}`);
    await page.getByRole('main').getByRole('button', { name: 'Save to favourites' }).first().click();
    await expect(page.getByRole('main').getByRole('button', { name: 'Remove from favourites' }).first()).toBeVisible();
    await page.goto('/outbox');
    await expect(page.getByRole('list', { name: 'Waiting to be sent' }).getByRole('listitem')).toHaveCount(3);

    // The session ends on the server meanwhile (revoked elsewhere, or expired).
    const revoked = await request.post('/api/Account/Logout', { headers: { Authorization: `Bearer ${user.AuthWebToken}` } });
    expect(revoked.status(), await revoked.text()).toBe(200);

    // Back online, a call with the dead bearer is answered 401: the device learns the session is over.
    await context.setOffline(false);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('currentUser')), { timeout: 30_000 }).toBeNull();
    await page.goto('/outbox');
    const waiting = page.getByRole('list', { name: 'Waiting to be sent' }).getByRole('listitem');
    await expect(waiting).toHaveCount(3);
    await expect(page.getByText('Nothing waiting')).toHaveCount(0);
    await expect(waiting.filter({ hasText: title })).toContainText('Property listing');
    await expect(waiting.filter({ hasText: phone })).toContainText('Marketing phone');
    for (const item of await waiting.all()) await expect(item.getByRole('link', { name: /^Log in to send/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Outbox: 3 waiting/ }).first()).toBeVisible();

    // Logging in from there brings her back to the outbox, and everything goes, once.
    await waiting.filter({ hasText: title }).getByRole('link', { name: /^Log in to send/ }).click();
    await page.getByLabel('User Name / Email Address').fill(user.UserName);
    await page.getByLabel('Password', { exact: true }).fill('Secret-pass-1');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page).toHaveURL(/\/outbox$/);
    await expect(page.getByText('Nothing waiting')).toBeVisible({ timeout: 30_000 });
    const again = ((await page.evaluate(() => localStorage.getItem('currentUser'))) ?? '');
    const token = { Authorization: `Bearer ${(JSON.parse(again) as CurrentUser).AuthWebToken}` };
    const pending = (await (await request.get('/api/property/GetPendingProperties', { headers: token })).json()) as Envelope<MyPropertyItem[]>;
    expect(pending.Data.filter((p) => p.Title === title)).toHaveLength(1);
    const favourites = (await (await request.get('/api/Favourites/List', { headers: token })).json()) as Envelope<FavouriteItem[]>;
    expect(favourites.Data.map((f) => f.PropertyUrl)).toContain(listing.PropertyUrl);
    expect(await (await request.post(`/api/Marketing/Contacts/IsPhoneNumberRegistered?PhoneNumber=${phone}`, { headers: token })).json()).toBeTruthy();
  });
});
