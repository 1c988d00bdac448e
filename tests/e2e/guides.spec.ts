import AxeBuilder from '@axe-core/playwright';
import { journey as test, expect } from './fixtures.ts';
import { demoListings } from './support.ts';

/** The area guides, as a buyer on a phone reads them: asking prices per Marla and their year. */
test.use({ viewport: { width: 360, height: 740 } });

test('a buyer opens Lahore\'s guide from the home page, reads its asking prices and chart, and goes on to a society and a search', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Area guides' }).getByRole('link', { name: 'Lahore', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lahore: area guide' })).toBeVisible();
  await expect(page).toHaveTitle(/Lahore area guide/);
  await expect(page.getByRole('note')).toHaveText(/asking prices.*not the prices homes sold for/);
  await expect(page.getByText(/^\d[\d,]* live listings$/)).toBeVisible();

  const sale = page.getByRole('region', { name: 'Houses for sale' });
  await expect(sale.getByText(/^PKR [\d.]+ (Lakh|Crore) per Marla$/)).toBeVisible();
  // The demo catalogue's houses were first asked over half a year: the chart draws them.
  const chart = sale.getByRole('img', { name: /^From PKR .* per Marla in \w{3} \d{4} to PKR .* in \w{3} \d{4}\.$/ });
  await expect(chart).toBeVisible();
  expect((await chart.boundingBox())?.width).toBeGreaterThan(250);
  await expect(page.getByRole('region', { name: 'Houses for rent' }).getByText(/per Marla a month$/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('guide-city-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath('guide-city-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });

  // A society of the city, with the way back to the city's guide.
  const areas = page.getByRole('region', { name: 'Areas of Lahore' });
  const first = areas.getByRole('link').first();
  const society = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: `${society}, Lahore: area guide` })).toBeVisible();
  await expect(page).toHaveURL(/\/guides\/lahore\/[a-z0-9-]+$/);
  await page.getByRole('link', { name: 'Lahore area guide' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lahore: area guide' })).toBeVisible();

  // A popular search is a results page with its filters set.
  await page.getByRole('link', { name: 'Houses for rent in Lahore' }).click();
  await expect(page).toHaveURL(/\/properties\?/);
  const params = Object.fromEntries(new URL(page.url()).searchParams);
  expect(params).toMatchObject({ City: '1', Purpose: '2', PropertyType: '1' });
});

test('the Urdu guide reads right to left, in Urdu, with its chart', async ({ page }) => {
  await page.goto('/ur/guides/lahore');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'لاہور: علاقائی گائیڈ' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('مانگی گئی قیمتیں');
  const sale = page.getByRole('region', { name: 'برائے فروخت گھر' });
  await expect(sale.getByText(/فی مرلہ$/)).toBeVisible();
  await expect(sale.getByRole('img', { name: /فی مرلہ سے/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('guide-city-ur-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath('guide-city-ur-1280.png'), fullPage: true });
});

test('a listing links to the area guide of its society', async ({ page, request }) => {
  const [listing] = await demoListings(request);
  await page.goto(`/property/${listing!.PropertyUrl}`);
  const link = page.getByRole('link', { name: new RegExp(`^Asking prices in .*${listing!.City}: area guide$`) });
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: /: area guide$/ })).toBeVisible();
  await expect(page).toHaveURL(/\/guides\/karachi(\/[a-z0-9-]+)?$/);
});

test('the guides pass the accessibility checks in both languages', async ({ page }) => {
  for (const url of ['/guides/lahore', '/ur/guides/lahore', '/guides/lahore/dha-phase-6']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((v) => `${url} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
