import { journey as test, expect, appReady } from './fixtures.ts';

/**
 * Tabs answer the keyboard as the WAI-ARIA tabs pattern says: the arrows choose the next tab and move
 * focus to it, Home and End the first and the last; on Urdu pages, where the tabs run right to left,
 * the arrow pointing left is "next".
 */
test.use({ viewport: { width: 360, height: 740 } });

test('the log-in tabs follow the arrow keys, Home and End, in English and in Urdu', async ({ page }) => {
  await page.goto('/login-register');
  await appReady(page);
  const logIn = page.getByRole('tab', { name: 'Log In' });
  const register = page.getByRole('tab', { name: 'Register' });
  await expect(logIn).toHaveAttribute('aria-selected', 'true');
  await expect(logIn).toHaveAttribute('tabindex', '0');
  await expect(register).toHaveAttribute('tabindex', '-1');
  await logIn.focus();
  await page.keyboard.press('ArrowRight');
  await expect(register).toHaveAttribute('aria-selected', 'true');
  await expect(register).toBeFocused();
  await expect(page.getByLabel('Confirm Password')).toBeVisible();
  await page.keyboard.press('Home');
  await expect(logIn).toHaveAttribute('aria-selected', 'true');
  await expect(logIn).toBeFocused();
  await page.keyboard.press('End');
  await expect(register).toBeFocused();
  // From the last tab, "next" wraps round to the first.
  await page.keyboard.press('ArrowRight');
  await expect(logIn).toBeFocused();

  await page.goto('/ur/login-register');
  await appReady(page);
  const urLogIn = page.getByRole('tab', { name: 'لاگ اِن' });
  const urRegister = page.getByRole('tab', { name: 'رجسٹر کریں' });
  await urLogIn.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(urRegister).toHaveAttribute('aria-selected', 'true');
  await expect(urRegister).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(urLogIn).toHaveAttribute('aria-selected', 'true');
  await expect(urLogIn).toBeFocused();
});
