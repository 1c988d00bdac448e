import sharp from 'sharp';
import { journey as test, expect, appReady } from './fixtures.ts';
import { OFFLINE_NOISE, asVisitor, demoListings, persistedQueryHashes, signIn, waitForServiceWorker } from './support.ts';
import { E2E_ADMIN } from './admin-account.ts';
import type { Envelope } from '../../src/contract/envelope.ts';
import type { CurrentUser } from '../../src/contract/types.ts';

/** New projects, as a buyer on a phone finds one and works out its instalments. */
test.use({ viewport: { width: 360, height: 740 } });

test('a buyer filters the new projects, opens one, reads its payment plan and works out the instalments of a unit', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Projects', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'New projects' })).toBeVisible();
  await expect(page.getByText(/^\d+ projects$/)).toBeVisible();

  // Karachi, flats, on instalments: the demo's Skyline Residency only. On a phone the filters open from a button.
  const filters = page.getByRole('button', { name: /^Filters/ });
  await filters.click();
  await page.getByLabel('City', { exact: true }).selectOption({ label: 'Karachi' });
  await page.getByLabel('Unit type', { exact: true }).selectOption({ label: 'Flat' });
  await page.getByLabel('Instalments available').check();
  await page.getByRole('button', { name: 'Show projects' }).click();
  await expect(page).toHaveURL(/City=2/);
  await expect(page).toHaveURL(/Instalments=true/);
  await expect(page.getByText('1 project', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Skyline Residency (demo)']);
  await page.screenshot({ path: testInfo.outputPath('projects-360.png'), fullPage: true });

  // Ready projects in Karachi: none.
  await filters.click();
  await page.getByLabel('Possession', { exact: true }).selectOption({ label: 'Ready' });
  await page.getByRole('button', { name: 'Show projects' }).click();
  await expect(page.getByText('No projects match these filters.')).toBeVisible();
  // A price that is not a price is named, not sent.
  await filters.click();
  await page.getByLabel('Lowest price (PKR)').fill('12 lakh');
  await page.getByRole('button', { name: 'Show projects' }).click();
  await expect(page.getByText('Please type a price in rupees, digits only.')).toBeVisible();
  await expect(page).not.toHaveURL(/MinPrice/);
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Skyline Residency (demo)' })).toBeVisible();

  await page.getByRole('link', { name: 'Skyline Residency (demo)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Skyline Residency (demo)' })).toBeVisible();
  await expect(page.getByText('By Falak Builders (demo)')).toBeVisible();
  const plan = page.getByRole('table', { name: 'Payment plan' });
  await expect(plan.getByRole('row')).toHaveText([
    /Payment\s*Share of price\s*When/,
    /Down payment\s*25%\s*On booking/,
    /36 monthly instalments\s*30%\s*Over 3 years/,
    /6 balloon payments\s*30%\s*5% each\s*Every 6 months/,
    /Possession charges\s*15%\s*At possession/,
    /Total\s*100%/,
  ]);

  // The calculator starts at the first unit's lowest price: 1.25 Crore.
  await expect(page.getByLabel('Unit', { exact: true })).toHaveValue('0');
  const sums = page.getByRole('table', { name: '950 Square Feet Flat, 2 beds' });
  await expect(sums.getByRole('row', { name: /Down payment/ })).toContainText('PKR 31,25,000');
  // 30 % of 1.25 Crore over 36 months is 1,04,166.67: 35 of 1,04,166 and a last one of 1,04,190.
  await expect(sums.getByRole('row', { name: /35 instalments of/ })).toContainText('PKR 1,04,166');
  await expect(sums.getByRole('row', { name: /Last instalment/ })).toContainText('PKR 1,04,190');
  await expect(sums.getByRole('row', { name: /Total paid/ })).toContainText('PKR 1,25,00,000');

  // Another unit at a price of the buyer's own.
  await page.getByLabel('Unit', { exact: true }).selectOption({ label: '1,350 Square Feet Flat, 3 beds' });
  await expect(page.getByLabel('Price of the unit (PKR)')).toHaveValue('1,85,00,000');
  await page.getByLabel('Price of the unit (PKR)').fill('19000000');
  const three = page.getByRole('table', { name: '1,350 Square Feet Flat, 3 beds' });
  await expect(three.getByRole('row', { name: /Down payment/ })).toContainText('PKR 47,50,000');
  // 30 % is 57,00,000 over 36 months: 1,58,333 and a last one of 1,58,345.
  await expect(three.getByRole('row', { name: /35 instalments of/ })).toContainText('PKR 1,58,333');
  await expect(three.getByRole('row', { name: /Last instalment/ })).toContainText('PKR 1,58,345');
  await expect(three.getByRole('row', { name: /6 balloon payments of/ })).toContainText('PKR 9,50,000');
  await expect(three.getByRole('row', { name: /Possession charges/ })).toContainText('PKR 28,50,000');
  await expect(three.getByRole('row', { name: /Total paid/ })).toContainText('PKR 1,90,00,000');
  await page.getByLabel('Price of the unit (PKR)').fill('19 crore');
  await expect(page.getByText('Please type a price in rupees, digits only.')).toBeVisible();

  // Its listings, each a link to the listing, whose page links back.
  const listings = page.getByRole('region', { name: 'Listings in this project' });
  await listings.getByRole('link').filter({ hasText: /Flat/ }).first().click();
  await expect(page.getByText('Part of the new project')).toBeVisible();
  await page.getByRole('link', { name: 'Skyline Residency (demo)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Skyline Residency (demo)' })).toBeVisible();

  await page.screenshot({ path: testInfo.outputPath('project-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('project-1280.png'), fullPage: true });
  await page.goto('/projects');
  await page.screenshot({ path: testInfo.outputPath('projects-1280.png'), fullPage: true });
});

/** The lower edge of an element's box, where the page is scrolled to the top. */
const bottomOf = (locator: import('@playwright/test').Locator) => locator.evaluate((el) => el.getBoundingClientRect().bottom);

test('on a phone the first project is on the first screen; the filters open from a button, apply, and show as chips', async ({ page }) => {
  await page.goto('/projects');
  // Measured in the app's own rendering, not the server's markup it replaces.
  await appReady(page);
  const first = page.getByRole('main').getByRole('article').first();
  await expect(first).toBeVisible();
  // The first project's photo, name and price without scrolling.
  expect(await bottomOf(first.getByText(/^PKR /))).toBeLessThanOrEqual(740);
  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('City', { exact: true })).toBeHidden();

  // From the keyboard: the button opens the panel it controls, and focus stays on it.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`#${await toggle.getAttribute('aria-controls')}`)).toBeVisible();
  await expect(toggle).toBeFocused();
  // Enter again closes it.
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('City', { exact: true })).toBeHidden();

  await toggle.click();
  await page.getByLabel('City', { exact: true }).selectOption({ label: 'Lahore' });
  await page.getByLabel('Possession', { exact: true }).selectOption({ label: 'Under construction' });
  await page.getByRole('button', { name: 'Show projects' }).click();
  await expect(page).toHaveURL(/City=1/);
  // Applied: the panel closes, focus is back on its button, which counts the filters.
  const applied = page.getByRole('button', { name: 'Filters 2 applied' });
  await expect(applied).toHaveAttribute('aria-expanded', 'false');
  await expect(applied).toBeFocused();
  await expect(page.getByRole('list', { name: 'Applied filters' }).getByRole('listitem')).toHaveText(['Lahore', 'Under construction']);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Canal View Homes (demo)']);
  expect(await bottomOf(page.getByRole('main').getByRole('article').first().getByText(/^PKR /))).toBeLessThanOrEqual(740);

  // A chip's cross takes its filter away at once.
  await page.getByRole('link', { name: 'Remove Lahore' }).click();
  await expect(page).not.toHaveURL(/City=/);
  await expect(page.getByRole('list', { name: 'Applied filters' }).getByRole('listitem')).toHaveText(['Under construction']);
  await expect(page.getByRole('button', { name: 'Filters 1 applied' })).toBeVisible();
});

