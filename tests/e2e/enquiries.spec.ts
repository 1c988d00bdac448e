import type { Browser, Page } from '@playwright/test';
import { journey as test, expect } from './fixtures.ts';
import { DATA_DIR, OFFLINE_NOISE, asVisitor, liveListing, signIn, uniqueTag, waitForServiceWorker } from './support.ts';
import { linkIn, mailsTo } from '../support/mail.ts';
import type { Envelope } from '../../src/contract/envelope.ts';
import type { EnquiryInbox, EnquiryThread } from '../../src/contract/enquiries.ts';

test.use({ viewport: { width: 360, height: 740 } });

/** A second person's phone: its own context, failing the journey on its console errors too. */
async function otherPerson(browser: Browser, baseURL: string): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, errors, close: () => context.close() };
}

test('a buyer enquires without an account, the owner replies offline then online (sent once), and the buyer reads it from the mail', async ({ browser, page, context, request, allowConsole, baseURL }) => {
  test.setTimeout(180_000);
  allowConsole(OFFLINE_NOISE);
  const listing = await liveListing(request, 'enq');
  const buyerEmail = `${uniqueTag('buyer')}@example.pk`;

  // The buyer, signed out on their own phone, writes from the listing's page.
  const buyer = await otherPerson(browser, baseURL!);
  await buyer.page.goto(`/property/${listing.url}`);
  const form = buyer.page.locator('form').filter({ has: buyer.page.getByLabel('Message', { exact: true }) }).first();
  await form.getByLabel('Full Name').fill('Bilal Ahmed');
  await form.getByLabel('Email').fill(buyerEmail);
  await form.getByLabel('Phone', { exact: true }).fill('03217654321');
  await form.getByLabel('Message', { exact: true }).fill('Is the house still available? Can I see it on Saturday?');
  await form.getByRole('button', { name: 'Send Email' }).click();
  await expect(buyer.page.getByText('Your message is sent to the owner. They will contact you soon.')).toBeVisible();
  // The spec's mail still goes to the owner.
  await expect.poll(() => mailsTo(DATA_DIR, listing.owner).filter((m) => m.subject.includes(listing.title)).length).toBe(1);

  // The owner sees it in the inbox's New tab, with the count on the account menu.
  await signIn(context, listing.user);
  await page.goto('/account/enquiries');
  await waitForServiceWorker(page);
  await expect(page.getByRole('tab', { name: /New/ })).toHaveAttribute('aria-selected', 'true');
  const item = page.getByRole('link', { name: new RegExp(`Bilal Ahmed.*${listing.title}`) });
  await expect(item).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByText('1 new enquiry').first()).toBeAttached();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.screenshot({ path: test.info().outputPath('inbox-360.png'), fullPage: true });

  await item.click();
  await expect(page.getByRole('heading', { name: 'Bilal Ahmed (buyer)' })).toBeVisible();
  await expect(page.getByText('Is the house still available? Can I see it on Saturday?')).toBeVisible();
  // The buyer's address and number are not on the owner's page.
  await expect(page.getByText(buyerEmail)).toHaveCount(0);
  await expect(page.getByText('03217654321')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('thread-360.png'), fullPage: true });

  // Offline: the reply waits in the outbox, shown in the thread, and nothing reaches the server.
  await context.setOffline(true);
  await page.getByLabel('Your reply').fill('Yes, it is available. Saturday at 11 works.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Waiting to send')).toBeVisible();
  await expect(page.getByText('Yes, it is available. Saturday at 11 works.')).toBeVisible();
  const auth = { Authorization: `Bearer ${listing.user.AuthWebToken}` };
  const inbox = ((await (await request.get('/api/Enquiries/Inbox', { headers: auth })).json()) as Envelope<EnquiryInbox>).Data;
  const threadId = inbox.Threads.find((t) => t.PropertyId === listing.id)!.ThreadId;
  const messagesOnServer = async () => ((await (await request.get(`/api/Enquiries/Thread?ThreadId=${threadId}`, { headers: auth })).json()) as Envelope<EnquiryThread>).Data.Messages;
  expect(await messagesOnServer()).toHaveLength(1);

  // The inbox reads offline from the saved query cache.
  await page.goto('/account/enquiries');
  await expect(page.getByRole('link', { name: new RegExp(`Bilal Ahmed.*${listing.title}`) })).toBeVisible();
  await page.goBack();
  await expect(page.getByText('Waiting to send')).toBeVisible();

  // Online again: it goes by itself, once.
  await context.setOffline(false);
  await expect(page.getByText('Waiting to send')).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(async () => (await messagesOnServer()).length).toBe(2);
  await expect(page.getByRole('button', { name: 'Close conversation' })).toBeVisible();
  await expect.poll(() => mailsTo(DATA_DIR, buyerEmail).length).toBe(1);
  // A later drain (another reload) sends nothing more.
  await page.reload();
  await expect(page.getByText('Yes, it is available. Saturday at 11 works.')).toBeVisible();
  expect(await messagesOnServer()).toHaveLength(2);
  expect(mailsTo(DATA_DIR, buyerEmail)).toHaveLength(1);

  // The buyer opens the reply from the mail and answers from there.
  const mail = mailsTo(DATA_DIR, buyerEmail).at(-1)!;
  expect(mail.body).toContain('Yes, it is available. Saturday at 11 works.');
  const link = linkIn(mail, `/enquiry/${threadId}`);
  await buyer.page.goto(`${link.pathname}${link.search}`);
  await expect(buyer.page.getByRole('heading', { name: /\(owner\)$/ })).toBeVisible();
  await expect(buyer.page.getByText('Yes, it is available. Saturday at 11 works.')).toBeVisible();
  await expect(buyer.page.getByText(listing.owner)).toHaveCount(0);
  await buyer.page.getByLabel('Your reply').fill('Great, see you on Saturday.');
  await buyer.page.getByRole('button', { name: 'Send reply' }).click();
  await expect(buyer.page.getByText('Your reply is sent.')).toBeVisible();
  await expect.poll(async () => (await messagesOnServer()).length).toBe(3);
  // An altered link opens nothing.
  await buyer.page.goto(`/enquiry/${threadId}?key=${link.searchParams.get('key')!.slice(0, -2)}AA`);
  await expect(buyer.page.getByText('Conversation not found')).toBeVisible();
  expect(buyer.errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  await buyer.close();

  // The owner closes the conversation.
  await page.reload();
  await page.getByRole('button', { name: 'Close conversation' }).click();
  await expect(page.getByText('This conversation is closed.')).toBeVisible();
  await page.goto('/account/enquiries');
  await page.getByRole('tab', { name: /Closed/ }).click();
  await expect(page.getByRole('link', { name: new RegExp(`Bilal Ahmed.*${listing.title}`) })).toBeVisible();
});

