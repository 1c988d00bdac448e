import type { APIRequestContext } from '@playwright/test';
import { journey as test, expect } from './fixtures.ts';
import { asVisitor, confirmedUser, DATA_DIR, liveListing, signIn, uniquePhone, uniqueTag } from './support.ts';
import { codeIn, smsTo } from '../support/sms.ts';
import type { CurrentUser } from '../../src/contract/types.ts';

// "Phone verified": the badge on a result card and on the listing's page, what it means in one tap,
// in English and Urdu at 360 px; and the code by SMS entered on the listing form.
test.use({ viewport: { width: 360, height: 740 } });

/** The account proves `phone` as a person would: the code from the SMS file, entered through the API. */
async function proveNumber(request: APIRequestContext, user: CurrentUser, phone: string): Promise<void> {
  const headers = { ...asVisitor(), Authorization: `Bearer ${user.AuthWebToken}` };
  const sent = await request.post('/api/Phone/SendCode', { headers, data: { PhoneNumber: phone } });
  expect(sent.status(), await sent.text()).toBe(200);
  await expect.poll(() => smsTo(DATA_DIR, phone).length).toBeGreaterThan(0);
  const verified = await request.post('/api/Phone/Verify', { headers, data: { PhoneNumber: phone, Code: codeIn(smsTo(DATA_DIR, phone).at(-1)!) } });
  expect(verified.status(), await verified.text()).toBe(200);
}

test('a verified listing shows its badge on the card and the page, and one tap says what was checked', async ({ page, request }) => {
  const user = await confirmedUser(request, 'badge', { first: 'Hina', last: 'Verified' });
  const phone = uniquePhone('0333');
  await proveNumber(request, user, phone);
  const word = uniqueTag('jasmine');
  const listing = await liveListing(request, 'badge', { user, title: `Verified ${word} corner house`, fields: { PhoneNumber: phone } });

  await page.goto(`/properties?Keywords=${word}`);
  const card = page.getByRole('region', { name: 'Results' }).getByRole('article').filter({ hasText: listing.title });
  const badge = card.getByRole('button', { name: 'Phone verified' });
  await expect(badge).toBeVisible();
  await badge.click();
  await expect(badge).toHaveAttribute('aria-expanded', 'true');
  await expect(card.getByRole('note')).toContainText('a code we sent by SMS');
  await page.screenshot({ path: test.info().outputPath('badge-card-360.png'), fullPage: false });

  await page.goto(`/property/${listing.url}`);
  const pageBadge = page.getByRole('button', { name: 'Phone verified' });
  await pageBadge.click();
  const note = page.getByRole('note').filter({ hasText: 'What “Phone verified” means' });
  await expect(note).toContainText(/On \d{1,2} \w{3} \d{4} the poster entered a code/);
  await page.screenshot({ path: test.info().outputPath('badge-page-360.png') });
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(pageBadge).toHaveAttribute('aria-expanded', 'false');
  await page.setViewportSize({ width: 1280, height: 800 });
  await pageBadge.click();
  await page.screenshot({ path: test.info().outputPath('badge-page-1280.png') });

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/ur/properties?Keywords=${word}&VerifiedOnly=true`);
  await expect(page.getByRole('link', { name: 'صرف تصدیق شدہ ہٹائیں' })).toBeVisible();
  const urCard = page.getByRole('article').filter({ hasText: listing.title });
  const urBadge = urCard.getByRole('button', { name: 'تصدیق شدہ فون' });
  await urBadge.click();
  await expect(urCard.getByRole('note')).toContainText('ایس ایم ایس');
  await page.screenshot({ path: test.info().outputPath('badge-card-ur-360.png') });
  await page.goto(`/ur/property/${listing.url}`);
  await page.getByRole('button', { name: 'تصدیق شدہ فون' }).click();
  await expect(page.getByRole('note').filter({ hasText: 'کا مطلب' })).toContainText('جائیداد کا مالک');
  await page.screenshot({ path: test.info().outputPath('badge-page-ur-360.png') });
});

test('"Verified only" in the filters leaves out listings without a badge, and its chip takes it off', async ({ page, request }) => {
  const word = uniqueTag('marigold');
  const plain = await liveListing(request, 'plainbadge', { title: `Plain ${word} house`, fields: { PhoneNumber: uniquePhone('0334') } });
  const user = await confirmedUser(request, 'onlybadge', { first: 'Asad', last: 'Verified' });
  const phone = uniquePhone('0335');
  await proveNumber(request, user, phone);
  const proved = await liveListing(request, 'onlybadge', { user, title: `Verified ${word} house`, fields: { PhoneNumber: phone } });

  await page.goto(`/properties?Keywords=${word}`);
  const results = page.getByRole('region', { name: 'Results' });
  // Equal relevance, and the verified one is older: it still comes first.
  await expect(results.getByRole('article').first()).toContainText(proved.title);
  await expect(results.getByRole('article').filter({ hasText: plain.title })).toBeVisible();
  const filters = page.getByRole('search', { name: 'Search properties' });
  if (!(await filters.isVisible())) await page.getByRole('button', { name: /^Filters/ }).click();
  await filters.getByRole('checkbox', { name: 'Verified only' }).check();
  await filters.screenshot({ path: test.info().outputPath('filters-verified-360.png') });
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/VerifiedOnly=true/);
  await expect(results.getByRole('article').filter({ hasText: plain.title })).toHaveCount(0);
  await expect(results.getByRole('article').filter({ hasText: proved.title })).toBeVisible();
  await page.getByRole('link', { name: 'Remove Verified only' }).click();
  await expect(results.getByRole('article').filter({ hasText: plain.title })).toBeVisible();
});

test('the listing form verifies its phone number with the code from the SMS', async ({ page, request, allowConsole }) => {
  // The wrong code below is answered 400, which Chromium logs.
  allowConsole(/status of 400/);
  const user = await confirmedUser(request, 'formphone', { first: 'Zara', last: 'Form' });
  await signIn(page, user);
  const phone = uniquePhone('0336');
  await page.goto('/property/forms/submit');
  const number = page.getByLabel('Phone Number');
  await number.fill(phone);
  const box = page.getByRole('group', { name: 'Verify this number (optional)' });
  await box.getByRole('button', { name: 'Send code by SMS' }).click();
  await expect(box.getByText(`Code sent to ${phone}`)).toBeVisible();
  await expect.poll(() => smsTo(DATA_DIR, phone).length).toBe(1);
  const code = codeIn(smsTo(DATA_DIR, phone)[0]!);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await box.getByLabel('Code from the SMS').fill(wrong);
  await box.getByRole('button', { name: 'Verify' }).click();
  await expect(box.getByText('That code is not right.')).toBeVisible();
  await box.screenshot({ path: test.info().outputPath('phone-code-360.png') });
  await box.getByLabel('Code from the SMS').fill(code);
  await box.getByLabel('Code from the SMS').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `${phone} is verified` })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('phone-verified-360.png') });

  // The account keeps the number: the next form shows it verified without a code.
  await page.goto('/ur/property/forms/submit');
  await page.getByLabel('فون نمبر').fill(phone);
  await expect(page.getByRole('status').filter({ hasText: 'تصدیق ہو گئی' })).toBeVisible();
  const other = uniquePhone('0337');
  await page.getByLabel('فون نمبر').fill(other);
  await expect(page.getByRole('group', { name: 'یہ نمبر تصدیق کریں (اختیاری)' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('phone-check-ur-360.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('group', { name: 'یہ نمبر تصدیق کریں (اختیاری)' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('phone-check-ur-1280.png') });
});