test('on a wide screen the filters stay open beside the list, with no button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/projects');
  await expect(page.getByRole('form', { name: 'Filter projects' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeHidden();
  const firstCard = page.getByRole('main').getByRole('article').first();
  await expect(firstCard).toBeVisible();
  const form = await page.getByRole('form', { name: 'Filter projects' }).boundingBox();
  const card = await firstCard.boundingBox();
  // Beside: the form's column ends where the list's begins, and the first card is on the first screen.
  expect(form!.x + form!.width).toBeLessThanOrEqual(card!.x);
  expect(card!.y).toBeLessThan(800);
});

test('in Urdu the projects read right to left, and the calculator gives the same sums', async ({ page }, testInfo) => {
  await page.goto('/ur/projects');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'نئے پراجیکٹس' })).toBeVisible();
  await page.getByRole('button', { name: 'فلٹر' }).click();
  await page.getByLabel('شہر', { exact: true }).selectOption({ label: 'لاہور' });
  await page.getByLabel('قبضہ', { exact: true }).selectOption({ label: 'زیرِ تعمیر' });
  await page.getByRole('button', { name: 'پراجیکٹس دکھائیں' }).click();
  await expect(page).toHaveURL(/\/ur\/projects\?.*City=1/);
  await expect(page.getByRole('list', { name: 'لاگو فلٹر' }).getByRole('listitem')).toHaveText(['لاہور', 'زیرِ تعمیر']);
  await expect(page.getByRole('button', { name: 'فلٹر 2 لاگو' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Canal View Homes (demo)']);
  await page.screenshot({ path: testInfo.outputPath('projects-ur-360.png'), fullPage: true });

  await page.getByRole('link', { name: 'Canal View Homes (demo)' }).click();
  await expect(page).toHaveURL(/\/ur\/projects\/canal-view-homes-demo$/);
  const plan = page.getByRole('table', { name: 'ادائیگی کا پلان' });
  await expect(plan.getByRole('row', { name: /ڈاؤن پیمنٹ/ })).toContainText('20%');
  await expect(plan.getByRole('row', { name: /16 سہ ماہی قسطیں/ })).toContainText('50%');
  // 20 % down, 4 balloons of 5 %, 10 % at possession: 50 % over 16 quarters.
  await page.getByLabel('یونٹ کی قیمت (روپے)').fill('16500000');
  const sums = page.getByRole('table', { name: '5 مرلہ مکان، 3 بیڈ' });
  await expect(sums.getByRole('row', { name: /ڈاؤن پیمنٹ/ })).toContainText('33,00,000');
  await expect(sums.getByRole('row', { name: /16 سہ ماہی قسطیں/ })).toContainText('5,15,625');
  await expect(sums.getByRole('row', { name: /کل ادائیگی/ })).toContainText('1,65,00,000');
  await page.screenshot({ path: testInfo.outputPath('project-ur-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('project-ur-1280.png'), fullPage: true });
  await page.goto('/ur/projects');
  await page.screenshot({ path: testInfo.outputPath('projects-ur-1280.png'), fullPage: true });
});

test('a search shows its new projects under the results: a named project even where no listing matches, in English and Urdu', async ({ page }) => {
  // A project's name typed into search: no listing has it, and the project is offered by name alone.
  await page.goto('/properties?Keywords=skyline%20residency');
  const projects = page.getByRole('region', { name: 'New projects for this search' });
  await expect(projects.getByRole('link')).toHaveText([/^Skyline Residency \(demo\)/]);
  await expect(projects).toContainText('Karachi');
  await expect(projects).toContainText('Under construction · Instalments');
  await projects.getByRole('link', { name: /Skyline Residency/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Skyline Residency (demo)' })).toBeVisible();

  // A city's search: its projects follow the first page of listings, and a rental search has none.
  await page.goto('/properties?City=2');
  await expect(page.getByRole('region', { name: 'New projects for this search' }).getByRole('link', { name: /Skyline Residency/ })).toBeVisible();
  await page.goto('/properties?City=2&Purpose=2');
  await expect(page.getByText(/^[\d,]+\+? propert/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'New projects for this search' })).toHaveCount(0);

  await page.goto('/ur/properties?City=2');
  const urdu = page.getByRole('region', { name: 'اس تلاش کے نئے پراجیکٹس' });
  await expect(urdu.getByRole('link', { name: /Skyline Residency/ })).toBeVisible();
  await expect(urdu).toContainText('زیرِ تعمیر');
});

test('an admin adds a project in the console and puts a listing in it; buyers then see both', async ({ page, request, allowConsole }, testInfo) => {
  allowConsole(/Failed to load resource: the server responded with a status of (404|403)/);
  const login = await request.post('/api/Account/Login', { headers: asVisitor(), data: { username: E2E_ADMIN.userName, password: E2E_ADMIN.password } });
  expect(login.status()).toBe(200);
  const admin = ((await login.json()) as Envelope<CurrentUser>).Data;
  await signIn(page, admin);
  await page.goto('/admin#projects');
  await expect(page.getByRole('tab', { name: 'Projects' })).toHaveAttribute('aria-selected', 'true');

  const name = `Tariq Gardens ${Date.now().toString(36)}`;
  const form = page.getByRole('form', { name: 'Add a project' });
  await form.getByLabel('Project name').fill(name);
  await form.getByLabel('Developer').fill('Journey Builders');
  await form.getByLabel('City', { exact: true }).selectOption({ label: 'Rawalpindi' });
  await form.getByLabel('Description').fill('Houses for the journey.');
  await form.getByLabel('Possession', { exact: true }).selectOption({ label: 'Under construction' });
  await form.getByLabel('Unit 1: type').selectOption({ label: 'House' });
  await form.getByLabel('Unit 1: area', { exact: true }).fill('5');
  await form.getByLabel('Unit 1: lowest price (PKR)').fill('15000000');
  await form.getByLabel('Unit 1: highest price (PKR)').fill('14000000');
  await form.getByRole('button', { name: 'Add the project' }).click();
  // The rule of the contract, before anything is sent.
  await expect(form.getByText('The highest price cannot be below the lowest.')).toBeVisible();
  await form.getByLabel('Unit 1: highest price (PKR)').fill('17000000');
  await form.getByLabel('Down payment %').fill('25');

  // Photos are chosen as on the listing form, shrunk on the device and uploaded with the save; the
  // second is made the cover.
  const tile = (hue: number) => sharp({ create: { width: 900, height: 600, channels: 3, background: { r: hue, g: 140, b: 90 } } }).jpeg().toBuffer();
  const [gate, street] = await Promise.all([tile(30), tile(210)]);
  await form.getByLabel('Add Photos').setInputFiles([
    { name: 'gate.jpg', mimeType: 'image/jpeg', buffer: gate },
    { name: 'street.jpg', mimeType: 'image/jpeg', buffer: street },
  ]);
  await expect(form.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(2);
  await form.getByRole('button', { name: 'Move photo 2 left' }).click();
  await expect(form.getByText(/Compressing \d+%|Waiting…/)).toHaveCount(0, { timeout: 60_000 });
  const uploaded = page.waitForResponse((r) => r.url().includes('/api/Admin/ProjectPhotos'));
  await form.getByRole('button', { name: 'Add the project' }).click();
  expect((await uploaded).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

  // A demo listing of no project (the newest in Karachi; the demo projects hold the oldest).
  const property = (await demoListings(request))[0]!;
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await card.getByLabel(`Listing number for ${name}`).fill(String(property.PropertyId));
  await card.getByRole('button', { name: 'Add the listing to this project' }).click();
  await expect(card.getByText('1 live listing')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-projects-360.png'), fullPage: true });

  await page.goto('/projects?City=4');
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Payment plan' }).getByRole('row', { name: /Down payment/ })).toContainText('25%');
  // Its photos show to a buyer, the one moved first as the cover.
  const edited = (await (await request.get('/api/Admin/Projects', { headers: { ...asVisitor(), Authorization: `Bearer ${admin.AuthWebToken}` } })).json()) as Envelope<Array<{ Name: string; PhotoUploads: string[] }>>;
  const photoNames = edited.Data.find((p) => p.Name === name)!.PhotoUploads;
  expect(photoNames).toHaveLength(2);
  const shown = await request.get(`/api/Images/Image?upload=${encodeURIComponent(photoNames[0]!)}`);
  expect(shown.status()).toBe(200);
  const cover = await sharp(await shown.body()).stats();
  // The moved photo (hue 210) is the cover, not the first chosen (hue 30).
  expect(cover.channels[0]!.mean).toBeGreaterThan(150);
  await expect(page.getByRole('region', { name: 'Listings in this project' }).getByRole('article')).toHaveCount(1);
});

test('a project list and a project seen once open again offline, calculator and all', async ({ page, context, allowConsole }) => {
  allowConsole(OFFLINE_NOISE);
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto('/projects?Possession=ready');
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Margalla Heights (demo)' })).toBeVisible();
  await page.getByRole('link', { name: 'Green Acres Plots (demo)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Green Acres Plots (demo)' })).toBeVisible();
  await expect.poll(() => persistedQueryHashes(page), { timeout: 10_000 }).toContain('green-acres-plots-demo');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Green Acres Plots (demo)' })).toBeVisible();
  // 30 % down, then 24 monthly instalments of the rest: 45 Lakh is 13,50,000 and 24 of 1,31,250.
  await expect(page.getByRole('table', { name: /5 Marla Residential Plot/ }).getByRole('row', { name: /24 monthly instalments/ })).toContainText('PKR 1,31,250');
  await page.getByLabel('Price of the unit (PKR)').fill('4800000');
  await expect(page.getByRole('table', { name: /5 Marla Residential Plot/ }).getByRole('row', { name: /24 monthly instalments/ })).toContainText('PKR 1,40,000');
  await page.goto('/projects?Possession=ready');
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Margalla Heights (demo)' })).toBeVisible();
  await context.setOffline(false);
});
