import { journey as test, expect } from './fixtures.ts';

test.use({ viewport: { width: 360, height: 740 } });

test('areas are chosen in the unit\'s own scale, or typed when the size is not listed', async ({ page }) => {
  await page.goto('/properties?City=1');
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('search', { name: 'Search properties' });
  await filters.getByRole('button', { name: 'More Options' }).click();
  await filters.getByLabel('Area Unit').selectOption({ label: 'Marla' });
  const min = filters.getByLabel('Min Area', { exact: true });
  await expect(min.locator('option')).toHaveText(['Any', '2 Marla', '3 Marla', '5 Marla', '7 Marla', '8 Marla', '10 Marla', '12 Marla', '15 Marla', '20 Marla', 'Other…']);
  await min.selectOption({ label: '5 Marla' });
  await filters.getByLabel('Max Area', { exact: true }).selectOption({ label: '10 Marla' });
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/AreaUnit=1&MinArea=5&MaxArea=10/);
  await expect(page.getByRole('list', { name: 'Applied filters' })).toContainText('5 to 10 Marla');
  await expect(page.getByText(/^[\d,]+\+? propert(y|ies) found$/)).toBeVisible();

  // 6 Marla is not a step: typed under "Other…".
  await page.getByRole('button', { name: 'Filters' }).click();
  await filters.getByLabel('Min Area', { exact: true }).selectOption({ label: 'Other…' });
  await filters.getByLabel('Min Area in Marla').fill('6');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/MinArea=6&MaxArea=10/);
  await expect(page.getByRole('list', { name: 'Applied filters' })).toContainText('6 to 10 Marla');

  // Kanal has its own steps; 20 Marla would carry over as 1 Kanal, 6 Marla is cleared.
  await page.getByRole('button', { name: 'Filters' }).click();
  await filters.getByLabel('Area Unit').selectOption({ label: 'Kanal' });
  await expect(filters.getByLabel('Min Area', { exact: true })).toHaveValue('0');
  await expect(filters.getByLabel('Min Area', { exact: true }).locator('option')).toHaveText(['Any', '1 Kanal', '2 Kanal', '4 Kanal', '8 Kanal', '10 Kanal', '20 Kanal', 'Other…']);
});
