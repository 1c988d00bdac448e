import { gzipSync } from 'node:zlib';
import { journey as test, expect } from './fixtures.ts';

/**
 * The size budget: what the home route loads first, gzip-compressed, with no service worker cache.
 * 150 KiB until issues 16 and 19, with the home page at 149.7 KiB; their language runtime, catalogs
 * and answer checks took it to 162.6 KiB. Session 8 won that back without dropping a feature or a
 * text (one app chunk instead of 25 shared ones, no static-pages or results-page catalog and no
 * English reference table in first loads): 148.4 KiB; issue 19's item 9 then added 0.9 KiB (149.3 KiB,
 * still under session 6's 149.7). The budget is back at its old 150 KiB. Session 9's restructuring
 * (issue 18: one write path, the endpoint table) and the offline banner's home-section fix took it to
 * 150.1 KiB, and the budget was 151 KiB until that was won back. Session 10 did (149.9 KiB with the
 * worker's registration now fetched with the app): the entries only lazily loaded screens call left
 * the app chunk (src/contract/endpoints-first-load.ts). Session 11 moved the home page's shared modules
 * into the app chunk for the first visit on 2G (vite.config.ts, appChunk): 145.6 KiB in 7 files. On the wire the page gets Brotli, about 13 %
 * less than this gzip figure. The README's 'First-load budget' has the steps.
 */
const HOME_FIRST_LOAD_JS_BUDGET = 150 * 1024;

test.use({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });

test(`the home page's first-load JavaScript stays within ${HOME_FIRST_LOAD_JS_BUDGET / 1024} KiB gzip`, async ({ page }) => {
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
