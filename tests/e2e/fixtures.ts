import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every journey fails on a console error or an uncaught page error. Expected noise is listed by the
 * test itself (e.g. a request it makes fail on purpose).
 */
export const test = base.extend<{ consoleErrors: string[]; allowConsole: (pattern: RegExp) => void }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => { if (msg.type() === 'error') errors.push(`console: ${msg.text()}`); });
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    await use(errors);
  },
  allowConsole: async ({ consoleErrors }, use, testInfo) => {
    const allowed: RegExp[] = [];
    await use((pattern) => allowed.push(pattern));
    const unexpected = consoleErrors.filter((e) => !allowed.some((p) => p.test(e)));
    if (testInfo.status === 'passed') expect(unexpected, 'console errors').toEqual([]);
  },
});

// Make every test use allowConsole so the console check always runs.
export const journey = test.extend<{ autoConsole: void }>({
  autoConsole: [async ({ allowConsole }, use) => { void allowConsole; await use(); }, { auto: true }],
});

export { expect };

export async function gotoAndSettle(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}

/** A server-rendered page is readable before its app starts; checks of live behaviour wait for the app. */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
}
