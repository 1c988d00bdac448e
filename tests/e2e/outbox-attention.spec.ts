import { journey as test, expect } from './fixtures.ts';
import { mailsTo } from '../support/mail.ts';
import {
  ADMIN_EMAIL as ADMIN, DATA_DIR, OFFLINE_NOISE, QUEUED, confirmedUser, fillListingForm, signIn, uniquePhone, waitForServiceWorker,
} from './support.ts';

const TOLD = 'Something you sent was refused';

/** A validation refusal in the server's envelope, naming the field it is about. */
function refusal(field: string, message: string) {
  return { status: 400, contentType: 'application/json', body: JSON.stringify({ IsSuccess: false, Message: message, Data: { Field: field, Message: message } }) };
}

// Contact messages and marketing numbers the server refused could not be edited
// from the outbox, a refused listing's edit did not show the server's field message, and nothing
// outside the outbox page said that an entry needed attention.
test.describe('entries the server refused', () => {
  test('a refused contact message is told about once, and goes back into its form with the message at its field', async ({ page, context, allowConsole }) => {
    allowConsole(OFFLINE_NOISE);
    const stamp = Date.now();
    const subject = `Farmhouse question ${stamp}`;
    // Subjects are at most 35 characters (the field's maxlength).
    const fixed = `Gadap farmhouses ${stamp}`;
    await page.goto('/');
    await waitForServiceWorker(page);
    await page.goto('/outbox');
    await page.goto('/contact-us');
    await page.getByLabel('Full Name').fill('Ayesha Khan');
    await page.getByLabel('Email Address').fill('ayesha@example.pk');
    await page.getByLabel('Phone Number').pressSequentially('03001234567');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message', { exact: true }).fill('Do you list farmhouses near Gadap Town?');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Submit Message' }).click();
    await expect(page.getByText(QUEUED)).toBeVisible();
    await expect(page.getByLabel('Subject')).toHaveValue('');

    // Back online the outbox sends it, and the server refuses it: the page the user is on says so.
    const refused = 'Please write a subject that says what the message is about.';
    await context.route('**/api/Contact/Us', (route) => route.fulfill(refusal('subject', refused)));
    await page.goto('/');
    await context.setOffline(false);
    await expect(page.getByText(TOLD)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'Outbox: 1 waiting to be sent, some need attention' }).first()).toBeVisible();
    // Once: a reload does not say it again, the badge goes on saying it.
    await page.reload();
    await expect(page.getByRole('link', { name: /some need attention/ }).first()).toBeVisible();
    await page.waitForTimeout(1_500);
    await expect(page.getByText(TOLD)).toHaveCount(0);
    await context.unroute('**/api/Contact/Us');

    await page.getByRole('link', { name: /some need attention/ }).first().click();
    const entry = page.getByRole('list', { name: 'Waiting to be sent' }).getByRole('listitem').filter({ hasText: subject });
    await expect(entry.getByText('Needs attention')).toBeVisible();
    await entry.getByRole('button', { name: `Edit: ${subject}` }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    // Everything typed is back, and the server's words are beside the field they name.
    await expect(page.getByLabel('Full Name')).toHaveValue('Ayesha Khan');
    await expect(page.getByLabel('Email Address')).toHaveValue('ayesha@example.pk');
    await expect(page.getByLabel('Phone Number')).toHaveValue('03001234567');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Do you list farmhouses near Gadap Town?');
    await expect(page.getByLabel('Subject')).toHaveValue(subject);
    await expect(page.getByLabel('Subject')).toHaveAccessibleDescription(refused);
    await page.getByLabel('Subject').fill(fixed);
    await expect(page.getByLabel('Subject')).not.toHaveAccessibleDescription(refused);

    // Refused again (now the message): its words go beside that field, not into a general toast,
    // and everything typed stays.
    const refusedAgain = 'Please say which farmhouse you mean.';
    await context.route('**/api/Contact/Us', (route) => route.fulfill(refusal('message', refusedAgain)));
    await page.getByRole('button', { name: 'Submit Message' }).click();
    const message = page.getByLabel('Message', { exact: true });
    await expect(message).toHaveAccessibleDescription(refusedAgain);
    await expect(message).toBeFocused();
    await expect(page.getByText('Something went wrong, try to come back later!')).toHaveCount(0);
    await expect(page.getByLabel('Subject')).toHaveValue(fixed);
    await expect(page.getByLabel('Subject')).not.toHaveAccessibleDescription(refused);
    await expect(page.getByLabel('Full Name')).toHaveValue('Ayesha Khan');
    await context.unroute('**/api/Contact/Us');
    await message.fill('Do you list farmhouses near Gadap Town, by the dam?');
    await expect(message).not.toHaveAccessibleDescription(refusedAgain);
    await page.getByRole('button', { name: 'Submit Message' }).click();
    await expect(page.getByLabel('Subject')).toHaveValue('');

    await expect.poll(() => mailsTo(DATA_DIR, ADMIN).filter((m) => m.body.includes(fixed) || m.subject.includes(fixed)).length).toBe(1);
    // The refused entry is done with: nothing waits, nothing needs attention.
    await page.goto('/outbox');
    await expect(page.getByText('Nothing waiting')).toBeVisible();
    await expect(page.getByRole('link', { name: /Outbox:/ })).toHaveCount(0);
  });

  test('a refused marketing number goes back into its form with the server message', async ({ context, request, allowConsole }) => {
    allowConsole(OFFLINE_NOISE);
    const user = await confirmedUser(request, 'attn', { first: 'Bilal', last: 'Ahmed' });
    await signIn(context, user);
    const phone = uniquePhone('0302');
    const page = await context.newPage();
    await page.goto('/');
    await waitForServiceWorker(page);
    await page.goto('/outbox');
    await page.goto('/marketing/contacts');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(true);
    await page.getByLabel('Phone Number').pressSequentially(phone);
    await page.getByRole('button', { name: 'Add Phone Number' }).click();
    await expect(page.getByText(QUEUED)).toBeVisible();

    const refused = 'This number cannot be added to the list.';
    await context.route('**/api/Marketing/Register/PhoneNumber**', (route) => route.fulfill(refusal('PhoneNumber', refused)));
    await page.goto('/outbox');
    await context.setOffline(false);
    const entry = page.getByRole('list', { name: 'Waiting to be sent' }).getByRole('listitem').filter({ hasText: phone });
    await expect(entry.getByText('Needs attention')).toBeVisible({ timeout: 20_000 });
    await expect(entry.getByRole('alert')).toHaveText(refused);
    // The outbox page shows it already: no toast on top of it.
    await expect(page.getByText(TOLD)).toHaveCount(0);
    await context.unroute('**/api/Marketing/Register/PhoneNumber**');

    await entry.getByRole('button', { name: `Edit: ${phone}` }).click();
    await expect(page).toHaveURL(/\/marketing\/contacts$/);
    const field = page.getByLabel('Phone Number');
    await expect(field).toHaveValue(phone);
    // Beside the check's own hint ('not on the list yet').
    await expect(field).toHaveAccessibleDescription(new RegExp(refused.replace('.', '\\.')));
    const add = page.getByRole('button', { name: 'Add Phone Number' });
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page.getByText('Phone number added successfully.')).toBeVisible();

    const auth = { Authorization: `Bearer ${user.AuthWebToken}` };
    const registered = await request.post(`/api/Marketing/Contacts/IsPhoneNumberRegistered?PhoneNumber=${phone}`, { headers: auth });
    expect(await registered.json()).toBeTruthy();
    await page.goto('/outbox');
    await expect(page.getByText('Nothing waiting')).toBeVisible();
  });

  test('a refused listing opens in the form with the server message at the field it names', async ({ context, request, allowConsole }) => {
    test.setTimeout(120_000);
    allowConsole(OFFLINE_NOISE);
    const user = await confirmedUser(request, 'attn', { first: 'Nadia', last: 'Qureshi' });
    await signIn(context, user);
    const title = `Refused house in Model Town ${Date.now()}`;
    const page = await context.newPage();
    await page.goto('/');
    await waitForServiceWorker(page);
    await page.goto('/outbox');
    await page.goto('/property/forms/submit');
    await fillListingForm(page, {
      title, price: '9000000', area: '10', unit: 'Marla', city: 'Lahore', description: 'The server will refuse the price of this one.',
    });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(QUEUED)).toBeVisible();
    await expect(page).toHaveURL(/\/outbox$/);

    const refused = 'Price looks wrong for this area.';
    await context.route('**/api/Property/SubmitPropertyDetails', (route) => route.fulfill(refusal('Price', refused)));
    await context.setOffline(false);
    const entry = page.getByRole('list', { name: 'Waiting to be sent' }).getByRole('listitem').filter({ hasText: title });
    await expect(entry.getByText('Needs attention')).toBeVisible({ timeout: 20_000 });
    await context.unroute('**/api/Property/SubmitPropertyDetails');

    await entry.getByRole('button', { name: `Edit: ${title}` }).click();
    await expect(page).toHaveURL(/\/property\/forms\/submit$/);
    const price = page.getByLabel('Price (PKR)');
    await expect(price).toHaveValue('9000000');
    await expect(price).toHaveAccessibleDescription(new RegExp(refused.replace('.', '\\.')));
    await price.fill('9500000');
    await expect(price).not.toHaveAccessibleDescription(new RegExp(refused.replace('.', '\\.')));
  });
});
