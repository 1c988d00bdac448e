import { journey as test, expect, appReady } from './fixtures.ts';
import { DATA_DIR, asVisitor, confirmedUser, fillListingForm, liveListing, signIn, submitListing, uniqueTag } from './support.ts';
import { E2E_ADMIN } from './admin-account.ts';
import { mailsTo } from '../support/mail.ts';
import { changedPhoto, scenePhoto } from '../support/photos.ts';
import type { Envelope } from '../../src/contract/envelope.ts';
import type { CurrentUser } from '../../src/contract/types.ts';

test.use({ viewport: { width: 360, height: 740 } });

test("an admin compares a listing whose photos copy another account's listing side by side before approving it", async ({ page, request, allowConsole }, testInfo) => {
  // The server answers /admin with a 404 (only the admin's own browser knows it is the console).
  allowConsole(/Failed to load resource: the server responded with a status of 404/);
  const tag = uniqueTag('');
  const source = await scenePhoto(9000 + Math.floor(Math.random() * 1000), 1200, 900);
  const original = await liveListing(request, 'dupe-original', { title: `Canal view house ${tag}`, fields: { Photo: source } });
  const copier = await confirmedUser(request, 'dupe-copier', { first: 'Kashif', last: 'Copier' });
  const copyTitle = `Cheap canal house ${tag}`;
  await submitListing(request, copier.AuthWebToken!, copyTitle, { Photo: await changedPhoto(source, 'watermarked'), Description: 'Urgent sale, owner abroad.' });

  // The mailed one-click approval is not offered for it: the mail sends the admin to the console.
  const mail = () => mailsTo(DATA_DIR, 'admin@basera.test').find((m) => m.subject === `Approve property: ${copyTitle}`);
  await expect.poll(() => Boolean(mail())).toBe(true);
  expect(mail()!.body).toContain('compare them in the admin console');
  expect(mail()!.body).not.toContain('/property/verification/approve');

  const login = await request.post('/api/Account/Login', { headers: asVisitor(), data: { username: E2E_ADMIN.userName, password: E2E_ADMIN.password } });
  expect(login.status()).toBe(200);
  await signIn(page, ((await login.json()) as Envelope<CurrentUser>).Data);
  await page.goto('/admin');
  await appReady(page);

  const card = page.getByRole('article', { name: copyTitle });
  const finding = card.getByRole('figure', { name: `Photos match listing #${original.id} by another account` });
  await expect(finding).toBeVisible();
  // Both photos of the matching pair, side by side, each loaded.
  const mine = finding.getByRole('img', { name: new RegExp(`^This listing \\(#\\d+\\): ${copyTitle}$`) });
  const theirs = finding.getByRole('img', { name: `Listing #${original.id}: ${original.title}` });
  // Loaded lazily: brought into view as an admin scrolls to it.
  await finding.scrollIntoViewIfNeeded();
  for (const img of [mine, theirs]) await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  const [a, b] = [(await mine.boundingBox())!, (await theirs.boundingBox())!];
  expect(Math.abs(a.y - b.y)).toBeLessThan(2);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + 1);
  expect(b.x + b.width).toBeLessThanOrEqual(360);
  await expect(finding.getByRole('link', { name: original.title, exact: true })).toHaveAttribute('href', `/property/${original.url}`);
  await expect(finding.getByText(/· Live$/)).toBeVisible();

  // Approval follows the comparison, never a blind click.
  const approve = card.getByRole('button', { name: 'Approve' });
  await expect(approve).toBeDisabled();
  await finding.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('admin-duplicate-360.png'), fullPage: false });
  await card.screenshot({ path: testInfo.outputPath('admin-duplicate-card-360.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await finding.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('admin-duplicate-1280.png'), fullPage: false });
  await card.getByLabel(`I have compared this listing with listing #${original.id}`).check();
  await expect(approve).toBeEnabled();
  await approve.click();
  await expect(page.getByText(`The property "${copyTitle}" is approved and now live.`)).toBeVisible();
  await expect(page.getByRole('article', { name: copyTitle })).toHaveCount(0);
});

test('an owner posting their own listing again is offered to relist it instead of a second copy', async ({ page, request }, testInfo) => {
  const tag = uniqueTag('');
  const source = await scenePhoto(11000 + Math.floor(Math.random() * 1000), 1200, 900);
  const owner = await confirmedUser(request, 'dupe-relister', { first: 'Sana', last: 'Relist' });
  const earlier = await liveListing(request, 'dupe-relister', { user: owner, title: `Garden house ${tag}`, fields: { Photo: source } });
  await signIn(page, owner);

  await page.goto('/property/forms/submit');
  await fillListingForm(page, { title: `Garden house again ${tag}`, price: '26000000', area: '5', unit: 'Marla', city: 'Lahore', description: 'Posted again after it expired.' });
  await page.getByLabel('Add Photos').setInputFiles([{ name: 'garden.jpg', mimeType: 'image/jpeg', buffer: await changedPhoto(source, 'recompressed') }]);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const offer = page.getByRole('alertdialog', { name: 'This looks like a listing you already have' });
  await expect(offer).toBeVisible();
  await expect(offer.getByText(`It repeats your listing #${earlier.id}, "${earlier.title}".`, { exact: false })).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Post as new anyway' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('relist-offer-360.png'), fullPage: false });
  await offer.getByRole('button', { name: `Relist #${earlier.id}` }).click();
  await expect(page.getByText(`"${earlier.title}" is live again.`)).toBeVisible();
  await expect(page).toHaveURL(/\/account\/properties/);
});
