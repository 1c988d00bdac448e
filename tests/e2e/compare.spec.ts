import { journey as test, expect, appReady } from './fixtures.ts';
import { OFFLINE_NOISE, waitForServiceWorker } from './support.ts';

// Compare at 360 px, offline too.
test.use({ viewport: { width: 360, height: 740 } });

test('two listings picked from their cards compare side by side, readable at 360 px and offline', async ({ page, context, allowConsole }) => {
  allowConsole(OFFLINE_NOISE);
  // Karachi: no other journey changes its listings while these two are compared.
  await page.goto('/properties?City=2');
  await waitForServiceWorker(page);
  await appReady(page);
  const cards = page.getByRole('region', { name: 'Results' }).getByRole('article');
  const titles: string[] = [];
  for (const i of [0, 1]) {
    const card = cards.nth(i);
    titles.push((await card.getByRole('heading').first().textContent())!.trim());
    await card.getByRole('button', { name: '+ Compare' }).click();
    await expect(card.getByRole('button', { name: '✓ Compare' })).toHaveAttribute('aria-pressed', 'true');
  }
  await cards.nth(1).getByRole('link', { name: 'Compare 2' }).click();
  await expect(page).toHaveURL(/\/compare$/);

  const table = page.getByRole('region', { name: 'Comparison table' });
  for (const title of titles) await expect(table.getByRole('columnheader', { name: new RegExp(title.slice(0, 20)) })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: /^Price/ })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: /^PKR per/ })).toBeVisible();
  // The labels stay in view at 360 px while the listings scroll under them.
  const label = (await table.getByRole('rowheader', { name: /^Price/ }).boundingBox())!;
  expect(label.x).toBeGreaterThanOrEqual(0);
  expect(label.x + label.width).toBeLessThanOrEqual(360);
  // The unit chosen here is the site-wide one: a converted area keeps the owner's figure beside it.
  await page.getByLabel('Area in').selectOption({ label: 'Square feet' });
  await expect(table.getByRole('rowheader', { name: /^Area \(Sq\. Ft\.\)/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Area \(Sq\. Ft\.\)/ })).toContainText(/\d \(\d[\d,.]* (sq yd|Marla|Kanal|sq m)\)/);
  await page.goto('/properties?City=2');
  await expect(page.getByRole('region', { name: 'Results' }).getByRole('article').first()).toContainText(/[\d,]+ sq ft/);
  await page.goBack();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Comparison table' }).getByRole('rowheader', { name: /^Price/ })).toBeVisible();
  await context.setOffline(false);

  await page.getByRole('button', { name: `Remove ${titles[0]} from the comparison` }).click();
  await expect(page.getByRole('region', { name: 'Comparison table' }).getByRole('columnheader')).toHaveCount(1);
});

test('a rent beside two sales is never "lowest", reads by the month, and the table says it scrolls sideways at 360 px', async ({ page }) => {
  // Karachi: one for rent (Purpose=2) and two for sale (Purpose=1), picked from their cards.
  const pick = async (purpose: number, indexes: number[]) => {
    await page.goto(`/properties?City=2&Purpose=${purpose}`);
    await appReady(page);
    const cards = page.getByRole('region', { name: 'Results' }).getByRole('article');
    for (const i of indexes) {
      // A 44 px touch target, as tall as the heart beside it.
      const box = (await cards.nth(i).getByRole('button', { name: '+ Compare' }).boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      await cards.nth(i).getByRole('button', { name: '+ Compare' }).click();
      await expect(cards.nth(i).getByRole('button', { name: '✓ Compare' })).toBeVisible();
    }
  };
  await pick(2, [0]);
  await pick(1, [0, 1]);
  await page.goto('/compare');
  const table = page.getByRole('region', { name: 'Comparison table' });
  await expect(table.getByRole('columnheader')).toHaveCount(3);

  // The purposes differ: the page says so, and the rent's figures read by the month.
  await expect(page.getByRole('note')).toContainText('not all for the same purpose');
  const perArea = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^PKR per/ }) });
  const cells = perArea.getByRole('cell');
  await expect(cells.first()).toContainText('/month');
  await expect(cells.first()).not.toContainText(/lowest/i);
  // Only the two sales are weighed against each other: one of them is the lowest for sale.
  await expect(perArea.getByText(/lowest/i)).toHaveCount(1);
  await expect(perArea.getByText(/lowest for sale/i)).toHaveCount(1);

  // Three columns are wider than 360 px: a cue says the table scrolls, and it does.
  const width = await table.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(width.scroll).toBeGreaterThan(width.client);
  await expect(page.getByText('Swipe the table sideways to see all 3 properties.')).toBeVisible();
  await expect(table).toHaveAccessibleDescription('Swipe the table sideways to see all 3 properties.');
  await page.screenshot({ path: test.info().outputPath('compare-mixed-360.png'), fullPage: true });

  // At 1280 px the table fits, and the cue is gone.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByText('Swipe the table sideways to see all 3 properties.')).toHaveCount(0);
});
