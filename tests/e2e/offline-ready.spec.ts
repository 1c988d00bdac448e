import { journey as test, expect } from './fixtures.ts';
import { OFFLINE_NOISE, PHONE, QUEUED, demoListings } from './support.ts';

// "Ready to use offline" is said only once every core page is on the device (src/lib/offline-ready.ts,
// sw/idle-warm.ts), and what a page loads lazily there, style sheets included, comes from the cache.
test.use({ ...PHONE, viewport: { width: 360, height: 740 } });

const READY = 'Ready to use offline';

test('a listing landed on from outside reopens offline once the app says it is ready, and an enquiry queued there raises no error', async ({ page, context, request, allowConsole }) => {
  allowConsole(OFFLINE_NOISE);
  const listing = (await demoListings(request))[3]!;
  // A first visit that lands on the listing: its code loads before the worker controls the page.
  await page.goto(`/property/${listing.PropertyUrl}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.Title })).toBeVisible();
  await expect(page.getByText(READY)).toBeVisible({ timeout: 30_000 });

  await context.setOffline(true);
  await page.goto(`/property/${listing.PropertyUrl}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.Title })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await page.getByLabel('Full Name').fill('Asad Raza');
  await page.getByLabel('Email').fill('asad.raza@example.pk');
  await page.getByLabel('Phone', { exact: true }).fill('03007654321');
  await page.getByLabel('Message', { exact: true }).fill(`Is it still available? (${Date.now()})`);
  await page.getByRole('button', { name: 'Send Email' }).click();
  // The notice is the toast module's first use on this page: its script and style sheet come from the cache.
  const notice = page.getByText(QUEUED);
  await expect(notice).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  // Styled as a toast, not left as bare text in the page's flow.
  expect(await notice.evaluate((node) => {
    for (let el: Element | null = node; el; el = el.parentElement) if (getComputedStyle(el).position === 'fixed') return true;
    return false;
  })).toBe(true);

  // Every other core page opens offline too.
  await page.goto('/recently-viewed');
  await expect(page.getByRole('heading', { level: 2, name: listing.Title }).first()).toBeVisible({ timeout: 15_000 });
  await page.goto('/outbox');
  await expect(page.getByRole('list', { name: 'Waiting to be sent' }).getByRole('listitem').filter({ hasText: 'Enquiry' })).toHaveCount(1);
  await page.goto('/property/forms/submit');
  await expect(page.getByLabel('Property Title')).toBeVisible();
  await page.goto('/properties?City=2');
  await expect(page.getByRole('heading', { level: 2, name: listing.Title }).first()).toBeVisible({ timeout: 15_000 });
  await context.setOffline(false);
});

test('the ready message is said once per device', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText(READY)).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-offline-ready', '', { timeout: 30_000 });
  await expect(page.getByText(READY)).toHaveCount(0);
});
