import type { BrowserContext } from '@playwright/test';
import { journey as test, expect, appReady } from './fixtures.ts';
import { OFFLINE_NOISE, QUEUED, demoListings, fillListingForm, persistedQueryHashes, waitForServiceWorker } from './support.ts';
import type { Envelope } from '../../src/contract/envelope.ts';

// Offline that never strands anyone. The browser's offline switch, a link that accepts and
// never answers, and a 5xx outage leave the page the same to a visitor: saved data, under a banner
// that names the cause (offline-banner-causes.spec.ts has each cause on the home page).
const SAVED = 'You are offline — showing saved data';
const SLOW = 'The connection is too slow';
const SERVER_DOWN = 'Our server is not answering — showing saved data';
/** What Chromium logs for requests the test answers 502 or never answers. */
const OUTAGE_NOISE = /Failed to load resource|502 \(Bad Gateway\)|ERR_INTERNET_DISCONNECTED|ERR_FAILED|ERR_NETWORK_CHANGED|Server Error/;

test.use({ viewport: { width: 360, height: 740 } });

/** Every API request answered 502, as a proxy in front of a dead server does; counts what it answered. */
async function outage(context: BrowserContext): Promise<{ hits: string[] }> {
  const seen = { hits: [] as string[] };
  await context.route('**/api/**', (route) => {
    seen.hits.push(new URL(route.request().url()).pathname);
    return route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' });
  });
  return seen;
}

/** A link that accepts every API request and never answers. */
async function stall(context: BrowserContext): Promise<{ hits: string[] }> {
  const seen = { hits: [] as string[] };
  await context.route('**/api/**', (route) => {
    seen.hits.push(new URL(route.request().url()).pathname);
    // Never fulfilled: the request hangs until the page gives up on it.
  });
  return seen;
}

test('the listing form opens offline on a phone that never opened it, and the listing waits in the outbox', async ({ page, context, allowConsole }) => {
  allowConsole(OFFLINE_NOISE);
  await page.goto('/');
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.goto('/property/forms/submit');
  await fillListingForm(page, {
    title: 'Drafted on the road, no signal', price: '9500000', area: '5', unit: 'Marla', city: 'Karachi',
    description: 'Five marla house, written with no connection at all.',
  });
  // That city's locations were never fetched on this phone: they come from every city's list.
  const location = page.getByLabel('Location (optional)');
  await expect.poll(() => location.locator('option').count()).toBeGreaterThan(1);
  await location.selectOption({ index: 1 });
  await page.getByLabel('Full Name').fill('Agent Offline');
  await page.getByLabel('Email Address').fill('agent.offline@example.pk');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(QUEUED)).toBeVisible();
  await expect(page).toHaveURL(/\/outbox$/);
  await expect(page.getByRole('list', { name: 'Waiting to be sent' }).getByRole('listitem')).toHaveCount(1);
  await context.setOffline(false);
});

test('on a link that never answers, a search gives up within seconds and shows the saved copy under the banner', async ({ page, context, allowConsole }) => {
  allowConsole(OUTAGE_NOISE);
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto('/properties?City=3');
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('article').first()).toBeVisible();
  const firstTitle = (await results.getByRole('heading', { level: 2 }).first().innerText()).trim();
  await expect.poll(() => persistedQueryHashes(page), { timeout: 10_000 }).toContain('"City":3');

  const stalled = await stall(context);
  // Another search, never run: it says it cannot load, instead of 'Loading…' for minutes.
  const started = Date.now();
  await page.goto('/properties?City=5&Purpose=2');
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline' })).toBeVisible({ timeout: 15_000 });
  expect(Date.now() - started).toBeLessThan(15_000);
  await expect(page.getByRole('status').filter({ hasText: SLOW })).toBeVisible();

  // The search run before, now two minutes old so the page asks again: the device's copy, dated.
  await page.clock.setFixedTime(new Date(Date.now() + 2 * 60_000));
  await page.goto('/properties?City=3');
  await expect(results.getByRole('heading', { level: 2, name: firstTitle }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `${SLOW} — showing saved data` })).toContainText(/saved 2 minutes ago/, { timeout: 15_000 });
  expect(stalled.hits.some((p) => p.toLowerCase().endsWith('/searchproperty'))).toBe(true);

  await context.unroute('**/api/**');
});

