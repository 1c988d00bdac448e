import sharp from 'sharp';
import { journey as test, expect } from './fixtures.ts';
import { mailsTo } from '../support/mail.ts';
import {
  ADMIN_EMAIL as ADMIN, DATA_DIR, OFFLINE_NOISE, QUEUED, confirmedUser, demoListingWithOwner, fillListingForm, signIn, uniquePhone, waitForServiceWorker,
} from './support.ts';
import type { Envelope } from '../../src/contract/envelope.ts';
import type { MyPropertyItem } from '../../src/contract/types.ts';

function photo(hue: number): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: hue, g: 120, b: 255 - hue } } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

test.describe('offline writes', () => {
  test('a listing, an enquiry and a marketing phone made offline each reach the server once', async ({ context, request, allowConsole }) => {
    test.setTimeout(180_000);
    allowConsole(OFFLINE_NOISE);
    const user = await confirmedUser(request, 'outbox', { first: 'Nadia', last: 'Qureshi' });
    await signIn(context, user);
    const stamp = Date.now();
    const title = `Offline house in Gulberg ${stamp}`;
    const enquiryText = `Is it still available? (${stamp})`;
    const phone = uniquePhone('0301');

    const { url: listingUrl, owner } = await demoListingWithOwner(request, 0);

    // Every page loaded online first, under the service worker, so its code is there offline.
    const form = await context.newPage();
    await form.goto('/');
    await waitForServiceWorker(form);
    await form.goto('/outbox');
    await expect(form.getByText('Nothing waiting')).toBeVisible();
    await form.goto('/property/forms/submit');
    await fillListingForm(form, {
      title, price: '25000000', area: '1', unit: 'Kanal', city: 'Lahore', description: 'Queued while offline, sent when the connection came back.',
    });
    const [a, b] = await Promise.all([photo(30), photo(220)]);
    await form.getByLabel('Add Photos').setInputFiles([
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: a },
      { name: 'back.jpg', mimeType: 'image/jpeg', buffer: b },
    ]);
    await expect(form.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(2);
    await expect(form.getByText(/Compressing \d+%|Waiting…/)).toHaveCount(0, { timeout: 60_000 });

    const listing = await context.newPage();
    await listing.goto(`/property/${listingUrl}`);
    await listing.getByLabel('Phone', { exact: true }).fill('03007654321');
    await listing.getByLabel('Message', { exact: true }).fill(enquiryText);

    const marketing = await context.newPage();
    await marketing.goto('/marketing/contacts');
    await expect(marketing.getByRole('heading', { level: 1 })).toBeVisible();

    // Offline: each is saved, none is an error.
    await context.setOffline(true);

    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByText(QUEUED)).toBeVisible();
    await expect(form).toHaveURL(/\/outbox$/);

    await listing.getByRole('button', { name: 'Send Email' }).click();
    await expect(listing.getByText(QUEUED)).toBeVisible();
    await expect(listing.getByLabel('Message', { exact: true })).toHaveValue('');

    await marketing.getByLabel('Phone Number').pressSequentially(phone);
    const add = marketing.getByRole('button', { name: 'Add Phone Number' });
    await expect(add).toBeEnabled();
    await add.click();
    await expect(marketing.getByText(QUEUED)).toBeVisible();

    const queued = form.getByRole('list', { name: 'Waiting to be sent' }).getByRole('listitem');
    await expect(queued).toHaveCount(3);
    await expect(queued.filter({ hasText: title })).toContainText('Property listing');
    await expect(queued.filter({ hasText: phone })).toContainText('Marketing phone');
    await expect(queued.filter({ hasText: 'Enquiry' })).toHaveCount(1);
    await expect(form.getByRole('link', { name: /Outbox: 3 waiting/ }).first()).toBeVisible();

    // Back online: the queue drains by itself, one tab at a time.
    await context.setOffline(false);
    await expect(form.getByText('Nothing waiting')).toBeVisible({ timeout: 30_000 });
    await expect(form.getByRole('link', { name: /Outbox:/ })).toHaveCount(0);
    // What went stays listed as sent for a while; the badge counts only what has not gone.
    const sent = form.getByRole('list', { name: 'Sent' }).getByRole('listitem');
    await expect(sent).toHaveCount(3);
    await expect(sent.filter({ hasText: title })).toContainText('Sent');

    const auth = { Authorization: `Bearer ${user.AuthWebToken}` };
    const pending = (await (await request.get('/api/property/GetPendingProperties', { headers: auth })).json()) as Envelope<MyPropertyItem[]>;
    const mine = pending.Data.filter((p) => p.Title === title);
    expect(mine).toHaveLength(1);
    // Both compressed photos went with it, kept as Blobs while it waited.
    const edit = (await (
      await request.get(`/api/Property/GetPropertyDetailsByID?PropertyId=${mine[0]!.PropertyId}&IncludeImages=false`, { headers: auth })
    ).json()) as Envelope<{ ImagesPathArrayList: string[] }>;
    expect(edit.Data.ImagesPathArrayList).toHaveLength(2);
    await expect.poll(() => mailsTo(DATA_DIR, owner).filter((m) => m.body.includes(enquiryText)).length).toBe(1);
    const registered = await request.post(`/api/Marketing/Contacts/IsPhoneNumberRegistered?PhoneNumber=${phone}`, { headers: auth });
    expect(await registered.json()).toBeTruthy();

    // Nothing more goes later (a replay would have made a second listing or mail).
    await form.waitForTimeout(2_000);
    const again = (await (await request.get('/api/property/GetPendingProperties', { headers: auth })).json()) as Envelope<MyPropertyItem[]>;
    expect(again.Data.filter((p) => p.Title === title)).toHaveLength(1);
    expect(mailsTo(DATA_DIR, owner).filter((m) => m.body.includes(enquiryText))).toHaveLength(1);
  });

  test('a queued listing the server refuses needs attention and goes back into the form to fix', async ({ context, request, allowConsole }) => {
    test.setTimeout(120_000);
    allowConsole(OFFLINE_NOISE);
    const user = await confirmedUser(request, 'outbox', { first: 'Nadia', last: 'Qureshi' });
    await signIn(context, user);
    const title = `Refused plot in DHA ${Date.now()}`;
    const page = await context.newPage();
    await page.goto('/');
    await waitForServiceWorker(page);
    await page.goto('/outbox');
    await page.goto('/property/forms/submit');
    await fillListingForm(page, {
      title, price: '9000000', area: '10', unit: 'Marla', city: 'Karachi', description: 'The server will refuse the first replay of this one.',
    });
    await page.getByLabel('Add Photos').setInputFiles([{ name: 'plot.jpg', mimeType: 'image/jpeg', buffer: await photo(90) }]);
    await expect(page.getByText(/Compressing \d+%|Waiting…/)).toHaveCount(0, { timeout: 60_000 });

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(QUEUED)).toBeVisible();
    await expect(page).toHaveURL(/\/outbox$/);

    // The replay gets a validation answer: the entry stops and says why.
    const refusal = 'Price looks wrong for this area.';
    await context.route('**/api/Property/SubmitPropertyDetails', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ IsSuccess: false, Message: refusal, Data: { Field: 'Price', Message: refusal } }) }),
    );
    await context.setOffline(false);
    const entry = page.getByRole('list', { name: 'Waiting to be sent' }).getByRole('listitem').filter({ hasText: title });
    await expect(entry.getByText('Needs attention')).toBeVisible({ timeout: 20_000 });
    await expect(entry.getByRole('alert')).toHaveText(refusal);
    await context.unroute('**/api/Property/SubmitPropertyDetails');

    // Edit: back into the form with its photo; saving now sends it.
    await entry.getByRole('button', { name: `Edit: ${title}` }).click();
    await expect(page).toHaveURL(/\/property\/forms\/submit$/);
    await expect(page.getByLabel('Property Title')).toHaveValue(title);
    await expect(page.getByLabel('Price (PKR)')).toHaveValue('9000000');
    await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(1);
    await page.getByLabel('Price (PKR)').fill('9500000');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/account\/properties#PendingProperty$/);

    const auth = { Authorization: `Bearer ${user.AuthWebToken}` };
    const pending = (await (await request.get('/api/property/GetPendingProperties', { headers: auth })).json()) as Envelope<MyPropertyItem[]>;
    const mine = pending.Data.filter((p) => p.Title === title);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.Price).toBe(9_500_000);
    expect(mine[0]!.Image).not.toBe('');
    await page.goto('/outbox');
    await expect(page.getByText('Nothing waiting')).toBeVisible();
  });

  test('a queued enquiry the server refuses reopens in its form to fix and send again', async ({ context, request, allowConsole }) => {
    allowConsole(OFFLINE_NOISE);
    const stamp = Date.now();
    const first = `First try, refused (${stamp})`;
    const fixed = `Second try, fixed (${stamp})`;
    const { url: listingUrl, owner } = await demoListingWithOwner(request, 1);

    const page = await context.newPage();
    await page.goto('/');
    await waitForServiceWorker(page);
    await page.goto('/outbox');
    await page.goto(`/property/${listingUrl}`);
    await page.getByLabel('Full Name').fill('Bilal Ahmed');
    await page.getByLabel('Email', { exact: true }).fill('bilal@example.pk');
    await page.getByLabel('Phone', { exact: true }).fill('03007654321');
    await page.getByLabel('Message', { exact: true }).fill(first);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Send Email' }).click();
    await expect(page.getByText(QUEUED)).toBeVisible();

    const refusal = 'Please write your message in a few more words.';
    await context.route('**/api/Contact/PropertyOwner', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ IsSuccess: false, Message: refusal, Data: { Field: 'message', Message: refusal } }) }),
    );
    await page.goto('/outbox');
    await context.setOffline(false);
    const entry = page.getByRole('list', { name: 'Waiting to be sent' }).getByRole('listitem').filter({ hasText: 'Enquiry' });
    await expect(entry.getByText('Needs attention')).toBeVisible({ timeout: 20_000 });
    await expect(entry.getByRole('alert')).toHaveText(refusal);
    await context.unroute('**/api/Contact/PropertyOwner');

    // Edit: back on the listing, the form holds what was typed and says why it was refused, beside
    // the field the refusal names.
    await entry.getByRole('button', { name: /^Edit: / }).click();
    await expect(page).toHaveURL(new RegExp(`/property/${listingUrl}$`));
    const message = page.getByLabel('Message', { exact: true });
    await expect(message).toHaveAccessibleDescription(refusal);
    await expect(page.getByLabel('Full Name')).toHaveValue('Bilal Ahmed');
    await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('03007654321');
    await expect(message).toHaveValue(first);

    // Refused again: the new words go beside the field, not into a toast, and what was typed stays.
    const again = 'Please ask the owner something about the house.';
    await context.route('**/api/Contact/PropertyOwner', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ IsSuccess: false, Message: again, Data: { Field: 'message', Message: again } }) }),
    );
    await message.fill(`${first}!`);
    await expect(message).not.toHaveAccessibleDescription(refusal);
    await page.getByRole('button', { name: 'Send Email' }).click();
    await expect(message).toHaveAccessibleDescription(again);
    await expect(message).toHaveValue(`${first}!`);
    await expect(page.getByLabel('Full Name')).toHaveValue('Bilal Ahmed');
    await expect(page.locator('[role=status], [role=alert]').filter({ hasText: again })).toHaveCount(0);
    await context.unroute('**/api/Contact/PropertyOwner');

    await message.fill(fixed);
    await expect(message).not.toHaveAccessibleDescription(again);
    await page.getByRole('button', { name: 'Send Email' }).click();
    await expect(message).toHaveValue('');

    await expect.poll(() => mailsTo(DATA_DIR, owner).filter((m) => m.body.includes(fixed)).length).toBe(1);
    expect(mailsTo(DATA_DIR, owner).filter((m) => m.body.includes(first))).toHaveLength(0);
    // The refused entry is done with: nothing waits, nothing needs attention.
    await page.goto('/outbox');
    await expect(page.getByText('Nothing waiting')).toBeVisible();
    await expect(page.getByRole('link', { name: /Outbox:/ })).toHaveCount(0);
  });

  test('a draft survives a reload and can be resumed', async ({ page }) => {
    const title = `Draft flat in Clifton ${Date.now()}`;
    await page.goto('/property/forms/submit');
    await page.getByLabel('Property Title').fill(title);
    await page.getByLabel('Description').fill('Half written.');
    const drafts = page.getByRole('region', { name: 'Your drafts' });
    // The autosave runs about a second after the last key press.
    await expect(drafts.getByText(title)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Property Title')).toHaveValue('');
    await drafts.getByRole('button', { name: `Resume draft: ${title}` }).click();
    await expect(page.getByLabel('Property Title')).toHaveValue(title);
    await expect(page.getByLabel('Description')).toHaveValue('Half written.');

    // Deleting asks first.
    await drafts.getByRole('button', { name: `Delete draft: ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this draft?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(drafts.getByText(title)).toHaveCount(0);
    // It was the open one: the form starts empty, and the draft stays gone after the autosave delay.
    await expect(page.getByLabel('Property Title')).toHaveValue('');
    await page.waitForTimeout(1_500);
    await page.reload();
    await expect(page.getByLabel('Property Title')).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
  });

  test('a contact message the server fails once is retried and sent once', async ({ page, context, allowConsole }) => {
    allowConsole(/Failed to load resource/);
    const keys: string[] = [];
    await context.route('**/api/Contact/Us', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length === 1) {
        await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ IsSuccess: false, Message: 'Server trouble', Data: null }) });
      } else {
        await route.continue();
      }
    });
    const subject = `Retry me ${Date.now()}`;
    await page.goto('/contact-us');
    await page.getByLabel('Full Name').fill('Ayesha Khan');
    await page.getByLabel('Email Address').fill('ayesha@example.pk');
    await page.getByLabel('Phone Number').pressSequentially('03001234567');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message', { exact: true }).fill('Do you list farmhouses near Gadap Town?');
    await page.getByRole('button', { name: 'Submit Message' }).click();
    // The truth: the server failed, and the message waits in the Outbox.
    await expect(page.getByText('Server Error')).toBeVisible();
    await expect(page.getByText(QUEUED)).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Outbox: 1 waiting/ }).first()).toBeVisible();
    await expect(page.getByLabel('Subject')).toHaveValue('');

    // The outbox tries again after its first backoff (about 5 s) with the same key.
    await expect(page.getByText('Sent: Contact message')).toBeVisible({ timeout: 20_000 });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).toBe(keys[0]);
    await expect.poll(() => mailsTo(DATA_DIR, ADMIN).filter((m) => m.body.includes(subject) || m.subject.includes(subject)).length).toBe(1);
  });
});
