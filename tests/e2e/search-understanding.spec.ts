import { journey as test, expect } from './fixtures.ts';
import sharp from 'sharp';
import { linkIn, mailsTo } from '../support/mail.ts';

const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';

const photo = (hue: number) => sharp({ create: { width: 800, height: 600, channels: 3, background: { r: hue, g: 160, b: 140 } } }).jpeg().toBuffer();

test.use({ viewport: { width: 360, height: 740 } });

test('a sentence typed on the home page lands as removable chips, and an Urdu query works', async ({ page, request }) => {
  // A house for rent in G-13 (Islamabad), so the sentence below has something to find.
  const title = `Kothi journey ${Date.now()}`;
  const locations = (await (await request.get('/api/Property/GetLocations?cityId=3')).json()).Data as Array<{ Id: number; Text: string }>;
  const g13 = locations.find((l) => l.Text === 'G-13')!;
  const submitted = await request.post('/api/Property/SubmitPropertyAnonymous', { multipart: {
    Title: title, Description: 'Quiet street near the park.', PurposeId: '2', TypeId: '1', Price: '85000', Area: '7',
    AreaUnitId: '1', CityId: '3', LocationId: String(g13.Id), BedRoomId: '3', BathRoomId: '3',
    FullName: 'Sana Malik', EmailAddress: 'sana@example.pk', PhoneNumber: '03001234567',
    // With photos, like the demo listings: other journeys take the newest listing to show its photos.
    file: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo(120) },
    files: { name: 'lawn.jpg', mimeType: 'image/jpeg', buffer: await photo(40) },
  } });
  expect(submitted.status()).toBe(200);
  const mail = mailsTo(dataDir, 'admin@basera.test').filter((m) => m.subject.includes(title)).at(-1)!;
  const approve = linkIn(mail, '/property/verification/approve');
  expect((await request.get(`/api/property/approve?${approve.searchParams.toString()}`)).status()).toBe(200);

  await page.goto('/');
  const hero = page.getByRole('search', { name: 'Search properties' });
  await hero.getByLabel('Keywords').fill('kothi for rent g13');
  await hero.getByRole('button', { name: 'Search' }).click();

  // The words became criteria in the URL, shown as chips, and said in plain words.
  await expect(page).toHaveURL(/[?&]PropertyType=1(&|$)/);
  const url = new URL(page.url());
  expect(url.searchParams.get('Purpose')).toBe('2');
  expect(url.searchParams.get('Location')).toBe(String(g13.Id));
  expect(url.searchParams.get('Keywords')).toBeNull();
  const chips = page.getByRole('list', { name: 'Applied filters' });
  for (const chip of ['House', 'For Rent', 'G-13']) await expect(chips.getByRole('listitem').filter({ hasText: new RegExp(`^${chip}$`) })).toBeVisible();
  await expect(page.getByText(/We read .?kothi.? as House/)).toBeVisible();
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const count = page.getByText(/^[\d,]+\+? propert(y|ies) found$/);
  const narrow = Number((await count.textContent())!.replace(/\D/g, ''));

  // Removing a chip widens the search: all of Islamabad, not only G-13.
  await chips.getByRole('link', { name: 'Remove G-13' }).click();
  await expect(page).not.toHaveURL(/Location=/);
  await expect(chips.getByRole('listitem').filter({ hasText: /^G-13$/ })).toHaveCount(0);
  await expect(count).not.toHaveText(`${narrow} ${narrow === 1 ? 'property' : 'properties'} found`);
  expect(Number((await count.textContent())!.replace(/\D/g, ''))).toBeGreaterThan(narrow);

  // Urdu: "a house for rent in Islamabad".
  await page.goto(`/properties?Keywords=${encodeURIComponent('کرائے پر مکان اسلام آباد')}`);
  await expect(page).toHaveURL(/[?&]City=3(&|$)/);
  for (const chip of ['House', 'For Rent', 'Islamabad']) await expect(chips.getByRole('listitem').filter({ hasText: new RegExp(`^${chip}$`) })).toBeVisible();
  await expect(results.getByRole('heading', { level: 2, name: title })).toBeVisible();
});

