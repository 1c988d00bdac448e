import type { APIRequestContext } from '@playwright/test';
import { journey as test, expect, appReady } from './fixtures.ts';
import sharp from 'sharp';
import { DATA_DIR, asVisitor, confirmedUser, persistedQueryHashes, reportAsEstablished, signIn, submitListing } from './support.ts';
import { E2E_ADMIN } from './admin-account.ts';
import { Messages } from '../../src/contract/messages.ts';
import { mailsTo } from '../support/mail.ts';
import type { Envelope } from '../../src/contract/envelope.ts';
import type { CurrentUser } from '../../src/contract/types.ts';

/** --color-error (src/styles/tokens.css): the background of buttons that take something away. */
const DANGER = 'rgb(180, 35, 24)';

// The admin console, at a phone's width.
test.use({ viewport: { width: 360, height: 740 } });

test('an admin rejects a listing with a reason, approves another, suspends the owner and sees it all in the audit log', async ({ page, request, allowConsole }, testInfo) => {
  // The console answers 404 to everyone at the HTTP level (only the admin's own browser knows it is
  // one), and its API answers the normal user 403.
  allowConsole(/Failed to load resource: the server responded with a status of (404|403)/);

  const owner = await confirmedUser(request, 'console', { first: 'Bilal', last: 'Ahmed' });
  const stamp = Date.now().toString(36);
  const doubtful = `Too cheap corner house ${stamp}`;
  const fine = `Fair corner house ${stamp}`;
  await submitListing(request, owner.AuthWebToken!, doubtful);
  await submitListing(request, owner.AuthWebToken!, fine);

  // A normal user finds nothing at /admin.
  await signIn(page, owner);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin console' })).toHaveCount(0);

  const login = await request.post('/api/Account/Login', { headers: asVisitor(), data: { username: E2E_ADMIN.userName, password: E2E_ADMIN.password } });
  expect(login.status()).toBe(200);
  const admin = ((await login.json()) as Envelope<CurrentUser>).Data;
  const context = await page.context().browser()!.newContext({ viewport: { width: 360, height: 740 } });
  const adminPage = await context.newPage();
  const errors: string[] = [];
  adminPage.on('console', (m) => { if (m.type() === 'error' && !/status of 404/.test(m.text())) errors.push(m.text()); });
  adminPage.on('pageerror', (e) => errors.push(e.message));
  await signIn(adminPage, admin);
  await adminPage.goto('/admin');
  await appReady(adminPage);
  await expect(adminPage.getByRole('heading', { name: 'Admin console' })).toBeVisible();
  await expect(adminPage.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
  // Every tab whole on a 360 px screen, 'Audit log' included: none cut at the edge.
  for (const tab of await adminPage.getByRole('tab').all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, await tab.textContent() ?? '').toBeLessThanOrEqual(360);
  }

  // Oldest first: the doubtful listing was submitted first.
  const queue = adminPage.getByRole('tabpanel').getByRole('article');
  await expect(adminPage.getByRole('article', { name: fine })).toBeVisible();
  const titles = await queue.getByRole('heading', { level: 2 }).allTextContents();
  expect(titles.indexOf(doubtful)).toBeLessThan(titles.indexOf(fine));
  const card = adminPage.getByRole('article', { name: doubtful });
  const photo = card.getByRole('img', { name: `${doubtful}, photo 1` });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(card.getByText('Bilal Ahmed')).toBeVisible();
  await expect(card.getByRole('link', { name: fine })).toHaveCount(0); // pending: listed, not linked
  await expect(card.getByText(fine)).toBeVisible();
  await adminPage.screenshot({ path: testInfo.outputPath('admin-pending-360.png'), fullPage: false });

  await card.getByRole('button', { name: 'Reject…' }).click();
  // Taking a listing away is red (the design's danger style), not the green of Approve.
  await expect(card.getByRole('button', { name: 'Reject listing' })).toHaveCSS('background-color', DANGER);
  await card.getByRole('button', { name: 'Reject listing' }).click();
  await expect(card.getByText('Please choose a reason.')).toBeVisible();
  await card.getByRole('radio', { name: 'The price looks wrong' }).check();
  await card.getByLabel('Note to the owner (optional)').fill('Five Marla in this block sells for about 2 Crore.');
  await adminPage.screenshot({ path: testInfo.outputPath('admin-reject-360.png'), fullPage: false });
  await card.getByRole('button', { name: 'Reject listing' }).click();
  await expect(adminPage.getByText(`The property "${doubtful}" is rejected. The owner has been told why.`)).toBeVisible();
  await expect(adminPage.getByRole('article', { name: doubtful })).toHaveCount(0);
  await expect.poll(() => mailsTo(DATA_DIR, owner.EmailAddress).filter((m) => m.subject === `Your property was not approved: ${doubtful}`).length).toBe(1);
  const mail = mailsTo(DATA_DIR, owner.EmailAddress).find((m) => m.subject === `Your property was not approved: ${doubtful}`)!;
  expect(mail.body).toContain('Reason: The price looks wrong');
  expect(mail.body).toContain('Five Marla in this block sells for about 2 Crore.');

  await adminPage.getByRole('article', { name: fine }).getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText(`The property "${fine}" is approved and now live.`)).toBeVisible();
  await expect(adminPage.getByRole('article', { name: fine })).toHaveCount(0);

  // Users: find the owner and suspend the account.
  await adminPage.getByRole('tab', { name: 'Users' }).click();
  await adminPage.getByLabel('Name or e-mail').fill(owner.EmailAddress);
  await adminPage.getByRole('button', { name: 'Find accounts' }).click();
  const account = adminPage.getByRole('article', { name: new RegExp(owner.UserName!) });
  await expect(account.getByRole('link', { name: fine })).toBeVisible();
  await account.getByRole('button', { name: 'Suspend account…' }).click();
  await account.getByLabel('Why suspend this account?').fill('Listed the same house twice at different prices.');
  await account.getByRole('button', { name: 'Suspend account' }).click();
  await expect(account.getByText(/Suspended since/)).toBeVisible();
  await adminPage.screenshot({ path: testInfo.outputPath('admin-users-360.png'), fullPage: false });

  // The owner's session is over, and logging in again is refused with a clear message.
  expect((await request.get('/api/Account/profile', { headers: { Authorization: `Bearer ${owner.AuthWebToken!}` } })).status()).toBe(401);
  const refused = await request.post('/api/Account/Login', { headers: asVisitor(), data: { username: owner.EmailAddress, password: 'Secret-pass-1' } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as Envelope).Message).toMatch(/Your account is suspended/);

  // Audit log: who did what, and why. Newest first among this journey's entries (its owner, its
  // titles): other journeys approve listings meanwhile, each an entry of its own.
  await adminPage.getByRole('tab', { name: 'Audit log' }).click();
  const log = adminPage.getByRole('list', { name: 'Audit log, newest first' });
  const ours = log.getByRole('listitem').filter({ hasText: new RegExp(`${owner.UserName!}|${stamp}`) });
  await expect(ours.first()).toContainText('Suspended account');
  await expect(ours.first()).toContainText('Listed the same house twice at different prices.');
  await expect(log.getByText(`Why: The price looks wrong — Five Marla in this block sells for about 2 Crore.`)).toBeVisible();
  await expect(log.getByRole('listitem').filter({ hasText: fine }).first()).toContainText(E2E_ADMIN.userName);
  await adminPage.setViewportSize({ width: 1280, height: 800 });
  await adminPage.getByRole('tab', { name: 'Pending' }).click();
  await adminPage.screenshot({ path: testInfo.outputPath('admin-pending-1280.png'), fullPage: false });
  await adminPage.getByRole('tab', { name: 'Audit log' }).click();
  await adminPage.screenshot({ path: testInfo.outputPath('admin-audit-1280.png'), fullPage: false });

  // Nothing of the console is kept on the device: not in the worker's caches, not in the persisted queries.
  const cached = await adminPage.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(req.url);
    return urls;
  });
  expect(cached.filter((u) => /\/api\/admin|console=1|[Aa]dmin(Page|-access)?-/i.test(u))).toEqual([]);
  expect(await persistedQueryHashes(adminPage)).not.toMatch(/admin/i);
  expect(errors).toEqual([]);
  await context.close();
});

