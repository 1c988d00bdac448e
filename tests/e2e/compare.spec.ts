import { journey as test, expect, appReady } from './fixtures.ts';
import { OFFLINE_NOISE, waitForServiceWorker } from './support.ts';

// Issue 13, item 6: compare at 360 px, offline too.
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
  await page.getByLabel('Area in').selectOption('Square Feet');
  await expect(table.getByRole('rowheader', { name: /^Area \(Sq\. Ft\.\)/ })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Comparison table' }).getByRole('rowheader', { name: /^Price/ })).toBeVisible();
  await context.setOffline(false);

  await page.getByRole('button', { name: `Remove ${titles[0]} from the comparison` }).click();
  await expect(page.getByRole('region', { name: 'Comparison table' }).getByRole('columnheader')).toHaveCount(1);
});
