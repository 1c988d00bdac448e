import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { journey as test, expect } from './fixtures.ts';
import { linkIn, mailsTo, type Mail } from '../support/mail.ts';
import { uniqueTag } from './support.ts';

/**
 * Accounts end to end: register, confirm by mail, log out and in, edit the profile with a
 * photo, change the password, reset a forgotten one, and come back to a protected page after login.
 * One journey on one account keeps it well inside the server's per-address limits (registrations,
 * failed logins, reset mails).
 */

const DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
const tag = uniqueTag('e2e');
const person = {
  firstName: 'Ayesha',
  lastName: 'Khan',
  userName: tag,
  // A four-letter ending, which every e-mail field accepts (EMAIL_DOMAIN in src/contract/schemas.ts).
  email: `${tag}@example.info`,
  password: 'First-pass-1',
  changedPassword: 'Second-pass-2',
  resetPassword: 'Third-pass-3',
};

/** The newest mail to the person whose subject matches, once the server has written it. */
async function latestMail(subject: RegExp, after: number): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(() => {
      const mails = mailsTo(DATA_DIR, person.email).filter((m) => subject.test(m.subject));
      found = mails.length > after ? mails.at(-1) : undefined;
      return Boolean(found);
    }, { message: `a mail matching ${subject}` })
    .toBe(true);
  return found!;
}

const countMails = (subject: RegExp) => mailsTo(DATA_DIR, person.email).filter((m) => subject.test(m.subject)).length;

/** Mailed links use PUBLIC_URL's host; the test browses the server it started. */
async function openMailedLink(page: Page, mail: Mail, path: string): Promise<void> {
  const url = linkIn(mail, path);
  await page.goto(`${url.pathname}${url.search}`);
}

/** Both header copies (main and sticky) hold an account menu; the visible one is the first. */
const accountButton = (page: Page, name: string) => page.getByRole('button', { name: `Hi, ${name}` }).first();

async function logOutFromHeader(page: Page, firstName: string): Promise<void> {
  await accountButton(page, firstName).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log In / Register' }).first()).toBeVisible();
}

