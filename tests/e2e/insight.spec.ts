import type { APIRequestContext, Page } from '@playwright/test';
import { journey as test, expect, appReady } from './fixtures.ts';
import { OFFLINE_NOISE, approveByMail, confirmedUser, signIn, submitListing } from './support.ts';
import type { Envelope } from '../../src/contract/envelope.ts';
import type { MyPropertyItem } from '../../src/contract/types.ts';

// What visitors do on a listing's page becomes its owner's figures in My Properties.
test.use({ viewport: { width: 360, height: 740 } });

async function approvedListing(request: APIRequestContext, token: string, title: string): Promise<string> {
  await submitListing(request, token, title, { FullName: 'Nadia Owner', EmailAddress: 'nadia.owner@example.pk', Description: 'Corner house near the park, 3 bedrooms.' });
  await approveByMail(request, title);
  const mine = (await (await request.get('/api/property/GetActiveProperties', { headers: { Authorization: `Bearer ${token}` } })).json()) as Envelope<MyPropertyItem[]>;
  return mine.Data.find((p) => p.Title === title)!.PropertyUrl;
}

const eventsAnswered = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/api/Property/Events') && r.request().method() === 'POST' && r.status() === 200);

/** What waits in this device's insight queue, and in its outbox (where events must never appear). */
function queued(page: Page): Promise<{ events: number; outbox: number; flagged: boolean }> {
  return page.evaluate(async () => {
    const read = (name: string, store: string, key?: string) => new Promise<number>((resolve) => {
      const open = indexedDB.open(name);
      open.onupgradeneeded = () => open.result.createObjectStore(store);
      open.onsuccess = () => {
        const tx = open.result.transaction(store).objectStore(store);
        const req = key ? tx.get(key) : tx.count();
        req.onsuccess = () => {
          resolve(key ? ((req.result as unknown[] | undefined)?.length ?? 0) : (req.result as number));
          open.result.close();
        };
      };
    });
    return {
      events: await read('basera-insight', 'events', 'pending'),
      outbox: await read('basera-outbox', 'entries'),
      // What the app's start reads to decide whether to load the queue's code at all.
      flagged: localStorage.getItem('basera-insight-queued') === '1',
    };
  });
}

test('a visitor views a listing, shows the number and taps WhatsApp, a Call tap made offline arrives later, and the owner sees them in My Properties', async ({ browser, page, request, allowConsole }, testInfo) => {
  test.setTimeout(120_000);
  allowConsole(OFFLINE_NOISE);
  const owner = await confirmedUser(request, 'insight', { first: 'Nadia', last: 'Owner' });
  const title = `Insight corner house ${Date.now().toString(36)}`;
  const url = await approvedListing(request, owner.AuthWebToken!, title);

  // The visitor: this page's own browser context, a device of its own. WhatsApp opens in a new tab;
  // the test answers it itself rather than reach the internet.
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  const viewed = eventsAnswered(page);
  await page.goto(`/property/${url}`);
  await appReady(page);
  await viewed;

  // The number is shown on a tap, which the server counts itself; Call and WhatsApp come with it.
  await page.getByRole('button', { name: 'Show phone number' }).click();
  await expect(page.getByText('0300-1234567')).toBeVisible();
  const tapped = eventsAnswered(page);
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'WhatsApp the owner' }).click();
  await tapped;
  await (await popup).close();

  // Offline: the tap waits on the device, not in the outbox. A headless browser has no dialler, so
  // the tel: link's navigation is stopped; the page's own click handler still runs.
  await page.context().setOffline(true);
  await page.evaluate(() => document.addEventListener('click', (e) => {
    if ((e.target as Element).closest('a[href^="tel:"]')) e.preventDefault();
  }, true));
  await page.getByRole('link', { name: 'Call', exact: true }).click();
  await expect.poll(() => queued(page)).toEqual({ events: 1, outbox: 0, flagged: true });
  await expect(page.getByRole('link', { name: /outbox/i })).toHaveCount(0);
  const delivered = eventsAnswered(page);
  await page.context().setOffline(false);
  await delivered;
  await expect.poll(() => queued(page)).toEqual({ events: 0, outbox: 0, flagged: false });

  // The owner, on a phone of their own (the same kind of browser), opens their listing: not counted.
  const ownerContext = await browser.newContext({ viewport: { width: 360, height: 740 }, userAgent: await page.evaluate(() => navigator.userAgent) });
  await signIn(ownerContext, owner);
  const ownerPage = await ownerContext.newPage();
  const ownerErrors: string[] = [];
  ownerPage.on('console', (msg) => { if (msg.type() === 'error') ownerErrors.push(msg.text()); });
  ownerPage.on('pageerror', (err) => ownerErrors.push(err.message));
  const ownView = eventsAnswered(ownerPage);
  await ownerPage.goto(`/property/${url}`);
  await appReady(ownerPage);
  await ownView;

  await ownerPage.goto('/account/properties');
  await appReady(ownerPage);
  const figures = ownerPage.getByRole('article', { name: title }).getByRole('region', { name: `Visitors to ${title}` });
  const count = (label: string) => figures.locator('div').filter({ has: ownerPage.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) }).getByRole('definition');
  await expect(figures.getByRole('img', { name: /^Views per day over the last 7 days: 1 in all, most on / })).toBeVisible();
  await expect(count('Views')).toHaveText('1');
  await expect(count('Numbers shown')).toHaveText('1');
  await expect(count('WhatsApp taps')).toHaveText('1');
  await expect(count('Call taps')).toHaveText('1');
  await expect(count('Enquiries')).toHaveText('0');
  await figures.scrollIntoViewIfNeeded();
  await ownerPage.screenshot({ path: testInfo.outputPath('insight-360.png'), fullPage: false });

  await figures.getByRole('button', { name: '30 days' }).click();
  await expect(figures.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(figures.getByRole('img', { name: /^Views per day over the last 30 days: 1 in all/ })).toBeVisible();
  await expect(count('Views')).toHaveText('1');

  await ownerPage.setViewportSize({ width: 1280, height: 800 });
  await figures.scrollIntoViewIfNeeded();
  await ownerPage.screenshot({ path: testInfo.outputPath('insight-1280.png') });
  expect(ownerErrors).toEqual([]);
  await ownerContext.close();
});