test('during a 502 outage a listing seen before opens from the device, with the banner and its age', async ({ page, context, request, allowConsole }) => {
  allowConsole(OUTAGE_NOISE);
  const listing = (await demoListings(request))[2]!;
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto(`/property/${listing.PropertyUrl}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.Title })).toBeVisible();

  const down = await outage(context);
  // Two minutes on, so the page asks the server again rather than trusting its own fresh copy.
  await page.clock.setFixedTime(new Date(Date.now() + 2 * 60_000));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: listing.Title })).toBeVisible();
  await expect(page.getByText('We could not load this property')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: SERVER_DOWN })).toContainText(/saved (just now|\d+ minutes? ago)/);
  // The outage was met: the page did ask, and was answered 502.
  expect(down.hits.some((p) => p.toLowerCase().endsWith('/getpropertydetailsbyurl'))).toBe(true);

  await context.unroute('**/api/**');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: listing.Title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'showing saved data' })).toBeHidden();
});

test('a server-rendered first visit is saved for offline, and saved data outlives a failed refresh', async ({ page, context, allowConsole }) => {
  allowConsole(OFFLINE_NOISE);
  // A first visit arrives server-rendered: its answers never pass through the worker, and are saved
  // by the app itself.
  await page.goto('/properties?City=6');
  await appReady(page);
  const results = page.getByRole('region', { name: 'Results' });
  const firstTitle = (await results.getByRole('heading', { level: 2 }).first().innerText()).trim();
  await expect.poll(() => persistedQueryHashes(page), { timeout: 10_000 }).toContain('"City":6');
  await page.goto('/');
  await appReady(page);
  const newly = page.getByRole('region', { name: 'Newly Added Properties' });
  await expect(newly.getByRole('article')).toHaveCount(9);
  await expect.poll(() => persistedQueryHashes(page), { timeout: 10_000 }).toContain('newly-added');
  // The worker is installed, but has kept none of these answers.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');

  // Three minutes on, offline: every saved copy is stale, so each page tries to refresh and fails.
  await context.setOffline(true);
  await page.clock.setFixedTime(new Date(Date.now() + 3 * 60_000));
  await page.reload();
  await expect(newly.getByRole('article')).toHaveCount(9);
  await expect(newly.getByText('You are offline')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible();

  await page.goto('/properties?City=6');
  await expect(results.getByRole('heading', { level: 2, name: firstTitle }).first()).toBeVisible();
  // Saved again after its refresh failed (the next page's queries trigger a save), and read again.
  await page.goto('/');
  await expect(newly.getByRole('article')).toHaveCount(9);
  await page.goto('/properties?City=6');
  await expect(results.getByRole('heading', { level: 2, name: firstTitle }).first()).toBeVisible();
  await expect(page.getByText(/0 properties found/)).toHaveCount(0);
  await context.setOffline(false);
});

test('offline, a search never run is answered from the listings on the phone, and says they are the saved ones', async ({ page, context, request, allowConsole }) => {
  allowConsole(OFFLINE_NOISE);
  const reference = ((await (await request.get('/api/Property/GetDropDownData')).json()) as Envelope<{ Purposes: Array<{ Id: number; Text: string }> }>).Data;
  await page.goto('/');
  await waitForServiceWorker(page);
  // Karachi: its listings are the demo catalogue's, which no other journey changes meanwhile.
  await page.goto('/properties?City=2');
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('article').first()).toBeVisible();
  // The first card's purpose, as an id: a search by it and the city was never run on this phone.
  const purposeText = (await results.getByRole('article').first().innerText()).includes('For Rent') ? 'For Rent' : 'For Sale';
  const purpose = reference.Purposes.find((p) => p.Text === purposeText)!.Id;
  const firstTitle = (await results.getByRole('heading', { level: 2 }).first().innerText()).trim();

  await page.getByRole('link', { name: firstTitle }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();

  await context.setOffline(true);
  await page.goto(`/properties?City=2&Purpose=${purpose}`);
  await expect(page.getByText(/You are offline: \d+ saved listings? match(es)? this search/)).toBeVisible({ timeout: 15_000 });
  const saved = page.getByRole('list', { name: 'Saved listings that match' });
  await expect(saved.getByRole('heading', { level: 2, name: firstTitle })).toBeVisible();
  for (const text of await saved.getByRole('article').allInnerTexts()) {
    expect(text).toContain(purposeText);
    expect(text).toContain('Karachi');
  }
  await expect(page.getByText(/0 properties found/)).toHaveCount(0);
  await context.setOffline(false);
});

test('a first visit precaches only what it needs, and on a good link the idle page fetches the rest, so the form then opens offline', async ({ page, context, allowConsole }) => {
  allowConsole(OFFLINE_NOISE);
  await page.goto('/');
  await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated');
  const warmed = (name: string) => page.evaluate(async (pattern) => {
    const keys = await (await caches.open('basera-idle-v1')).keys();
    return keys.some((request) => new RegExp(pattern).test(request.url));
  }, `/assets/${name}-[^/]+\\.js$`);
  const precached = () => page.evaluate(async () => {
    const names = await caches.keys();
    const lists = await Promise.all(names.filter((name) => name.startsWith('workbox-precache')).map(async (name) => (await caches.open(name)).keys()));
    return lists.flat().map((request) => new URL(request.url).pathname);
  });
  // The install holds what the home page loaded; the search and the form come after.
  await expect.poll(async () => (await precached()).some((path) => /\/assets\/HomePage-[^/]+\.js$/.test(path))).toBe(true);
  expect((await precached()).some((path) => path.includes('SearchPage') || path.includes('SubmitPropertyPage'))).toBe(false);
  // No help from the test: the page asks the worker once it has gone idle, and the link here is good,
  // so the reachable tier (search, form) and then the idle one (a calculator) arrive.
  await expect.poll(() => warmed('SubmitPropertyPage'), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => warmed('SearchPage'), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => warmed('LoanCalculatorPage'), { timeout: 30_000 }).toBe(true);
  // The form's option lists come last in the same run.
  await expect.poll(() => page.evaluate(async () => {
    const keys = await (await caches.open('basera-reference-v1')).keys();
    return keys.some((request) => request.url.includes('SubmitPropertyDetails'));
  }), { timeout: 30_000 }).toBe(true);

  await context.setOffline(true);
  await page.goto('/property/forms/submit');
  await expect(page.getByLabel('Property Title')).toBeVisible();
  await context.setOffline(false);
});
