import { journey as test, expect } from './fixtures.ts';
import { OFFLINE_NOISE, QUEUED, asVisitor, confirmedUser, demoListings, uniqueTag } from './support.ts';

// What the app says after errors, logins and copied links, on a phone-sized screen.
test.use({ viewport: { width: 360, height: 740 } });

test('a server error on an enquiry says so while online, and a later offline save replaces that toast', async ({ page, context, request, allowConsole }) => {
  allowConsole(/status of 500/);
  allowConsole(OFFLINE_NOISE);
  const url = (await demoListings(request))[1]!.PropertyUrl;
  await page.route('**/api/Contact/PropertyOwner**', (route) => route.fulfill({
    status: 500, contentType: 'application/json', body: JSON.stringify({ IsSuccess: false, Message: 'boom', Data: null }),
  }));
  await page.goto(`/property/${url}`);
  const form = page.getByRole('form', { name: /enquiry|contact/i }).or(page.locator('form').filter({ has: page.getByLabel('Message', { exact: true }) })).first();
  await form.getByLabel('Full Name').fill('Asad Raza');
  await form.getByLabel('Email').fill('asad.raza@example.pk');
  await form.getByLabel('Phone', { exact: true }).fill('03007654321');
  await form.getByLabel('Message', { exact: true }).fill('Is it still available?');
  await form.getByRole('button', { name: 'Send Email' }).click();
  // Spec: a 500 shows 'Server Error' / 'Error occured while performing your request', not "offline".
  await expect(page.getByText('Server Error')).toBeVisible();
  await expect(page.getByText('Error occured while performing your request')).toBeVisible();
  await expect(page.getByText(QUEUED)).toHaveCount(0);

  // Offline now: the second try is saved offline, and on a phone its toast replaces the error.
  await page.unroute('**/api/Contact/PropertyOwner**');
  await context.setOffline(true);
  // The queued enquiry emptied the form.
  await form.getByLabel('Full Name').fill('Asad Raza');
  await form.getByLabel('Email').fill('asad.raza@example.pk');
  await form.getByLabel('Phone', { exact: true }).fill('03007654321');
  await form.getByLabel('Message', { exact: true }).fill('Still there?');
  await form.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByText(QUEUED)).toBeVisible();
  await expect(page.getByText('Server Error')).toHaveCount(0);
  await context.setOffline(false);
});

test('a failed login\'s error does not stay over the signed-in page', async ({ page, request, allowConsole }) => {
  allowConsole(/status of 400/);
  const user = await confirmedUser(request, 'toast');
  await page.goto('/login-register');
  await page.getByLabel('User Name / Email Address').fill(user.UserName);
  await page.getByLabel('Password', { exact: true }).fill('Wrong-pass-1');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  const error = page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: /password/i });
  await expect(error.first()).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Secret-pass-1');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).not.toHaveURL(/login-register/);
  await expect(page.getByText(/user name or password/i)).toHaveCount(0);

  // Every account link is on screen at 360 px, none behind a sideways scroll.
  await page.goto('/account/profile');
  const nav = page.getByRole('navigation', { name: 'Account' });
  const items = [
    nav.getByRole('link', { name: 'My Profile' }), nav.getByRole('link', { name: 'Edit', exact: true }),
    nav.getByRole('link', { name: 'My Properties' }), nav.getByRole('link', { name: 'Submit New Property' }),
    nav.getByRole('link', { name: 'Change Password' }), nav.getByRole('button', { name: 'Log Out' }),
  ];
  for (const item of items) {
    await expect(item).toBeVisible();
    const box = (await item.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
});

test('the contact address shown is the configured ADMIN_EMAIL, with and without the app', async ({ page }) => {
  // scripts/e2e-server.mjs runs the server with ADMIN_EMAIL=admin@basera.test.
  await page.goto('/contact-us');
  await expect(page.locator('main').getByRole('link', { name: 'admin@basera.test' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'admin@basera.test' })).toBeVisible();
  await expect(page.getByText('admin@basera.pk')).toHaveCount(0);
  await page.goto('/privacy-policy');
  await expect(page.locator('main').getByRole('link', { name: 'admin@basera.test' }).first()).toBeVisible();
});

test('logging in before confirming says whether a link was just sent', async ({ page, request, allowConsole }) => {
  allowConsole(/status of 400/);
  const tag = uniqueTag('unconf');
  const reg = await request.post('/api/Account/Register', {
    headers: asVisitor(),
    data: { FirstName: 'Sana', LastName: 'Malik', UserName: tag, Email: `${tag}@example.pk`, Password: 'Secret-pass-1', ConfirmPassword: 'Secret-pass-1' },
  });
  expect(reg.status()).toBe(200);
  await page.goto('/login-register');
  await page.getByLabel('User Name / Email Address').fill(tag);
  await page.getByLabel('Password', { exact: true }).fill('Secret-pass-1');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByText(/We sent you a confirmation link a few minutes ago/)).toBeVisible();
  await expect(page.getByText(/We have sent you a new confirmation link/)).toHaveCount(0);
});

test('a listing address copied with its full stop still opens the listing', async ({ page, request }) => {
  const url = (await demoListings(request))[2]!.PropertyUrl;
  await page.goto(`/property/${url}.`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/not available|could not/i);
  await expect(page.getByText('Please try again in a moment.')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Photo strip' }).or(page.getByRole('heading', { level: 2, name: 'Overview' })).first()).toBeVisible();
});
