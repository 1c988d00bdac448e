import { journey as test, expect, appReady } from './fixtures.ts';
import { confirmedUser, fillListingForm, liveListing, signIn, uniquePhone, uniqueTag } from './support.ts';

// Prices typed as people say them, and a listing found by its reference and called from its card.
test.use({ viewport: { width: 360, height: 740 } });

test('an owner types "85 lakh" as the price, sees it in words and digits, and submits it as 85 Lakh', async ({ page, request }) => {
  const user = await confirmedUser(request, 'pricewords');
  await signIn(page, user);
  const title = `Lakh priced house ${uniqueTag('')}`;
  await page.goto('/property/forms/submit');
  await appReady(page);
  await fillListingForm(page, { title, price: '85 lakh', area: '5', unit: 'Marla', city: 'Lahore', description: 'Five Marla house priced the way people say it.' });
  const price = page.getByLabel('Price (PKR)');
  await expect(price).toHaveValue('85 lakh');
  await expect(page.getByText('In words: PKR 85 Lakh (85,00,000)')).toBeVisible();
  await price.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('price-words-360.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/account\/properties#PendingProperty$/);
  const listing = page.getByRole('tabpanel').getByRole('article', { name: title });
  await expect(listing.getByText('PKR 85 Lakh')).toBeVisible();
  // Stored as the amount, not the words.
  const mine = await (await request.get('/api/property/GetPendingProperties', { headers: { Authorization: `Bearer ${user.AuthWebToken}` } })).json();
  expect(mine.Data.find((p: { Title: string }) => p.Title === title).Price).toBe(8_500_000);
});

test('a visitor searches a listing\'s reference, finds it first, and taps Call on its card to get the number', async ({ page, request }) => {
  const phone = uniquePhone('0345');
  const listing = await liveListing(request, 'refcall', { fields: { PhoneNumber: phone } });
  const ref = String(listing.id).padStart(6, '0');

  await page.goto('/');
  await appReady(page);
  const hero = page.getByRole('search', { name: 'Search properties' });
  await hero.getByLabel('Keywords').fill(`ref ${ref}`);
  await hero.getByRole('button', { name: 'Search' }).click();

  const card = page.getByRole('article').first();
  await expect(card.getByRole('heading', { name: listing.title })).toBeVisible();
  await expect(card.getByText(`Ref ${ref}`)).toBeVisible();
  // Only the mask was in the answer: the number is asked for on the tap.
  expect(await page.content()).not.toContain(phone);
  const call = card.getByRole('button', { name: 'Call', exact: true });
  const before = (await card.boundingBox())!;
  const callBox = (await call.boundingBox())!;
  expect(callBox.height).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: test.info().outputPath('card-call-360.png'), fullPage: true });

  const revealed = page.waitForResponse((r) => /\/api\/Property\/RevealPhone/i.test(r.url()) && r.status() === 200);
  await call.click();
  await revealed;
  const shown = `${phone.slice(0, 4)}-${phone.slice(4)}`;
  const dial = card.getByRole('link', { name: `Call ${shown}` });
  await expect(dial).toHaveAttribute('href', `tel:${phone}`);
  await expect(dial).toBeFocused();
  await expect(card.getByRole('link', { name: `WhatsApp ${shown}` })).toHaveAttribute('href', `https://wa.me/92${phone.slice(1)}`);
  // The card kept its size, and fits the phone.
  const after = (await card.boundingBox())!;
  expect(Math.abs(after.height - before.height)).toBeLessThanOrEqual(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('card-called-360.png'), fullPage: true });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath('card-called-1280.png'), fullPage: true });
});
