import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { journey as test, expect } from './fixtures.ts';
import { linkIn, mailsTo } from '../support/mail.ts';
import type { Envelope } from '../../src/contract/envelope.ts';
import type { CurrentUser } from '../../src/contract/types.ts';

const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
const OFFLINE_NOISE = /Failed to load resource|net::ERR_INTERNET_DISCONNECTED|ERR_FAILED|ERR_NETWORK_CHANGED/;
const QUEUED = 'Saved offline, it will be sent when you are back online';
const SYNC_TAG = 'basera-outbox';

async function registeredUser(request: APIRequestContext): Promise<CurrentUser> {
  const tag = `bgsync${Date.now().toString(36)}`;
  const email = `${tag}@example.pk`;
  const reg = await request.post('/api/Account/Register', {
    data: { FirstName: 'Sana', LastName: 'Malik', UserName: tag, Email: email, Password: 'Secret-pass-1', ConfirmPassword: 'Secret-pass-1' },
  });
  expect(reg.status(), await reg.text()).toBe(200);
  await expect.poll(() => mailsTo(dataDir, email).length).toBeGreaterThan(0);
  const key = linkIn(mailsTo(dataDir, email).at(-1)!, '/registration/confirmation').searchParams.get('key')!;
  const confirmed = await request.get(`/api/account/confirm/email?key=${encodeURIComponent(key)}`);
  expect(confirmed.status()).toBe(200);
  return ((await confirmed.json()) as Envelope<CurrentUser>).Data;
}

async function signIn(context: BrowserContext, user: CurrentUser): Promise<void> {
  await context.addInitScript((record) => localStorage.setItem('currentUser', record), JSON.stringify(user));
}

/** TOOLCHAIN trap 4: wait for an activated worker, then reload so the page goes through it. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.active?.state === 'activated';
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}

test('with every tab closed, Background Sync sends what needs no login; the rest goes when the app opens', async ({ context, request, baseURL, allowConsole }) => {
  test.setTimeout(120_000);
  allowConsole(OFFLINE_NOISE);
  const user = await registeredUser(request);
  await signIn(context, user);
  const stamp = Date.now();
  const enquiryText = `Sent by the worker (${stamp})`;
  const phone = `0302${String(stamp).slice(-7)}`;
  const newly = (await (await request.get('/api/Home/NewlyAdded')).json()) as Envelope<Array<{ PropertyUrl: string }>>;
  const listingUrl = newly.Data[2]!.PropertyUrl;
  const details = (await (
    await request.get(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${encodeURIComponent(listingUrl)}`)
  ).json()) as Envelope<{ EmailAddress: string }>;
  const owner = details.Data.EmailAddress;

  const listing = await context.newPage();
  await listing.goto('/');
  await waitForServiceWorker(listing);
  await listing.goto(`/property/${listingUrl}`);
  await listing.getByLabel('Phone', { exact: true }).fill('03007654321');
  await listing.getByLabel('Message', { exact: true }).fill(enquiryText);
  const marketing = await context.newPage();
  await marketing.goto('/marketing/contacts');
  await expect(marketing.getByRole('heading', { level: 1 })).toBeVisible();

  // Offline: an anonymous enquiry and a signed-in marketing phone are queued, and a sync is asked for.
  await context.setOffline(true);
  await listing.getByRole('button', { name: 'Send Email' }).click();
  await expect(listing.getByText(QUEUED)).toBeVisible();
  await marketing.getByLabel('Phone Number').pressSequentially(phone);
  await marketing.getByRole('button', { name: 'Add Phone Number' }).click();
  await expect(marketing.getByText(QUEUED)).toBeVisible();
  const tags = await listing.evaluate(async () => {
    const registration = (await navigator.serviceWorker.getRegistration()) as
      | (ServiceWorkerRegistration & { sync?: { getTags(): Promise<string[]> } })
      | undefined;
    return registration?.sync ? registration.sync.getTags() : null;
  });
  // Chromium has Background Sync; the tag is pending until the browser fires it.
  expect(tags).toContain(SYNC_TAG);

  // The app is closed: no page of it runs its own drain any more.
  await listing.close();
  await marketing.close();
  expect(mailsTo(dataDir, owner).filter((m) => m.body.includes(enquiryText))).toHaveLength(0);

  // A blank tab only to speak DevTools Protocol; the browser is back online and fires the sync.
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const origin = new URL(baseURL!).origin;
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await context.setOffline(false);
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId: await registrationId, tag: SYNC_TAG, lastChance: false });

  // The enquiry needs no login: the worker sent it, once.
  await expect.poll(() => mailsTo(dataDir, owner).filter((m) => m.body.includes(enquiryText)).length, { timeout: 20_000 }).toBe(1);
  // The phone needs the session, whose token only the app's pages can read: it waits for the app.
  const auth = { Authorization: `Bearer ${user.AuthWebToken}` };
  const registered = async () =>
    (await (await request.post(`/api/Marketing/Contacts/IsPhoneNumberRegistered?PhoneNumber=${phone}`, { headers: auth })).json()) as unknown;
  await blank.waitForTimeout(1_500);
  expect(await registered()).toBe(false);

  // Opening the app again sends the phone with the user's bearer and shows both as sent; nothing
  // waits and nothing goes a second time.
  const outbox = await context.newPage();
  await outbox.goto('/outbox');
  await expect.poll(registered).toBe(true);
  const sent = outbox.getByRole('list', { name: 'Sent' }).getByRole('listitem');
  await expect(sent).toHaveCount(2);
  await expect(sent.filter({ hasText: phone })).toContainText('Marketing phone');
  await expect(outbox.getByText('Nothing waiting')).toBeVisible();
  await expect(outbox.getByRole('link', { name: /Outbox:/ })).toHaveCount(0);
  await outbox.waitForTimeout(1_500);
  expect(mailsTo(dataDir, owner).filter((m) => m.body.includes(enquiryText))).toHaveLength(1);
});
