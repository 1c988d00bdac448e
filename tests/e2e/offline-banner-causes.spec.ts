import type { BrowserContext, Page } from '@playwright/test';
import { journey as test, expect } from './fixtures.ts';
import { OFFLINE_NOISE, persistedQueryHashes, waitForServiceWorker } from './support.ts';

// Whatever keeps the page from refreshing (offline, a refused connection, a 5xx, a link that never
// answers), a page showing saved data says so, names the cause in plain words and gives the data's age;
// the home page's sections too, which the worker answers from its copy first (sw/runtime-caching.ts).
const SERVER_DOWN = 'Our server is not answering — showing saved data';
const UNREACHABLE = 'We cannot reach our server — showing saved data';
const SLOW = 'The connection is too slow — showing saved data';
/** What Chromium logs for requests the test refuses, answers 502 or never answers. */
const OUTAGE_NOISE = /Failed to load resource|502 \(Bad Gateway\)|ERR_CONNECTION_REFUSED|ERR_INTERNET_DISCONNECTED|ERR_FAILED|ERR_NETWORK_CHANGED/;

test.use({ viewport: { width: 360, height: 740 } });

const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'showing saved data' });

/** Home seen under the worker, its newest listings kept by it, then met `minutes` later with the server in trouble. */
async function homeSeenBefore(page: Page): Promise<void> {
  await page.goto('/');
  await waitForServiceWorker(page);
  // What a first visit was sent with never passed through the worker (docs/traps.md, trap 6): two
  // minutes on the page asks again, through it, and the worker keeps the answer.
  await page.clock.setFixedTime(new Date(Date.now() + 2 * 60_000));
  await page.reload();
  await expect(page.getByRole('region', { name: 'Newly Added Properties' }).getByRole('article')).toHaveCount(9);
  await expect.poll(() => page.evaluate(async () => {
    const keys = await (await caches.open('basera-reference-v1')).keys();
    return keys.some((request) => new URL(request.url).pathname.toLowerCase().startsWith('/api/home/'));
  }), { timeout: 10_000 }).toBe(true);
  await expect.poll(() => persistedQueryHashes(page), { timeout: 10_000 }).toContain('newly-added');
}

async function reopenHomeLater(page: Page, minutes: number): Promise<void> {
  // Later on, so the page's saved sections are stale and it asks again (through the worker). The
  // worker dated its copy by the real clock, a few seconds ago: the page's clock says `minutes` on.
  await page.clock.setFixedTime(new Date(Date.now() + minutes * 60_000));
  await page.reload();
  await expect(page.getByRole('region', { name: 'Newly Added Properties' }).getByRole('article')).toHaveCount(9);
}

/** Counts what the routes below met, by path. */
function hitsOf(context: BrowserContext, handle: (route: Parameters<Parameters<BrowserContext['route']>[1]>[0]) => Promise<void> | void) {
  const hits: string[] = [];
  const ready = context.route('**/api/**', (route) => {
    hits.push(new URL(route.request().url()).pathname.toLowerCase());
    return handle(route);
  });
  return { hits, ready };
}

test('home with the server killed says it shows saved data, from when, and clears once the server answers', async ({ page, context, allowConsole }) => {
  allowConsole(OUTAGE_NOISE);
  await homeSeenBefore(page);
  // A killed server refuses connections: every request to it, the app's own files included.
  await context.route('**/*', (route) => route.abort('connectionrefused'));
  await reopenHomeLater(page, 5);
  await expect(banner(page)).toContainText(UNREACHABLE, { timeout: 10_000 });
  await expect(banner(page)).toContainText('saved 5 minutes ago');
  await expect(page.getByText('Server Error')).toHaveCount(0);

  // Back up: the next refresh that reaches the server ends the banner, with no reload.
  await context.unroute('**/*');
  await page.clock.setFixedTime(new Date(Date.now() + 8 * 60_000));
  const card = page.getByRole('region', { name: 'Newly Added Properties' }).getByRole('article').first().getByRole('heading').getByRole('link');
  const title = (await card.innerText()).trim();
  await card.click();
  // A listing never opened before: it came from the server, which ended the banner before it showed.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'We cannot reach our server' })).toBeHidden();
});

