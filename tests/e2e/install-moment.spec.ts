import type { Page } from '@playwright/test';
import { journey as test, expect, appReady } from './fixtures.ts';

// The install is offered after a second visit or a first save, never on the first screen.
test.use({ viewport: { width: 360, height: 740 } });

/** What Chromium gives when a site can be installed; `prompted` records the Install tap. */
async function browserOffersInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => { (window as unknown as { prompted: boolean }).prompted = true; },
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    window.dispatchEvent(event);
  });
}

const offer = (page: Page) => page.getByText('Install Basera');

test('not on the first screen of a first visit; a first save offers it, once', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  await browserOffersInstall(page);
  await page.waitForTimeout(500);
  await expect(offer(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Save to favourites' }).first().click();
  await expect(offer(page)).toBeVisible();
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);

  // Once is enough: another save, another visit, no second offer.
  await page.reload();
  await appReady(page);
  await browserOffersInstall(page);
  await page.getByRole('button', { name: 'Save to favourites' }).first().click();
  await page.waitForTimeout(500);
  await expect(offer(page)).toHaveCount(0);
});

test('on a second visit, after its first screen', async ({ page }) => {
  // An earlier visit, an hour ago.
  await page.addInitScript(() => {
    if (!localStorage.getItem('basera-visits')) localStorage.setItem('basera-visits', JSON.stringify({ count: 1, last: Date.now() - 3_600_000 }));
  });
  await page.goto('/');
  await appReady(page);
  await browserOffersInstall(page);
  await page.waitForTimeout(500);
  await expect(offer(page)).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/about-us/);
  await expect(offer(page)).toBeVisible();
});
