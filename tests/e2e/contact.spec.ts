import type { Page } from '@playwright/test';
import { appReady, journey as test, expect } from './fixtures.ts';
import { mailsTo } from '../support/mail.ts';
import { ADMIN_EMAIL as ADMIN, confirmedUser, uniquePhone } from './support.ts';
import type { Envelope } from '../../src/contract/envelope.ts';

const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
const CONTACT_FAILURE = 'Something went wrong, try to come back later!';

async function fillContactForm(page: Page, subject: string): Promise<void> {
  await page.getByLabel('Full Name').fill('Ayesha Khan');
  await page.getByLabel('Email Address').fill('ayesha@example.pk');
  await page.getByLabel('Phone Number').pressSequentially('0300-12ab34567');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message', { exact: true }).fill('Do you list farmhouses near Gadap Town?');
}

test.describe('contact us', () => {
  test('sends a message once the form is valid and mails the admin', async ({ page }) => {
    const subject = `Farmhouses ${Date.now()}`;
    await page.goto('/contact-us');
    // Validation as the user types is the app's: the server-rendered form only keeps the text.
    await appReady(page);
    await expect(page).toHaveTitle('Contact Us | Basera');
    await expect(page.getByText('We are new startup from Karachi, will update our address as soon as possible!')).toBeVisible();
    // The office on our own map, with its pin; no third-party frame.
    const office = page.getByRole('region', { name: 'Map of our office in Karachi, Sindh, Pakistan' });
    await expect(office).toBeVisible();
    await expect(page.locator('.map-pin')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    // The configured ADMIN_EMAIL, not a built-in address.
    await expect(page.getByRole('link', { name: ADMIN }).first()).toBeVisible();

    const submit = page.getByRole('button', { name: 'Submit Message' });
    await expect(submit).toBeDisabled();

    // Errors wait until a field is touched.
    await expect(page.getByText('Full name is required')).toHaveCount(0);
    await page.getByLabel('Full Name').focus();
    await page.getByLabel('Email Address').fill('ayesha@');
    await expect(page.getByText('Full name is required')).toBeVisible();
    await page.getByLabel('Phone Number').focus();
    await expect(page.getByText('Email address is not valid')).toBeVisible();

    await fillContactForm(page, subject);
    // Letters and the dash were typed but only digits arrived.
    await expect(page.getByLabel('Phone Number')).toHaveValue('03001234567');
    await expect(submit).toBeEnabled();

    const answer = page.waitForResponse((res) => res.url().includes('/api/Contact/Us'));
    await submit.click();
    const body = (await (await answer).json()) as Envelope;
    expect(body.IsSuccess).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: body.Message })).toBeVisible();

    // The form starts over.
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByLabel('Subject')).toHaveValue('');
    await expect(submit).toBeDisabled();

    await expect.poll(() => mailsTo(dataDir, ADMIN).filter((m) => m.body.includes(subject) || m.subject.includes(subject)).length).toBe(1);
  });

  test('keeps the message and says so when the server refuses it', async ({ page, allowConsole }) => {
    allowConsole(/Failed to load resource/);
    await page.route('**/api/Contact/Us', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ IsSuccess: false, Message: 'Not accepted.', Data: null }) }),
    );
    await page.goto('/contact-us');
    await fillContactForm(page, 'Refused');
    await page.getByRole('button', { name: 'Submit Message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: CONTACT_FAILURE })).toBeVisible();
    // Only the page's own toast: the generic catalogue stays quiet.
    await expect(page.getByText('Not accepted.')).toHaveCount(0);
    await expect(page.getByLabel('Subject')).toHaveValue('Refused');
  });

  test('a rate limit or no connection is not a failure: the outbox keeps the message', async ({ page, allowConsole }) => {
    allowConsole(/Failed to load resource/);
    await page.route('**/api/Contact/Us', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ IsSuccess: false, Message: 'Too many requests.', Data: null }) }),
    );
    await page.goto('/contact-us');
    await fillContactForm(page, 'Rate limited');
    await page.getByRole('button', { name: 'Submit Message' }).click();
    await expect(page.getByText('Saved offline, it will be sent when you are back online')).toBeVisible();
    await expect(page.getByText('Too many requests.')).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: CONTACT_FAILURE })).toHaveCount(0);
    await expect(page.getByLabel('Subject')).toHaveValue('');
    await expect(page.getByRole('link', { name: /Outbox: 1 waiting/ }).first()).toBeVisible();
  });

  test('keeps the office on the map offline, with the address and a link under it', async ({ page, context, allowConsole }) => {
    allowConsole(/ERR_INTERNET_DISCONNECTED|Failed to load resource/);
    await page.goto('/contact-us');
    await appReady(page);
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active != null);
    const office = page.getByRole('region', { name: /Map of our office/ });
    await expect(office).toBeVisible();
    await expect(page.locator('.map-pin')).toBeVisible();

    // Offline, opened again: the page, the map and its tiles come from the phone.
    await context.setOffline(true);
    await page.reload();
    await expect(office).toBeVisible();
    await expect(page.locator('.map-pin')).toBeVisible();
    const caption = page.getByRole('figure').locator('figcaption');
    await expect(caption.getByText('Karachi, Sindh, Pakistan')).toBeVisible();
    await expect(caption.getByRole('link', { name: 'Open the map' })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=24\.86070,67\.00110$/);
    await context.setOffline(false);
  });
});