/** Logs the e2e admin in through the API, and opens the console in its own browser context. */
async function adminConsole(page: import('@playwright/test').Page, request: APIRequestContext, width: number, height: number) {
  const login = await request.post('/api/Account/Login', { headers: asVisitor(), data: { username: E2E_ADMIN.userName, password: E2E_ADMIN.password } });
  expect(login.status()).toBe(200);
  const admin = ((await login.json()) as Envelope<CurrentUser>).Data;
  const context = await page.context().browser()!.newContext({ viewport: { width, height } });
  const adminPage = await context.newPage();
  await signIn(adminPage, admin);
  return { admin, context, adminPage };
}

test('three people report a listing; the admin sees it first in the Reported tab and hides it, and dismisses another', async ({ page, request, allowConsole }, testInfo) => {
  allowConsole(/Failed to load resource: the server responded with a status of (404|403)/);
  const owner = await confirmedUser(request, 'reported', { first: 'Kamran', last: 'Butt' });
  const stamp = Date.now().toString(36);
  const scam = `Token money house ${stamp}`;
  const doubted = `Slightly odd flat ${stamp}`;
  await submitListing(request, owner.AuthWebToken!, scam);
  await submitListing(request, owner.AuthWebToken!, doubted);

  const { admin, context, adminPage } = await adminConsole(page, request, 360, 740);
  const adminAuth = { ...asVisitor(), Authorization: `Bearer ${admin.AuthWebToken!}` };
  const pending = ((await (await request.get('/api/Admin/Pending', { headers: adminAuth })).json()) as Envelope<Array<{ PropertyId: number; Title: string }>>).Data;
  const idOf = (title: string) => pending.find((p) => p.Title === title)!.PropertyId;
  for (const title of [scam, doubted]) {
    expect((await request.post('/api/Admin/Approve', { headers: adminAuth, data: { PropertyId: idOf(title) } })).status()).toBe(200);
  }

  // Three established accounts report the first listing (their three reports hide it); a visitor reports the second.
  await reportAsEstablished(request, idOf(scam), [['Scam', 'He asked for a 50,000 token before showing the house.'], ['NotAvailable', ''], ['WrongPhotos', 'These photos are from another city.']]);
  expect((await request.post('/api/Property/ReportProperty', {
    headers: asVisitor(), data: { PropertyId: idOf(doubted), Reason: 'WrongPrice', Note: 'Seems too cheap.', DeviceId: `e2e-report-device-${stamp}-x` },
  })).status()).toBe(200);
  const searchFor = async (word: string) => ((await (await request.post('/api/Property/SearchProperty', { data: { Keywords: word } })).json()) as Envelope<{ Items: Array<{ PropertyId: number }> }>).Data.Items.map((i) => i.PropertyId);
  expect(await searchFor(stamp)).toEqual([idOf(doubted)]);

  // The owner reads what was reported in My Properties, never by whom, and answers with a note and a photo.
  await signIn(page, owner);
  await page.goto('/account/properties');
  await appReady(page);
  const reportsPanel = page.getByRole('region', { name: 'Reports about your listings' });
  const mine = reportsPanel.getByRole('article', { name: scam });
  await expect(mine.getByText('Asked for advance payment or scam (1)')).toBeVisible();
  // The reasons only: a reporter's note went to our team and may name its writer.
  await expect(mine.getByText('Wrong photos (1)')).toBeVisible();
  await expect(reportsPanel.getByText('These photos are from another city.')).toHaveCount(0);
  await expect(reportsPanel.getByRole('article', { name: doubted })).toBeVisible();
  await expect(reportsPanel.getByText('e2ereporter')).toHaveCount(0);
  await mine.getByRole('button', { name: 'Answer the reports' }).click();
  await mine.getByRole('button', { name: 'Send answer' }).click();
  await expect(mine.getByText(Messages.reportAnswerNoteRequired)).toBeVisible();
  const answer = 'The photos are mine, taken on 2 November; the plate in the photo shows house 14.';
  await mine.getByLabel('Your answer').fill(answer);
  const plate = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c84' } }).jpeg().toBuffer();
  await mine.getByLabel('Photos (optional)').setInputFiles({ name: 'plate.jpg', mimeType: 'image/jpeg', buffer: plate });
  await page.screenshot({ path: testInfo.outputPath('owner-answers-reports-360.png'), fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('owner-answers-reports-1280.png'), fullPage: false });
  await page.setViewportSize({ width: 360, height: 740 });
  await mine.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText(Messages.reportAnswerSent)).toBeVisible();
  await expect(mine.getByText('You answered once.')).toBeVisible();

  const errors: string[] = [];
  adminPage.on('console', (m) => { if (m.type() === 'error' && !/status of 404/.test(m.text())) errors.push(m.text()); });
  adminPage.on('pageerror', (e) => errors.push(e.message));
  await adminPage.goto('/admin#reported');
  await appReady(adminPage);
  await expect(adminPage.getByRole('tab', { name: 'Reported' })).toHaveAttribute('aria-selected', 'true');

  // Under review first, with its photo, status, link, and the reports' reasons, notes and dates.
  const card = adminPage.getByRole('article', { name: scam });
  await expect(card).toBeVisible();
  const titles = await adminPage.getByRole('tabpanel').getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
  expect(titles.indexOf(scam)).toBeLessThan(titles.indexOf(doubted));
  expect(titles.indexOf(scam)).toBeGreaterThanOrEqual(0);
  const photo = card.getByRole('img', { name: `${scam}, photo 1` });
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(card.getByText('Off the site: under review')).toBeVisible();
  await expect(card.getByText('3 reporters')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Open the listing page' })).toHaveAttribute('href', /^\/property\//);
  const reports = card.getByRole('region', { name: 'Reports' }).getByRole('listitem');
  await expect(reports).toHaveCount(3);
  await expect(card.getByText('Asked for advance payment or scam', { exact: true })).toBeVisible();
  await expect(card.getByText('Not available or fake', { exact: true })).toBeVisible();
  await expect(card.getByText('He asked for a 50,000 token before showing the house.')).toBeVisible();
  await expect(reports.first().locator('time')).toHaveText(/just now|minute/);
  await expect(reports.filter({ hasText: 'established account' })).toHaveCount(3);
  await expect(card.getByText('Weight 3 of 3')).toBeVisible();
  // The owner's answer, with their photo, beside the reports.
  const answered = card.getByRole('region', { name: "The owner's answer" });
  await expect(answered.getByText(answer)).toBeVisible();
  const ownerPhoto = answered.getByRole('img', { name: `${scam}, the owner's photo 1` });
  await expect.poll(() => ownerPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await adminPage.screenshot({ path: testInfo.outputPath('admin-reported-360.png'), fullPage: false });
  await card.screenshot({ path: testInfo.outputPath('admin-reported-card-360.png') });

  // Hiding needs a note for the owner. Hide is red, as taking a listing away is everywhere.
  await expect(card.getByRole('button', { name: 'Hide the listing' })).toHaveCSS('background-color', DANGER);
  await card.getByRole('button', { name: 'Hide the listing' }).click();
  await expect(card.getByText('Please write a note explaining the reason.')).toBeVisible();
  await card.getByLabel('Note to the owner').fill('Reported as a token scam by three people; photos are not of this house.');
  await adminPage.screenshot({ path: testInfo.outputPath('admin-reported-note-360.png'), fullPage: false });
  await card.getByRole('button', { name: 'Hide the listing' }).click();
  await expect(adminPage.getByText(`"${scam}" is hidden from Basera. The owner has been told why.`)).toBeVisible();
  await expect(adminPage.getByRole('article', { name: scam })).toHaveCount(0);
  await expect.poll(() => mailsTo(DATA_DIR, owner.EmailAddress).filter((m) => m.subject === `Your property was removed from Basera: ${scam}`).length).toBe(1);

  // The other one: nothing wrong, dismissed without a note; it stays in search.
  await adminPage.setViewportSize({ width: 1280, height: 800 });
  await adminPage.screenshot({ path: testInfo.outputPath('admin-reported-1280.png'), fullPage: false });
  const other = adminPage.getByRole('article', { name: doubted });
  await expect(other.getByText('Live')).toBeVisible();
  await expect(other.getByText('Seems too cheap.')).toBeVisible();
  await other.getByRole('button', { name: 'Dismiss the reports' }).click();
  await expect(adminPage.getByText(`The reports about "${doubted}" are dismissed.`)).toBeVisible();
  await expect(adminPage.getByRole('article', { name: doubted })).toHaveCount(0);
  expect(await searchFor(stamp)).toEqual([idOf(doubted)]);

  // The user lookup shows the reports against the owner's listings, settled.
  await adminPage.getByRole('tab', { name: 'Users' }).click();
  await adminPage.getByLabel('Name or e-mail').fill(owner.EmailAddress);
  await adminPage.getByRole('button', { name: 'Find accounts' }).click();
  const account = adminPage.getByRole('article', { name: new RegExp(owner.UserName!) });
  const against = account.getByRole('region', { name: 'Reports against their listings' });
  await expect(against.getByRole('heading', { name: 'Reports against their listings (4)' })).toBeVisible();
  await expect(against.getByText('hidden', { exact: true })).toHaveCount(3);
  await expect(against.getByText('dismissed', { exact: true })).toHaveCount(1);

  // The audit log says who did it and why.
  await adminPage.getByRole('tab', { name: 'Audit log' }).click();
  const log = adminPage.getByRole('list', { name: 'Audit log, newest first' });
  await expect(log.getByRole('listitem').filter({ hasText: scam }).first()).toContainText('Hid reported listing');
  // Times are Pakistan's and say so.
  await expect(log.getByRole('listitem').filter({ hasText: scam }).first().locator('time')).toHaveText(/\d{2}:\d{2} PKT$/);
  await expect(log.getByRole('listitem').filter({ hasText: scam }).first()).toContainText('photos are not of this house.');
  // Newest first among this journey's entries (other journeys approve listings meanwhile).
  await expect(log.getByRole('listitem').filter({ hasText: stamp }).first()).toContainText('Dismissed the reports about');

  // Nothing of the console is kept on the device.
  const cached = await adminPage.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(req.url);
    return urls;
  });
  expect(cached.filter((u) => /\/api\/admin|console=1|[Aa]dmin(Page|-access)?-|Reported/i.test(u))).toEqual([]);
  expect(await persistedQueryHashes(adminPage)).not.toMatch(/admin|reported/i);
  expect(errors).toEqual([]);
  await context.close();
});
