import { journey as test, expect, appReady } from './fixtures.ts';
import { OFFLINE_NOISE, confirmedUser, liveListing, persistedQueryHashes, uniquePhone, waitForServiceWorker } from './support.ts';

// The owner's number on a listing's page: hidden until a tap, then Call and WhatsApp.
test.use({ viewport: { width: 360, height: 740 } });

/** The number as the page shows it, and the traces of it that must not be in the page before the tap. */
function forms(phone: string) {
  return { shown: `${phone.slice(0, 4)}-${phone.slice(4)}`, traces: [phone, phone.slice(1), phone.slice(-7), `92${phone.slice(1)}`] };
}

test('a visitor taps Show phone number and gets the number, Call and WhatsApp; nothing of it was in the page before', async ({ page, request }) => {
  const phone = uniquePhone('0345');
  const owner = await confirmedUser(request, 'reveal', { first: 'Nadia', last: 'Owner' });
  const listing = await liveListing(request, 'reveal', { user: owner, fields: { PhoneNumber: phone } });
  const { shown, traces } = forms(phone);

  const response = await page.goto(`/property/${listing.url}`);
  const html = (await response!.text());
  // The server's page, its embedded answers included, has the mask and none of the number.
  expect(html).toContain(listing.title);
  expect(html).toContain('03••-•••••••');
  for (const trace of traces) expect(html, trace).not.toContain(trace);
  await appReady(page);

  const contact = page.getByRole('region', { name: 'Contact', exact: true });
  await expect(contact.getByRole('link', { name: 'Call', exact: true })).toHaveCount(0);
  await expect(contact.getByRole('link', { name: 'WhatsApp the owner' })).toHaveCount(0);
  for (const trace of traces) expect(await page.content(), trace).not.toContain(trace);
  await contact.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('phone-hidden-360.png') });

  const revealed = page.waitForResponse((r) => /\/api\/Property\/RevealPhone/i.test(r.url()) && r.status() === 200);
  await contact.getByRole('button', { name: 'Show phone number' }).click();
  await revealed;
  await expect(contact.getByText(shown)).toBeVisible();
  const call = contact.getByRole('link', { name: 'Call', exact: true });
  await expect(call).toHaveAttribute('href', `tel:${phone}`);
  await expect(call).toBeFocused();
  await expect(contact.getByRole('link', { name: 'WhatsApp the owner' })).toHaveAttribute('href', `https://wa.me/92${phone.slice(1)}`);
  await expect(contact.getByRole('button', { name: 'Show phone number' })).toHaveCount(0);
  // The message form needs no number and is still there.
  await expect(page.getByLabel('Message', { exact: true })).toBeEditable();
  await page.screenshot({ path: test.info().outputPath('phone-shown-360.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.setViewportSize({ width: 1280, height: 800 });
  await contact.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('phone-shown-1280.png') });
});

test('offline, a listing shows the number only if it was shown before; the message form still works', async ({ page, request, context, allowConsole }) => {
  test.setTimeout(120_000);
  allowConsole(OFFLINE_NOISE);
  const owner = await confirmedUser(request, 'revoff', { first: 'Nadia', last: 'Owner' });
  const phoneA = uniquePhone('0346');
  const phoneB = uniquePhone('0333');
  const shownBefore = await liveListing(request, 'revoff', { user: owner, fields: { PhoneNumber: phoneA } });
  const neverShown = await liveListing(request, 'revoff', { user: owner, fields: { PhoneNumber: phoneB } });

  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto(`/property/${shownBefore.url}`);
  await appReady(page);
  await page.getByRole('button', { name: 'Show phone number' }).click();
  await expect(page.getByText(forms(phoneA).shown)).toBeVisible();
  // Kept on the device with the saved answers, under its own key; the details answer only has the mask.
  await expect.poll(() => persistedQueryHashes(page)).toContain(`["phone",${shownBefore.id}]`);

  await page.goto(`/property/${neverShown.url}`);
  await appReady(page);
  await expect.poll(() => persistedQueryHashes(page)).toContain(neverShown.url);
  expect(await persistedQueryHashes(page)).not.toContain(`["phone",${neverShown.id}]`);

  // Offline, each page opened afresh from what the device kept.
  await context.setOffline(true);
  await page.goto(`/property/${neverShown.url}`);
  await expect(page.getByRole('heading', { level: 1, name: neverShown.title })).toBeVisible();
  await page.getByRole('button', { name: 'Show phone number' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline: the number can be shown only when you are connected.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call', exact: true })).toHaveCount(0);
  for (const trace of forms(phoneB).traces) expect(await page.content(), trace).not.toContain(trace);
  await expect(page.getByLabel('Message', { exact: true })).toBeEditable();

  await page.goto(`/property/${shownBefore.url}`);
  await expect(page.getByRole('heading', { level: 1, name: shownBefore.title })).toBeVisible();
  await expect(page.getByText(forms(phoneA).shown)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call', exact: true })).toHaveAttribute('href', `tel:${phoneA}`);
  await context.setOffline(false);
});

test('in Urdu the button, the number and the Call and WhatsApp buttons read right to left and fit 360 px', async ({ page, request }) => {
  const phone = uniquePhone('0321');
  const listing = await liveListing(request, 'revur', { fields: { PhoneNumber: phone } });
  await page.goto(`/ur/property/${listing.url}`);
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const show = page.getByRole('button', { name: 'فون نمبر دکھائیں' });
  await show.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('phone-hidden-ur-360.png') });
  await show.click();
  const shown = page.getByText(forms(phone).shown);
  await expect(shown).toBeVisible();
  // The number reads left to right inside the right-to-left page.
  expect(await shown.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  await expect(page.getByRole('link', { name: 'کال کریں' })).toHaveAttribute('href', `tel:${phone}`);
  await expect(page.getByRole('link', { name: 'مالک کو واٹس ایپ کریں' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('phone-shown-ur-360.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await shown.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('phone-shown-ur-1280.png') });
});