test.describe('marketing contacts', () => {
  test('needs a login', async ({ page }) => {
    await page.goto('/marketing/contacts');
    await expect(page).toHaveURL(/\/login-register\?returnUrl=%2Fmarketing%2Fcontacts$/);
  });

  test('pastes a copied number, checks it and registers it once', async ({ page, context, request, baseURL }) => {
    const user = await confirmedUser(request, 'mkt', { first: 'Bilal', last: 'Ahmed' });
    await page.addInitScript((stored) => localStorage.setItem('currentUser', stored), JSON.stringify(user));
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

    // A fresh number each run, written the international way people copy it.
    const local = uniquePhone('0300');
    const copied = `+92 ${local.slice(1, 4)}-${local.slice(4)}`;

    await page.goto('/marketing/contacts');
    await expect(page).toHaveTitle('Marketing Contacts | Basera');
    const field = page.getByLabel('Phone Number');
    const submit = page.getByRole('button', { name: 'Add Phone Number' });
    await expect(submit).toBeDisabled();

    // Only digit key presses get in.
    await field.pressSequentially('03a0b');
    await expect(field).toHaveValue('030');
    await field.clear();

    await page.evaluate((text) => navigator.clipboard.writeText(text), copied);
    await field.click();
    await expect(field).toHaveValue(local);
    // Free: said beside the field; nothing says "added" before Add is pressed.
    await expect(page.getByText('This number is not on the list yet.')).toBeVisible();
    await expect(submit).toBeEnabled();
    await expect(page.getByText(/added successfully/)).toHaveCount(0);

    const registered = page.waitForResponse((res) => res.url().includes('/api/Marketing/Register/PhoneNumber'));
    await submit.click();
    const request_ = (await registered).request();
    const url = new URL(request_.url());
    expect(url.searchParams.get('PhoneNumber')).toBe(local);
    expect(url.searchParams.get('Name')).toBe('Bilal Ahmed');
    expect(request_.headers()['content-type']).toContain('application/json');
    await expect(page.getByRole('status').filter({ hasText: 'Phone number added successfully.' })).toBeVisible();
    await expect(field).toHaveValue('');

    // The same number again is taken.
    await field.click();
    await expect(field).toHaveValue(local);
    await expect(page.getByText('This phone number is already registered.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(submit).toBeDisabled();
  });
});
