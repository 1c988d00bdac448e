import type { Page } from '@playwright/test';
import { journey as test, expect, appReady } from './fixtures.ts';
import { OFFLINE_NOISE, demoListings, waitForServiceWorker } from './support.ts';

/**
 * The interface in Urdu, as a reader on a phone meets it: under /ur, right to
 * left, with no English left in the interface's own words, and English pages no heavier for it.
 */
test.use({ viewport: { width: 360, height: 740 } });

async function someListing(page: Page): Promise<string> {
  return (await demoListings(page.request))[0]!.PropertyUrl;
}

/**
 * Latin-script words in the page's own text. Listings' own words (titles, descriptions, place names
 * from the data) are marked `dir="auto"` or `translate="no"` and do not count, and neither do they
 * inside a label that quotes them ('… کی تمام 6 تصاویر دیکھیں'); nor do numbers, e-mail and web
 * addresses, acronyms that are names (DHA), or a link marked as English (the language switch).
 */
function latinInChrome(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const exempt = (el: Element | null) =>
      el?.closest('[dir="auto"], [translate="no"], [lang="en"], script, style, noscript, [hidden], [aria-hidden="true"]') !== null;
    const english = (text: string) => text.split(/\s+/).filter((w) =>
      /[A-Za-z]/.test(w) && !/^\S+@\S+\.\S+$/.test(w) && !/^[\w.-]+\.(com|pk|org)(\/\S*)?$/.test(w) && !/^[A-Z]{2,4}[^A-Za-z]*$/.test(w));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (!/[A-Za-z]/.test(text) || exempt(node.parentElement)) continue;
      if (english(text).length > 0) found.add(text);
    }
    const content = [...document.querySelectorAll('[dir="auto"], [translate="no"]')]
      .map((el) => el.textContent?.trim() ?? '').filter((text) => text.length > 0).sort((a, b) => b.length - a.length);
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (exempt(el) || (el as HTMLElement).offsetParent === null) continue;
      let label = el.getAttribute('aria-label') ?? el.getAttribute('placeholder') ?? el.getAttribute('title') ?? el.getAttribute('alt') ?? '';
      for (const quoted of content) label = label.split(quoted).join(' ');
      if (english(label).length > 0) found.add(`[label] ${label}`);
    }
    return [...found];
  });
}

async function expectUrduPage(page: Page, path: string, heading: RegExp | string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  expect(await latinInChrome(page), `${path}: English left in the interface`).toEqual([]);
}

test('the main pages in Urdu are right to left, fit a phone and have no English left in their chrome', async ({ page }) => {
  test.setTimeout(90_000);
  const listing = await someListing(page);
  await expectUrduPage(page, '/ur', /./);
  await expectUrduPage(page, '/ur/properties?City=1', /./);
  await expectUrduPage(page, `/ur/property/${listing}`, /./);
  await expectUrduPage(page, '/ur/property/forms/submit', /./);
  await expectUrduPage(page, '/ur/login-register', /./);
  await expectUrduPage(page, '/ur/tools', 'پراپرٹی کے ٹولز');
});

