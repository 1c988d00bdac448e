import type { BrowserContext, Page } from '@playwright/test';
import { journey as test, expect, appReady } from './fixtures.ts';
import { OFFLINE_NOISE, confirmedUser, demoListings, persistedQueryHashes, signIn, waitForServiceWorker } from './support.ts';
import { AREA_COOKIE, LISTING_UNIT_IDS, unitOfListingName, type AccountAreaPreference, type AreaPreference } from '../../src/contract/area.ts';
import type { Envelope } from '../../src/contract/envelope.ts';
import { AREA_OPTIONS_BY_UNIT } from '../../src/contract/constants.ts';
import { areaTextIn } from '../../src/lib/area-text.ts';
import { registerTranslations, withLocale } from '../../src/contract/i18n.ts';
import urduAreaTexts from '../../src/lib/area-messages.ur.ts';
import type { ListingItem } from '../../src/contract/types.ts';

// The areas' unit is the visitor's choice: every card on a results page follows it at once, it
// survives a reload (drawn by the server from its cookie) and going offline, and reads in Urdu too.
registerTranslations('ur', urduAreaTexts);

test.use({ viewport: { width: 360, height: 740 } });

interface Language {
  locale: 'en' | 'ur';
  base: string;
  menu: string;
  results: string;
  unitLabel: string;
  marlaLabel: string;
  moreFilters: string;
  filterUnit: string;
  minArea: string;
}

const EN: Language = { locale: 'en', base: '', menu: 'Menu', results: 'Results', unitLabel: 'Show areas in', marlaLabel: 'A Marla is',
  moreFilters: 'More Options', filterUnit: 'Area Unit', minArea: 'Min Area' };
const UR: Language = { locale: 'ur', base: '/ur', menu: 'مینو', results: 'نتائج', unitLabel: 'رقبہ اس اکائی میں دکھائیں', marlaLabel: 'ایک مرلہ',
  moreFilters: 'مزید آپشنز', filterUnit: 'رقبے کی اکائی', minArea: 'کم از کم رقبہ' };

/** What every card on the page says of its area, by the listing's address. */
async function cardAreas(page: Page, language: Language, items: ListingItem[], preference: AreaPreference): Promise<void> {
  const results = page.getByRole('region', { name: language.results });
  const cards = results.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(3);
  for (let i = 0; i < count; i += 1) {
    const card = cards.nth(i);
    const href = (await card.getByRole('heading', { level: 2 }).getByRole('link').getAttribute('href')) ?? '';
    const item = items.find((listing) => href.endsWith(`/property/${listing.PropertyUrl}`));
    expect(item, `the card ${href} is one of Karachi's listings`).toBeDefined();
    if (!item || !(item.Area > 0)) continue;
    const expected = withLocale(language.locale, () => areaTextIn(item.Area, item.AreaUnit, preference));
    await expect(card, `${href} in ${preference.unit}`).toContainText(expected);
  }
}

/** The first two cards, for a person to look at. */
async function shootCards(page: Page, language: Language, name: string): Promise<void> {
  const cards = page.getByRole('region', { name: language.results }).getByRole('article');
  await cards.nth(1).scrollIntoViewIfNeeded();
  await cards.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(name), fullPage: false });
}

async function choose(page: Page, language: Language, preference: AreaPreference): Promise<void> {
  await page.getByRole('button', { name: language.menu }).first().click();
  await page.getByRole('combobox', { name: language.unitLabel }).selectOption(preference.unit);
  await page.getByRole('combobox', { name: language.marlaLabel }).selectOption(String(preference.marla));
  await page.keyboard.press('Escape');
}

async function cookieOf(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === AREA_COOKIE)?.value;
}

