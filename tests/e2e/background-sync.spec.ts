import { journey as test, expect } from './fixtures.ts';
import { mailsTo } from '../support/mail.ts';
import { ADMIN_EMAIL, DATA_DIR, OFFLINE_NOISE, QUEUED, confirmedUser, demoListingWithOwner, signIn, uniquePhone, waitForServiceWorker } from './support.ts';

const SYNC_TAG = 'basera-outbox';

test('with every tab closed, Background Sync sends what needs no login; the rest goes when the app opens', async ({ context, request, baseURL, allowConsole }) => {
  test.setTimeout(120_000);
  allowConsole(OFFLINE_NOISE);
  const user = await confirmedUser(request, 'bgsync');
  await signIn(context, user);
  const stamp = Date.now();
  const contactSubject = `Sent by the worker (${stamp})`;
  const enquiryText = `Sent with the account (${stamp})`;
  const phone = uniquePhone('0304');
  const { url: listingUrl, owner } = await demoListingWithOwner(request, 2);
  const contactMails = () => mailsTo(DATA_DIR, ADMIN_EMAIL).filter((m) => m.subject.includes(contactSubject) || m.body.includes(contactSubject));

  const contact = await context.newPage();
  await contact.goto('/');
  await waitForServiceWorker(contact);
  await contact.goto('/contact-us');
  await contact.getByLabel('Full Name').fill('Ayesha Khan');
  await contact.getByLabel('Email Address').fill('ayesha@example.pk');
  await contact.getByLabel('Phone Number').pressSequentially('03001234567');
  await contact.getByLabel('Subject').fill(contactSubject);
  await contact.getByLabel('Message', { exact: true }).fill('Do you list farmhouses near Gadap Town?');
  const listing = await context.newPage();
  await listing.goto(`/property/${listingUrl}`);
  await listing.getByLabel('Phone', { exact: true }).fill('03007654321');
  await listing.getByLabel('Message', { exact: true }).fill(enquiryText);
  const marketing = await context.newPage();
  await marketing.goto('/marketing/contacts');
  await expect(marketing.getByRole('heading', { level: 1 })).toBeVisible();

  // Offline: a contact message (nobody's account's), and the signed-in account's enquiry and marketing
  // phone are queued, and a sync is asked for.
  await context.setOffline(true);
  await contact.getByRole('button', { name: 'Submit Message' }).click();
  await expect(contact.getByText(QUEUED)).toBeVisible();
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
  await contact.close();
  await listing.close();
  await marketing.close();
  expect(contactMails()).toHaveLength(0);

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

  // The contact message needs no login: the worker sent it, once.
  await expect.poll(() => contactMails().length, { timeout: 20_000 }).toBe(1);
  // The enquiry (the account's "My enquiries") and the phone need the session, whose token only the
  // app's pages can read: they wait for the app.
  expect(mailsTo(DATA_DIR, owner).filter((m) => m.body.includes(enquiryText))).toHaveLength(0);
  const auth = { Authorization: `Bearer ${user.AuthWebToken}` };
  const registered = async () =>
    (await (await request.post(`/api/Marketing/Contacts/IsPhoneNumberRegistered?PhoneNumber=${phone}`, { headers: auth })).json()) as unknown;
  await blank.waitForTimeout(1_500);
  expect(await registered()).toBe(false);

  // Opening the app again sends the enquiry and the phone with the user's bearer and shows all three as
  // sent; nothing waits and nothing goes a second time.
  const outbox = await context.newPage();
  await outbox.goto('/outbox');
  await expect.poll(registered).toBe(true);
  await expect.poll(() => mailsTo(DATA_DIR, owner).filter((m) => m.body.includes(enquiryText)).length, { timeout: 20_000 }).toBe(1);
  const sent = outbox.getByRole('list', { name: 'Sent' }).getByRole('listitem');
  await expect(sent).toHaveCount(3);
  await expect(sent.filter({ hasText: phone })).toContainText('Marketing phone');
  await expect(outbox.getByText('Nothing waiting')).toBeVisible();
  await expect(outbox.getByRole('link', { name: /Outbox:/ })).toHaveCount(0);
  await outbox.waitForTimeout(1_500);
  expect(mailsTo(DATA_DIR, owner).filter((m) => m.body.includes(enquiryText))).toHaveLength(1);
  expect(contactMails()).toHaveLength(1);
  // Sent with the account's bearer, the enquiry is in its "My enquiries".
  const mine = (await (await request.get('/api/Enquiries/Mine', { headers: auth })).json()) as { Data: Array<{ PropertyUrl: string }> };
  expect(mine.Data.map((t) => t.PropertyUrl)).toContain(listingUrl);
});