test('the server renders an Urdu page as Urdu, and the switch leads to the same page in the other language', async ({ page, request }) => {
  const html = await (await request.get('/ur/about-us')).text();
  expect(html).toMatch(/<html lang="ur" dir="rtl">/);
  const english = await (await request.get('/about-us')).text();
  expect(english).toMatch(/<html lang="en" dir="ltr">/);

  await page.goto('/properties?City=1');
  await appReady(page);
  await page.getByRole('link', { name: 'اردو' }).first().click();
  await expect(page).toHaveURL(/\/ur\/properties\?City=1$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await appReady(page);
  // Links inside an Urdu page stay Urdu.
  await expect(page.getByRole('link', { name: 'ٹولز' }).first()).toHaveAttribute('href', '/ur/tools');
  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(/\/properties\?City=1$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('English pages download nothing of the Urdu interface', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.goto('/');
  await appReady(page);
  await page.waitForLoadState('networkidle');
  expect(urls.filter((url) => /i18n-urdu|\.woff2?$|\.ttf$|\.otf$/.test(url))).toEqual([]);

  // An Urdu page loads its catalog, and still no font file: the phone's own Urdu fonts are used.
  urls.length = 0;
  await page.goto('/ur');
  await appReady(page);
  await page.waitForLoadState('networkidle');
  expect(urls.some((url) => /i18n-urdu/.test(url))).toBe(true);
  expect(urls.filter((url) => /\.woff2?$|\.ttf$|\.otf$/.test(url))).toEqual([]);
});

test('prices read in Urdu words', async ({ page }) => {
  const listing = await someListing(page);
  await page.goto(`/ur/property/${listing}`);
  await appReady(page);
  await expect(page.getByText(/(ہزار|لاکھ|کروڑ|ارب) روپے/).first()).toBeVisible();
});

test('an Urdu keyword search finds the same listings as its English words', async ({ page }) => {
  const titles = async (): Promise<string[]> => {
    await expect(page.locator('article').first()).toBeVisible();
    return page.locator('article h3, article h2').allTextContents();
  };
  // Karachi: no other journey adds or removes listings there while this one compares.
  await page.goto('/properties?Keywords=Karachi');
  await appReady(page);
  const english = await titles();
  expect(english.length).toBeGreaterThan(0);

  // Typed in the Urdu page's keyword box, as a phone's Urdu keyboard writes it.
  await page.goto(`/ur/properties?Keywords=${encodeURIComponent('کراچی')}`);
  await appReady(page);
  expect(await titles()).toEqual(english);
});

test('the calculators work offline in Urdu', async ({ page, context, allowConsole }) => {
  allowConsole(OFFLINE_NOISE);
  await page.goto('/ur/tools');
  await appReady(page);
  await waitForServiceWorker(page);
  await page.goto('/ur/tools/area');
  await appReady(page);
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await page.goto('/ur/tools/area?area=1&unit=kanal&marla=225');
  await expect(page.getByRole('heading', { level: 1, name: 'رقبہ کنورٹر' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const result = page.getByRole('region', { name: 'یہی رقبہ ہر اکائی میں' });
  await expect(result.getByRole('definition').first()).toHaveText('20');
  await context.setOffline(false);
});

test('on Urdu cards English titles use the Latin face, names are whole, and the photo counter reads 1 / 8', async ({ page, request }) => {
  const listings = (await demoListings(request)).slice(0, 4);
  await page.goto('/ur/properties?City=2');
  await appReady(page);
  const cards = page.getByRole('region', { name: 'نتائج' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const listing of listings) {
    const card = cards.filter({ has: page.getByRole('heading', { name: listing.Title }) });
    // An English title is set in the Latin face, not a fallback beside the Naskh's digits.
    const title = card.getByRole('heading', { name: listing.Title }).locator('[dir="auto"]');
    expect(await title.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^system-ui/);
    // The poster's name is shown whole, not cut with an ellipsis.
    const name = card.getByText(listing.UserName, { exact: true });
    await expect(name).toBeVisible();
    const cut = await name.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    expect(cut, `${listing.UserName} is cut`).toBe(false);
  }
  await page.screenshot({ path: test.info().outputPath('urdu-results-360.png') });

  // The counter on the first photo reads "1 / N" from left to right, under right-to-left text too.
  const withPhotos = listings.find((l) => l.Images.length > 1) ?? listings[0]!;
  await page.goto(`/ur/property/${withPhotos.PropertyUrl}`);
  await appReady(page);
  const counter = page.getByText(/^\d+ \/ \d+$/).first();
  await expect(counter).toBeVisible();
  const order = await counter.evaluate((el) => {
    // React writes the figures and the slash as separate text nodes.
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    while (walker.nextNode()) nodes.push(walker.currentNode as Text);
    const range = document.createRange();
    const x = (node: Text, i: number) => {
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      return range.getBoundingClientRect().x;
    };
    const first = nodes[0]!;
    const last = nodes[nodes.length - 1]!;
    return { content: el.textContent!.trim(), first: x(first, 0), last: x(last, last.length - 1) };
  });
  expect(order.content).toMatch(/^1 \/ \d+$/);
  expect(order.first, 'the 1 stands left of the count').toBeLessThan(order.last);
  // The owner's WhatsApp and the Call button, shown with the number, fit the phone's width with their longer labels.
  await page.getByRole('button', { name: 'فون نمبر دکھائیں' }).click();
  await expect(page.getByRole('link', { name: 'مالک کو واٹس ایپ کریں' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('urdu-listing-360.png') });
});
