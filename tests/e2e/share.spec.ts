import { journey as test, expect, appReady } from './fixtures.ts';
import { demoListings } from './support.ts';

// Sharing a listing, at 360 px.
test.use({ viewport: { width: 360, height: 740 } });

async function aListingUrl(request: import('@playwright/test').APIRequestContext): Promise<string> {
  return (await demoListings(request))[4]!.PropertyUrl;
}

test('the phone\'s share sheet gets the title, the price in words and the link', async ({ page, request, baseURL }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => { (window as unknown as { shared: ShareData }).shared = data; },
    });
  });
  const url = await aListingUrl(request);
  await page.goto(`/property/${url}`);
  await appReady(page);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const shared = await page.evaluate(() => (window as unknown as { shared?: ShareData }).shared);
  expect(shared?.url).toBe(`${baseURL}/property/${url}`);
  expect(shared?.text).toMatch(/ — PKR \d+(\.\d+)? (Thousand|Lakh|Crore)/);
});

test('without a share sheet: copy the link, or send it on WhatsApp', async ({ page, context, request, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
  });
  const url = await aListingUrl(request);
  await page.goto(`/property/${url}`);
  await appReady(page);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const whatsapp = page.locator('a[href^="https://wa.me/?text="]');
  await expect(whatsapp).toHaveText('Share on WhatsApp');
  // The owner's WhatsApp link, there once the number is shown, says it is another thing.
  await page.getByRole('button', { name: 'Show phone number' }).click();
  await expect(page.getByRole('link', { name: 'WhatsApp the owner' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'WhatsApp', exact: true })).toHaveCount(0);
  await expect(whatsapp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(`/property/${url}`)}`));
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/property/${url}`);
});