test('the inbox and a thread at 360 and 1280 px, in English and Urdu', async ({ page, context, request }) => {
  const listing = await liveListing(request, 'enqshot');
  for (const [name, message] of [['Bilal Ahmed', 'Is the house still available? Can I see it on Saturday?'], ['Hina Shah', 'کیا قیمت میں کچھ گنجائش ہے؟']] as const) {
    const res = await request.post('/api/Contact/PropertyOwner', {
      headers: asVisitor(),
      data: { PropertyId: listing.id, fullName: name, emailAddress: `${uniqueTag('b')}@example.pk`, phoneNumber: '03001112223', message },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  await signIn(context, listing.user);
  for (const lang of ['', '/ur']) {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
      await page.goto(`${lang}/account/enquiries`);
      await expect(page.getByRole('link', { name: /Hina Shah/ })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`inbox${lang ? '-ur' : ''}-${width}.png`), fullPage: true });
      await page.getByRole('link', { name: /Hina Shah/ }).click();
      await expect(page.getByText('کیا قیمت میں کچھ گنجائش ہے؟')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`thread${lang ? '-ur' : ''}-${width}.png`), fullPage: true });
      // No sideways scroll on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  }
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('the listing shows the poster\'s response figure once they have five enquiries in 90 days', async ({ page, request }) => {
  const listing = await liveListing(request, 'enqfig');
  const send = async () => {
    const res = await request.post('/api/Contact/PropertyOwner', {
      headers: asVisitor(),
      data: { PropertyId: listing.id, fullName: 'Kamran Ali', emailAddress: `${uniqueTag('f')}@example.pk`, phoneNumber: '03001112223', message: 'Is it available?' },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  for (let i = 0; i < 4; i++) await send();
  await page.goto(`/property/${listing.url}`);
  await expect(page.getByRole('heading', { name: 'Send the owner a message' })).toBeVisible();
  await expect(page.getByText(/Usually replies|Has not replied/)).toHaveCount(0);

  await send();
  const auth = { Authorization: `Bearer ${listing.user.AuthWebToken}` };
  const inbox = ((await (await request.get('/api/Enquiries/Inbox', { headers: auth })).json()) as Envelope<EnquiryInbox>).Data;
  const first = inbox.Threads.find((t) => t.PropertyId === listing.id)!;
  const answered = await request.post('/api/Enquiries/Reply', { headers: auth, data: { ThreadId: first.ThreadId, Message: 'Yes, it is.' } });
  expect(answered.status(), await answered.text()).toBe(200);
  await page.goto(`/property/${listing.url}`);
  await expect(page.getByText('Usually replies within an hour · replied to 1 of 5 in the last 90 days')).toBeVisible();
  await page.goto(`/ur/property/${listing.url}`);
  await expect(page.getByText('عموماً ایک گھنٹے میں جواب دیتے ہیں · پچھلے 90 دن میں 5 میں سے 1 کا جواب دیا')).toBeVisible();
});
