import { journey as test, expect, appReady } from './fixtures.ts';
import { asVisitor, demoListings, signIn } from './support.ts';
import { E2E_FRESH_OWNER } from './freshness-account.ts';
import { FreshnessMessages } from '../../src/contract/freshness-messages.ts';
import { confirmedAvailableText } from '../../src/lib/freshness.ts';
import type { Envelope } from '../../src/contract/envelope.ts';
import type { CurrentUser, MyPropertyItem, PropertyDetails } from '../../src/contract/types.ts';

// Freshness. The expired listing is made before the server starts (tests/e2e/setup/freshness-listing.ts).

test.describe('freshness at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('an owner sees the Expired badge, renews the listing, and it is back in search at once', async ({ page, request }, testInfo) => {
    const login = await request.post('/api/Account/Login', { headers: asVisitor(), data: { username: E2E_FRESH_OWNER.userName, password: E2E_FRESH_OWNER.password } });
    expect(login.status()).toBe(200);
    const owner = ((await login.json()) as Envelope<CurrentUser>).Data;
    const auth = { Authorization: `Bearer ${owner.AuthWebToken}` };

    // Out of search while expired.
    await page.goto(`/properties?Keywords=${E2E_FRESH_OWNER.word}`);
    await appReady(page);
    await expect(page.getByRole('heading', { name: E2E_FRESH_OWNER.title })).toHaveCount(0);

    await signIn(page, owner);
    await page.goto('/account/properties');
    await appReady(page);
    await expect(page.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
    // The spec's four tabs stay as they are.
    await expect(page.getByRole('tab')).toHaveText(['Active', 'Pending', 'Rejected', 'Sold']);
    const item = page.getByRole('article', { name: E2E_FRESH_OWNER.title });
    await expect(item.getByText(FreshnessMessages.expiredBadge, { exact: true })).toBeVisible();
    await expect(item.getByText(FreshnessMessages.expiredOwner)).toBeVisible();
    // No public page to link to, and no sale from here until it is renewed.
    await expect(item.getByRole('link', { name: E2E_FRESH_OWNER.title })).toHaveCount(0);
    await expect(item.getByRole('button', { name: 'Mark as Sold' })).toHaveCount(0);
    await item.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('my-properties-expired-360.png'), fullPage: false });

    await item.getByRole('button', { name: FreshnessMessages.renewButton }).click();
    await expect(page.getByText(FreshnessMessages.renewed)).toBeVisible();
    await expect(item.getByText(FreshnessMessages.expiredBadge, { exact: true })).toHaveCount(0);
    await expect(item.getByText('Confirmed available today')).toBeVisible();
    // Confirmed today: the line says so, and no button asks for the same again.
    await expect(item.getByRole('button', { name: FreshnessMessages.confirmButton })).toHaveCount(0);
    await expect(item.getByRole('link', { name: E2E_FRESH_OWNER.title })).toBeVisible();
    await item.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('my-properties-renewed-360.png'), fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });
    await item.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('my-properties-renewed-1280.png'), fullPage: false });
    await page.setViewportSize({ width: 360, height: 740 });

    await page.goto(`/properties?Keywords=${E2E_FRESH_OWNER.word}`);
    await appReady(page);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: E2E_FRESH_OWNER.title }) });
    await expect(card).toBeVisible();
    await expect(card.getByText('Confirmed available today')).toBeVisible();
    await card.getByText('Confirmed available today').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('search-card-360.png'), fullPage: false });

    // Leave the catalogue as it was for the journeys after this one.
    const mine = (await (await request.get('/api/property/GetActiveProperties', { headers: auth })).json()) as Envelope<MyPropertyItem[]>;
    const id = mine.Data.find((p) => p.Title === E2E_FRESH_OWNER.title)!.PropertyId;
    expect((await request.get(`/api/property/DeleteProperty?Id=${id}`, { headers: auth })).status()).toBe(200);
  });
});

test('the listing page says when the owner last confirmed it is available', async ({ page, request }, testInfo) => {
  const url = (await demoListings(request))[2]!.PropertyUrl;
  const details = (await (await request.get(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${encodeURIComponent(url)}`)).json()) as Envelope<PropertyDetails>;
  const expected = confirmedAvailableText(details.Data.ConfirmedAt);
  expect(expected).toMatch(/^Confirmed available (today|yesterday|\d+ days ago)$/);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/property/${url}`);
  await appReady(page);
  await expect(page.getByRole('definition').filter({ hasText: expected })).toBeVisible();
  await page.getByRole('definition').filter({ hasText: expected }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('detail-1280.png'), fullPage: false });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('definition').filter({ hasText: expected }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('detail-360.png'), fullPage: false });
});
