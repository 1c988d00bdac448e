import type { Page } from '@playwright/test';
import { journey as test, expect, appReady } from './fixtures.ts';
import { E2E_ADMIN } from './admin-account.ts';
import { asVisitor, liveListing, photoFor, signIn, uniqueTag } from './support.ts';
import type { Envelope } from '../../src/contract/envelope.ts';
import type { CurrentUser } from '../../src/contract/types.ts';

// "Photo-checked": the owner asks for the check from My Properties with fresh photos of the house
// number, the admin approves it in the console beside the listing's photos, and the badge shows on
// the card and the listing's page with what it means in one tap, in English and Urdu at 360 px.
test.use({ viewport: { width: 360, height: 740 } });

/** Screenshots of the page as it is, at 360 and 1280 px, then back to 360. */
async function shots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
}

test('the owner asks for the photo check, the admin approves it, and the badge explains itself on the card and the page', async ({ page, request }) => {
  const word = uniqueTag('jacaranda');
  const listing = await liveListing(request, 'photocheck', { title: `Photo checked ${word} house` });
  await signIn(page, listing.user);

  // My Properties: the listing's state and the way to the request screen.
  await page.goto('/account/properties#ActiveProperty');
  const item = page.getByRole('article', { name: listing.title });
  await expect(item.getByText('Photo check: not requested')).toBeVisible();
  await item.getByRole('link', { name: 'Get Photo-checked' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/properties/photo-check/${listing.id}$`));
  await expect(page.getByRole('heading', { name: 'Get Photo-checked', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'not requested' })).toBeVisible();
  await shots(page, 'photo-check-request');

  // The same screen in Urdu, right to left.
  await page.goto(`/ur/account/properties/photo-check/${listing.id}`);
  await expect(page.getByRole('heading', { name: 'تصاویر کی جانچ کروائیں', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByLabel('نمبر دکھانے والی تصاویر')).toBeVisible();
  await shots(page, 'photo-check-request-ur');

  // Sending without a photo says what is missing; with two, the check waits for review.
  await page.goto(`/account/properties/photo-check/${listing.id}`);
  const send = page.getByRole('button', { name: 'Send for checking' });
  await send.click();
  await expect(page.getByText('Please add at least one photo that shows the house or plot number.')).toBeVisible();
  await page.getByLabel('Photos that show the number').setInputFiles([
    { name: 'gate.jpg', mimeType: 'image/jpeg', buffer: await photoFor(`${word} gate`) },
    { name: 'plate.jpg', mimeType: 'image/jpeg', buffer: await photoFor(`${word} plate`) },
  ]);
  await expect(page.getByText('2 photos chosen')).toBeVisible();
  await send.click();
  await expect(page.getByText('Thank you. Your photos are waiting for our team to check them.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Photo check: waiting for review' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Check photo 2' })).toBeVisible();
  await expect(send).toHaveCount(0);
  await page.goto('/account/properties#ActiveProperty');
  await expect(item.getByText('Photo check: waiting for review')).toBeVisible();

  // The admin compares the check photos with the listing's and approves.
  const login = await request.post('/api/Account/Login', { headers: asVisitor(), data: { username: E2E_ADMIN.userName, password: E2E_ADMIN.password } });
  expect(login.status()).toBe(200);
  const admin = ((await login.json()) as Envelope<CurrentUser>).Data;
  const context = await page.context().browser()!.newContext({ viewport: { width: 360, height: 740 } });
  const adminPage = await context.newPage();
  const errors: string[] = [];
  adminPage.on('console', (m) => { if (m.type() === 'error' && !/status of 404/.test(m.text())) errors.push(m.text()); });
  adminPage.on('pageerror', (e) => errors.push(e.message));
  await signIn(adminPage, admin);
  await adminPage.goto('/ur/admin#photo-checks');
  await appReady(adminPage);
  await expect(adminPage.getByRole('tab', { name: 'تصاویر کی جانچ' })).toHaveAttribute('aria-selected', 'true');
  const urCard = adminPage.getByRole('article', { name: listing.title });
  await expect(urCard.getByRole('region', { name: 'جانچ کی تصاویر' }).getByRole('img')).toHaveCount(2);
  await shots(adminPage, 'admin-photo-checks-ur');

  await adminPage.goto('/admin#photo-checks');
  await appReady(adminPage);
  const card = adminPage.getByRole('article', { name: listing.title });
  await expect(card.getByRole('region', { name: 'Check photos' }).getByRole('img')).toHaveCount(2);
  await expect(card.getByRole('region', { name: "The listing's photos" }).getByRole('img')).toHaveCount(1);
  await expect(card.getByRole('img', { name: 'Check photo 1' })).toHaveJSProperty('complete', true);
  await expect.poll(() => card.getByRole('img', { name: 'Check photo 1' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shots(adminPage, 'admin-photo-checks');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText(`"${listing.title}" is Photo-checked.`)).toBeVisible();
  await expect(card).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();

  // The owner sees until when.
  await page.reload();
  await expect(item.getByText(/^Photo-checked until \d{1,2} \w{3} \d{4}$/)).toBeVisible();
  await item.screenshot({ path: test.info().outputPath('my-properties-photo-checked-360.png') });
  await page.goto('/ur/account/properties#ActiveProperty');
  const urItem = page.getByRole('article', { name: listing.title });
  await expect(urItem.getByText(/تک تصاویر کی جانچ شدہ$/)).toBeVisible();
  await urItem.screenshot({ path: test.info().outputPath('my-properties-photo-checked-ur-360.png') });

  // The card in results, and the listing's page: one tap says what was checked.
  await page.goto(`/properties?Keywords=${word}&VerifiedOnly=true`);
  const result = page.getByRole('region', { name: 'Results' }).getByRole('article').filter({ hasText: listing.title });
  const badge = result.getByRole('button', { name: 'Photo-checked' });
  await badge.click();
  await expect(badge).toHaveAttribute('aria-expanded', 'true');
  await expect(result.getByRole('note')).toContainText('house or plot number');
  await page.screenshot({ path: test.info().outputPath('photo-badge-card-360.png') });
  await page.goto(`/property/${listing.url}`);
  await page.getByRole('button', { name: 'Photo-checked' }).click();
  await expect(page.getByRole('note').filter({ hasText: 'What “Photo-checked” means' })).toContainText(/until \d{1,2} \w{3} \d{4}, or until the photos change/);
  await page.screenshot({ path: test.info().outputPath('photo-badge-page-360.png') });

  await page.goto(`/ur/properties?Keywords=${word}&VerifiedOnly=true`);
  const urResult = page.getByRole('article').filter({ hasText: listing.title });
  await urResult.getByRole('button', { name: 'تصاویر کی جانچ شدہ' }).click();
  await expect(urResult.getByRole('note')).toContainText('پلاٹ کا نمبر');
  await page.screenshot({ path: test.info().outputPath('photo-badge-card-ur-360.png') });
  await page.goto(`/ur/property/${listing.url}`);
  await page.getByRole('button', { name: 'تصاویر کی جانچ شدہ' }).click();
  await expect(page.getByRole('note').filter({ hasText: 'کا مطلب' })).toContainText('تصاویر بدلنے تک');
  await page.screenshot({ path: test.info().outputPath('photo-badge-page-ur-360.png') });
});
