import { VITALS_ALWAYS_KEY } from '../../src/contract/vitals-sample.ts';
import { gzipSync } from 'node:zlib';
import { journey as test, expect } from './fixtures.ts';

/**
 * The size budget: what the home route loads first, gzip-compressed, with no service worker cache.
 * The language runtime, the catalogs and the answer checks fit in it without dropping a feature or a
 * text because first loads carry one app chunk instead of many shared ones, no static-pages or
 * results-page catalog and no English reference table; the endpoint entries only lazily loaded
 * screens call stay out of the app chunk (src/contract/endpoints-first-load.ts), and the home page's
 * shared modules are in it for the first visit on 2G (vite.config.ts, appChunk): 145.6 KiB before
 * the trust features' card parts, filters and messages joined the app chunk; 163.4 KiB in 7 files
 * since areas in the visitor's unit (the area rule, the cookie reader and texts), the enquiry count on
 * the account menu, the area guides' and projects' routes and links, and the Photo-checked badge
 * followed; 164.5 KiB since cards link the poster's profile, name the agency and show a plot's
 * possession stage; 164.9 KiB with the stage read from typed words and the agency and enquiry changes. The budget holds that line; the README's 'First-load budget' says what is to be cut. On
 * the wire the page gets Brotli, about 13 % less than this gzip figure.
 */
const HOME_FIRST_LOAD_JS_BUDGET = 165 * 1024;

test.use({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });

test(`the home page's first-load JavaScript stays within ${HOME_FIRST_LOAD_JS_BUDGET / 1024} KiB gzip`, async ({ page }) => {
  // One load in ten also fetches the Web Vitals chunk once the app runs (src/contract/vitals-sample.ts):
  // a sample's extra, not the first load, so this load is set not to report.
  await page.addInitScript((key) => localStorage.setItem(key, 'never'), VITALS_ALWAYS_KEY);
  const sizes = new Map<string, number>();
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    try {
      sizes.set(res.url(), gzipSync(await res.body(), { level: 9 }).length);
    } catch { /* aborted */ }
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Newly Added Properties' }).getByRole('article')).toHaveCount(9);
  await page.waitForLoadState('networkidle');
  const total = [...sizes.values()].reduce((a, b) => a + b, 0);
  console.log(`home first-load JS: ${(total / 1024).toFixed(1)} KiB gzip in ${sizes.size} files`);
  expect(total).toBeGreaterThan(10 * 1024);
  expect(total).toBeLessThanOrEqual(HOME_FIRST_LOAD_JS_BUDGET);
});
