import { journey as test, expect, appReady } from './fixtures.ts';
import { E2E_PRICE_CUT } from './price-cut-listing.ts';

test.use({ viewport: { width: 360, height: 740 } });

test('a recent price cut shows on the result card and on the listing page, in English and Urdu', async ({ page }, testInfo) => {
  await page.goto(`/properties?Keywords=${E2E_PRICE_CUT.word}`);
  await appReady(page);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: E2E_PRICE_CUT.title }) });
  await expect(card.getByText(E2E_PRICE_CUT.cardLine, { exact: true })).toBeVisible();
  await expect(card.getByText('PKR 1.5 Crore', { exact: true })).toBeVisible();
  await card.screenshot({ path: testInfo.outputPath('price-cut-card-360.png') });

  await card.getByRole('link', { name: E2E_PRICE_CUT.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: E2E_PRICE_CUT.title })).toBeVisible();
  const facts = page.getByRole('definition').filter({ hasText: E2E_PRICE_CUT.pageLine });
  await expect(facts).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('price-cut-page-360.png'), fullPage: true });

  // The same listing in Urdu: the words and the amounts in the page's language.
  await page.goto(`/ur/properties?Keywords=${E2E_PRICE_CUT.word}`);
  await appReady(page);
  const urduCard = page.getByRole('article').filter({ hasText: E2E_PRICE_CUT.title });
  await expect(urduCard.getByText(/^قیمت .+ کم ہوئی$/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('price-cut-card-ur-360.png'), fullPage: false });
});

test('"Recently reduced" puts a listing whose price was just cut first', async ({ page }) => {
  await page.goto('/properties?City=6');
  await appReady(page);
  await page.getByLabel('Sort by').selectOption({ label: 'Recently reduced' });
  await expect(page).toHaveURL(/Sort=price-cut/);
  const first = page.getByRole('article').first();
  await expect(first.getByText(/^Price reduced by PKR /)).toBeVisible();
});
