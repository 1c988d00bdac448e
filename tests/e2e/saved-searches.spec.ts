import { journey as test, expect, appReady } from './fixtures.ts';
import { DATA_DIR, asVisitor, uniqueTag } from './support.ts';
import { linkIn, mailsTo } from '../support/mail.ts';

// Saved searches on the device: save a search, see what is new since the last visit, open it.
test.use({ viewport: { width: 360, height: 740 } });

test('a saved search says how many listings are new since it was last opened, and opens its criteria', async ({ page }) => {
  // Karachi: no other journey adds listings there, which would be 'new since your last visit'.
  await page.goto('/properties?Purpose=1&City=2');
  await appReady(page);
  await page.getByRole('button', { name: 'Save this search' }).click();
  await page.getByLabel('Name of this search').fill('Houses for sale in Karachi');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Search saved')).toBeVisible();
  await page.getByRole('link', { name: 'Saved searches' }).first().click();

  const row = page.getByRole('article', { name: 'Houses for sale in Karachi' });
  await expect(row.getByText(/Nothing new since your last visit · \d+/)).toBeVisible();

  // A month later: the newest listings are new to this person.
  await page.evaluate(() => {
    const list = JSON.parse(localStorage.getItem('basera-saved-searches')!) as Array<{ lastOpenedAt: number }>;
    list[0]!.lastOpenedAt = Date.now() - 30 * 86_400_000;
    localStorage.setItem('basera-saved-searches', JSON.stringify(list));
  });
  await page.reload();
  await expect(page.getByRole('article', { name: 'Houses for sale in Karachi' }).getByText(/^\d+\+? new since your last visit$/)).toBeVisible();

  // The home page shows it too, and opens it from there.
  await page.goto('/');
  await appReady(page);
  const home = page.getByRole('region', { name: 'Your saved searches' });
  const link = home.getByRole('link', { name: /^Houses for sale in Karachi\s*\d+\+? new$/ });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/properties\?.*Purpose=1/);
  await expect(page).toHaveURL(/City=2/);
  await page.goto('/saved-searches');
  await expect(page.getByRole('article', { name: 'Houses for sale in Karachi' }).getByText(/Nothing new since your last visit/)).toBeVisible();

  await page.getByRole('button', { name: 'Delete Houses for sale in Karachi' }).click();
  await expect(page.getByText('No saved searches yet')).toBeVisible();
});

test('without an account, alerts by e-mail start only when the mailed link is confirmed', async ({ page }) => {
  const to = `${uniqueTag('guest')}@example.pk`;
  await page.setExtraHTTPHeaders(asVisitor());
  await page.goto('/properties?Purpose=2&City=2');
  await appReady(page);
  await page.getByRole('button', { name: 'Save this search' }).click();
  await page.getByLabel('Name of this search').fill('Rentals in Karachi');
  await page.getByLabel('E-mail me new listings (optional)').fill('not an address');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await page.getByLabel('E-mail me new listings (optional)').fill(to);
  await page.getByLabel('How often').selectOption('Daily');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/Check your e-mail to confirm the alerts/)).toBeVisible();

  await expect.poll(() => mailsTo(DATA_DIR, to).length).toBe(1);
  const link = linkIn(mailsTo(DATA_DIR, to)[0]!, '/alerts/confirm');
  await page.goto(link.pathname + link.search);
  await page.getByRole('button', { name: 'Confirm the alerts' }).click();
  await expect(page.getByRole('heading', { name: 'Alerts confirmed' })).toBeVisible();
  await expect(page.getByText('“Rentals in Karachi”', { exact: false })).toBeVisible();
});
