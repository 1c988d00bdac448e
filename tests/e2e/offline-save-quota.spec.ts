/**
 * A listing saved offline on a phone short of room (docs/traps.md, traps 16 and 17): what the user
 * saved is the last thing the device gives up. The runtime caches make room first and the save is
 * tried once more; one that still cannot be kept says so at once, and the form and its draft keep
 * everything typed and picked. Before, the refusal was said only in a toast that went in seconds,
 * and the listing was simply not in the outbox.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { journey as test, expect } from './fixtures.ts';
import {
  DATA_DIR, OFFLINE_NOISE, QUEUED, confirmedUser, demoListingWithOwner, fillListingForm, listingForEdit, pendingTitled, signIn, waitForServiceWorker,
} from './support.ts';
import { mailsTo } from '../support/mail.ts';
import type { CurrentUser } from '../../src/contract/types.ts';

// A write refused for quota before the caches made room is expected noise.
const QUOTA_NOISE = new RegExp(`${OFFLINE_NOISE.source}|QuotaExceeded|quota`, 'i');

/** A photo with a phone camera's grain: it stays a few hundred KiB after the form shrinks it. */
function photo(hue: number): Promise<Buffer> {
  return sharp({
    create: { width: 2400, height: 1800, channels: 3, background: { r: hue, g: 120, b: 255 - hue }, noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  }).jpeg({ quality: 92 }).toBuffer();
}

/**
 * Limits what the site may store, as a full phone does (Chromium enforces it; estimate() does not show
 * it, trap 17). Chromium applies the limit only if it is set before the site first stores anything (trap 34):
 * a later one, lower or higher, is ignored.
 */
async function limitStorage(context: BrowserContext, page: Page, origin: string, quotaSize: number): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize });
}

const usage = (page: Page) => page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);

/** The app's first visit and some browsing, so the runtime caches hold photos and listings as on a phone in use. */
async function phoneInUse(page: Page): Promise<void> {
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto('/properties?City=2');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.goto('/outbox');
}

async function fillWithFourPhotos(page: Page, title: string): Promise<void> {
  await page.goto('/property/forms/submit');
  await fillListingForm(page, {
    title, price: '42000000', area: '500', unit: 'Marla', city: 'Karachi', description: 'Saved offline on a phone with little room left.',
  });
  const photos = await Promise.all([photo(20), photo(80), photo(150), photo(230)]);
  await page.getByLabel('Add Photos').setInputFiles(photos.map((buffer, i) => ({ name: `side-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer })));
  await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByText(/Compressing \d+%|Waiting…/)).toHaveCount(0, { timeout: 90_000 });
}

/**
 * On a phone of its own (a fresh context, no limit), what the site holds once the app is in use and the
 * draft is kept, and the draft's share of it. The build's size changes with every release and the
 * photos' with their grain, so the limit of the journey below is measured, not a constant.
 */
async function storedWithDraft(browser: Browser, user: CurrentUser, title: string): Promise<{ total: number; draft: number }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    await signIn(context, user);
    const page = await context.newPage();
    await phoneInUse(page);
    const before = await usage(page);
    await fillWithFourPhotos(page, title);
    await expect(page.getByRole('region', { name: 'Your drafts' }).getByText(title)).toBeVisible({ timeout: 15_000 });
    const total = await usage(page);
    return { total, draft: total - before };
  } finally {
    await context.close();
  }
}

test.use({ viewport: { width: 360, height: 740 } });

test('on a phone nearly full, a listing with four photos saved offline is never lost: the phone says at once it could not keep it, and it goes once online', async ({ browser, context, request, baseURL, allowConsole }) => {
  test.setTimeout(240_000);
  allowConsole(QUOTA_NOISE);
  const user = await confirmedUser(request, 'quota', { first: 'Zara', last: 'Sheikh' });
  await signIn(context, user);
  // Counts the app's requests for persistent storage (the browser's own answer is its business).
  await context.addInitScript(() => {
    const storage = navigator.storage;
    const persist = storage.persist.bind(storage);
    (window as Window & { persistAsked?: number }).persistAsked = 0;
    storage.persist = () => {
      (window as Window & { persistAsked?: number }).persistAsked! += 1;
      return persist();
    };
  });
  const stamp = Date.now();
  const title = `Corner house in Clifton ${stamp}`;
  const enquiryText = `Is the corner house free to visit? (${stamp})`;
  const { url: listingUrl, owner } = await demoListingWithOwner(request, 1);
  const asked = (page: Page) => page.evaluate(() => (window as Window & { persistAsked?: number }).persistAsked ?? 0);

  // Room for the app, its caches and the draft, and half the draft again: not for the listing too.
  const measured = await storedWithDraft(browser, user, `${title} (measured)`);
  const form = await context.newPage();
  await limitStorage(context, form, new URL(baseURL ?? '').origin, Math.round(measured.total + measured.draft / 2));
  await phoneInUse(form);
  await fillWithFourPhotos(form, title);
  // The draft, with its photos, is on the phone.
  await expect(form.getByRole('region', { name: 'Your drafts' }).getByText(title)).toBeVisible({ timeout: 15_000 });

  const enquiry = await context.newPage();
  await enquiry.goto(`/property/${listingUrl}`);
  await enquiry.getByLabel('Phone', { exact: true }).fill('03007654321');
  await enquiry.getByLabel('Message', { exact: true }).fill(enquiryText);

  await context.setOffline(true);
  const askedBefore = await asked(enquiry);
  await enquiry.getByRole('button', { name: 'Send Email' }).click();
  await expect(enquiry.getByText(QUEUED)).toBeVisible();
  // Queueing asks the browser to keep the site's storage under pressure.
  await expect.poll(() => asked(enquiry)).toBeGreaterThan(askedBefore);

  // The listing and its draft do not both fit, even once the cached answers have gone: said at once,
  // beside the Save button where the user is, and it stays (the toast says it too).
  await form.getByRole('button', { name: 'Save Changes' }).click();
  const said = form.getByRole('main').getByRole('alert').filter({ hasText: 'This could not be saved on this device' });
  await expect(said).toBeVisible({ timeout: 30_000 });
  await expect(said).toContainText('free some space, or try with fewer photos');
  // Nothing is lost: the form is still open with everything in it, and the draft is still on the phone.
  await expect(form).toHaveURL(/\/property\/forms\/submit$/);
  await expect(form.getByLabel('Property Title')).toHaveValue(title);
  await expect(form.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(4);
  await expect(form.getByRole('region', { name: 'Your drafts' }).getByText(title)).toBeVisible();
  await expect(form.getByRole('link', { name: 'Outbox: 1 waiting to be sent' }).first()).toBeVisible();

  // Back online, Save sends it as it is: the listing with its four photos reaches the server.
  await context.setOffline(false);
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form).toHaveURL(/\/account\/properties/, { timeout: 60_000 });
  const mine = await pendingTitled(request, user.AuthWebToken, title);
  expect(mine).toHaveLength(1);
  const edit = await listingForEdit<{ ImagesPathArrayList: string[] }>(request, user.AuthWebToken, mine[0]!.PropertyId);
  expect(edit.ImagesPathArrayList).toHaveLength(4);
  await expect.poll(() => mailsTo(DATA_DIR, owner).filter((m) => m.body.includes(enquiryText)).length, { timeout: 30_000 }).toBe(1);
});