async function logIn(page: Page, identifier: string, password: string): Promise<void> {
  await page.getByLabel('User Name / Email Address').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

test('accounts: register, confirm, profile, passwords and returnUrl', async ({ page, allowConsole }) => {
  test.setTimeout(120_000);
  // The wrong-password login below is refused with a 400 on purpose; the browser logs that.
  allowConsole(/Failed to load resource: the server responded with a status of 400/);
  const confirmSubject = /confirm/i;
  const resetSubject = /password/i;

  await test.step('register from the Register tab', async () => {
    await page.goto('/login-register');
    await page.getByRole('tab', { name: 'Register' }).click();
    await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    const register = page.getByRole('button', { name: 'Register', exact: true });

    await page.getByLabel('First Name').fill(person.firstName);
    await page.getByLabel('Last Name').fill(person.lastName);
    await page.getByLabel('User Name').fill(person.userName);
    await page.getByLabel('Email Address').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Confirm Password').fill(`${person.password}x`);
    await page.getByLabel('First Name').focus();
    await expect(page.getByText("Confirm password didn't match")).toBeVisible();
    await expect(register).toBeDisabled();

    await page.getByLabel('Confirm Password').fill(person.password);
    await page.getByLabel('Confirm Password').blur();
    // Both availability checks ran on blur and answered "free".
    await expect(page.getByText('Available')).toHaveCount(2);
    await expect(register).toBeEnabled();
    await register.click();

    await expect(page).toHaveURL(/\/registration\/information$/);
    await expect(page.getByText('Welcome to Basera')).toBeVisible();
  });

  await test.step('the same user name is now taken', async () => {
    await page.goto('/registration');
    await page.getByLabel('User Name').fill(person.userName.toUpperCase());
    await page.getByLabel('User Name').blur();
    await expect(page.getByText('User name is already taken, Please try different one')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeDisabled();
  });

  await test.step('confirm the e-mail address from the mailed link', async () => {
    const mail = await latestMail(confirmSubject, 0);
    await openMailedLink(page, mail, '/registration/confirmation');
    await expect(page).toHaveURL(/\/account\/profile$/);
    await expect(page.getByText('Congratulations!')).toBeVisible();
    await expect(accountButton(page, person.firstName)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Account Information' })).toBeVisible();
    await expect(page.getByText(person.email, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${person.firstName} ${person.lastName} Profile | Basera`);
  });

  await test.step('log out from the header menu, then log in again', async () => {
    await logOutFromHeader(page, person.firstName);
    await page.goto('/login-register');
    await logIn(page, person.userName, person.password);
    // My Properties when that screen exists, the profile until then.
    await expect(page).toHaveURL(/\/account\/(properties|profile)$/);
    await expect(accountButton(page, person.firstName)).toBeVisible();
  });

  await test.step('edit the profile with a photo', async () => {
    await page.goto('/account/profile/edit');
    const photo = page.getByLabel('Profile Photo');

    await photo.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    await expect(page.getByText('Only images are supported to upload')).toBeVisible();

    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0f7b4f' } }).png().toBuffer();
    await photo.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.locator('img[src^="blob:"]')).toBeVisible();

    await page.getByLabel('First Name').fill('Sana');
    await page.getByLabel('Phone Number').fill('0300-123 4567');
    await expect(page.getByLabel('Phone Number')).toHaveValue('03001234567');
    await page.getByLabel('Address', { exact: true }).fill('House 12, Street 4, F-7/2, Islamabad');
    await page.getByLabel('About Me').fill('Looking for a family home near good schools.');
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page).toHaveURL(/\/account\/profile$/);
    await expect(page.getByText('Your profile is saved.')).toBeVisible();
    await expect(page.getByText('03001234567')).toBeVisible();
    // The header follows the stored user: new name, and the uploaded photo instead of the default.
    const header = accountButton(page, 'Sana');
    await expect(header).toBeVisible();
    await expect(header.locator('img')).toHaveAttribute('src', /upload=avatars/);
    await expect(page.getByRole('complementary', { name: 'Your account' }).getByText('Sana Khan')).toBeVisible();
  });

  await test.step('change the password', async () => {
    await page.getByRole('complementary', { name: 'Your account' }).getByRole('link', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/\/account\/change-password$/);
    const update = page.getByRole('button', { name: 'Update Password' });
    await expect(update).toBeDisabled();
    await page.getByLabel('Current Password').fill(person.password);
    await page.getByLabel('New Password').fill(person.changedPassword);
    await page.getByLabel('Confirm Password').fill(person.changedPassword);
    await update.click();
    await expect(page.getByText('Your password is changed.')).toBeVisible();
  });

  await test.step('log out from the account panel; the old password no longer works', async () => {
    await page.getByRole('complementary', { name: 'Your account' }).getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login-register');
    await logIn(page, person.email, person.password);
    await expect(page.getByText('The user name or password is incorrect.')).toBeVisible();
    await expect(page).toHaveURL(/\/login-register$/);

    await logIn(page, person.email, person.changedPassword);
    await expect(page).toHaveURL(/\/account\/(properties|profile)$/);
    await logOutFromHeader(page, 'Sana');
  });

  await test.step('reset a forgotten password from the mailed link', async () => {
    const before = countMails(resetSubject);
    await page.goto('/forgot-password');
    await page.getByLabel('User Name / Email Address').fill(person.userName);
    await page.getByRole('button', { name: 'Send Email' }).click();
    await expect(page.getByText(/If an account matches, we have sent an e-mail/)).toBeVisible();

    const mail = await latestMail(resetSubject, before);
    await openMailedLink(page, mail, '/forgot-password/reset');
    await page.getByLabel('New Password').fill(person.resetPassword);
    await page.getByLabel('Confirm Password').fill(person.resetPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page).toHaveURL(/\/login-register$/);
    await expect(page.getByText('Your password has been changed.', { exact: false })).toBeVisible();
    // The used link says so at once, without showing the form again.
    await openMailedLink(page, mail, '/forgot-password/reset');
    await expect(page.getByText('This reset link cannot be used any more')).toBeVisible();
    await expect(page.getByLabel('New Password')).toHaveCount(0);
  });

  await test.step('a protected page sends a visitor to log in, and back after it', async () => {
    await page.goto('/account/profile');
    await expect(page).toHaveURL(/\/login-register\?returnUrl=%2Faccount%2Fprofile$/);
    await logIn(page, person.userName, person.resetPassword);
    await expect(page).toHaveURL(/\/account\/profile$/);
    await expect(page.getByRole('heading', { name: 'Account Information' })).toBeVisible();
    await expect(accountButton(page, 'Sana')).toBeVisible();
  });
});
