import { journey as test, expect } from './fixtures.ts';

/**
 * A plot's stage on a phone: chosen in the search filters or typed in words, shown as a chip, each
 * term explained with one tap, and on the cards and the listing's page. Karachi's demo plots, read only.
 */
test.use({ viewport: { width: 360, height: 740 } });

test('a buyer filters Karachi plots by their stage, reads what it means, and sees the stage on the card and the page', async ({ page }, testInfo) => {
  await page.goto('/properties?City=2');
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.locator('#search-filters');
  await filters.getByRole('button', { name: 'More Options' }).click();
  await filters.getByRole('combobox', { name: 'Possession status' }).selectOption({ label: 'Non-possession' });
  // One tap explains every stage, before choosing.
  await filters.getByRole('button', { name: 'What "Possession status" means' }).click();
  await expect(page.getByText(/^Non-possession: the plot has a number/)).toBeVisible();
  await page.keyboard.press('Escape');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/[?&]Possession=non-possession(&|$)/);
  const chips = page.getByRole('list', { name: 'Applied filters' });
  await expect(chips.getByRole('listitem').filter({ hasText: /^Non-possession$/ })).toBeVisible();

  const results = page.getByRole('region', { name: 'Results' });
  const cards = results.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const shown = await cards.count();
  for (let i = 0; i < shown; i++) await expect(cards.nth(i)).toContainText('Non-possession');
  await page.screenshot({ path: testInfo.outputPath('possession-results-360.png') });

  await cards.first().getByRole('heading', { level: 2 }).getByRole('link').click();
  const term = page.getByRole('button', { name: 'What "Non-possession" means' });
  await expect(term).toBeVisible();
  await term.click();
  await expect(page.getByText(/^Non-possession: the plot has a number/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('possession-listing-360.png') });

  // The stage typed as people say it: a filter, not words a listing must hold.
  await page.goto(`/properties?Keywords=${encodeURIComponent('non possession plot karachi')}`);
  await expect(page).toHaveURL(/[?&]Possession=non-possession(&|$)/);
  await expect(page).toHaveURL(/[?&]PropertyType=7(&|$)/);
  expect(new URL(page.url()).searchParams.get('Keywords')).toBeNull();
  await expect(chips.getByRole('listitem').filter({ hasText: /^Non-possession$/ })).toBeVisible();
  await expect(cards.first()).toContainText('Non-possession');
  await page.goto(`/properties?Keywords=${encodeURIComponent('possession wala plot karachi')}`);
  await expect(page).toHaveURL(/[?&]Possession=possession(&|$)/);
  await expect(chips.getByRole('listitem').filter({ hasText: /^Possession$/ })).toBeVisible();
});

test('in Urdu, "قبضہ" and "بغیر قبضہ" typed are the stage filter, its chip and explanation in Urdu', async ({ page }, testInfo) => {
  await page.goto(`/ur/properties?Keywords=${encodeURIComponent('قبضہ والا پلاٹ کراچی')}`);
  await expect(page).toHaveURL(/[?&]Possession=possession(&|$)/);
  const chips = page.getByRole('list', { name: 'لاگو فلٹر' });
  await expect(chips.getByRole('listitem').filter({ hasText: /^قبضہ$/ })).toBeVisible();

  await page.goto(`/ur/properties?Keywords=${encodeURIComponent('بغیر قبضہ پلاٹ کراچی')}`);
  await expect(page).toHaveURL(/[?&]Possession=non-possession(&|$)/);
  await expect(chips.getByRole('listitem').filter({ hasText: /^بغیر قبضہ$/ })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toContainText('بغیر قبضہ');
  await page.screenshot({ path: testInfo.outputPath('possession-results-ur-360.png') });

  await cards.first().getByRole('heading', { level: 2 }).getByRole('link').click();
  const term = page.getByRole('button', { name: '"بغیر قبضہ" کا مطلب' });
  await expect(term).toBeVisible();
  await term.click();
  await expect(page.getByText(/^بغیر قبضہ: پلاٹ کا نمبر اور الاٹمنٹ لیٹر مل چکا ہے/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('possession-listing-ur-360.png') });
});
