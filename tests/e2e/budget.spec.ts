import { gzipSync } from 'node:zlib';
import { journey as test, expect } from './fixtures.ts';

/**
 * The size budget: what the home route loads first, gzip-compressed, with no service worker cache.
 * 150 KiB until issues 16 and 19: the language runtime, the English catalogs with their keys and the
 * reference labels (+10.4 KiB in all, 0 bytes of Urdu) and the answer checks and storage trimming
 * (+2.5 KiB) took the home page from 149.7 to 162.6 KiB. The README's 'First-load budget' says what
 * to claw back; this ceiling is where it stands now, not a target.
 */
const HOME_FIRST_LOAD_JS_BUDGET = 164 * 1024;

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