test('home behind a proxy answering 502 says the server is not answering, with the age', async ({ page, context, allowConsole }) => {
  allowConsole(OUTAGE_NOISE);
  await homeSeenBefore(page);
  const down = hitsOf(context, (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }));
  await down.ready;
  await reopenHomeLater(page, 5);
  await expect(banner(page)).toContainText(SERVER_DOWN, { timeout: 10_000 });
  await expect(banner(page)).toContainText('saved 5 minutes ago');
  // The worker did ask the server for the sections it answered from its copy.
  expect(down.hits.some((p) => p.startsWith('/api/home/'))).toBe(true);
  await expect(page.getByText('Server Error')).toHaveCount(0);
  await context.unroute('**/api/**');
});

test('home on a link that takes requests and never answers says so within seconds, with the age', async ({ page, context, allowConsole }) => {
  allowConsole(OUTAGE_NOISE);
  await homeSeenBefore(page);
  const stalled = hitsOf(context, () => undefined);
  await stalled.ready;
  await reopenHomeLater(page, 6);
  await expect(banner(page)).toContainText(SLOW, { timeout: 10_000 });
  await expect(banner(page)).toContainText('saved 6 minutes ago');
  expect(stalled.hits.some((p) => p.startsWith('/api/home/'))).toBe(true);
  await context.unroute('**/api/**');
});

test('a 502 on a search seen before gives one message: the banner, with no error toast beside it', async ({ page, context, allowConsole }) => {
  allowConsole(OUTAGE_NOISE);
  await page.goto('/');
  await waitForServiceWorker(page);
  // Karachi: its listings are the demo catalogue's, which no other journey changes.
  await page.goto('/properties?City=2');
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('article').first()).toBeVisible();
  const firstTitle = (await results.getByRole('heading', { level: 2 }).first().innerText()).trim();
  await expect.poll(() => persistedQueryHashes(page), { timeout: 10_000 }).toContain('"City":2');

  const down = hitsOf(context, (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }));
  await down.ready;
  await page.clock.setFixedTime(new Date(Date.now() + 2 * 60_000));
  await page.reload();
  await expect(results.getByRole('heading', { level: 2, name: firstTitle }).first()).toBeVisible();
  await expect(banner(page)).toContainText(SERVER_DOWN, { timeout: 10_000 });
  await expect(banner(page)).toContainText('saved 2 minutes ago');
  // The search was asked twice (the query retries a 5xx once), a second after the first 502: any
  // toast the first one raised is on screen by now.
  await expect.poll(() => down.hits.filter((p) => p.endsWith('/searchproperty')).length).toBeGreaterThanOrEqual(2);
  await expect(page.getByText('Server Error')).toHaveCount(0);
  await expect(page.getByText('Error occured while performing your request')).toHaveCount(0);
  await context.unroute('**/api/**');
});

test('an Urdu page offline before the Urdu texts are on the phone says so in both languages, and turns Urdu when they arrive', async ({ page, context, allowConsole }) => {
  allowConsole(OFFLINE_NOISE);
  // An English phone whose idle-time download has not fetched the Urdu texts yet.
  const urdu = /\/assets\/i18n-urdu-[^/]+\.js$/;
  await context.route(urdu, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.goto('/ur/');
  const notice = page.getByRole('status').filter({ hasText: 'Urdu needs a connection once' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('اردو کے لیے ایک بار انٹرنیٹ ضروری ہے');
  // The page still works, in English words, laid out as English.
  await expect(page.getByRole('heading', { name: 'Newly Added Properties' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await context.unroute(urdu);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'نئی شامل کی گئی پراپرٹیز' })).toBeVisible({ timeout: 15_000 });
  await expect(notice).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
