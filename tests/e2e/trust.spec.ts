import type { Page } from '@playwright/test';
import { journey as test, expect, appReady } from './fixtures.ts';
import { asVisitor, demoListings, liveListing, signIn, uniquePhone } from './support.ts';
import { E2E_ADMIN } from './admin-account.ts';
import type { Envelope } from '../../src/contract/envelope.ts';
import type { CurrentUser, SearchResult } from '../../src/contract/types.ts';

// Who posted a listing and whether its scheme is approved, as a buyer on a phone meets them, in
// English and Urdu; and the admin who keeps the society register. The demo seed's invented schemes
// (server/seed/demo-schemes.ts): Sunrise Valley (demo), Lahore, not approved by the LDA; Green
// Meadows Enclave (demo), Islamabad, under review by the CDA.
test.use({ viewport: { width: 360, height: 740 } });

const SUNRISE = 199;
const GREEN_MEADOWS = 399;

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
}

test('a buyer sees the warning of an unapproved scheme on its cards and its page, in English and Urdu, and can hide such schemes', async ({ page }) => {
  await page.goto(`/properties?City=1&Location=${SUNRISE}`);
  await appReady(page);
  const cards = page.getByRole('region', { name: 'Results' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await expect(cards.nth(i).getByText('Scheme not approved by LDA')).toBeVisible();
  await shoot(page, 'scheme-cards');

  const title = (await cards.first().getByRole('heading').textContent())!.trim();
  await cards.first().getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const notice = page.getByRole('region', { name: 'This scheme is not approved' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('The LDA list we checked on');
  await expect(notice).toContainText('Check with the authority before you pay anything.');
  await shoot(page, 'scheme-listing');
  const listingPath = new URL(page.url()).pathname;

  // In Urdu, the same warnings, right to left.
  await page.goto(`/ur/properties?City=1&Location=${SUNRISE}`);
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('region', { name: 'نتائج' }).getByRole('article').first().getByText('اسکیم LDA سے منظور شدہ نہیں')).toBeVisible();
  await shoot(page, 'scheme-cards-ur');
  await page.goto(`/ur${listingPath}`);
  await appReady(page);
  await expect(page.getByRole('region', { name: 'یہ اسکیم منظور شدہ نہیں' })).toBeVisible();
  await shoot(page, 'scheme-listing-ur');

  // "Hide unapproved schemes" in the filters: the scheme's listings go, its chip says why.
  await page.goto('/properties?City=1');
  await appReady(page);
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByLabel('Hide unapproved schemes').check();
  await page.getByRole('search', { name: 'Search properties' }).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/HideUnapproved=true/);
  await expect(page.getByRole('link', { name: 'Remove Unapproved schemes hidden' })).toBeVisible();
  const hidden = await page.request.post('/api/Property/SearchProperty', { data: { City: 1, HideUnapproved: true, PageSize: 50 } });
  const items = ((await hidden.json()) as Envelope<SearchResult>).Data.Items;
  expect(items.some((i) => i.Scheme)).toBe(false);
  await expect(page.getByRole('region', { name: 'Results' }).getByText('Scheme not approved by LDA')).toHaveCount(0);
});

test('a buyer sees whether an owner or an agent posted a listing, and can ask for owners only', async ({ page, request }) => {
  // A number of its own: the journeys' shared one is behind many listings, so it shows as an agent's.
  const own = await liveListing(request, 'ownerlabel', { fields: { PhoneNumber: uniquePhone('0333') } });
  await page.goto(`/property/${own.url}`);
  await appReady(page);
  const contact = page.getByRole('region', { name: 'Contact' });
  await expect(contact.getByText('Owner', { exact: true })).toBeVisible();
  await shoot(page, 'owner-listing');

  // An agency's demo listing says Agent, on its card and its page; in Urdu too.
  const agency = (await demoListings(request)).find((l) => l.PosterKind === 'Agent')!;
  expect(agency).toBeTruthy();
  await page.goto(`/property/${agency.PropertyUrl}`);
  await appReady(page);
  await expect(page.getByRole('region', { name: 'Contact' }).getByText('Agent', { exact: true })).toBeVisible();
  await page.goto(`/ur/property/${agency.PropertyUrl}`);
  await appReady(page);
  await expect(page.getByText('ایجنٹ', { exact: true })).toBeVisible();

  await page.goto('/properties?City=2&OwnersOnly=true');
  await appReady(page);
  await expect(page.getByRole('link', { name: 'Remove Owners only' })).toBeVisible();
  const cards = page.getByRole('region', { name: 'Results' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.getByText('Agent', { exact: true })).toHaveCount(0);
  await expect(cards.first().getByText('Owner', { exact: true })).toBeVisible();
  await shoot(page, 'owners-only');
  await page.goto('/ur/properties?City=2&OwnersOnly=true');
  await appReady(page);
  await expect(page.getByRole('region', { name: 'نتائج' }).getByRole('article').first().getByText('مالک', { exact: true })).toBeVisible();
});

test('an admin marks a scheme not approved in the register, and its listings carry the warning at once', async ({ page, request, allowConsole }) => {
  // The console's address answers 404 at the HTTP level to everyone (admin.spec.ts).
  allowConsole(/Failed to load resource: the server responded with a status of 404/);
  const login = await request.post('/api/Account/Login', { headers: asVisitor(), data: { username: E2E_ADMIN.userName, password: E2E_ADMIN.password } });
  expect(login.status()).toBe(200);
  await signIn(page, ((await login.json()) as Envelope<CurrentUser>).Data);
  await page.goto('/admin#societies');
  await appReady(page);
  await expect(page.getByRole('tab', { name: 'Societies' })).toHaveAttribute('aria-selected', 'true');
  const register = page.getByRole('list', { name: 'Society register' });
  const entry = register.getByRole('article', { name: 'Green Meadows Enclave (demo), Islamabad' });
  await expect(entry).toBeVisible();
  await entry.getByRole('button', { name: 'Edit' }).click();

  const form = page.getByRole('form', { name: 'Change a register entry' });
  await expect(form.getByLabel('Society or scheme')).toBeDisabled();
  await form.getByLabel('Status').selectOption({ label: 'Not approved' });
  await form.getByLabel('Source link').fill('not a link');
  await form.getByRole('button', { name: 'Save the entry' }).click();
  await expect(form.getByText('The source must be a web address starting with https:// or http://.')).toBeVisible();
  await form.getByLabel('Source link').fill('https://www.cda.gov.pk/housing/');
  await form.getByLabel('Note').fill('Demo: checked against the invented list.');
  await shoot(page, 'admin-societies');
  await form.getByRole('button', { name: 'Save the entry' }).click();
  await expect(page.getByText('The register entry for Green Meadows Enclave (demo), Islamabad is saved.')).toBeVisible();
  await expect(entry.getByText('Not approved', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByRole('list', { name: 'Audit log, newest first' }).getByText(/Green Meadows Enclave \(demo\), Islamabad: not-approved \(CDA/).first()).toBeVisible();

  await page.goto(`/properties?City=3&Location=${GREEN_MEADOWS}`);
  await appReady(page);
  const card = page.getByRole('region', { name: 'Results' }).getByRole('article').first();
  await expect(card.getByText('Scheme not approved by CDA')).toBeVisible();
});
