import { VITALS_ALWAYS_KEY } from '../../src/contract/vitals-sample.ts';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { journey as test, expect } from './fixtures.ts';

/**
 * The size budget: what the home route loads first, as it goes on the wire (Brotli, as the server sends
 * the built files: scripts/precompress.mjs), with no service worker cache. What keeps it small is in the
 * README ('First-load budget'); the gzip figure is printed beside it for comparison with other tools.
 */
const HOME_FIRST_LOAD_JS_BUDGET = 120 * 1024;

test.use({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });

test(`the home page's first-load JavaScript stays within ${HOME_FIRST_LOAD_JS_BUDGET / 1024} KiB on the wire`, async ({ page }) => {
  // One load in ten also fetches the Web Vitals chunk once the app runs (src/contract/vitals-sample.ts):
  // a sample's extra, not the first load, so this load is set not to report.
  await page.addInitScript((key) => localStorage.setItem(key, 'never'), VITALS_ALWAYS_KEY);
  const sizes = new Map<string, { brotli: number; gzip: number }>();
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    try {
      const body = await res.body();
      sizes.set(res.url(), {
        brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }).length,
        gzip: gzipSync(body, { level: 9 }).length,
      });
    } catch { /* aborted */ }
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Newly Added Properties' }).getByRole('article')).toHaveCount(9);
  await page.waitForLoadState('networkidle');
  const sum = (kind: 'brotli' | 'gzip') => [...sizes.values()].reduce((total, size) => total + size[kind], 0);
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(`home first-load JS: ${kib(sum('brotli'))} KiB Brotli (${kib(sum('gzip'))} KiB gzip) in ${sizes.size} files`);
  expect(sum('brotli')).toBeGreaterThan(10 * 1024);
  expect(sum('brotli')).toBeLessThanOrEqual(HOME_FIRST_LOAD_JS_BUDGET);
});