// English switches the unit; Urdu keeps Marla and switches what a Marla is, so every card changes too.
for (const [language, chosen] of [[EN, { unit: 'sqft', marla: 225 }], [UR, { unit: 'marla', marla: 272.25 }]] as const) {
  test(`${language.locale}: choosing the area unit changes every card, and survives a reload and going offline`, async ({ page, context, request, allowConsole }) => {
    test.setTimeout(150_000);
    allowConsole(OFFLINE_NOISE);
    const items = await demoListings(request);
    // Karachi's listings are measured in more than one unit, so some cards convert and some do not.
    expect(new Set(items.map((i) => i.AreaUnit)).size).toBeGreaterThan(1);
    const address = `${language.base}/properties?City=2`;

    // A first visit: Marla, the default.
    await page.goto(address);
    await appReady(page);
    await cardAreas(page, language, items, { unit: 'marla', marla: 225 });

    await page.getByRole('button', { name: language.menu }).first().click();
    await page.screenshot({ path: test.info().outputPath(`area-unit-menu-${language.locale}-360.png`), fullPage: false });
    await page.keyboard.press('Escape');
    await choose(page, language, chosen);
    await cardAreas(page, language, items, chosen);
    expect(await cookieOf(context)).toBe(`${chosen.unit}%3A${chosen.marla}`);
    await shootCards(page, language, `area-unit-results-${language.locale}-360.png`);

    // The server draws the page in the chosen unit from the first byte: nothing to correct after.
    const html = await (await context.request.get(address)).text();
    const first = items.find((i) => i.Area > 0 && html.includes(i.PropertyUrl))!;
    expect(html).toContain(withLocale(language.locale, () => areaTextIn(first.Area, first.AreaUnit, chosen)).replace(/&/g, '&amp;'));

    await page.reload();
    await cardAreas(page, language, items, chosen);

    // Offline: the worker's shell, the saved search answer, and the cookie's unit.
    await waitForServiceWorker(page);
    await expect.poll(() => persistedQueryHashes(page), { timeout: 10_000 }).toContain('"search"');
    await context.setOffline(true);
    await page.goto(address);
    await cardAreas(page, language, items, chosen);
    // And changed while offline, it still changes every card.
    await choose(page, language, { unit: 'sqm', marla: 225 });
    await cardAreas(page, language, items, { unit: 'sqm', marla: 225 });
    await context.setOffline(false);

    // Back to the chosen unit for the pictures: the listing page, and both at 1280 px.
    await choose(page, language, chosen);
    const listing = items.find((i) => i.Area > 0 && unitOfListingName(i.AreaUnit) !== chosen.unit)!;
    await page.goto(`${language.base}/property/${listing.PropertyUrl}`);
    await expect(page.getByRole('main')).toContainText(withLocale(language.locale, () => areaTextIn(listing.Area, listing.AreaUnit, chosen)));
    await page.screenshot({ path: test.info().outputPath(`area-unit-listing-${language.locale}-360.png`), fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(address);
    await cardAreas(page, language, items, chosen);
    // Wide screens have the control in the top bar, not behind the menu.
    await expect(page.getByRole('combobox', { name: language.unitLabel })).toHaveValue(chosen.unit);
    await shootCards(page, language, `area-unit-results-${language.locale}-1280.png`);

    // The search's area bounds are read and written in the chosen unit.
    const filters = page.getByRole('search');
    await filters.getByRole('button', { name: language.moreFilters }).click();
    await expect(filters.getByRole('combobox', { name: language.filterUnit })).toHaveValue(String(LISTING_UNIT_IDS[chosen.unit]));
    const bound = AREA_OPTIONS_BY_UNIT[LISTING_UNIT_IDS[chosen.unit]]![2]!;
    await filters.getByRole('combobox', { name: language.minArea }).selectOption(String(bound));
    await filters.getByRole('button', { name: language.locale === 'en' ? 'Search' : 'تلاش کریں' }).last().click();
    await expect(page).toHaveURL(new RegExp(`AreaUnit=${LISTING_UNIT_IDS[chosen.unit]}.*MinArea=${bound}|MinArea=${bound}.*AreaUnit=${LISTING_UNIT_IDS[chosen.unit]}`));
    await page.goto(`${language.base}/property/${listing.PropertyUrl}`);
    await expect(page.getByRole('main')).toContainText(withLocale(language.locale, () => areaTextIn(listing.Area, listing.AreaUnit, chosen)));
    await page.screenshot({ path: test.info().outputPath(`area-unit-listing-${language.locale}-1280.png`), fullPage: false });
  });
}

test('signed in, the chosen unit goes with the account to another phone', async ({ browser, page, context, request }) => {
  const user = await confirmedUser(request, 'areasync');
  await signIn(context, user);
  const items = await demoListings(request);
  await page.goto('/properties?City=2');
  await appReady(page);
  await choose(page, EN, { unit: 'sqm', marla: 272.25 });
  await cardAreas(page, EN, items, { unit: 'sqm', marla: 272.25 });
  const account = async () => (await (await request.get('/api/Account/AreaUnit', { headers: { Authorization: `Bearer ${user.AuthWebToken}` } })).json()) as Envelope<AccountAreaPreference>;
  await expect.poll(async () => (await account()).Data).toEqual({ Unit: 'sqm', MarlaSize: 272.25, Chosen: true });

  // Another phone, never set: signing in there brings the account's unit, and the page follows.
  const other = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    await signIn(other, user);
    const phone = await other.newPage();
    await phone.goto('/properties?City=2');
    await cardAreas(phone, EN, items, { unit: 'sqm', marla: 272.25 });
    expect(await cookieOf(other)).toBe('sqm%3A272.25');
  } finally {
    await other.close();
  }
});
