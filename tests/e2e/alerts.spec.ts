import { journey as test, expect, appReady } from './fixtures.ts';
import { DATA_DIR, approveByMail, asVisitor, confirmedUser, photoFor, signIn } from './support.ts';
import { mailsTo } from '../support/mail.ts';

// Save a search in the account, approve a matching listing, one alert mail.
test.use({ viewport: { width: 360, height: 740 } });

test('a saved search\'s alert mail arrives once when a matching listing is approved', async ({ page, request }) => {
  const user = await confirmedUser(request, 'alerts');
  await signIn(page, user);
  const name = `Multan shops to rent ${Date.now()}`;
  await page.goto('/properties?Purpose=2&City=6&PropertyType=15');
  await appReady(page);
  await page.getByRole('button', { name: 'Save this search' }).click();
  await page.getByLabel('Name of this search').fill(name);
  await page.getByLabel('Tell me about new listings').selectOption('Instant');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('We will e-mail you new listings (instant).')).toBeVisible();

  await page.goto('/saved-searches');
  await expect(page.getByRole('region', { name: 'Alerts' }).getByText(name)).toBeVisible();

  const title = `Alert shop ${Date.now()}`;
  // With a photo: approved, it is among the newest listings, the cards other journeys open from home.
  const photo = await photoFor(title);
  const submitted = await request.post('/api/Property/SubmitPropertyAnonymous', {
    headers: asVisitor(),
    multipart: {
      Title: title, Description: 'A shop on Bosan Road.', PurposeId: '2', TypeId: '15', Price: '60000', Area: '300', AreaUnitId: '3',
      CityId: '6', LocationId: '', OtherFeatures: '[]', FullName: 'Shop Owner', EmailAddress: 'shop.owner@example.pk', PhoneNumber: '03001234567',
      file: { name: 'shop.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  await expect.poll(() => mailsTo(DATA_DIR, 'admin@basera.test').filter((m) => m.subject === `Approve property: ${title}`).length).toBe(1);
  await approveByMail(request, title);

  // A long subject comes back folded; the mail's own text says which search and listing it is about.
  const alerts = () => mailsTo(DATA_DIR, user.EmailAddress).filter((m) => m.subject.startsWith('New for') && m.body.includes(name));
  await expect.poll(() => alerts().length, { timeout: 15_000 }).toBe(1);
  expect(alerts()[0]!.body).toContain(title);
  await page.waitForTimeout(1500);
  expect(alerts()).toHaveLength(1);
});
