import AxeBuilder from '@axe-core/playwright';
import { journey as test, expect } from './fixtures.ts';
import { OFFLINE_NOISE, demoListings, waitForServiceWorker } from './support.ts';
import { E2E_ASKING } from './asking-price-listings.ts';

/** The calculators at /tools, as a buyer on a phone uses them. */
test.use({ viewport: { width: 360, height: 740 } });

const searchOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

test('the area converter converts what is typed and carries it in the URL', async ({ page }) => {
  await page.goto('/tools');
  await page.getByRole('link', { name: /Area converter/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Area converter' })).toBeVisible();

  await page.getByLabel('Area', { exact: true }).fill('10');
  await expect(page.getByLabel('Unit', { exact: true })).toHaveValue('marla');
  const result = page.getByRole('region', { name: 'The same area in every unit' });
  await expect(result.getByRole('definition')).toHaveText(['10', '0.5', '2,250', '250', '209.03', '0.0517']);
  await expect.poll(() => searchOf(page.url())).toEqual({ area: '10', unit: 'marla', marla: '225' });
  // Screen readers hear the result in one sentence, not the whole list on every key.
  await expect(page.getByText('10 Marla is 2,250 square feet.')).toBeAttached();

  // The revenue Marla: 10 of them are 2,722.5 sq ft.
  await page.getByRole('radio', { name: /272\.25 sq ft/ }).check();
  await expect(result.getByRole('definition').nth(2)).toHaveText('2,722.5');
  await expect.poll(() => searchOf(page.url())).toEqual({ area: '10', unit: 'marla', marla: '272.25' });

  // From another unit: 1 Kanal is 20 Marla whatever the Marla's size.
  await page.getByLabel('Unit', { exact: true }).selectOption('kanal');
  await page.getByLabel('Area', { exact: true }).fill('1');
  await expect(result.getByRole('definition').first()).toHaveText('20');
  await expect(result.getByRole('definition').nth(2)).toHaveText('5,445');
  await expect.poll(() => searchOf(page.url())).toEqual({ area: '1', unit: 'kanal', marla: '272.25' });

  // A typo is named, not converted.
  await page.getByLabel('Area', { exact: true }).fill('12a');
  await expect(page.getByText('Enter a number, such as 10 or 7.5.')).toBeVisible();
  await expect(result.getByText('Enter an area to convert it.')).toBeVisible();
});

test('a deep link opens the loan calculator filled in, with its result and table', async ({ page }) => {
  await page.goto('/tools/loan?price=15000000&down=20&rate=12&years=20');
  await expect(page.getByRole('heading', { level: 1, name: 'Home loan calculator' })).toBeVisible();
  await expect(page.getByLabel('Property price (PKR)', { exact: true })).toHaveValue('15000000');
  await expect(page.getByLabel('Down payment (%)', { exact: true })).toHaveValue('20');
  await expect(page.getByLabel('Yearly rate (%)', { exact: true })).toHaveValue('12');
  await expect(page.getByLabel('Term (years)', { exact: true })).toHaveValue('20');
  // Edited figures are no preset's.
  for (const radio of await page.getByRole('radio').all()) await expect(radio).not.toBeChecked();

  // 1.2 Crore at 1 % a month over 240 months: 1,32,130.38.
  const result = page.getByRole('region', { name: 'Your instalment' });
  await expect(result.getByText('PKR 1,32,130', { exact: true })).toBeVisible();
  await expect(result.getByText(/Total interest/)).toBeVisible();
  const table = page.getByRole('table', { name: 'Year by year (PKR)' });
  await expect(table.getByRole('row')).toHaveCount(21);
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('1,20,00,000');
  await expect(table.getByRole('row').last().getByRole('cell').last()).toHaveText('0');
  await expect(result.getByRole('listitem')).toHaveCount(0);
});

test('the loan calculator warns about a small down payment, a stretched income and a scheme limit', async ({ page }) => {
  await page.goto('/tools/loan');
  // Without a link the bank example is chosen, dated, and editable.
  await expect(page.getByRole('radio', { name: /Bank home loan/ })).toBeChecked();
  await expect(page.getByText(/Example figures as of 29 Jan 2026/).first()).toBeVisible();
  await page.getByLabel('Property price (PKR)', { exact: true }).fill('5000000');
  const result = page.getByRole('region', { name: 'Your instalment' });
  await expect(result.getByText('Monthly instalment')).toBeVisible();
  const warnings = result.getByRole('listitem');
  await expect(warnings).toHaveCount(0);

  await page.getByLabel('Down payment (%)', { exact: true }).fill('10');
  await expect(warnings.filter({ hasText: 'A down payment below 20 %' })).toBeVisible();
  await page.getByLabel('Monthly income (PKR, optional)', { exact: true }).fill('100000');
  await expect(warnings.filter({ hasText: 'more than 40 % of your monthly income' })).toBeVisible();
  // Typed key by key far down the page: each key rewrites the URL, yet focus and scroll stay put.
  const income = page.getByLabel('Monthly income (PKR, optional)', { exact: true });
  await income.fill('');
  await income.pressSequentially('200000');
  await page.waitForTimeout(400);
  await expect(income).toBeFocused();
  await expect(income).toHaveValue('200000');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect.poll(() => searchOf(page.url()).income).toBe('200000');
  await expect(warnings.filter({ hasText: 'monthly income' })).toHaveCount(0);

  // Tier 1 of the subsidised scheme: 10 % down, 5 % for ten years, and a limit of 20 Lakh.
  await page.getByRole('radio', { name: /tier 1/ }).check();
  await expect(page.getByLabel('Yearly rate (%)', { exact: true })).toHaveValue('5');
  await expect(page.getByLabel('Years at first rate', { exact: true })).toHaveValue('10');
  await expect(warnings.filter({ hasText: 'This tier lends up to PKR 20 Lakh' })).toBeVisible();
  await expect(result.getByText(/a month from year 11/)).toBeVisible();
  await expect.poll(() => searchOf(page.url()).preset).toBe('mgma1');
  await page.getByLabel('Property price (PKR)', { exact: true }).fill('2000000');
  await expect(warnings.filter({ hasText: 'This tier lends' })).toHaveCount(0);

  // A second rate that would start after the loan has ended is named, not silently dropped.
  await page.getByLabel('Years at first rate', { exact: true }).fill('20');
  await expect(page.getByText('Enter fewer years than the whole term.')).toBeVisible();
  await expect(result.getByText(/Enter the price, down payment/)).toBeVisible();
});

test('the tools pass the accessibility checks with their results showing', async ({ page }) => {
  for (const url of [
    '/tools',
    '/tools/area?area=10&unit=marla',
    '/tools/loan?price=5000000&down=10&income=50000&preset=mgma1&rate=5&years=20&fixed=10&after=13.74',
    '/tools/construction?area=1800',
  ]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((v) => `${url} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});

test('the construction cost multiplies the covered area by editable, dated rates', async ({ page }) => {
  await page.goto('/tools/construction?area=10&unit=marla&city=Karachi&finish=economy');
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Karachi');
  await expect(page.getByRole('radio', { name: /Economy/ })).toBeChecked();
  await expect(page.getByText('We have no figures of our own for Karachi; the defaults are 2025 Lahore figures.', { exact: false })).toBeVisible();
  // 10 Marla of 225 sq ft = 2,250 sq ft at 3,150 + 1,350 = PKR 1,01,25,000.
  const result = page.getByRole('region', { name: 'Estimated cost' });
  await expect(result.getByText('PKR 1.01 Crore')).toBeVisible();
  await page.getByLabel('Grey structure rate (PKR per sq ft)', { exact: true }).fill('3650');
  await expect(result.getByText('PKR 1.12 Crore')).toBeVisible();
  await expect.poll(() => searchOf(page.url()).grey).toBe('3650');
  await page.getByRole('button', { name: 'Use the default rates' }).click();
  await expect(page.getByLabel('Grey structure rate (PKR per sq ft)', { exact: true })).toHaveValue('3150');
});

test('a tool opens offline after one online visit of the site', async ({ page, context, allowConsole }) => {
  allowConsole(OFFLINE_NOISE);
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);

  // Never opened online: the shell and the tool's chunk come from the worker's precache.
  await page.goto('/tools/loan?price=15000000&down=20&rate=12&years=20');
  await expect(page.getByRole('region', { name: 'Your instalment' }).getByText('PKR 1,32,130', { exact: true })).toBeVisible();
  await page.goto('/tools/area?area=1&unit=acre&marla=272.25');
  await expect(page.getByRole('region', { name: 'The same area in every unit' }).getByRole('definition').first()).toHaveText('160');
  await page.goto('/tools/construction?area=2250');
  await expect(page.getByRole('region', { name: 'Estimated cost' }).getByText(/PKR \d/).first()).toBeVisible();
  await page.goto('/tools');
  await expect(page.getByRole('link', { name: /Construction cost/ })).toBeVisible();
  await context.setOffline(false);
});

test('the listing page links to the loan calculator filled in from the listing', async ({ page, request }) => {
  const forSale = (await demoListings(request)).find((card) => card.Purpose === 'For Sale' && card.Price > 0);
  expect(forSale, 'a listing for sale among the demo listings').toBeTruthy();
  await page.goto(`/property/${forSale!.PropertyUrl}`);
  const link = page.getByRole('link', { name: /Monthly instalment from PKR/ });
  await expect(link).toBeVisible();
  const shown = (await link.textContent())!.match(/PKR [\d.]+ \w+/)![0];
  await link.click();
  await expect(page.getByLabel('Property price (PKR)', { exact: true })).toHaveValue(String(forSale!.Price));
  await expect(page.getByRole('radio', { name: /Bank home loan/ })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Your instalment' }).getByText(shown, { exact: false })).toBeVisible();
});

test('the listing page compares its price per Marla with the asking median of its location', async ({ page, request }) => {
  const found = (await (await request.post('/api/Property/SearchProperty', { data: { Keywords: E2E_ASKING.word } })).json()) as { Data: { Items: Array<{ PropertyUrl: string; Title: string }> } };
  const own = found.Data.Items.find((item) => item.Title === E2E_ASKING.title);
  expect(own, 'the seeded G-13 house').toBeTruthy();
  await page.goto(`/property/${own!.PropertyUrl}`);
  const comparison = page.getByRole('region', { name: 'Asking price comparison' });
  await expect(comparison.getByText(E2E_ASKING.perMarla, { exact: true })).toBeVisible();
  const sentence = comparison.getByText(E2E_ASKING.sentence);
  await expect(sentence).toBeVisible();
  expect(Number(E2E_ASKING.sentence.exec((await sentence.textContent()) ?? '')?.[1])).toBeGreaterThanOrEqual(E2E_ASKING.listings);
  await expect(comparison).toContainText('not sale prices');
});

