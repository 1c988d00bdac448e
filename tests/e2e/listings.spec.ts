import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { journey as test, expect } from './fixtures.ts';
import { linkIn, mailsTo } from '../support/mail.ts';
import { SAVED, confirmedUser, signIn } from './support.ts';
import type { Envelope } from '../../src/contract/envelope.ts';
import type { SubmitResult } from '../../src/contract/types.ts';

const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
const ADMIN = 'admin@basera.test';
const EDIT_NOT_FOUND = "Sorry! We conuldn't find any property associated like this with your account";

interface Upload {
  files: Array<{ name: string; size: number; type: string }>;
  order: string;
}

/** A large, detailed photo, so the in-browser compression has real work to do. */
function photo(hue: number): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: hue, g: 140, b: 255 - hue }, noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

async function approvalLink(title: string): Promise<URL> {
  const subject = `Approve property: ${title}`;
  await expect.poll(() => mailsTo(dataDir, ADMIN).filter((m) => m.subject === subject).length).toBeGreaterThan(0);
  const mail = mailsTo(dataDir, ADMIN).filter((m) => m.subject === subject).at(-1)!;
  return linkIn(mail, '/property/verification/approve');
}

async function approve(page: Page, title: string): Promise<void> {
  const link = await approvalLink(title);
  await page.goto(`${link.pathname}${link.search}`);
  const text = `The property "${title}" is approved and now live.`;
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: text })).toBeVisible();
  // The same text as an info toast.
  await expect(page.getByText(text)).toHaveCount(2);
}

function item(page: Page, title: string): Locator {
  return page.getByRole('tabpanel').getByRole('article', { name: title });
}

