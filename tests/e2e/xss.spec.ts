import { journey as test, expect } from './fixtures.ts';
import { asVisitor } from './support.ts';
import { linkIn, mailsTo } from '../support/mail.ts';

const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
const payload = (tag: string) => `<img src=x onerror="window.__xss='${tag}'"><script>window.__xss='${tag}-script'</script>`;

test('markup in listings and names is shown as text and never runs', async ({ page, request, allowConsole }) => {
  // The injected <img src=x> is a real (broken) image request once shown as markup; as text it is never fetched.
  allowConsole(/Failed to load resource.*404/);
  const title = `XSS house ${Date.now()} ${payload('title')}`;
  const form = {
    Title: title, Description: `Lovely. ${payload('description')}`, PurposeId: '1', TypeId: '1', Price: '12000000', Area: '5',
    AreaUnitId: '1', CityId: '1', FullName: `Mr ${payload('name')}`.slice(0, 70), EmailAddress: 'xss@example.pk', PhoneNumber: '03001234567',
  };
  const submitted = await request.post('/api/Property/SubmitPropertyAnonymous', { multipart: form });
  expect(submitted.status()).toBe(200);
  const { PropertyUrl } = (await submitted.json()).Data;
  const mail = mailsTo(dataDir, 'admin@basera.test').filter((m) => m.subject.startsWith('Approve property: XSS house')).at(-1)!;
  // The plain-text part carries the text as typed; the HTML part must carry it escaped.
  expect(mail.body).toContain('&#60;script&#62;window');
  const approve = linkIn(mail, '/property/verification/approve');
  expect((await request.get(`/api/property/approve?${approve.searchParams.toString()}`)).status()).toBe(200);

  const nothingRan = async () => {
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    expect(await page.locator('b[onmouseover], img[onerror]').count()).toBe(0);
  };
  await page.goto(`/property/${PropertyUrl}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('<img src=x');
  await expect(page.getByText(/Lovely\. <img src=x/)).toBeVisible();
  await nothingRan();
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Newly Added Properties' })).toContainText('<script>');
  await nothingRan();
  await page.goto(`/properties?Keywords=${encodeURIComponent('XSS house')}`);
  await expect(page.getByRole('main')).toContainText('<img src=x');
  await nothingRan();

  // A user whose first name is markup sees it as text in the header greeting.
  const userName = `xss${Date.now()}`;
  const reg = await request.post('/api/Account/Register', { headers: asVisitor(), data: {
    FirstName: '<b onmouseover=alert(1)>Bad</b>', LastName: 'Name', UserName: userName, Email: `${userName}@example.pk`,
    Password: 'Secret-pass-1', ConfirmPassword: 'Secret-pass-1',
  } });
  expect(reg.status()).toBe(200);
  const key = linkIn(mailsTo(dataDir, `${userName}@example.pk`).at(-1)!, '/registration/confirmation').searchParams.get('key')!;
  const user = (await (await request.get(`/api/account/confirm/email?key=${encodeURIComponent(key)}`)).json()).Data;
  await page.addInitScript((u) => localStorage.setItem('currentUser', JSON.stringify(u)), user);
  await page.goto('/');
  await expect(page.getByRole('banner')).toContainText('<b onmouseover');
  await nothingRan();
});
