import { journey as test, expect, appReady } from './fixtures.ts';

test.use({ viewport: { width: 360, height: 740 } });

test('after a submitted keyword search, focus is on the results count and the next Tab reaches the first result', async ({ page }) => {
  // Karachi's demo listings: no journey changes them.
  await page.goto('/properties?City=2');
  await appReady(page);
  await page.getByRole('button', { name: /^Filters/ }).click();
  const form = page.getByRole('search', { name: 'Search properties' });
  const keywords = form.getByLabel('Keywords');
  await keywords.fill('brand new');
  // Typing and changing a filter leave focus where the person is.
  await expect(keywords).toBeFocused();
  await form.getByLabel('Keywords').press('Enter');

  await expect(page).toHaveURL(/[?&]Keywords=brand/);
  const heading = page.getByRole('status').filter({ hasText: /^[\d,]+\+? propert(y|ies) found$/ });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  const first = page.getByRole('region', { name: 'Results' }).getByRole('article').first();
  await expect(first).toBeVisible();
  // A few Tab stops at most (the save-search and sort controls), not the footer and the header.
  let reached = false;
  for (let stop = 1; stop <= 6 && !reached; stop += 1) {
    await page.keyboard.press('Tab');
    reached = await first.evaluate((card) => card.contains(document.activeElement));
  }
  expect(reached, 'the first result within 6 Tab stops of the count').toBe(true);

  // The same search submitted again moves focus there again.
  await page.getByRole('button', { name: /^Filters/ }).click();
  await keywords.press('Enter');
  await expect(heading).toBeFocused();

  // Choosing another order is no submitted search: focus stays on the select.
  const sort = page.getByLabel('Sort by');
  await sort.focus();
  await sort.selectOption({ index: 1 });
  await expect(page).toHaveURL(/[?&]Sort=/);
  await expect(sort).toBeFocused();
});
