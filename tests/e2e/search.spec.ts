import { journey as test, expect } from './fixtures.ts';
import { readMails } from '../support/mail.ts';
import type { Envelope } from '../../src/contract/envelope.ts';
import type { PropertyDetails } from '../../src/contract/types.ts';

const DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
const ENQUIRY_SENT = 'Your message is sent to the owner. They will contact you soon.';

test('search from home, refine, page, open a listing, enquire and come back to the same results', async ({ page, request }) => {
  await page.goto('/');
  const heroSearch = page.getByRole('search', { name: 'Search properties' });
  await heroSearch.getByRole('radio', { name: 'For Sale' }).check();
  // Karachi: other journeys add, sell and hide listings only in Lahore and Multan, so these pages
  // stay as they are while the journey pages back and forth.
  await heroSearch.getByLabel('City').selectOption({ label: 'Karachi' });
  await heroSearch.getByRole('button', { name: 'Search' }).click();

  // Karachi is city 2 in the reference data.
  await expect(page).toHaveURL(/\/properties\?Purpose=1&City=2$/);
  await expect(page).toHaveTitle('Properties for Sale in Karachi | Basera');
  await expect(page.getByRole('heading', { level: 1, name: 'Properties for Sale in Karachi' })).toBeVisible();
  const count = page.getByText(/^[\d,]+ propert(y|ies) found$/);
  await expect(count).toBeVisible();
  const unfilteredCount = await count.textContent();
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('article').first()).toBeVisible();

  // More Options: a minimum price goes into the URL and the list is searched again with it.
  const filters = page.getByRole('search', { name: 'Search properties' });
  await filters.getByRole('button', { name: 'More Options' }).click();
  await filters.getByLabel('Min Price').selectOption('10000000');
  const refined = page.waitForResponse(
    (res) => res.url().includes('/api/Property/SearchProperty?') && new URL(res.url()).searchParams.get('MinPrice') === '10000000',
  );
  await filters.getByRole('button', { name: 'Search' }).click();
  await refined;
  await expect(page).toHaveURL(/[?&]MinPrice=10000000(&|$)/);
  await expect(count).not.toHaveText(unfilteredCount ?? '');

  // Page 2 through the pager.
  const firstTitleOnPage1 = await results.getByRole('heading', { level: 2 }).first().textContent();
  await page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]Page=2(&|$)/);
  await expect(page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const firstHeadingOnPage2 = results.getByRole('heading', { level: 2 }).first();
  await expect(firstHeadingOnPage2).not.toHaveText(firstTitleOnPage1 ?? '');
  const listingTitle = (await firstHeadingOnPage2.textContent()) ?? '';
  const resultsUrl = page.url();

  // The listing's detail page.
  await results.getByRole('article').first().getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(/\/property\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: listingTitle })).toBeVisible();
  await expect(page).toHaveTitle(`${listingTitle} | Basera`);
  const propertyUrl = new URL(page.url()).pathname.split('/').pop() ?? '';

  // Full-screen gallery opens and closes.
  await page.getByRole('button', { name: 'Enlarge' }).click();
  const gallery = page.getByRole('dialog', { name: listingTitle });
  await expect(gallery).toBeVisible();
  await gallery.getByRole('button', { name: 'Close' }).click();
  await expect(gallery).toBeHidden();

  // Enquiry: validation first, then a message that reaches the owner's mailbox.
  const enquiry = page.getByRole('region', { name: 'Send the owner a message' });
  await enquiry.getByRole('button', { name: 'Send Email' }).click();
  await expect(enquiry.getByText('Full Name is required.')).toBeVisible();
  await expect(enquiry.getByText('Message is required.')).toBeVisible();

  const marker = `Journey enquiry ${Date.now()}`;
  await enquiry.getByLabel('Full Name').fill('Ayesha Malik');
  await enquiry.getByLabel('Email').fill('ayesha.malik@example.pk');
  await enquiry.getByLabel('Phone').pressSequentially('0300-abc1234567');
  await expect(enquiry.getByLabel('Phone')).toHaveValue('03001234567');
  await enquiry.getByLabel('Message').fill(`${marker}\nIs it still available?`);
  await enquiry.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByRole('status').filter({ hasText: ENQUIRY_SENT })).toBeVisible();
  await expect(enquiry.getByLabel('Message')).toHaveValue('');
  await expect(enquiry.getByLabel('Full Name')).toHaveValue('');

  const details = (await (await request.get(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${propertyUrl}`)).json()) as Envelope<PropertyDetails>;
  const ownerEmail = details.Data.EmailAddress;
  await expect
    .poll(() => readMails(DATA_DIR).filter((mail) => mail.body.includes(marker)).map((mail) => mail.to.toLowerCase()))
    .toEqual([expect.stringContaining(ownerEmail.toLowerCase())]);

  // Back to the same page of results.
  await page.getByRole('link', { name: 'Back to results' }).click();
  await expect(page).toHaveURL(resultsUrl);
  await expect(page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(results.getByRole('heading', { level: 2 }).first()).toHaveText(listingTitle);
});

test('a minimum price above the maximum warns and does not search', async ({ page }) => {
  await page.goto('/properties');
  const filters = page.getByRole('search', { name: 'Search properties' });
  await filters.getByRole('button', { name: 'More Options' }).click();
  await filters.getByLabel('Min Price').selectOption('10000000');
  await filters.getByLabel('Max Price').selectOption('5000000');

  let searched = false;
  page.on('request', (req) => {
    if (req.url().includes('/api/Property/SearchProperty')) searched = true;
  });
  await filters.getByRole('button', { name: 'Search' }).click();

  const warning = page.getByRole('alert').filter({ hasText: 'Search may not work properly, please fix the below warning!' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Min price should be less than or equal to max price.');
  await expect(page).toHaveURL(/\/properties$/);
  expect(searched).toBe(false);
});

// A malformed value in a shared link must not reach the search request, where every retry would fail.
test('a search link with a malformed value drops it and shows the results', async ({ page }) => {
  await page.goto('/properties?City=abc&BedRooms=x&Purpose=1');
  await expect(page.getByText(/^[\d,]+ propert(y|ies) found$/)).toBeVisible();
  await expect(page.getByText('We could not load the properties')).toHaveCount(0);
});
