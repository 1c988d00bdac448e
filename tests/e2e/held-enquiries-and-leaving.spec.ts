import type { APIRequestContext } from '@playwright/test';
import { journey as test, expect, appReady } from './fixtures.ts';
import { DATA_DIR, asVisitor, confirmedUser, liveListing, signIn, uniqueTag } from './support.ts';
import { E2E_ADMIN } from './admin-account.ts';
import { linkIn, mailsTo } from '../support/mail.ts';
import type { Envelope } from '../../src/contract/envelope.ts';
import type { MyAgency } from '../../src/contract/agencies.ts';
import type { EnquiryInbox } from '../../src/contract/enquiries.ts';
import type { CurrentUser, PropertyDetails } from '../../src/contract/types.ts';

test.use({ viewport: { width: 360, height: 740 } });

async function adminUser(request: APIRequestContext): Promise<CurrentUser> {
  const login = await request.post('/api/Account/Login', { headers: asVisitor(), data: { username: E2E_ADMIN.userName, password: E2E_ADMIN.password } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as Envelope<CurrentUser>).Data;
}

/** A first enquiry without an account that has a link in it: held, not sent to the poster. */
async function heldEnquiry(request: APIRequestContext, propertyId: number, name: string, message: string): Promise<string> {
  const email = `${uniqueTag('held')}@example.pk`;
  const res = await request.post('/api/Contact/PropertyOwner', {
    headers: asVisitor(), data: { PropertyId: propertyId, fullName: name, emailAddress: email, phoneNumber: '03211112222', message },
  });
  expect(res.status(), await res.text()).toBe(200);
  return email;
}

/** An agency made through the API by a new admin, and an agent who joins it by the mailed invitation. */
async function agencyWithAgent(request: APIRequestContext, name: string) {
  const admin = await confirmedUser(request, 'lvadmin', { first: 'Imran', last: 'Sheikh' });
  const adminAuth = { ...asVisitor(), Authorization: `Bearer ${admin.AuthWebToken}` };
  const made = await request.post('/api/Agencies/Save', { headers: adminAuth, data: { Name: name, Address: 'Plaza 4, DHA Phase 6, Lahore' } });
  expect(made.status(), await made.text()).toBe(200);
  const slug = ((await made.json()) as Envelope<MyAgency>).Data.Agency!.Slug;
  return { admin, adminAuth, slug };
}

function mailedInvite(email: string): { invite: string; key: string; href: string } {
  const link = linkIn(mailsTo(DATA_DIR, email).at(-1)!, '/account/agency');
  const [invite, key] = link.searchParams.get('key')!.split(/\.(.*)/s);
  return { invite: invite!, key: key!, href: `${link.pathname}${link.search}` };
}

test('an admin releases a genuine held enquiry to the poster and deletes a spam one, in English and Urdu', async ({ page, request, allowConsole }) => {
  test.setTimeout(180_000);
  // The console's address answers 404 at the HTTP level to everyone (only an admin's browser knows it is one).
  allowConsole(/Failed to load resource: the server responded with a status of 404/);
  const listing = await liveListing(request, 'heldq');
  const genuine = `Is this the same house as https://example.pk/listing/${uniqueTag('x')} ? I can visit Sunday.`;
  await heldEnquiry(request, listing.id, 'Kamran Aslam', genuine);
  await heldEnquiry(request, listing.id, 'Cash Offers', 'Cheap loans <b>today</b> at www.fast-cash-now.example');
  const ownerMails = () => mailsTo(DATA_DIR, listing.owner).filter((m) => m.subject.includes(listing.title)).length;
  expect(ownerMails()).toBe(0);

  const admin = await adminUser(request);
  await signIn(page, admin);
  await page.goto('/admin#held-enquiries');
  await appReady(page);
  await expect(page.getByRole('tab', { name: 'Held enquiries' })).toHaveAttribute('aria-selected', 'true');
  const real = page.getByRole('article').filter({ hasText: 'Kamran Aslam' }).filter({ hasText: listing.title });
  const spam = page.getByRole('article').filter({ hasText: 'Cash Offers' }).filter({ hasText: listing.title });
  await expect(real).toBeVisible();
  await expect(real.getByText(genuine)).toBeVisible();
  await expect(real.getByText('Has a link')).toBeVisible();
  // The sender's words as text: the tag shows, nothing is made bold.
  await expect(spam.getByText('Cheap loans <b>today</b> at www.fast-cash-now.example')).toBeVisible();
  await expect(spam.locator('b')).toHaveCount(0);
  // No sender's address or number in the console.
  await expect(page.getByText('03211112222')).toHaveCount(0);
  await expect(page.getByText(/@example\.pk/)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('held-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath('held-1280.png'), fullPage: true });
  await page.goto('/ur/admin#held-enquiries');
  await appReady(page);
  await expect(page.getByRole('tab', { name: 'روکی گئی پوچھ گچھ' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Kamran Aslam کی پوچھ گچھ جاری کریں' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('held-ur-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: test.info().outputPath('held-ur-360.png'), fullPage: true });

  // Release: it leaves the queue and reaches the poster, once.
  await page.goto('/admin#held-enquiries');
  await appReady(page);
  await page.getByRole('button', { name: 'Release the enquiry from Kamran Aslam' }).click();
  await expect(page.getByText('The enquiry is sent to the poster.')).toBeVisible();
  await expect(real).toHaveCount(0);
  await expect.poll(ownerMails).toBe(1);
  const inbox = ((await (await request.get('/api/Enquiries/Inbox', { headers: { Authorization: `Bearer ${listing.user.AuthWebToken}` } })).json()) as Envelope<EnquiryInbox>).Data;
  expect(inbox.Threads.filter((t) => t.PropertyId === listing.id).map((t) => [t.OtherName, t.Status])).toEqual([['Kamran Aslam', 'new']]);

  // Delete asks first; cancelling keeps it, confirming removes it for good.
  await page.getByRole('button', { name: 'Delete the enquiry from Cash Offers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this enquiry?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(spam).toBeVisible();
  await page.getByRole('button', { name: 'Delete the enquiry from Cash Offers' }).click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('The enquiry is deleted.')).toBeVisible();
  await expect(spam).toHaveCount(0);
  expect(ownerMails()).toBe(1);

  // Both are in the audit log.
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByText(`Kamran Aslam about "${listing.title}"`)).toBeVisible();
  await expect(page.getByText(`Cash Offers about "${listing.title}"`)).toBeVisible();
});

test('an agent leaves their agency after a question; their agency listing stays with the agency, in English and Urdu', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { adminAuth, slug } = await agencyWithAgent(request, 'Leaving Lane Estates');
  const agent = await confirmedUser(request, 'lvagent', { first: 'Sana', last: 'Malik' });
  expect((await request.post('/api/Agencies/Invite', { headers: adminAuth, data: { Email: agent.EmailAddress } })).status()).toBe(200);
  await expect.poll(() => mailsTo(DATA_DIR, agent.EmailAddress).length).toBeGreaterThan(1);
  const { invite, key } = mailedInvite(agent.EmailAddress);
  const accepted = await request.post('/api/Agencies/Accept', { headers: { ...asVisitor(), Authorization: `Bearer ${agent.AuthWebToken}` }, data: { Invite: Number(invite), Key: key } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const listing = await liveListing(request, 'lvhouse', { user: agent });

  await signIn(page, agent);
  await page.goto('/account/agency');
  await appReady(page);
  await expect(page.getByText('You are an agent of Leaving Lane Estates.')).toBeVisible();
  const leave = page.getByRole('button', { name: 'Leave agency' });
  await expect(leave).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('leave-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath('leave-1280.png'), fullPage: true });
  await page.goto('/ur/account/agency');
  await appReady(page);
  await page.getByRole('button', { name: 'ایجنسی چھوڑیں' }).click();
  const urDialog = page.getByRole('dialog', { name: 'ایجنسی چھوڑیں؟' });
  await expect(urDialog).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('leave-dialog-ur-1280.png'), fullPage: true });
  await urDialog.getByRole('button', { name: 'منسوخ' }).click();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: test.info().outputPath('leave-ur-360.png'), fullPage: true });

  // In English at 360 px: the question says what happens to the listings; confirming leaves.
  await page.goto('/account/agency');
  await appReady(page);
  await page.getByRole('button', { name: 'Leave agency' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave the agency?' });
  await expect(dialog).toContainText('Listings you posted for the agency stay with it');
  await page.screenshot({ path: test.info().outputPath('leave-dialog-360.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(page.getByText('You have left Leaving Lane Estates.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create agency' })).toBeVisible();

  // The listing stays with the agency, now under its admin's name.
  const details = ((await (await request.get(`/api/Property/GetPropertyDetailsByUrl?propertyUrl=${encodeURIComponent(listing.url)}`)).json()) as Envelope<PropertyDetails>).Data;
  expect(details.Agency).toEqual({ Slug: slug, Name: 'Leaving Lane Estates' });
  expect(details.ContactFullName).toBe('Imran Sheikh');
  await page.goto(`/property/${listing.url}`);
  const contact = page.getByRole('complementary', { name: 'Contact the owner' }).getByRole('region', { name: 'Contact' });
  await expect(contact.getByRole('link', { name: 'Imran Sheikh' })).toBeVisible();
});

test('someone invited without an account registers with the invited address from the link and comes back to accept', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { adminAuth } = await agencyWithAgent(request, 'Newcomer Road Estates');
  const tag = uniqueTag('lvnew');
  const email = `${tag}@example.pk`;
  expect((await request.post('/api/Agencies/Invite', { headers: adminAuth, data: { Email: email } })).status()).toBe(200);
  await expect.poll(() => mailsTo(DATA_DIR, email).length).toBe(1);
  const { href } = mailedInvite(email);

  await page.goto(href);
  await appReady(page);
  await expect(page.getByText('Newcomer Road Estates invites you to join them as an agent.')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('link', { name: 'Create an account to accept' }).click();
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Email Address')).toHaveValue(email);
  await page.getByLabel('First Name').fill('Hina');
  await page.getByLabel('Last Name').fill('Riaz');
  await page.getByLabel('User Name').fill(tag);
  await page.getByLabel('Password', { exact: true }).fill('Secret-pass-1');
  await page.getByLabel('Confirm Password').fill('Secret-pass-1');
  await page.getByLabel('Confirm Password').blur();
  await page.getByRole('tabpanel').getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/registration\/information/);

  // The confirmation mail brings them back to the invitation, signed in.
  await expect.poll(() => mailsTo(DATA_DIR, email).length).toBe(2);
  const confirm = linkIn(mailsTo(DATA_DIR, email).at(-1)!, '/registration/confirmation');
  await page.goto(`${confirm.pathname}${confirm.search}`);
  await expect(page).toHaveURL(/\/account\/agency\?key=/);
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.getByText('You are now an agent of Newcomer Road Estates.').first()).toBeVisible();
});
