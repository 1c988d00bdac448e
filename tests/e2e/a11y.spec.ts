import AxeBuilder from '@axe-core/playwright';
import { journey as test, expect, appReady } from './fixtures.ts';
import { demoListings } from './support.ts';

// Keyboard and screen-reader access, on a phone-sized screen.
test.use({ viewport: { width: 360, height: 740 } });

async function aListing(page: import('@playwright/test').Page): Promise<string> {
  const cards = await demoListings(page.request);
  return cards.find((c) => c.Images.length > 1)!.PropertyUrl;
}

test('the photo strip of a listing can be reached and scrolled by keyboard', async ({ page }) => {
  await page.goto(`/property/${await aListing(page)}`);
  await appReady(page);
  const results = await new AxeBuilder({ page }).withRules(['scrollable-region-focusable', 'aria-hidden-focus']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  const strip = page.getByRole('region', { name: 'Photo strip' });
  await strip.focus();
  await expect(strip).toBeFocused();
});

test('after moving to another page, focus is on its heading', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  await page.getByRole('button', { name: 'Menu' }).first().click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('Tab stays in the open menu', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  const menu = page.getByRole('button', { name: 'Menu' }).first();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press('Tab');
    // The menu's bar is in the page header; the page under the menu is not.
    const inBar = await page.evaluate(() => document.activeElement?.closest('header') != null);
    expect(inBar, `Tab ${i + 1} left the open menu`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('after scrolling, one Menu button is shown, also once the menu has been opened and closed', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  // Shown: in the accessibility tree, and drawn (the header out of sight is hidden, not only off-screen).
  const shownMenus = () => page.getByText('Menu', { exact: true }).filter({ visible: true });
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(1);
  await expect(shownMenus()).toHaveCount(1);
  await page.mouse.wheel(0, 1200);
  await expect(page.locator('[data-visible]').getByRole('button', { name: 'Menu' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(1);
  await expect(shownMenus()).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Menu' })).toBeInViewport();

  // Back at the top, the menu opened and closed: focus stays on its button, and scrolling still brings
  // the compact header, with the focus moved to its Menu button rather than lost.
  await page.mouse.wheel(0, -5000);
  await expect(page.locator('header').getByRole('button', { name: 'Menu' })).toBeInViewport();
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await page.mouse.wheel(0, 1200);
  await expect(page.locator('[data-visible]').getByRole('button', { name: 'Menu' })).toBeInViewport();
  await expect(shownMenus()).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('menu-scrolled-360.png') });
});

test.describe('on a wide screen', () => {
  // The links are in the bar itself there, so both bars would show them.
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the compact header does not double the navigation', async ({ page }) => {
    await page.goto('/');
    await appReady(page);
    await expect(page.getByRole('navigation', { name: /^Main/ })).toHaveCount(1);
    await page.mouse.wheel(0, 2000);
    await expect(page.getByRole('navigation', { name: 'Main (compact)' })).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: /^Main/ })).toHaveCount(1);
  });
});
