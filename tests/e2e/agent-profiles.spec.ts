import { journey as test, expect } from './fixtures.ts';
import { DATA_DIR, asVisitor, confirmedUser, liveListing } from './support.ts';
import { linkIn, mailsTo } from '../support/mail.ts';
import type { Envelope } from '../../src/contract/envelope.ts';
import type { MyAgency } from '../../src/contract/agencies.ts';

test.use({ viewport: { width: 360, height: 740 } });

test('a buyer taps the poster on a listing, reads their profile with its listings, then their agency, at 360 and 1280 px, in English and Urdu', async ({ page, request }) => {
  // An agency, its admin, and an agent who joins by the mailed invitation and then lists a house.
  const admin = await confirmedUser(request, 'agyadmin', { first: 'Imran', last: 'Sheikh' });
  const adminAuth = { ...asVisitor(), Authorization: `Bearer ${admin.AuthWebToken}` };
  const made = await request.post('/api/Agencies/Save', {
    headers: adminAuth,
    data: { Name: 'Crescent Estates', Address: '12 Main Boulevard, Gulberg, Lahore', Description: 'Houses, flats and plots in Lahore since 2009.' },
  });
  expect(made.status(), await made.text()).toBe(200);
  const agencySlug = ((await made.json()) as Envelope<MyAgency>).Data.Agency!.Slug;
  const agent = await confirmedUser(request, 'agyagent', { first: 'Sana', last: 'Malik' });
  const invited = await request.post('/api/Agencies/Invite', { headers: adminAuth, data: { Email: agent.EmailAddress } });
  expect(invited.status(), await invited.text()).toBe(200);
  await expect.poll(() => mailsTo(DATA_DIR, agent.EmailAddress).length).toBeGreaterThan(1);
  const [invite, key] = linkIn(mailsTo(DATA_DIR, agent.EmailAddress).at(-1)!, '/account/agency').searchParams.get('key')!.split(/\.(.*)/s);
  const accepted = await request.post('/api/Agencies/Accept', {
    headers: { ...asVisitor(), Authorization: `Bearer ${agent.AuthWebToken}` },
    data: { Invite: Number(invite), Key: key },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const listing = await liveListing(request, 'agyhouse', { user: agent });

  // The listing's page: the poster's name (as the listing gives it) opens their profile; the agency is named beside it.
  await page.goto(`/property/${listing.url}`);
  const contact = page.getByRole('complementary', { name: 'Contact the owner' }).getByRole('region', { name: 'Contact' });
  await expect(contact.getByRole('link', { name: 'Crescent Estates' })).toBeVisible();
  await contact.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/agents\/sana-malik-\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sana Malik' })).toBeVisible();
  // The kind beside the name, before the cards' own.
  await expect(page.getByText('Agent', { exact: true }).first()).toBeVisible();
  const listings = page.getByRole('region', { name: 'Listings' });
  await expect(listings.getByRole('heading', { name: listing.title })).toBeVisible();
  await expect(listings.getByRole('combobox', { name: 'Purpose' })).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('profile-360.png'), fullPage: true });

  // The server-rendered page says nothing of the agent's e-mail address or phone number.
  const profileUrl = new URL(page.url()).pathname;
  const html = await (await request.get(profileUrl)).text();
  expect(html).toContain('Sana Malik');
  expect(html).toContain('og:title');
  expect(html).not.toContain(agent.EmailAddress);
  expect(html).not.toContain(admin.EmailAddress);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath('profile-1280.png'), fullPage: true });
  await page.goto(`/ur${profileUrl}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sana Malik' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('profile-ur-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: test.info().outputPath('profile-ur-360.png'), fullPage: true });

  // The agency, from the profile: its office, its agents and all its listings.
  await page.goto(profileUrl);
  await page.getByRole('link', { name: 'Crescent Estates' }).click();
  await expect(page).toHaveURL(new RegExp(`/agencies/${agencySlug}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Crescent Estates' })).toBeVisible();
  await expect(page.getByText('12 Main Boulevard, Gulberg, Lahore')).toBeVisible();
  const agents = page.getByRole('region', { name: 'Agents' });
  await expect(agents.getByRole('link', { name: /Imran Sheikh/ })).toBeVisible();
  await expect(agents.getByRole('link', { name: /Sana Malik/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Listings' }).getByRole('heading', { name: listing.title })).toBeVisible();
  // The results card names the agency in its poster line, within the phone's width.
  await expect(page.getByRole('region', { name: 'Listings' }).getByRole('article').first()).toContainText('Crescent Estates');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('agency-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath('agency-1280.png'), fullPage: true });
  await page.goto(`/ur/agencies/${agencySlug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Crescent Estates' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('agency-ur-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: test.info().outputPath('agency-ur-360.png'), fullPage: true });
});