test('a search with no results offers nearby searches that have some', async ({ page }) => {
  await page.goto(`/properties?Keywords=${encodeURIComponent('10 marla kothi dha lahore kiraye par 20 hazar tak')}`);
  await expect(page.getByText('Oops! Properties could not be found. Please try a different search.')).toBeVisible();
  const nearby = page.getByRole('navigation', { name: 'These nearby searches have properties' });
  const first = nearby.getByRole('link').first();
  await expect(first).toBeVisible();
  const offered = Number((await first.locator('span').last().textContent())!.replace(/\D/g, ''));
  await first.click();
  await expect(page.getByText(new RegExp(`^${offered.toLocaleString('en-IN')}\\+? propert(y|ies) found$`))).toBeVisible();
});

test('a doubtful spelling is offered as "Did you mean", and a sure one is read and said', async ({ page }) => {
  await page.goto(`/properties?Keywords=${encodeURIComponent('house lahre')}`);
  await expect(page.getByText(/^Did you mean lahore\?$/)).toBeVisible();
  await page.getByRole('link', { name: 'lahore' }).click();
  await expect(page).toHaveURL(/[?&]City=1(&|$)/);
  await expect(page.getByRole('list', { name: 'Applied filters' }).getByRole('listitem').filter({ hasText: /^Lahore$/ })).toBeVisible();

  await page.goto(`/properties?Keywords=${encodeURIComponent('kothi lahor')}`);
  await expect(page).toHaveURL(/[?&]City=1(&|$)/);
  await expect(page.getByText(/^Showing Lahore for .lahor.\.$/)).toBeVisible();
});


/** The explanation, the chips and the Filters badge of a whole sentence, in English and in Urdu. */
const SENTENCES = [
  {
    words: 'makan barae farokht madina town faisalabad',
    chips: ['For Sale', 'House', 'Faisalabad', 'Madina Town'], chipsUr: ['برائے فروخت', 'مکان', 'فیصل آباد', 'Madina Town'],
    line: /^We read “makan” as House, “farokht” as For Sale, “madina town” as Madina Town and “faisalabad” as Faisalabad\.$/,
  },
  {
    words: '5 marla house lahore 50 lakh',
    chips: ['For Sale', 'House', 'Lahore', '5 Marla', 'Up to PKR 50 Lakh'], chipsUr: ['برائے فروخت', 'مکان', 'لاہور', '5 مرلہ', '50 لاکھ روپے تک'],
    line: /^We read “5 marla” as 5 Marla, “house” as House, “lahore” as Lahore and “50 lakh” as Up to PKR 50 Lakh \(For Sale\)\.$/,
  },
  {
    words: 'G-13/1 upper portion',
    chips: ['Upper Portion', 'Islamabad', 'G-13', '“g-13/1”'], chipsUr: ['اپر پورشن', 'اسلام آباد', 'G-13', '”g-13/1“'],
    line: /^We read “G-13\/1” as G-13 and “upper portion” as Upper Portion\. Listings with “G-13\/1” come first\.$/,
  },
];

for (const s of SENTENCES) {
  test(`"${s.words}" is explained, chipped and counted alike in English and Urdu`, async ({ page }) => {
    await page.goto(`/properties?Keywords=${encodeURIComponent(s.words)}`);
    const chips = page.getByRole('list', { name: 'Applied filters' });
    for (const chip of s.chips) await expect(chips.getByRole('listitem').filter({ hasText: chip }).first()).toBeVisible();
    await expect(chips.getByRole('listitem')).toHaveCount(s.chips.length);
    await expect(page.getByText(s.line)).toBeVisible();
    await expect(page.getByRole('button', { name: `Filters ${s.chips.length} applied` })).toBeVisible();

    await page.goto(`/ur/properties?Keywords=${encodeURIComponent(s.words)}`);
    const chipsUr = page.getByRole('list', { name: 'لاگو فلٹر' });
    for (const chip of s.chipsUr) await expect(chipsUr.getByRole('listitem').filter({ hasText: chip }).first()).toBeVisible();
    await expect(chipsUr.getByRole('listitem')).toHaveCount(s.chips.length);
    const line = page.getByText(/^ہم نے /);
    await expect(line).toBeVisible();
    // Said in Urdu: the only Latin letters are the words as typed and place names.
    const text = (await line.textContent())!;
    expect(text.replace(/[“”]/g, '"'), text).not.toMatch(/\b(as|We read|For Sale|House|Up to|PKR|Marla|Listings)\b/);
    await expect(page.getByRole('button', { name: `فلٹر ${s.chips.length} لاگو` })).toBeVisible();
    await page.screenshot({ path: `.tmp/search-sentence-${SENTENCES.indexOf(s)}-ur.png`, fullPage: false });
  });
}
