import { journey as test, expect } from './fixtures.ts';
import { OFFLINE_NOISE, QUEUED, confirmedUser, signIn, uniquePhone, waitForServiceWorker } from './support.ts';

// A tab closed while it was sending an outbox entry left the entry 'Sending…',
// with no buttons, for the two minutes of its lease. Every sender sends only while holding the
// outbox's Web Lock, so once nobody holds it the entry is known to be waiting.
test('an entry whose sending tab was closed mid-way is waiting and retryable at once, and then goes once', async ({ context, request, allowConsole }) => {
  test.setTimeout(120_000);
  allowConsole(OFFLINE_NOISE);
  // A marketing number needs a login, so the service worker's Background Sync leaves it to the
  // page: the sender that is closed here is the tab.
  const user = await confirmedUser(request, 'closed', { first: 'Sana', last: 'Malik' });
  await signIn(context, user);
  const phone = uniquePhone('0303');

  const first = await context.newPage();
  await first.goto('/');
  await waitForServiceWorker(first);
  await first.goto('/outbox');
  await first.goto('/marketing/contacts');
  await expect(first.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(true);
  await first.getByLabel('Phone Number').pressSequentially(phone);
  await first.getByRole('button', { name: 'Add Phone Number' }).click();
  await expect(first.getByText(QUEUED)).toBeVisible();

  // Back online the tab starts sending it, and the answer never comes (a slow upload). The page's own
  // fetch is held, not the request: about one run in four, Chromium sent this request from a page
  // under the service worker without Playwright's routing seeing it (the server had the number, the
  // route and the trace had no request), and the journey failed on 'Sending…'.
  const registrations: string[] = [];
  await context.exposeFunction('registrationStarted', (url: string) => {
    registrations.push(url);
    return registrations.length === 1;
  });
  await context.addInitScript(() => {
    const send = window.fetch.bind(window);
    const started = (window as unknown as { registrationStarted: (url: string) => Promise<boolean> }).registrationStarted;
    window.fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!/\/api\/Marketing\/Register\/PhoneNumber/i.test(url)) return send(input, init);
      return (await started(url)) ? new Promise<Response>(() => undefined) : send(input, init);
    };
  });
  await first.goto('/outbox');
  await context.setOffline(false);
  const mine = (page: typeof first) => page.getByRole('list', { name: 'Waiting to be sent' }).getByRole('listitem').filter({ hasText: phone });
  await expect(mine(first).getByText('Sending…')).toBeVisible({ timeout: 20_000 });
  await expect(mine(first).getByRole('button', { name: `Retry now: ${phone}` })).toHaveCount(0);
  expect(registrations).toHaveLength(1);

  // The tab is closed mid-way. Offline, the next one opens the outbox from the device.
  await first.close();
  await context.setOffline(true);
  const second = await context.newPage();
  await second.goto('/outbox');
  const entry = mine(second);
  await expect(entry.getByText('Waiting', { exact: true })).toBeVisible({ timeout: 5_000 });
  await expect(entry.getByText('Sending…')).toHaveCount(0);
  await expect(entry.getByRole('button', { name: `Discard: ${phone}` })).toBeVisible();
  await expect(entry.getByRole('button', { name: `Retry now: ${phone}` })).toBeVisible();

  // Online again it goes at once, not when the closed tab's lease runs out, and only once.
  await context.setOffline(false);
  await expect(second.getByText('Nothing waiting')).toBeVisible({ timeout: 20_000 });
  expect(registrations).toHaveLength(2);
  const auth = { Authorization: `Bearer ${user.AuthWebToken}` };
  const registered = await request.post(`/api/Marketing/Contacts/IsPhoneNumberRegistered?PhoneNumber=${phone}`, { headers: auth });
  expect(await registered.json()).toBeTruthy();
});
