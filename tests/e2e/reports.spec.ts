import type { APIRequestContext, Page } from '@playwright/test';
import { journey as test, expect, appReady } from './fixtures.ts';
import { OFFLINE_NOISE, QUEUED, asVisitor, liveListing, reportAsEstablished, waitForServiceWorker } from './support.ts';
import { Messages } from '../../src/contract/messages.ts';
import type { Envelope } from '../../src/contract/envelope.ts';
import type { ReportResult } from '../../src/contract/types.ts';

// Each journey reports a listing of its own (tests/e2e/support.ts, liveListing): three established
// reporters take a listing off the site, which must never be one another journey is reading.

/** Whether the server already holds a report from this page's device: a second one says so. */
async function serverHasReportFrom(page: Page, request: APIRequestContext, propertyId: number): Promise<boolean> {
  const device = await page.evaluate(() => localStorage.getItem('basera-device-id'));
  expect(device).toMatch(/^[a-f0-9]{32}$/);
  const res = await request.post('/api/Property/ReportProperty', {
    headers: { 'X-Forwarded-For': '198.18.200.1' },
    data: { PropertyId: propertyId, Reason: 'Other', DeviceId: device },
  });
  return ((await res.json()) as Envelope<ReportResult>).Data.AlreadyReported;
}

test.describe('reporting a listing', () => {
  test('the listing page warns against paying before a visit, and a visitor reports it through the dialog', async ({ page, request }) => {
    const { url, id: propertyId } = await liveListing(request, 'reported');
    await page.goto(`/property/${url}`);
    await appReady(page);
    await expect(page.getByRole('note').filter({ hasText: Messages.safetyNotice })).toBeVisible();

    const open = page.getByRole('button', { name: 'Report this listing' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Report this listing' });
    await expect(dialog).toBeVisible();
    // The first reason has focus; sending without one names what is missing.
    await expect(dialog.getByRole('radio', { name: 'Not available or fake' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText(Messages.reportReasonRequired)).toBeVisible();
    // Escape closes it and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await dialog.getByRole('radio', { name: 'Asked for advance payment or scam' }).check();
    await expect(dialog.getByText(Messages.reportReasonRequired)).toBeHidden();
    await dialog.getByLabel('Note (optional)').fill('The owner asked for a token of 50,000 on WhatsApp before any visit.');
    await expect(dialog.getByText('67 of 500 characters')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText(Messages.reportThanks)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'You reported this listing' })).toBeVisible();
    await expect(open).toHaveCount(0);
    expect(await serverHasReportFrom(page, request, propertyId)).toBe(true);
  });
});

test.describe('reporting a listing at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a report made offline waits in the outbox and arrives once when the connection is back', async ({ context, page, request, allowConsole }) => {
    test.setTimeout(120_000);
    allowConsole(OFFLINE_NOISE);
    const { url, id: propertyId } = await liveListing(request, 'reportedoff');
    await page.goto('/');
    await waitForServiceWorker(page);
    await page.goto(`/property/${url}`);
    await appReady(page);
    const outbox = await context.newPage();
    await outbox.goto('/outbox');
    await expect(outbox.getByText('Nothing waiting')).toBeVisible();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Report this listing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this listing' });
    await dialog.getByRole('radio', { name: 'Wrong photos' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText(QUEUED)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'You reported this listing' })).toBeVisible();

    const waiting = outbox.getByRole('list', { name: 'Waiting to be sent' }).getByRole('listitem');
    await expect(waiting).toHaveCount(1);
    await expect(waiting).toContainText('Report');

    await context.setOffline(false);
    await expect(outbox.getByText('Nothing waiting')).toBeVisible({ timeout: 30_000 });
    const sent = outbox.getByRole('list', { name: 'Sent' }).getByRole('listitem');
    await expect(sent).toHaveCount(1);
    await expect(sent).toContainText('Report');
    // Only the queued report can have come from this device: the server has it.
    expect(await serverHasReportFrom(page, request, propertyId)).toBe(true);
  });

  test('a listing reported by three people says it is under review, not that it is gone', async ({ page, request, allowConsole }) => {
    // The app asks for the listing and the browser logs the 404 that says it is under review.
    allowConsole(/Failed to load resource: the server responded with a status of 404/);
    const { url, id: propertyId } = await liveListing(request, 'review');
    // Three signed-out visitors' reports leave it on the site: anyone can be three addresses.
    for (const i of [1, 2, 3]) {
      const res = await request.post('/api/Property/ReportProperty', {
        headers: asVisitor(), data: { PropertyId: propertyId, Reason: 'Scam', DeviceId: `e2e-review-device-${i}-${Date.now()}` },
      });
      expect(res.status()).toBe(200);
    }
    expect((await request.get(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${url}`)).status()).toBe(200);
    // Three established accounts take it off.
    await reportAsEstablished(request, propertyId, [['Scam', ''], ['NotAvailable', ''], ['Scam', '']]);
    const res = await page.goto(`/property/${url}`);
    expect(res?.status()).toBe(404);
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: Messages.underReviewTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Search properties' })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(Messages.underReviewTitle));
  });
});