async function openTab(page: Page, name: 'Active' | 'Pending' | 'Rejected' | 'Sold'): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test.describe('listings', () => {
  test('submit, approve, edit, mark sold and delete own properties', async ({ page, request, allowConsole }) => {
    test.setTimeout(180_000);
    // Asked on purpose below: a property that is not ours (404).
    allowConsole(/Failed to load resource: the server responded with a status of 404/);
    const user = await confirmedUser(request, 'lister');
    await signIn(page, user);
    const title = `Corner house in Model Town ${Date.now()}`;

    // What the form sends: the browser reports no file bytes of a multipart request, so look before it goes.
    await page.addInitScript(() => {
      const send = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (init?.body instanceof FormData && init.body.has('Title')) {
          const files = init.body.getAll('file').filter((f): f is File => f instanceof File);
          (window as unknown as { __upload: Upload }).__upload = {
            files: files.map((f) => ({ name: f.name, size: f.size, type: f.type })),
            order: String(init.body.get('ImageOrder')),
          };
        }
        return send(input, init);
      };
    });
    // Photos are shrunk in a worker of our own, not on the page (src/components/image-picker/shrink-photo.ts).
    const workerScripts: string[] = [];
    page.on('worker', (worker) => workerScripts.push(worker.url()));

    await page.goto('/property/forms/submit');
    await expect(page).toHaveTitle('Submit Property | Basera');
    const save = page.getByRole('button', { name: 'Save Changes' });
    await expect(save).toBeDisabled();
    // The contact details come from the signed-in user.
    await expect(page.getByLabel('Full Name')).toHaveValue('Sana Malik');
    await expect(page.getByLabel('Email Address')).toHaveValue(user.EmailAddress);

    // Errors wait for a touch.
    await expect(page.getByText('Property title field is required')).toHaveCount(0);
    await page.getByLabel('Property Title').focus();
    await page.getByLabel('Property Title').blur();
    await expect(page.getByText('Property title field is required')).toBeVisible();
    await page.getByLabel('Property Title').fill(title);
    await expect(page.getByText('Property title field is required')).toHaveCount(0);

    // Price: digits or words, said in words as it is typed.
    const price = page.getByLabel('Price (PKR)');
    await price.pressSequentially('1.5 crore');
    await expect(page.getByText('In words: PKR 1.5 Crore (1,50,00,000)')).toBeVisible();

    await page.getByLabel('For Sale').check();
    await page.getByLabel('Property Type').selectOption({ label: 'House' });
    await page.getByLabel('Area', { exact: true }).fill('10');
    await page.getByLabel('Area Unit').selectOption({ label: 'Marla' });
    await page.getByLabel('Bedrooms (optional)').selectOption({ label: '4' });
    await page.getByLabel('Bathrooms (optional)').selectOption({ label: '3' });
    await page.getByLabel('Description').fill('A sunny corner house with a lawn, close to the park and the main boulevard.');
    await page.getByText('Features (optional)').click();
    await page.getByLabel('Parking').check();
    await page.getByLabel('Lawn').check();
    await expect(page.getByText('2 selected')).toBeVisible();

    // A location waits for its city, and a new city clears it.
    const locationSelect = page.getByLabel('Location (optional)');
    await expect(locationSelect).toBeDisabled();
    await page.getByLabel('City', { exact: true }).selectOption({ label: 'Karachi' });
    await expect(locationSelect.locator('option')).not.toHaveCount(1);
    await locationSelect.selectOption({ index: 1 });
    await page.getByLabel('City', { exact: true }).selectOption({ label: 'Lahore' });
    await expect(locationSelect).toHaveValue('');
    await expect(locationSelect.locator('option', { hasText: 'Model Town' })).toHaveCount(1);
    await locationSelect.selectOption({ label: 'Model Town' });

    // Photos: PNG and JPEG only; the same file twice is skipped; the order picks the cover.
    const [front, kitchen] = await Promise.all([photo(40), photo(200)]);
    const picker = page.getByLabel('Add Photos');
    await picker.setInputFiles([
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: front },
      { name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: kitchen },
    ]);
    await picker.setInputFiles([
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: front },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
    ]);
    await expect(page.getByText('This photo is already added')).toBeVisible();
    await expect(page.getByText('Only PNG and JPEG photos can be added')).toBeVisible();
    const photos = page.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem');
    await expect(photos).toHaveCount(2);
    await expect(photos.nth(0).getByText('Cover Image')).toBeVisible();
    await page.getByRole('button', { name: 'Move photo 2 left' }).click();
    await expect(page.getByRole('img', { name: 'Photo 1 (Cover Image)' })).toBeVisible();
    // Compression shows its progress, then finishes.
    await expect(page.getByText(/Compressing \d+%|Waiting…/)).toHaveCount(0, { timeout: 60_000 });

    // Phone: digits only; paste is blocked.
    const phone = page.getByLabel('Phone Number');
    await phone.fill('');
    await phone.pressSequentially('0300-12ab34567');
    await expect(phone).toHaveValue('03001234567');
    await page.getByLabel('Owner', { exact: true }).check();

    await expect(save).toBeEnabled();
    const sent = page.waitForRequest((r) => r.url().includes('/api/Property/SubmitPropertyDetails') && r.method() === 'POST');
    await save.click();
    const submitted = await sent;
    expect(submitted.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
    // Both photos went compressed, the moved one first.
    const upload = await page.evaluate(() => (window as unknown as { __upload: Upload }).__upload);
    expect(upload.files.map((f) => f.name)).toEqual(['kitchen.jpg', 'front.jpg']);
    for (const file of upload.files) {
      expect(file.type).toBe('image/jpeg');
      expect(file.size).toBeLessThanOrEqual(512 * 1024);
    }
    expect(front.length).toBeGreaterThan(1024 * 1024);
    expect(upload.order).toBe('["new:0","new:1"]');
    // In a worker from this site.
    expect(workerScripts.some((url) => new URL(url).host === new URL(page.url()).host && /shrink-worker/.test(url))).toBe(true);

    await expect(page.getByText(SAVED)).toBeVisible();
    await expect(page).toHaveURL(/\/account\/properties#PendingProperty$/);
    await expect(page).toHaveTitle('My Properties | Basera');
    await expect(item(page, title)).toBeVisible();
    await expect(item(page, title).getByText('PKR 1.5 Crore')).toBeVisible();
    // Pending: no public link yet.
    await expect(item(page, title).getByRole('link', { name: title })).toHaveCount(0);

    // The admin approves from the mail.
    await approve(page, title);

    await page.goto('/account/properties');
    await expect(page.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
    await expect(item(page, title)).toBeVisible();
    await item(page, title).getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/property\/house-for-sale-.*model-town/i);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // Edit: change the title; the stored photos come back in order.
    await page.goto('/account/properties#ActiveProperty');
    await item(page, title).getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/property\/forms\/submit\/\d+$/);
    await expect(page).toHaveTitle('Submit Property | Basera');
    await expect(page.getByLabel('Property Title')).toHaveValue(title);
    await expect(page.getByLabel('Bedrooms (optional)')).toHaveValue('4');
    await expect(page.getByLabel('Location (optional)').locator('option:checked')).toHaveText('Model Town');
    await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(2);
    const edited = `${title} (renovated)`;
    await page.getByLabel('Property Title').fill(edited);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(SAVED)).toBeVisible();
    await expect(item(page, edited)).toBeVisible();

    await approve(page, edited);

    // Mark sold: it leaves the active list for the sold one, where it is read-only.
    await page.goto('/account/properties#ActiveProperty');
    // Asked first: Cancel keeps it active.
    await item(page, edited).getByRole('button', { name: 'Mark as Sold' }).click();
    const ask = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(ask.getByText('Mark this property as sold? It leaves search and can no longer be edited.')).toBeVisible();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toHaveCount(0);
    await expect(item(page, edited)).toBeVisible();
    await item(page, edited).getByRole('button', { name: 'Mark as Sold' }).click();
    await ask.getByRole('button', { name: 'Mark as Sold' }).click();
    await expect(page.getByText('The property is marked as sold.')).toBeVisible();
    await expect(item(page, edited)).toHaveCount(0);
    await expect(page.getByText("Oops! You don't have any active property right now.")).toBeVisible();
    await openTab(page, 'Sold');
    await expect(page).toHaveURL(/#SoldProperty$/);
    await expect(item(page, edited)).toBeVisible();
    await expect(item(page, edited).getByRole('button')).toHaveCount(0);
    await expect(item(page, edited).getByRole('link')).toHaveCount(0);

    // Delete another listing, sent straight through the API.
    const other = `Flat near Liberty Market ${Date.now()}`;
    const created = await request.post('/api/Property/SubmitPropertyDetails', {
      headers: { Authorization: `Bearer ${user.AuthWebToken}` },
      multipart: {
        PropertyId: '', Title: other, Description: 'Second floor flat.', PurposeId: '2', TypeId: '2', Price: '85000', BedRoomId: '2',
        BathRoomId: '2', Area: '900', AreaUnitId: '3', CityId: '1', LocationId: '', OtherFeatures: '[]', FullName: 'Sana Malik',
        EmailAddress: user.EmailAddress, PhoneNumber: '03001234567',
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    expect(((await created.json()) as Envelope<SubmitResult>).Data.Status).toBe('Pending');

    await openTab(page, 'Pending');
    const deleteButton = item(page, other).getByRole('button', { name: 'Delete' });
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: 'Delete' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Are you sure you want to delete this property?')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    // Focus stays inside the dialog.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await expect(item(page, other)).toBeVisible();

    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The property is deleted.')).toBeVisible();
    await expect(page.getByText("Hooray! You don't have any pending property right now.")).toBeVisible();

    // Someone else's (or no) property cannot be edited.
    await page.goto('/property/forms/submit/999999');
    await expect(page.getByText(EDIT_NOT_FOUND)).toBeVisible();
    await expect(page).toHaveURL(/\/account\/properties$/);
  });

  test('anonymous owners submit a plot, and the field the server names shows its message', async ({ browser }) => {
    test.setTimeout(90_000);
    // A fresh, logged-out browser.
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const title = `Residential plot in Bahria Town ${Date.now()}`;

    await page.goto('/property/forms/submit');
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await page.getByLabel('Property Title').fill(title);
    await page.getByLabel('Price (PKR)').pressSequentially('4500000');
    await expect(page.getByText('In words: PKR 45 Lakh')).toBeVisible();
    await page.getByLabel('For Sale').check();
    await expect(page.getByLabel('Bedrooms (optional)')).toBeVisible();
    await page.getByLabel('Property Type').selectOption({ label: 'Residential Plot' });
    // Plots have no rooms or features.
    await expect(page.getByLabel('Bedrooms (optional)')).toHaveCount(0);
    await expect(page.getByLabel('Bathrooms (optional)')).toHaveCount(0);
    await expect(page.getByText('Features (optional)')).toHaveCount(0);
    await page.getByLabel('Area', { exact: true }).fill('5');
    await page.getByLabel('Area Unit').selectOption({ label: 'Marla' });
    await page.getByLabel('Description').fill('A 5 Marla plot on a 40 ft road, possession ready.');
    await page.getByLabel('City', { exact: true }).selectOption({ label: 'Lahore' });
    await page.getByLabel('Location (optional)').selectOption({ label: 'Bahria Town' });
    await page.getByLabel('Full Name').fill('Imran Qureshi');

    // The pattern message waits for more than 5 characters.
    const email = page.getByLabel('Email Address');
    await email.pressSequentially('imran');
    await email.blur();
    await expect(page.getByText('Email address is invalid')).toHaveCount(0);
    await email.pressSequentially('@');
    await expect(page.getByText('Email address is invalid')).toBeVisible();
    await email.pressSequentially('example.pk');
    await expect(page.getByText('Email address is invalid')).toHaveCount(0);
    await page.getByLabel('Phone Number').pressSequentially('03211234567');
    await page.getByLabel('Agent or dealer').check();

    const save = page.getByRole('button', { name: 'Save Changes' });
    await expect(save).toBeEnabled();

    // First answer: a 400 that names a field; the message shows at that field.
    await context.route('**/api/Property/SubmitPropertyAnonymous', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ IsSuccess: false, Message: 'Location not found in this city.', Data: { Field: 'LocationId', Message: 'Location not found in this city.' } }),
      }), { times: 1 });
    await save.click();
    const locationField = page.getByLabel('Location (optional)').locator('xpath=..');
    await expect(locationField.getByText('Location not found in this city.')).toBeVisible();
    // The named field blocks saving until it is changed.
    await expect(save).toBeDisabled();
    await page.getByLabel('Location (optional)').selectOption({ label: 'DHA Phase 5' });
    await expect(locationField.getByText('Location not found in this city.')).toHaveCount(0);

    await save.click();
    await expect(page.getByText(SAVED)).toBeVisible();
    // My Properties needs a login: an anonymous owner goes home.
    await expect(page).toHaveURL(/\/$/);
    await approvalLink(title);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('approval links show the server text, and a used or bad link an error', async ({ page, allowConsole }) => {
    allowConsole(/Failed to load resource: the server responded with a status of 400/);
    await page.goto('/property/verification/approve?key=not-a-real-key&email=admin%40basera.test');
    await expect(page).toHaveTitle('Approve Property | Basera');
    await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'This approval link is not valid or has already been used.' })).toBeVisible();
    await page.goto('/property/verification/reject?key=not-a-real-key&email=admin%40basera.test');
    await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'This approval link is not valid or has already been used.' })).toBeVisible();
  });
});
